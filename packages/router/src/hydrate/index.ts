/*
 * @tendril/router/hydrate: the browser's side of server rendering. Read the loader results a
 * server render wrote into the page and start the router's registry from them.
 */
export {
  HYDRATION_ID,
  readHydrationData,
  type HydratedLoader,
  type HydrationData,
} from './data.ts';
export { HydratedRegistry } from './registry.ts';

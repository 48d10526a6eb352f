/*
 * @tendril/router/hydrate: the browser's side of server rendering. Read the loader results a
 * server render wrote into the page and start the router's registry from them. This folder
 * holds server rendering without React (the server's waits, status and serialised data, and
 * hydration); the React renders that use it are in react/ssr/.
 */
export {
  HYDRATION_ID,
  readHydrationData,
  type HydratedLoader,
  type HydrationData,
} from './hydration-data.ts';
export { HydratedRegistry } from './hydrated-registry.ts';
export { servedMeta } from '../meta/served.ts';

/*
 * @tendril/router/server: renders a URL to HTML with its loaders' results, whole (a prerender
 * step, or a server) or streamed (web or Node streams); the browser hydrates with
 * `@tendril/router/hydrate`.
 */
export { renderUrl, type RenderResult } from './render.tsx';
export type { RenderOptions } from './options.ts';
export {
  renderUrlToPipeableStream,
  renderUrlToReadableStream,
  type PipeDestination,
  type PipeableStreamResult,
  type ReadableStreamResult,
  type StreamOptions,
  type StreamResult,
} from './stream.tsx';
export { HYDRATION_ID, type HydratedLoader, type HydrationData } from '../../ssr/hydration-data.ts';

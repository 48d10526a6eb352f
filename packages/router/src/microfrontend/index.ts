/*
 * Micro frontends on the router: a separately built app mounted under a host route at run
 * time, sharing the host's router, React and signals through the shared scope.
 */
export { SHARED_SCOPE_KEY, provideShared, readShared, type SharedModules } from './shared-scope.ts';
export {
  createMicroAppMount,
  defineMicroApp,
  type MicroApp,
  type MicroAppContext,
  type MicroAppMount,
  type MicroAppMountOptions,
  type MicroAppState,
  type MicroAppStatus,
} from './mount.ts';

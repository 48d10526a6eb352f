/*
 * The modules this app takes from its host instead of bundling them: one React, one signal
 * graph, one router. The host shares the same list with `provideShared`; the build leaves
 * them out (vite.config.ts).
 */
export const SHARED_MODULES = [
  'react',
  'react/jsx-runtime',
  '@tendril/signals',
  '@tendril/signals/react',
  '@tendril/router',
  '@tendril/router/react',
] as const;

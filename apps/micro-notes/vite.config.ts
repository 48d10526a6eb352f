import { defineConfig } from 'vite';
// `@tendril/router/microfrontend/build`: Node loads this config and would resolve the package
// to its build output, so inside the repository the config takes the plugin's source.
import { sharedImports } from '../../packages/router/src/microfrontend/build.ts';
import { SHARED_MODULES } from './src/shared.ts';

// A library build: one ES module (dist/notes.js) whose default export is the app. React, the
// signals and the router are read from the host's shared scope, never bundled. JSX always
// compiles for the production runtime (react/jsx-runtime, which the host shares), even when
// the site's dev server runs this build.
export default defineConfig({
  plugins: [sharedImports(SHARED_MODULES)],
  oxc: { jsx: { runtime: 'automatic', development: false } },
  resolve: { conditions: ['@tendril/source'] },
  build: {
    target: 'es2022',
    lib: { entry: 'src/index.tsx', formats: ['es'], fileName: () => 'notes.js' },
    rolldownOptions: { output: { codeSplitting: false } },
  },
});

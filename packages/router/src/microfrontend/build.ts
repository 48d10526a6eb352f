/* What a micro app's build needs: the plugin that reads shared modules from the host. */
export { rewriteSharedImports, sharedImports, type SharedImportsPlugin } from './shared-imports.ts';

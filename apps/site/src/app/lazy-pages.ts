/*
 * Every page table (each feature's pages.ts, and the shell's), bundled into this one module. The
 * route table imports it lazily (load-pages.ts), so the first load of `/` carries one import for
 * all pages instead of one import (with its list of chunks to preload) per feature or per page.
 * A new feature's pages.ts gets one line here.
 */
export * as analytics from '../features/analytics/pages.ts';
export * as catalogue from '../features/catalogue/pages.ts';
export * as demo from '../features/demo/pages.ts';
export * as demoCenter from '../features/demo-center/pages.ts';
export * as demoModals from '../features/demo-modals/pages.ts';
export * as micro from '../features/micro/pages.ts';
export * as news from '../features/news/pages.ts';
export * as shop from '../features/shop/pages.ts';
export * as shell from '../shell/pages.ts';

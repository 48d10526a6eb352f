/**
 * The pages a server streams instead of serving them rendered ahead of time: a product's
 * reviews tab, whose reviews arrive after the reviews service's delay. The shell and the
 * product go out at once and the reviews follow in the same response. The build leaves them
 * out of its prerendered pages, `vite preview` streams them (build/stream-pages.ts), and the
 * service worker asks the network for them first (src/sw.ts).
 */
export const STREAMED_PAGE = /^\/product\/\d+\/reviews\/?$/;

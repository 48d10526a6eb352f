/*
 * Marks a page rendered ahead of time (build/prerender.ts fills #root and names its app in
 * `data-app`) as `data-server-rendered`, the mark @tendril/signals' `afterHydration` looks for:
 * persisted state then waits for the end of hydration instead of making the first render differ
 * from the page's HTML. main.tsx imports this before any module that makes a store. (The prerender
 * could write the mark into the HTML itself, as Vue's server renderer does; this module would
 * then go.) A page main.tsx renders afresh instead ends the phase itself.
 */
const root = document.getElementById('root');
if (root?.dataset.app) root.setAttribute('data-server-rendered', '');

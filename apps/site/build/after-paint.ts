/*
 * A page rendered ahead of time shows its first screen from the HTML alone, so its script need
 * not stand before that paint. A module script that has arrived runs as soon as the document is
 * parsed, before the first frame: on a slow phone, evaluating ~90 KB of script holds the content
 * back for as long. In a prerendered page the entry's <script src> becomes a small inline module
 * that imports the entry once the page has painted; hydration starts a frame or so later. A
 * hidden page draws no frames and imports it at once.
 *
 * The HTML was rendered for the page's path alone. At an address with a query (`?range=90d`) the
 * first screen may differ, and hydration would keep the HTML's attributes where they differ; at
 * another path (a host that answers every address with index.html, the home page) it is another
 * page. So there the loader takes `data-app` off #root: src/main.tsx then renders afresh.
 *
 * The app shell (build/prerender.ts) keeps its <script src>: it renders nothing without the
 * script. The CSP allows the inline module by its hash (build/csp.ts reads every page's inline
 * scripts).
 */

/**
 * The inline module that imports `src` once the browser reports the first paint (a paint timing
 * entry, delivered after the frame is shown), or after 1 s if none is reported, or at once in a
 * hidden page; with it, the modules in `alongside` (the chunks the page hydrates with, which the
 * entry would ask for only once it runs: a round trip later). Importing a module twice loads it
 * once; one of `alongside` that fails to load is left to the app, which asks again and says so.
 * Dynamic imports do not hold the load event back. At an address other than the one in #root's
 * `data-path`, or with a query, it first marks #root as not hydratable (no `data-app`). (The path
 * is read from the page, so every page has the same script, and the CSP one hash.)
 */
export function afterPaintLoader(src: string, alongside: readonly string[] = []): string {
  const url = JSON.stringify(src);
  const also = alongside.length
    ? `;for(const u of ${JSON.stringify(alongside)})import(u).catch(()=>{})`
    : '';
  return `const r=document.getElementById("root");if(location.search||location.pathname!==r.dataset.path)r.removeAttribute("data-app");const l=()=>{import(${url})${also}};if(document.hidden)l();else{new PerformanceObserver(()=>setTimeout(l)).observe({type:"paint",buffered:!0});setTimeout(l,1e3)}`;
}

/**
 * `html` with its entry module script replaced by {@link afterPaintLoader}'s inline module,
 * which imports `alongside` with the entry.
 */
export function loadEntryAfterPaint(html: string, alongside: readonly string[] = []): string {
  const entry = /<script type="module"[^>]*? src="([^"]+)"[^>]*><\/script>/;
  if (!entry.test(html))
    throw new Error('The page has no entry <script type="module" src> to defer');
  return html.replace(
    entry,
    (_, src: string) => `<script type="module">${afterPaintLoader(src, alongside)}</script>`,
  );
}

import api from 'virtual:api-reference/router-enhanced';
// Server code: shown as highlighted source only, so it stays out of the site's bundle.
import serverRendering from '../examples/router-enhanced/server/server-rendering.tsx?tokens';
import { CodeBlock } from '../CodeBlock.tsx';
import { ApiReference, Code, Example, Guide, GuideSection } from '../guide-kit.tsx';

export default function RouterEnhancedGuide() {
  return (
    <Guide>
      <GuideSection id="what-for" title="What it is for">
        <p>
          Beyond matching URLs, pages need data, changes, meta for search engines and fast
          transitions. Loaders and actions are handles (<Code>defineLoader</Code>,{' '}
          <Code>defineAction</Code>) that carry their types and whose status (idle, loading or
          executing, success, error) are signals; <Code>loadMeta</Code> gives each page its title,
          description, Open Graph and canonical URL; modal (portal) routes open over the current
          page and close on back.
        </p>
      </GuideSection>
      <GuideSection id="first-example" title="A first example">
        <p>
          The route takes a loader handle (or an inline function); <Code>useLoader(handle)</Code>{' '}
          (or <Code>useLoader(route)</Code>) reads its state and typed data,{' '}
          <Code>useAction(handle)</Code> runs an action typed by its payload and result, and{' '}
          <Code>refreshOnAction</Code> reloads the route&apos;s data after it. Start the app with{' '}
          <Code>createRouter</Code>: it brings the data registry.
        </p>
        <Example name="LoaderAndAction" />
      </GuideSection>
      <GuideSection id="common-tasks" title="Common tasks">
        <h3 className="font-semibold">Declare page meta</h3>
        <p>
          Static <Code>meta</Code> on a route, or <Code>loadMeta</Code> computed from params and
          loader data; <Code>routeMeta(router)</Code> is the merged result as a signal.
        </p>
        <h3 className="font-semibold">Show a modal route</h3>
        <p>
          Mark a route <Code>portal: true</Code>; <Code>usePortal()</Code> tells whether it is open,
          and the page under it stays rendered.
        </p>
        <h3 className="font-semibold">Handle a slow or failed loader</h3>
        <p>
          Give the route a <Code>pendingComponent</Code> and an <Code>errorComponent</Code> (
          <Code>{'{ error, retry }'}</Code>), or set them router-wide on <Code>createRouter</Code>.
          A route sets its own <Code>retries</Code> and <Code>timeout</Code>; while a loader
          retries, its state has the <Code>attempt</Code>, the <Code>maxAttempts</Code> and the last{' '}
          <Code>error</Code>, so the page can say &quot;Retrying (attempt 2 of 4)…&quot;. The
          pending view never flashes: it shows only once a load has run <Code>pendingMs</Code> (100
          ms), then stays at least <Code>pendingMinMs</Code> (300 ms), fading in over 200 ms. A
          route&apos;s <Code>notFoundComponent</Code> also answers for its unmatched children:{' '}
          <Code>/parent/unknown</Code> renders the parent&apos;s layout with it in the outlet (else
          the router&apos;s, else the global not-found).
        </p>
      </GuideSection>
      <GuideSection id="server-rendering" title="Server rendering and prerendering">
        <p>
          <Code>renderUrl(url, options)</Code> from <Code>@tendril/router/server</Code> renders one
          URL with a router of its own, in memory: it runs the loaders of the routes on screen once
          each (with their timeouts and retries; a loader slower than its timeout is aborted), waits
          for the page&apos;s meta and renders with React 19&apos;s <Code>prerender</Code>. It gives
          the app&apos;s <Code>html</Code>, the <Code>head</Code> (the title, meta and canonical
          tags React hoisted, and the page&apos;s JSON-LD), the <Code>status</Code> (404 when
          nothing matches, 500 with the route&apos;s error view when a loader failed, 504 past its
          deadline, 302 with <Code>redirect</Code> when a guard redirected) and the{' '}
          <Code>script</Code> holding the loaders&apos; data.
        </p>
        <p>
          A render never hangs: past <Code>deadlineMs</Code> (10 s by default) the loaders still
          running fail with a timeout and the page is sent with their error views. A loader&apos;s
          error never reaches visitors word for word in production: the page shows &ldquo;An
          unexpected error occurred&rdquo; and an error id, and <Code>onError</Code> gets the full
          error under that id (the console, by default). In development the page shows the full
          message.
        </p>
        <p>
          That <Code>script</Code> is a <Code>{'<script type="application/json">'}</Code>, escaped
          so no value can close it; it never runs, so a strict CSP allows it. The data keeps its
          types: a <Code>Date</Code>, <Code>Map</Code>, <Code>Set</Code> or <Code>BigInt</Code>{' '}
          comes back as itself, and data the browser cannot receive (a function, a class instance)
          fails the render with the loader&apos;s name and the path to the value. In the browser,{' '}
          <Code>new HydratedRegistry(readHydrationData())</Code> starts the router from it and{' '}
          <Code>hydrateRoot</Code> finds the same page: no loader runs again, unless it failed on
          the server (the browser gives it its retries) or its data is older than the cache time (it
          stays on screen while it is revalidated). The same function serves a Node{' '}
          <Code>http</Code> handler and a prerender step that writes{' '}
          <Code>dist/&lt;path&gt;/index.html</Code> for each static path:
        </p>
        <CodeBlock code={serverRendering} label="server/server-rendering.tsx" />
        <p>
          To stream instead, <Code>renderUrlToPipeableStream</Code> (Node streams) and{' '}
          <Code>renderUrlToReadableStream</Code> (web streams) run the same loaders, then resolve
          with the status and the head as soon as React&apos;s shell is ready; every{' '}
          <Code>&lt;Suspense&gt;</Code> boundary follows as it resolves. A loader may leave parts of
          its data as promises (deferred parts): a component reads one with React&apos;s{' '}
          <Code>use()</Code>, its boundary streams when it resolves, and its value follows as data
          the browser hydrates from, so nothing is fetched twice. Give the response&apos;s CSP nonce
          as <Code>nonce</Code>: React&apos;s inline scripts carry it. The package&apos;s README has
          a Node <Code>http</Code> handler that streams, sets the nonce and answers with the
          page&apos;s status. After hydration the head holds one set of tags, the page&apos;s: the
          browser reads the server&apos;s marked head tags back from the document and repeats them
          in its first render, so React takes each server tag over and the data never carries them.
        </p>
        <p>
          Each render creates and destroys its own router and leaves nothing subscribed, so
          concurrent requests never see each other&apos;s data. Data that is live or the
          visitor&apos;s own is not the server&apos;s to load: a loader declared with{' '}
          <Code>ssr: false</Code> stays idle in the render and the page shows what it shows before
          that load; the browser runs it once hydrated. The news reader&apos;s lists are prerendered
          that way, as their shell.
        </p>
        <p>
          A page rendered once, at build time, serves every query of its path, and hydration keeps
          the server&apos;s attributes where the browser&apos;s render differs: render a URL whose
          first screen depends on its query (<Code>/analytics?range=90d</Code>) with{' '}
          <Code>createRoot</Code> instead. What only the browser knows (storage,{' '}
          <Code>navigator.onLine</Code>, the service worker) hydrates with what the server saw, then
          shows the browser&apos;s: mark the root the server rendered into{' '}
          <Code>data-server-rendered</Code>, and a <Code>persist</Code>ed signal, or one set in{' '}
          <Code>afterHydration</Code>, takes the browser&apos;s value right after hydration (see the
          signals guide); an offline client&apos;s status hydrates with{' '}
          <Code>SERVER_OFFLINE_STATUS</Code>.
        </p>
      </GuideSection>
      <GuideSection id="pitfalls" title="Pitfalls">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            Loader data is cached by the loader&apos;s name and params (or its <Code>key</Code>):
            invalidate it after a change made outside an action.
          </li>
          <li>
            A meta loader runs after the route&apos;s loaders settle; until then the page shows its
            static meta.
          </li>
          <li>
            On a server, a signal created when a module loads (a store) is shared by every request:
            keep what belongs to one request in loaders, which <Code>renderUrl</Code> runs with a
            router of its own each time.
          </li>
        </ul>
      </GuideSection>
      <GuideSection id="api" title="API reference">
        <ApiReference entries={api} />
      </GuideSection>
    </Guide>
  );
}

import api from 'virtual:api-reference/router-enhanced';
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
        </ul>
      </GuideSection>
      <GuideSection id="api" title="API reference">
        <ApiReference entries={api} />
      </GuideSection>
    </Guide>
  );
}

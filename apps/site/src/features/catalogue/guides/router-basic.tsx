import api from 'virtual:api-reference/router-basic';
import { ApiReference, Code, Example, Guide, GuideSection } from '../guide-kit.tsx';

export default function RouterBasicGuide() {
  return (
    <Guide>
      <GuideSection id="what-for" title="What it is for">
        <p>
          The router maps URLs to components. Routes are plain objects — a path pattern, a
          component, optional children, guards and meta — matched in declaration order. The current
          location, match and params are signals, so only what depends on them re-renders when you
          navigate.
        </p>
      </GuideSection>
      <GuideSection id="first-example" title="A first example">
        <p>
          <Code>createRouter</Code> takes the routes (and a history: the browser&apos;s by default,
          here one in memory), <Code>RouterProvider</Code> makes it available, <Code>Outlet</Code>{' '}
          renders the matched route and <Code>Link</Code> navigates without a page load.{' '}
          <Code>useParams</Code> reads <Code>:id</Code>, typed from the pattern.
        </p>
        <Example name="MiniRouter" />
      </GuideSection>
      <GuideSection id="common-tasks" title="Common tasks">
        <h3 className="font-semibold">Nest layouts</h3>
        <p>
          Give a route <Code>children</Code> (paths relative to the parent) and render an{' '}
          <Code>Outlet</Code> in the parent&apos;s component.
        </p>
        <h3 className="font-semibold">Navigate from code</h3>
        <p>
          <Code>useNavigate()</Code> returns <Code>navigate(to)</Code>, which resolves with the
          navigation&apos;s result (done, blocked by a guard, or redirected).
        </p>
        <h3 className="font-semibold">Guard a page</h3>
        <p>
          <Code>canActivate</Code> and <Code>canDeactivate</Code> return true, false or a redirect
          path — for example, asking before leaving a form with unsaved changes.
        </p>
        <h3 className="font-semibold">Build links safely</h3>
        <p>
          <Code>
            buildPath(&apos;/users/:id&apos;, {'{'} id {'}'})
          </Code>{' '}
          fills a pattern and encodes the values.
        </p>
      </GuideSection>
      <GuideSection id="pitfalls" title="Pitfalls">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            First match wins: declare a catch-all <Code>*</Code> route last.
          </li>
          <li>
            Params are always strings: convert <Code>id</Code> with <Code>Number(id)</Code> and
            handle values that are not numbers.
          </li>
          <li>
            A plain <Code>&lt;a href&gt;</Code> reloads the page; use <Code>Link</Code> for in-app
            links.
          </li>
        </ul>
      </GuideSection>
      <GuideSection id="api" title="API reference">
        <ApiReference entries={api} />
      </GuideSection>
    </Guide>
  );
}

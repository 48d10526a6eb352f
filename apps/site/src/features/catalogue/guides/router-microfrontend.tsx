import api from 'virtual:api-reference/router-microfrontend';
import { Link } from '@tendril/router/react';
import { ApiReference, Code, Example, Guide, GuideSection } from '../guide-kit.tsx';

export default function RouterMicrofrontendGuide() {
  return (
    <Guide>
      <GuideSection id="what-for" title="What it is for">
        <p>
          A micro frontend is an app built and shipped on its own (its own package, route table and
          build) that a host site mounts under a route prefix at run time. With{' '}
          <Code>@tendril/router/microfrontend</Code> the mounted app joins the host&apos;s one
          router: its routes become children of a host route, links between host and app are
          ordinary navigations, and Back and Forward walk one history. It runs on the host&apos;s
          React, signals and router, lent through a shared scope, so hooks work and a signal written
          on one side shows on the other.
        </p>
        <p>
          This site mounts the notes app (<Code>apps/micro-notes</Code>) under <Code>/micro</Code>.
          Its bundle is built with the site and served from the site&apos;s own origin, and it is
          loaded on the first visit to a page under <Code>/micro</Code>:{' '}
          <Link to="/micro" className="text-green-800 underline">
            open the host page
          </Link>
          .
        </p>
      </GuideSection>
      <GuideSection id="first-example" title="A first example">
        <p>
          These links lead into the notes app. Before its bundle has loaded, the host&apos;s
          placeholder route <Code>/micro/*</Code> takes them and loads it; once mounted,{' '}
          <Code>router.addRoutes</Code> has added the app&apos;s <Code>notes</Code> and{' '}
          <Code>notes/:id</Code> routes under <Code>/micro</Code>, and the URL on screen is matched
          again in place.
        </p>
        <Example name="OpenNotesApp" />
      </GuideSection>
      <GuideSection id="common-tasks" title="Common tasks">
        <h3 className="font-semibold">Declare the app</h3>
        <p>
          The app&apos;s build entry exports <Code>defineMicroApp(&#123; name, routes &#125;)</Code>{' '}
          by default. <Code>routes(&#123; basePath, host &#125;)</Code> is called once, when it is
          mounted: paths are relative to the host route, links are built from <Code>basePath</Code>,
          and <Code>host</Code> is what the host lends it (here a signal).
        </p>
        <h3 className="font-semibold">Build it against the shared scope</h3>
        <p>
          The app&apos;s Vite config adds <Code>sharedImports([…])</Code> from{' '}
          <Code>@tendril/router/microfrontend/build</Code> with <Code>react</Code>,{' '}
          <Code>react/jsx-runtime</Code>, <Code>@tendril/signals</Code>,{' '}
          <Code>@tendril/signals/react</Code>, <Code>@tendril/router</Code> and{' '}
          <Code>@tendril/router/react</Code>. They stay out of the bundle; each import of them
          becomes a read of the host&apos;s scope, checked for every name the app uses. The bundle
          imports nothing, so it needs no import map (an inline script a strict CSP would block).
        </p>
        <h3 className="font-semibold">Mount it in the host</h3>
        <p>
          Declare the host route and, after it, a placeholder for the paths below it. Then{' '}
          <Code>createMicroAppMount(&#123; router, parent, load, host &#125;)</Code>: its{' '}
          <Code>state</Code> signal is idle, loading, mounted or error, and <Code>load()</Code>{' '}
          mounts it once (or tries again after a failure). The host calls <Code>provideShared</Code>{' '}
          with the modules it lends before the first load.
        </p>
        <h3 className="font-semibold">Share state</h3>
        <p>
          Lend signals through <Code>host</Code>. The notes app shows and writes the count below
          with the host&apos;s own signals module: press its button on <Code>/micro/notes</Code> and
          this readout follows, and the other way round.
        </p>
        <Example name="SharedCountReadout" />
      </GuideSection>
      <GuideSection id="pitfalls" title="Pitfalls">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            Declare the placeholder (<Code>/micro/*</Code>) after the host route: first match wins
            in declaration order, and added children follow their parent, so they win over it.
          </li>
          <li>
            A host route matches its own path: the app&apos;s index page needs a path of its own (
            <Code>notes</Code>), since an empty child path never wins over its parent.
          </li>
          <li>
            A browser may remember a failed module fetch: <Code>load(attempt)</Code> gets the
            attempt number so a retry can ask for a fresh URL.
          </li>
          <li>
            Lending a whole module namespace keeps every export of it in the host&apos;s bundle;
            lend the exports your apps use. An app that needs one more fails to load with a message
            naming it.
          </li>
        </ul>
      </GuideSection>
      <GuideSection id="api" title="API reference">
        <ApiReference entries={api} />
      </GuideSection>
    </Guide>
  );
}

import api from 'virtual:api-reference/error-handling';
import { ApiReference, Code, Example, Guide, GuideSection, PropsTable } from '../guide-kit.tsx';
import { KIT_PROPS } from '../kit-props.ts';

export default function ErrorHandlingGuide() {
  return (
    <Guide>
      <GuideSection id="what-for" title="What it is for">
        <p>
          Things fail: a request, a loader, an effect, a component&apos;s render. The site shows
          every failure the same way, with one panel and one boundary from <Code>ui/</Code>, so a
          user always sees what failed, why, and what they can do about it.
        </p>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <Code>ErrorPanel</Code> (<Code>ui/ErrorPanel.tsx</Code>): &quot;Something went
            wrong&quot; (or a title saying what failed) with the error&apos;s message, or &quot;An
            unexpected error occurred&quot; when there is none, plus a Try Again button when a retry
            is given. It is an alert, so screen readers announce it.
          </li>
          <li>
            <Code>ErrorBoundary</Code> (<Code>ui/ErrorBoundary.tsx</Code>): catches an error thrown
            while rendering its children and shows &quot;Error in {'{component}'}&quot; with the
            message; Try Again renders them afresh.
          </li>
          <li>
            <Code>errorMessage(error)</Code> (<Code>lib/error-message.ts</Code>): the message of
            anything thrown, with the same fallback.
          </li>
        </ul>
        <p>
          The shop, news, analytics, offline and demo pages all use this one panel, and{' '}
          <Code>PartBoundary</Code> (a lazily loaded part that failed) uses it too. The panel and
          the boundary belong to the site, not to the packages: their props are in the{' '}
          <a href="#props" className="text-green-800 underline">
            Props
          </a>{' '}
          section, and the API reference below covers the router and effect exports that produce the
          errors they show.
        </p>
      </GuideSection>
      <GuideSection id="first-example" title="A first example">
        <p>
          Fail with a message, fail without one, and Try Again. The panel takes the message from{' '}
          <Code>errorMessage</Code> and the retry as <Code>onRetry</Code>:{' '}
          <Code>{'<ErrorPanel message={errorMessage(error)} onRetry={retry} />'}</Code>.
        </p>
        <Example name="ErrorPanelExample" />
      </GuideSection>
      <GuideSection id="common-tasks" title="Common tasks">
        <h3 className="font-semibold">Say what failed</h3>
        <p>
          Pass <Code>title</Code> (&quot;Error loading cart.&quot;) and keep the message; pass{' '}
          <Code>message={'{null}'}</Code> when the title says it all; <Code>retryLabel</Code>{' '}
          renames the button (&quot;Retry&quot;, &quot;Reload&quot;; default &quot;Try Again&quot;);{' '}
          <Code>titleAs</Code> picks the heading level (default <Code>h2</Code>, <Code>p</Code>{' '}
          inside a section that has its heading). Extra actions (a Back to Home link) go in as
          children.
        </p>
        <h3 className="font-semibold">Contain a crash</h3>
        <p>
          Wrap a widget in <Code>{'<ErrorBoundary component="Price tag">'}</Code>: the rest of the
          page keeps working. <Code>onError</Code> receives the error for logging; a new{' '}
          <Code>resetKey</Code> (the page&apos;s path, new data) forgets the failure.
        </p>
        <Example name="ErrorBoundaryExample" />
        <h3 className="font-semibold">Show a router loader error</h3>
        <p>
          A route&apos;s <Code>errorComponent</Code> gets the <Code>error</Code> and a{' '}
          <Code>retry</Code> that runs the loader again, so it is the panel&apos;s Try Again (
          <Code>useLoader(route)</Code> gives the same <Code>status: &apos;error&apos;</Code>,{' '}
          <Code>error</Code> and <Code>reload()</Code> to a component). Before it reports an error
          the engine retries 3 times, with a backoff doubling from 1 s; a route or a loader sets its
          own <Code>retries</Code> and <Code>timeout</Code>, and an attempt that takes longer fails
          with &quot;Loader timeout after N ms&quot;. The example sets <Code>retries: 1</Code> so
          the error shows after about a second.
        </p>
        <Example name="LoaderErrorExample" />
        <h3 className="font-semibold">Show an effect error</h3>
        <p>
          With <Code>@tendril/signals/effect</Code> an effect never throws at you: a thrown error or
          a rejection ends the run with <Code>{"{ status: 'error', error }"}</Code>, its message.{' '}
          <Code>retry()</Code> runs it again with backoff first; <Code>interpreter.start()</Code>{' '}
          gives the result as a signal to render.
        </p>
        <Example name="EffectErrorExample" />
      </GuideSection>
      <GuideSection id="pitfalls" title="Pitfalls">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            An error boundary catches render errors only: not event handlers, not promises. Put the
            error of an async call in state (or a loader or effect result) and render the panel from
            it.
          </li>
          <li>
            Unknown effect types are programming errors: <Code>interpreter.run</Code> rejects for
            them instead of resolving to an error result.
          </li>
          <li>
            Aborted loaders during rapid navigation are normal, not errors to show:{' '}
            <Code>isAbortError(error)</Code> tells them apart.
          </li>
          <li>
            Keep the strings as they are (&quot;Something went wrong&quot;, &quot;An unexpected
            error occurred&quot;, &quot;Try Again&quot;, &quot;Error in {'{component}'}&quot;):
            users and the browser tests rely on them.
          </li>
        </ul>
      </GuideSection>
      <GuideSection id="props" title="Props">
        <PropsTable id="props-ErrorPanel" caption="ErrorPanel" table={KIT_PROPS.ErrorPanel} />
        <PropsTable
          id="props-ErrorBoundary"
          caption="ErrorBoundary"
          table={KIT_PROPS.ErrorBoundary}
        />
      </GuideSection>
      <GuideSection id="api" title="API reference">
        <ApiReference entries={api} />
      </GuideSection>
    </Guide>
  );
}

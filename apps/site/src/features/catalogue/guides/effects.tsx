import api from 'virtual:api-reference/effects';
import { ApiReference, Code, Example, Guide, GuideSection } from '../guide-kit.tsx';

export default function EffectsGuide() {
  return (
    <Guide>
      <GuideSection id="what-for" title="What it is for">
        <p>
          An effect is code that must run when state changes: starting a timer, syncing to storage,
          logging, talking to the DOM. <Code>effect(fn)</Code> runs <Code>fn</Code> now and again
          whenever a signal it read changes; a function it returns is the cleanup, run before the
          next run and on dispose. For asynchronous work, <Code>@tendril/signals/effect</Code>{' '}
          describes tasks as values that an interpreter runs with retry, timeout and cancellation;
          every run ends as success, error, suspended or cancelled.
        </p>
      </GuideSection>
      <GuideSection id="first-example" title="A first example">
        <p>
          In a component, <Code>useSignalEffect</Code> ties the effect to the component&apos;s life.
          Here the interval exists only while <Code>running</Code> is true.
        </p>
        <Example name="Stopwatch" />
      </GuideSection>
      <GuideSection id="common-tasks" title="Common tasks">
        <h3 className="font-semibold">Clean up</h3>
        <p>
          Return a function from the effect. It runs before each re-run and when the effect is
          disposed (the <Code>Dispose</Code> that <Code>effect</Code> returns, or the component
          unmounting).
        </p>
        <h3 className="font-semibold">Group effects</h3>
        <p>
          <Code>effectScope(() =&gt; …)</Code> collects every effect, computed and scheduler created
          inside it; disposing the scope disposes them all.
        </p>
        <h3 className="font-semibold">Retry a flaky request</h3>
        <p>
          Describe the work with <Code>task</Code>, wrap it in <Code>retry</Code> and run it with an
          interpreter. <Code>interpreter.start</Code> gives the result as a signal that starts{' '}
          <Code>suspended</Code>.
        </p>
        <Example name="RetryingTask" />
      </GuideSection>
      <GuideSection id="pitfalls" title="Pitfalls">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            An effect that writes a signal it also reads re-runs itself; read it with{' '}
            <Code>peek()</Code> or <Code>untracked</Code>.
          </li>
          <li>
            Effects created outside a scope or component live until disposed: keep the{' '}
            <Code>Dispose</Code> and call it.
          </li>
          <li>
            Reads after an <Code>await</Code> in an async function are not tracked: read what the
            effect depends on before the first <Code>await</Code>.
          </li>
          <li>
            An interpreter run never rejects for a failing effect: check <Code>result.status</Code>{' '}
            rather than using try / catch.
          </li>
        </ul>
      </GuideSection>
      <GuideSection id="api" title="API reference">
        <ApiReference entries={api} />
      </GuideSection>
    </Guide>
  );
}

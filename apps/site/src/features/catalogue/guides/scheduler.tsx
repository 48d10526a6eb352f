import api from 'virtual:api-reference/scheduler';
import { ApiReference, Code, Example, Guide, GuideSection } from '../guide-kit.tsx';

export default function SchedulerGuide() {
  return (
    <Guide>
      <GuideSection id="what-for" title="What it is for">
        <p>
          Some work matters more than other work. The scheduler queues tasks at five priorities —
          immediate, high, normal, low, idle — and runs the most urgent first, in short time slices,
          yielding to the browser in between so typing and scrolling stay smooth. CPU-heavy work
          goes further away, to a worker pool.
        </p>
      </GuideSection>
      <GuideSection id="first-example" title="A first example">
        <p>
          Five tasks are posted least urgent first; they run most urgent first. <Code>post</Code>{' '}
          returns a promise of the task&apos;s result.
        </p>
        <Example name="PriorityOrder" />
      </GuideSection>
      <GuideSection id="common-tasks" title="Common tasks">
        <h3 className="font-semibold">Defer work until the browser is idle</h3>
        <p>
          <Code>
            tasks.post(() =&gt; prefetch(url), {'{'} priority: &apos;idle&apos; {'}'})
          </Code>
          : it runs only when nothing more urgent waits.
        </p>
        <h3 className="font-semibold">Cancel a task</h3>
        <p>
          Call <Code>cancel()</Code> on the returned task, or pass an <Code>AbortSignal</Code> as{' '}
          <Code>signal</Code>. A task that has not started rejects with an <Code>AbortError</Code>.
        </p>
        <h3 className="font-semibold">Show how much is waiting</h3>
        <p>
          <Code>tasks.pending</Code> is a signal: read it in a component or an effect.
        </p>
      </GuideSection>
      <GuideSection id="pitfalls" title="Pitfalls">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            Create the scheduler in an <Code>effectScope</Code> (or an effect): disposing the scope
            cancels waiting tasks. One made at module level lives forever.
          </li>
          <li>
            Slicing cannot split one long task: break big work into several tasks, or send it to a
            worker pool.
          </li>
          <li>
            <Code>immediate</Code> runs in a microtask, before rendering: keep it for tiny work.
          </li>
        </ul>
      </GuideSection>
      <GuideSection id="api" title="API reference">
        <ApiReference entries={api} />
      </GuideSection>
    </Guide>
  );
}

import api from 'virtual:api-reference/signals';
import { ApiReference, Code, Example, Guide, GuideSection } from '../guide-kit.tsx';

export default function SignalsGuide() {
  return (
    <Guide>
      <GuideSection id="what-for" title="What it is for">
        <p>
          A signal holds one value and knows who reads it. Change it, and exactly the computed
          values, effects and components that read it update — nothing else re-renders, and no
          provider, reducer or selector is needed. Signals live anywhere: in a module, in a
          component (<Code>useSignal</Code>), in a store object.
        </p>
      </GuideSection>
      <GuideSection id="first-example" title="A first example">
        <p>
          <Code>useSignal</Code> creates a signal owned by the component, <Code>useComputed</Code>{' '}
          derives a value from it, and <Code>useValue</Code> re-renders the component when a signal
          it reads changes. Writing is plain assignment to <Code>.value</Code>.
        </p>
        <Example name="Counter" />
      </GuideSection>
      <GuideSection id="common-tasks" title="Common tasks">
        <h3 className="font-semibold">Share state between components</h3>
        <p>
          Create the signal at module level with <Code>signal(initial)</Code> and read it with{' '}
          <Code>useValue</Code> wherever it is needed.
        </p>
        <h3 className="font-semibold">Derive values</h3>
        <p>
          <Code>computed(() =&gt; …)</Code> recomputes lazily, only when read after a dependency
          changed, and notifies only when its result changed.
        </p>
        <h3 className="font-semibold">Change several signals at once</h3>
        <p>
          Wrap the writes in <Code>batch</Code>: effects and components see one update with all the
          new values, never a half-applied state.
        </p>
        <Example name="BatchedCart" />
        <h3 className="font-semibold">Read without subscribing</h3>
        <p>
          <Code>signal.peek()</Code> or <Code>untracked(() =&gt; …)</Code> read a value without
          making the running computed or effect depend on it.
        </p>
      </GuideSection>
      <GuideSection id="pitfalls" title="Pitfalls">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            Mutating an object inside a signal (<Code>list.value.push(x)</Code>) does not notify:
            assign a new value (<Code>list.value = [...list.value, x]</Code>).
          </li>
          <li>
            Reading <Code>.value</Code> in a component without <Code>useValue</Code> renders the
            current value once but does not subscribe the component.
          </li>
          <li>A computed must not write signals; do that in an effect or an event handler.</li>
          <li>
            Custom <Code>equals</Code> decides what counts as a change: a function that always
            returns true silences every update.
          </li>
        </ul>
      </GuideSection>
      <GuideSection id="api" title="API reference">
        <ApiReference entries={api} />
      </GuideSection>
    </Guide>
  );
}

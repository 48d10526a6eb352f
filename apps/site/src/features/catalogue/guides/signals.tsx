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
          Wrap a component in <Code>observer</Code> and read signals with <Code>.value</Code>: it
          re-renders when any signal its last render read changes, with one subscription whatever it
          reads. <Code>useSignal</Code> creates a signal owned by the component and{' '}
          <Code>useComputed</Code> derives a value from it. Writing is plain assignment to{' '}
          <Code>.value</Code>.
        </p>
        <Example name="Counter" />
      </GuideSection>
      <GuideSection id="common-tasks" title="Common tasks">
        <h3 className="font-semibold">Share state between components</h3>
        <p>
          Create the signal at module level with <Code>signal(initial)</Code> and read its{' '}
          <Code>.value</Code> in any <Code>observer</Code> component that needs it.
        </p>
        <h3 className="font-semibold">Derive values</h3>
        <p>
          <Code>computed(() =&gt; …)</Code> recomputes lazily, only when read after a dependency
          changed, and notifies only when its result changed. In a component,{' '}
          <Code>useComputed(() =&gt; byId(id), [id])</Code> lists the props it reads, as{' '}
          <Code>useMemo</Code> does: it recomputes when they or its signals change.
        </p>
        <h3 className="font-semibold">Change several signals at once</h3>
        <p>
          Wrap the writes in <Code>batch</Code>: effects and components see one update with all the
          new values, never a half-applied state.
        </p>
        <Example name="BatchedCart" />
        <h3 className="font-semibold">Show which row is selected</h3>
        <p>
          A row that compares <Code>selected.value === id</Code> re-renders on every selection, with
          all the other rows. <Code>selector(selected)</Code> from{' '}
          <Code>@tendril/signals/selector</Code> returns <Code>isSelected(id)</Code>, which tells a
          row only when its own answer changes: a new selection re-renders two rows.
        </p>
        <Example name="SelectedRow" />
        <h3 className="font-semibold">Update a long list without rendering its rows</h3>
        <p>
          Even two row renders cost more than the change they show. For the cells that change often,{' '}
          <Code>bindText(signal)</Code> and <Code>bindProp(name, source)</Code> from{' '}
          <Code>@tendril/signals/dom</Code> return ref callbacks that write the element when the
          signal changes: the row renders once, and a new label or selection is one DOM write.
          Render the list with <Code>&lt;For each={'{tasks}'}&gt;</Code> from{' '}
          <Code>@tendril/signals/react/list</Code>: a new task renders one row, and a list whose
          rows are all new (as when it fills from empty) is inserted in one pass instead of one
          placement per row.
        </p>
        <Example name="BoundRows" />
        <h3 className="font-semibold">Keep state in the browser</h3>
        <p>
          <Code>persist(key)(signal(initial))</Code> from <Code>@tendril/signals/plugins</Code>{' '}
          keeps a signal in <Code>localStorage</Code>: the stored value is read (and checked with{' '}
          <Code>validate</Code>) when the store loads, and every change is saved. A page rendered on
          a server, or ahead of time as this one, shows the initial value, so the stored one must
          not be in the first render: mark the element the server rendered into{' '}
          <Code>data-server-rendered</Code>, and the stored value is applied right after hydration,
          in <Code>observer</Code> components, <Code>&lt;For&gt;</Code> and <Code>useValue</Code>{' '}
          alike, with nothing to call per store. For any other value only the browser knows, do the
          same with <Code>afterHydration(() =&gt; (online.value = navigator.onLine))</Code>.
        </p>
        <Example name="PersistedTodos" />
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
            A component that reads <Code>.value</Code> but is not wrapped in <Code>observer</Code>{' '}
            renders the current value once and never updates. In development it logs a warning
            naming the signal: wrap it, or read with <Code>useValue(signal)</Code>.
          </li>
          <li>
            <Code>useComputed</Code> without deps does not recompute when a prop it reads changes:
            list the props in its deps array.
          </li>
          <li>
            A page rendered with <Code>createRoot</Code> although its root is marked{' '}
            <Code>data-server-rendered</Code> (it chose not to hydrate) calls{' '}
            <Code>endHydration()</Code> first, or its stored values wait for a hydration that never
            comes.
          </li>
          <li>
            <Code>observer</Code> does not memoise: use <Code>memo(observer(Row))</Code> for list
            rows. A signal written in <Code>startTransition</Code> renders as a transition.
          </li>
          <li>
            A computed may write a signal (the write propagates), but it writes again each time the
            computed recomputes: keep writes in event handlers and effects.
          </li>
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

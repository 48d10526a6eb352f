import { act, cleanup, render, screen } from '@testing-library/react';
import { Activity, StrictMode, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { subscriberCount } from '../../devtools/index.ts';
import { computed, signal } from '../../index.ts';
import { observer } from '../index.ts';
import { For } from './index.ts';

afterEach(cleanup);

const items = () => screen.getAllByRole('listitem').map((li) => li.textContent);

// A row with state of its own, to tell a kept row from a new one.
function Row({ name }: { name: string }) {
  const [clicks, setClicks] = useState(0);
  return <li onClick={() => setClicks(clicks + 1)}>{`${name}:${clicks}`}</li>;
}

describe('For', () => {
  it('renders a row per item and follows the signal, before the siblings after it', () => {
    const list = signal<string[]>([]);
    render(
      <ul>
        <For each={list}>{(name) => <Row key={name} name={name} />}</For>
        <li>end</li>
      </ul>,
    );
    expect(items()).toEqual(['end']);
    act(() => void (list.value = ['a', 'b', 'c']));
    expect(items()).toEqual(['a:0', 'b:0', 'c:0', 'end']);
    act(() => void (list.value = ['c', 'a', 'd']));
    expect(items()).toEqual(['c:0', 'a:0', 'd:0', 'end']);
    act(() => void (list.value = []));
    expect(items()).toEqual(['end']);
    act(() => void (list.value = ['x', 'y']));
    expect(items()).toEqual(['x:0', 'y:0', 'end']);
  });

  it('keeps the DOM and state of rows that stay, in every change but a refill from empty', () => {
    const list = signal(['a', 'b']);
    render(
      <ul>
        <For each={list}>{(name) => <Row key={name} name={name} />}</For>
      </ul>,
    );
    const b = screen.getByText('b:0');
    act(() => b.click());
    act(() => void (list.value = ['b', 'c']));
    expect(items()).toEqual(['b:1', 'c:0']);
    expect(screen.getByText('b:1')).toBe(b);
    act(() => void (list.value = ['c', 'b', 'd']));
    expect(screen.getByText('b:1')).toBe(b);
    act(() => void (list.value = []));
    act(() => void (list.value = ['b']));
    expect(items()).toEqual(['b:0']);
  });

  it('keeps a row that stays when the first row is new, and replaces a list of all-new rows', () => {
    const list = signal(['a', 'b', 'c']);
    render(
      <ul>
        <For each={list}>{(name) => <Row key={name} name={name} />}</For>
        <li>end</li>
      </ul>,
    );
    const b = screen.getByText('b:0');
    act(() => b.click());
    act(() => void (list.value = ['x', 'b']));
    expect(items()).toEqual(['x:0', 'b:1', 'end']);
    expect(screen.getByText('b:1')).toBe(b);
    act(() => void (list.value = ['y', 'z']));
    expect(items()).toEqual(['y:0', 'z:0', 'end']);
    act(() => void (list.value = ['z', 'b']));
    expect(items()).toEqual(['z:0', 'b:0', 'end']);
  });

  it('keeps the rows React keeps when the list changed while hidden in an <Activity>', () => {
    const list = signal(['a']);
    const hidden = signal(false);
    // The parent reads the list too, so it renders For while the Activity is hidden.
    const App = observer(function App() {
      return (
        <>
          <p>{list.value.length} tasks</p>
          <Activity mode={hidden.value ? 'hidden' : 'visible'}>
            <ul>
              <For each={list}>{(name) => <Row key={name} name={name} />}</For>
            </ul>
          </Activity>
        </>
      );
    });
    render(<App />);
    act(() => void (hidden.value = true));
    act(() => void (list.value = ['a', 'b']));
    const b = screen.getByText('b:0');
    act(() => b.click());
    act(() => void (list.value = ['b', 'c']));
    act(() => void (hidden.value = false));
    expect(items()).toEqual(['b:1', 'c:0']);
    expect(screen.getByText('b:1')).toBe(b);
  });

  it('tracks signals its row callback reads', () => {
    const label = signal('x');
    const list = signal([1]);
    render(
      <ul>
        <For each={list}>{(id) => <li key={id}>{`${id} ${label.value}`}</li>}</For>
      </ul>,
    );
    act(() => void (label.value = 'y'));
    expect(items()).toEqual(['1 y']);
  });

  it('passes the index, and takes a computed list', () => {
    const all = signal([3, 1, 2]);
    const sorted = computed(() => [...all.value].sort());
    render(
      <ol>
        <For each={sorted}>{(n, i) => <li key={n}>{`${i}=${n}`}</li>}</For>
      </ol>,
    );
    expect(items()).toEqual(['0=1', '1=2', '2=3']);
    act(() => void (all.value = [...all.value, 0]));
    expect(items()).toEqual(['0=0', '1=1', '2=2', '3=3']);
  });

  it('under StrictMode, refills right and leaves no subscriber after unmount', () => {
    const list = signal<string[]>([]);
    const view = render(
      <StrictMode>
        <ul>
          <For each={list}>{(name) => <Row key={name} name={name} />}</For>
          <li>end</li>
        </ul>
      </StrictMode>,
    );
    act(() => void (list.value = ['a', 'b']));
    act(() => void (list.value = ['b']));
    act(() => void (list.value = []));
    act(() => void (list.value = ['c', 'a']));
    expect(items()).toEqual(['c:0', 'a:0', 'end']);
    expect(subscriberCount(list)).toBe(1);
    view.unmount();
    expect(subscriberCount(list)).toBe(0);
  });

  it('renders on a server without subscribing', () => {
    const list = signal(['a', 'b']);
    const html = renderToString(
      <ul>
        <For each={list}>{(name) => <li key={name}>{name}</li>}</For>
      </ul>,
    );
    expect(html).toBe('<ul><li>a</li><li>b</li></ul>');
    expect(subscriberCount(list)).toBe(0);
  });
});

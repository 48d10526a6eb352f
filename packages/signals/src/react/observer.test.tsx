import { act, cleanup, render, screen } from '@testing-library/react';
import { memo, StrictMode, Suspense, use, useDeferredValue, useState, useTransition } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscriberCount } from '../devtools/index.ts';
import { computed, signal, type ReadonlySignal } from '../index.ts';
import { observer, useComputed, useValue } from './index.ts';

afterEach(cleanup);

const text = () => screen.getByRole('status').textContent;

describe('observer', () => {
  it('re-renders when a signal read with .value changes, and only then', () => {
    const a = signal(1);
    const b = signal(10);
    const unrelated = signal(0);
    const renders = vi.fn();
    const Sum = observer(function Sum() {
      renders();
      return <output>{a.value + b.value}</output>;
    });
    render(<Sum />);
    expect(text()).toBe('11');
    act(() => void (unrelated.value = 1));
    expect(renders).toHaveBeenCalledTimes(1);
    act(() => void (b.value = 20));
    expect(text()).toBe('21');
    act(() => void (a.value = 2));
    expect(text()).toBe('22');
    expect(renders).toHaveBeenCalledTimes(3);
  });

  it('follows what the last render read: a branch not taken is not watched', () => {
    const showB = signal(true);
    const b = signal('b');
    const renders = vi.fn();
    const Maybe = observer(() => {
      renders();
      return <output>{showB.value ? b.value : 'none'}</output>;
    });
    render(<Maybe />);
    act(() => void (showB.value = false));
    expect(text()).toBe('none');
    expect(subscriberCount(b)).toBe(0);
    act(() => void (b.value = 'B'));
    expect(renders).toHaveBeenCalledTimes(2);
    act(() => void (showB.value = true));
    expect(text()).toBe('B');
  });

  it('keeps one subscription per component, however many reads', () => {
    const a = signal(1);
    const b = signal(2);
    const sum = computed(() => a.value + b.value);
    const Many = observer(() => (
      <output>
        {a.value} {a.value} {b.value} {sum.value} {sum.value}
      </output>
    ));
    const { unmount } = render(
      <>
        <Many />
        <Many />
      </>,
    );
    // One tracker per component reads each: two components, two subscribers (sum is one of a's).
    expect(subscriberCount(a)).toBe(3);
    expect(subscriberCount(b)).toBe(3);
    expect(subscriberCount(sum)).toBe(2);
    act(() => void (a.value = 5));
    expect(screen.getAllByRole('status').map((o) => o.textContent)).toEqual([
      '5 5 2 7 7',
      '5 5 2 7 7',
    ]);
    unmount();
    expect([subscriberCount(a), subscriberCount(b), subscriberCount(sum)]).toEqual([0, 0, 0]);
  });

  it('still works with useValue inside (one more subscription, gone on unmount)', () => {
    const a = signal(1);
    const Mixed = observer(() => (
      <output>
        {a.value} {useValue(a)}
      </output>
    ));
    const { unmount } = render(<Mixed />);
    expect(subscriberCount(a)).toBe(2);
    act(() => void (a.value = 2));
    expect(text()).toBe('2 2');
    unmount();
    expect(subscriberCount(a)).toBe(0);
  });

  it('re-renders with new props and keeps watching', () => {
    const items = signal(['x', 'y']);
    const Item = observer(({ i }: { i: number }) => <output>{items.value[i]}</output>);
    const { rerender } = render(<Item i={0} />);
    rerender(<Item i={1} />);
    expect(text()).toBe('y');
    act(() => void (items.value = ['X', 'Y']));
    expect(text()).toBe('Y');
    expect(subscriberCount(items)).toBe(1);
  });

  it('leaves no subscriber after unmount, and a later write renders nothing', () => {
    const s = signal(0);
    const renders = vi.fn();
    const Reader = observer(() => {
      renders();
      return <output>{s.value}</output>;
    });
    const { unmount } = render(<Reader />);
    expect(subscriberCount(s)).toBe(1);
    unmount();
    expect(subscriberCount(s)).toBe(0);
    act(() => void (s.value = 1));
    expect(renders).toHaveBeenCalledTimes(1);
  });

  it('holds under StrictMode double render and double effects', () => {
    const s = signal(0);
    const Reader = observer(() => <output>{s.value}</output>);
    const { unmount } = render(
      <StrictMode>
        <Reader />
      </StrictMode>,
    );
    expect(subscriberCount(s)).toBe(1);
    act(() => void (s.value = 1));
    expect(text()).toBe('1');
    unmount();
    expect(subscriberCount(s)).toBe(0);
  });

  it('sees a change made between its render and its subscription', () => {
    const s = signal(0);
    const Reader = observer(() => <output>{s.value}</output>);
    function Writer() {
      // A sibling that writes during render (after Reader rendered, before it subscribed).
      s.value = 1;
      return null;
    }
    render(
      <>
        <Reader />
        <Writer />
      </>,
    );
    expect(text()).toBe('1');
  });

  it('renders on the server without subscribing', () => {
    const s = signal('server');
    const Reader = observer(() => <p>{s.value}</p>);
    expect(renderToString(<Reader />)).toBe('<p>server</p>');
    expect(subscriberCount(s)).toBe(0);
  });

  it('leaves nothing behind for a render thrown away by Suspense, and tracks after it', async () => {
    const s = signal('a');
    let resolve!: (v: string) => void;
    const data = new Promise<string>((r) => (resolve = r));
    const Slow = observer(() => (
      <output>
        {s.value}
        {use(data)}
      </output>
    ));
    let unmount!: () => void;
    // React 19 retries a suspended render inside an async act only.
    await act(async () => {
      unmount = render(
        <Suspense fallback={<p>loading</p>}>
          <Slow />
        </Suspense>,
      ).unmount;
    });
    expect(screen.getByText('loading')).toBeTruthy();
    expect(subscriberCount(s)).toBe(0);
    await act(async () => resolve('!'));
    expect(text()).toBe('a!');
    act(() => void (s.value = 'b'));
    expect(text()).toBe('b!');
    unmount();
    expect(subscriberCount(s)).toBe(0);
  });

  it('works with useDeferredValue and useTransition: the committed UI ends on the latest value', async () => {
    const query = signal('a');
    let startIt!: (fn: () => void) => void;
    const Search = observer(function Search() {
      const [isPending, start] = useTransition();
      startIt = start;
      const deferred = useDeferredValue(query.value);
      return (
        <output>
          {query.value}/{deferred}/{isPending ? 'pending' : 'idle'}
        </output>
      );
    });
    render(<Search />);
    expect(text()).toBe('a/a/idle');
    await act(async () => startIt(() => void (query.value = 'b')));
    expect(text()).toBe('b/b/idle');
    await act(async () => void (query.value = 'c'));
    expect(text()).toBe('c/c/idle');
    expect(subscriberCount(query)).toBe(1);
  });

  it('reports a throwing render to the error boundary path and can recover', () => {
    const s = signal(1);
    const Checked = observer(() => {
      if (s.value < 0) throw new Error('negative');
      return <output>{s.value}</output>;
    });
    const { unmount } = render(<Checked />);
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => act(() => void (s.value = -1))).toThrow('negative');
    spy.mockRestore();
    unmount();
    expect(subscriberCount(s)).toBe(0);
  });
});

describe('useComputed', () => {
  it('recomputes when deps change, as useMemo does, and when its signals change', () => {
    const names = signal<Record<string, string>>({ a: 'Ada', b: 'Grace' });
    const runs = vi.fn();
    const Name = observer(({ id }: { id: string }) => {
      const name = useComputed(() => {
        runs();
        return names.value[id];
      }, [id]);
      return <output>{name.value}</output>;
    });
    const { rerender } = render(<Name id="a" />);
    expect(text()).toBe('Ada');
    rerender(<Name id="b" />);
    expect(text()).toBe('Grace');
    act(() => void (names.value = { a: 'Ada', b: 'Hopper' }));
    expect(text()).toBe('Hopper');
    rerender(<Name id="b" />);
    expect(runs).toHaveBeenCalledTimes(3);
    expect(subscriberCount(names)).toBe(1);
  });

  it('without deps, a prop change alone does not recompute (documented)', () => {
    const base = signal(1);
    let seen: ReadonlySignal<number> | undefined;
    const Offset = observer(({ by }: { by: number }) => {
      seen = useComputed(() => base.value + by);
      return <output>{seen.value}</output>;
    });
    const { rerender } = render(<Offset by={1} />);
    rerender(<Offset by={5} />);
    expect(text()).toBe('2');
    act(() => void (base.value = 2));
    expect(text()).toBe('7');
  });
});

describe('development warning', () => {
  it('warns once per component when a render reads .value with no tracker, naming the signal', () => {
    const todos = signal(['a'], { name: 'todos' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    function Header() {
      return <h1>{todos.value.length}</h1>;
    }
    function Shown() {
      const [n, setN] = useState(0);
      return (
        <button onClick={() => setN(n + 1)}>
          <Header />
        </button>
      );
    }
    render(<Shown />);
    act(() => screen.getByRole('button').click());
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/<Header> read "todos"/);
    warn.mockRestore();
  });

  it('names the component, not a helper it calls that reads the signal', () => {
    const mode = signal('idle', { name: 'mode' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const can = (event: string) => mode.value === 'idle' && event === 'go';
    const Toolbar = memo(function Toolbar() {
      return <button disabled={!can('go')}>go</button>;
    });
    render(<Toolbar />);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/^\[tendril\] <Toolbar> read "mode"/);
    warn.mockRestore();
  });

  it('stays quiet for observer, useValue, computed reads, peek and event handlers', () => {
    const n = signal(1, { name: 'n' });
    const double = computed(() => n.value * 2);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const Tracked = observer(() => <output>{n.value}</output>);
    function Hooked() {
      return (
        <button onClick={() => n.value++}>
          {useValue(double)} {n.peek()}
        </button>
      );
    }
    render(
      <>
        <Tracked />
        <Hooked />
      </>,
    );
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('4 2');
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscriberCount } from '../devtools/index.ts';
import { batch, computed, signal, type ReadonlySignal } from '../index.ts';
import { useComputed, useSignal, useSignalEffect, useValue } from './index.ts';

afterEach(cleanup);

function Reader({ source, onRender }: { source: ReadonlySignal<number>; onRender: () => void }) {
  onRender();
  return <output>{useValue(source)}</output>;
}

describe('useValue', () => {
  it('re-renders exactly when a signal it reads changes', () => {
    const read = signal(1);
    const unrelated = signal(1);
    const onRender = vi.fn();
    render(<Reader source={read} onRender={onRender} />);
    expect(screen.getByRole('status').textContent).toBe('1');
    expect(onRender).toHaveBeenCalledTimes(1);

    act(() => {
      unrelated.value = 2;
    });
    expect(onRender).toHaveBeenCalledTimes(1);

    act(() => {
      read.value = 2;
    });
    expect(screen.getByRole('status').textContent).toBe('2');
    expect(onRender).toHaveBeenCalledTimes(2);

    act(() => {
      read.value = 2;
    });
    expect(onRender).toHaveBeenCalledTimes(2);

    act(() => {
      batch(() => {
        read.value = 3;
        read.value = 4;
      });
    });
    expect(screen.getByRole('status').textContent).toBe('4');
    expect(onRender).toHaveBeenCalledTimes(3);
  });

  it('reads computeds and skips renders when the computed value is unchanged', () => {
    const n = signal(2);
    const parity = computed(() => n.value % 2);
    const onRender = vi.fn();
    render(<Reader source={parity} onRender={onRender} />);
    act(() => {
      n.value = 4;
    });
    expect(onRender).toHaveBeenCalledTimes(1);
    act(() => {
      n.value = 5;
    });
    expect(screen.getByRole('status').textContent).toBe('1');
    expect(onRender).toHaveBeenCalledTimes(2);
  });

  it('leaves the signal without subscribers after unmount, and a later write runs nothing', () => {
    const s = signal(0);
    const onRender = vi.fn();
    const { unmount } = render(<Reader source={s} onRender={onRender} />);
    expect(subscriberCount(s)).toBe(1);
    unmount();
    expect(subscriberCount(s)).toBe(0);
    act(() => {
      s.value = 1;
    });
    expect(onRender).toHaveBeenCalledTimes(1);
  });

  it('leaks nothing under StrictMode double mounting', () => {
    const s = signal(0);
    const c = computed(() => s.value * 2);
    const onRender = vi.fn();
    const { unmount } = render(
      <StrictMode>
        <Reader source={s} onRender={onRender} />
        <Reader source={c} onRender={onRender} />
      </StrictMode>,
    );
    // One reader of s directly, one through c: StrictMode's extra mount left nothing behind.
    expect(subscriberCount(s)).toBe(2);
    expect(subscriberCount(c)).toBe(1);
    act(() => {
      s.value = 1;
    });
    expect(screen.getAllByRole('status').map((e) => e.textContent)).toEqual(['1', '2']);
    unmount();
    expect(subscriberCount(s)).toBe(0);
    expect(subscriberCount(c)).toBe(0);
    const renders = onRender.mock.calls.length;
    act(() => {
      s.value = 2;
    });
    expect(onRender).toHaveBeenCalledTimes(renders);
  });

  it('lets a throwing computed reach an error boundary-free caller as a render error', () => {
    const s = signal(1);
    const c = computed(() => {
      if (s.value < 0) throw new Error('negative');
      return s.value;
    });
    const { unmount } = render(<Reader source={c} onRender={() => {}} />);
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      act(() => {
        s.value = -1;
      }),
    ).toThrow('negative');
    spy.mockRestore();
    unmount();
    expect(subscriberCount(c)).toBe(0);
    expect(subscriberCount(s)).toBe(0);
  });
});

describe('component-local state', () => {
  function Counter() {
    const count = useSignal(0);
    const double = useComputed(() => count.value * 2);
    const value = useValue(count);
    const doubled = useValue(double);
    return (
      <button onClick={() => count.value++}>
        {value} / {doubled}
      </button>
    );
  }

  it('useSignal and useComputed keep state per component', () => {
    render(
      <>
        <Counter />
        <Counter />
      </>,
    );
    const [first, second] = screen.getAllByRole('button');
    fireEvent.click(first!);
    fireEvent.click(first!);
    expect(first!.textContent).toBe('2 / 4');
    expect(second!.textContent).toBe('0 / 0');
  });

  it('useComputed needs no deps: it recomputes with the latest closure', () => {
    const base = signal(10);
    const made: ReadonlySignal<number>[] = [];
    function Offset({ by }: { by: number }) {
      const sum = useComputed(() => base.value + by);
      made.push(sum);
      return <output>{useValue(sum)}</output>;
    }
    const { rerender } = render(<Offset by={1} />);
    expect(screen.getByRole('status').textContent).toBe('11');
    rerender(<Offset by={5} />);
    act(() => {
      base.value = 20;
    });
    expect(screen.getByRole('status').textContent).toBe('25');
    expect(new Set(made).size).toBe(1);
  });

  it('useSignal takes options, created once', () => {
    const watched = vi.fn();
    let made: ReadonlySignal<number> | undefined;
    function Named() {
      const n = useSignal(1, { name: 'n', watched });
      made ??= n;
      expect(n).toBe(made);
      return <output>{useValue(n)}</output>;
    }
    const { rerender } = render(<Named />);
    rerender(<Named />);
    expect(made!.name).toBe('n');
    expect(watched).toHaveBeenCalledTimes(1);
  });

  it('useSignalEffect runs on change with the latest closure and cleans up on unmount', () => {
    const s = signal('a');
    const log: string[] = [];
    function Logger() {
      const [label, setLabel] = useState('x');
      useSignalEffect(() => {
        const v = s.value;
        log.push(`${label}:${v}`);
        return () => log.push(`cleanup ${v}`);
      });
      return <button onClick={() => setLabel('y')}>relabel</button>;
    }
    const { unmount } = render(
      <StrictMode>
        <Logger />
      </StrictMode>,
    );
    expect(subscriberCount(s)).toBe(1);
    fireEvent.click(screen.getByRole('button'));
    act(() => {
      s.value = 'b';
    });
    expect(log.at(-1)).toBe('y:b');
    unmount();
    expect(log.at(-1)).toBe('cleanup b');
    expect(subscriberCount(s)).toBe(0);
    const before = log.length;
    act(() => {
      s.value = 'c';
    });
    expect(log.length).toBe(before);
  });
});

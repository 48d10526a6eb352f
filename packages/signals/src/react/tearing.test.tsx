import { act, cleanup, render, screen } from '@testing-library/react';
import { memo, startTransition, useState } from 'react';
import { flushSync } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { computed, signal } from '../index.ts';
import { observer } from './index.ts';

afterEach(cleanup);

const shown = () => screen.getAllByRole('listitem').map((li) => li.textContent);

/**
 * A header with state of its own (`setLabel` renders it urgently) above two memo'd readers:
 * `header` and `row` say what each of them shows.
 */
function page(header: () => string, row: () => string) {
  let setLabel!: (label: string) => void;
  const Header = observer(function Header() {
    const [label, set] = useState('a');
    setLabel = set;
    return <li>{`${label} ${header()}`}</li>;
  });
  const Row = memo(observer(() => <li>{row()}</li>));
  render(
    <ul>
      <Header />
      <Row />
      <Row />
    </ul>,
  );
  return (label: string) => flushSync(() => setLabel(label));
}

describe('observer: one value of each signal per commit', () => {
  it('an urgent render that shows a value a transition wrote brings the other readers along, before paint', () => {
    const count = signal(0);
    const relabel = page(
      () => String(count.value),
      () => String(count.value),
    );
    let frame: string[] = [];
    act(() => {
      startTransition(() => void (count.value = 1));
      // The header renders now, for its own state, and reads the new value.
      relabel('b');
      frame = shown();
    });
    expect(frame).toEqual(['b 1', '1', '1']);
    expect(shown()).toEqual(['b 1', '1', '1']);
  });

  it('brings along readers of the signal a computed shown was made from', () => {
    const count = signal(1);
    const doubled = computed(() => count.value * 2);
    const relabel = page(
      () => String(doubled.value),
      () => String(count.value),
    );
    let frame: string[] = [];
    act(() => {
      startTransition(() => void (count.value = 2));
      relabel('b');
      frame = shown();
    });
    expect(frame).toEqual(['b 4', '2', '2']);
  });

  it('leaves a transition a transition when the urgent render shows none of what it wrote', () => {
    const count = signal(0);
    const theme = signal('light');
    const relabel = page(
      () => theme.value,
      () => `${theme.value} ${count.value}`,
    );
    let frame: string[] = [];
    act(() => {
      startTransition(() => void (count.value = 1));
      // The rows also read theme, which the header shows, but theme did not change.
      relabel('b');
      frame = shown();
    });
    expect(frame).toEqual(['b light', 'light 0', 'light 0']);
    // The transition then commits the new value everywhere.
    expect(shown()).toEqual(['b light', 'light 1', 'light 1']);
  });
});

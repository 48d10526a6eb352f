import { act, cleanup, render, screen } from '@testing-library/react';
import { memo, StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { subscriberCount } from '../devtools/index.ts';
import { signal } from '../index.ts';
import { observer } from './index.ts';
import { selector } from '../selector/index.ts';

afterEach(cleanup);

describe('selector in observer rows', () => {
  it('re-renders the row left and the row taken, and lets go of everything on unmount', () => {
    const selected = signal(1);
    const isSelected = selector(selected);
    const renders = new Map<number, number>();
    const Row = memo(
      observer(function Row({ id }: { id: number }) {
        renders.set(id, (renders.get(id) ?? 0) + 1);
        return <li aria-selected={isSelected(id)}>{id}</li>;
      }),
    );
    const ids = Array.from({ length: 50 }, (_, i) => i);
    const { unmount } = render(
      <StrictMode>
        <ul role="listbox">
          {ids.map((id) => (
            <Row key={id} id={id} />
          ))}
        </ul>
      </StrictMode>,
    );
    const before = new Map(renders);
    act(() => void (selected.value = 30));
    const rerendered = ids.filter((id) => renders.get(id) !== before.get(id));
    expect(rerendered).toEqual([1, 30]);
    expect(screen.getByText('30').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('1').getAttribute('aria-selected')).toBe('false');
    expect(subscriberCount(selected)).toBe(1);

    unmount();
    expect(subscriberCount(selected)).toBe(0);
  });
});

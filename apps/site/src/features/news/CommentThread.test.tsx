import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory } from '@tendril/router';
import { createRouter, RouterProvider } from '@tendril/router/react';
import { CommentThread } from './CommentThread.tsx';

// The API base the build uses, as the client computes it.
const HN_API_BASE = (
  import.meta.env.VITE_HN_API_BASE || 'https://hacker-news.firebaseio.com/v0'
).replace(/\/+$/, '');

/** A tree of comments served by a stubbed fetch: id → raw JSON (undefined = HTTP 500). */
let served: Record<number, unknown>;
let requested: number[];

function comment(id: number, kids: number[] = [], extra: Record<string, unknown> = {}) {
  return { id, type: 'comment', by: `user${id}`, text: `text ${id}`, time: 1, kids, ...extra };
}

beforeEach(() => {
  served = {};
  requested = [];
  vi.stubGlobal('fetch', async (url: string) => {
    const id = Number(/\/item\/(\d+)\.json$/.exec(url.slice(HN_API_BASE.length))?.[1]);
    requested.push(id);
    if (!(id in served)) return new Response('{}', { status: 500, statusText: 'Boom' });
    return new Response(JSON.stringify(served[id] ?? null), { status: 200 });
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function show(ids: number[]) {
  const router = createRouter({ routes: [{ path: '*' }], history: createMemoryHistory(['/']) });
  return render(
    <RouterProvider router={router} scrollRestoration={false}>
      <CommentThread ids={ids} level={0} />
    </RouterProvider>,
  );
}

const shownIds = () =>
  screen.queryAllByTestId('comment').map((el) => Number(el.getAttribute('data-id')));
const settle = () => act(() => vi.advanceTimersByTimeAsync(50));

describe('CommentThread', () => {
  beforeEach(() => vi.useFakeTimers());

  it('fetches the first 10 of a level in parallel; load more adds 5 after 100 ms', async () => {
    const ids = Array.from({ length: 17 }, (_, i) => 1000 + i);
    for (const id of ids) served[id] = comment(id);
    show(ids);
    await settle();
    expect(requested.sort()).toEqual(ids.slice(0, 10));
    expect(shownIds()).toEqual(ids.slice(0, 10));

    fireEvent.click(screen.getByRole('button', { name: 'Load more (7 more)' }));
    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(shownIds()).toHaveLength(10);
    expect((screen.getByRole('button', { name: 'Loading…' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await act(() => vi.advanceTimersByTimeAsync(1));
    await settle();
    expect(shownIds()).toEqual(ids.slice(0, 15));

    fireEvent.click(screen.getByRole('button', { name: 'Load more (2 more)' }));
    await act(() => vi.advanceTimersByTimeAsync(100));
    await settle();
    expect(shownIds()).toEqual(ids);
    expect(screen.queryByRole('button', { name: /Load more/ })).toBeNull();
  });

  it('skips failed, missing, deleted and dead comments; a deleted one keeps its replies', async () => {
    served[2001] = comment(2001);
    // 2002 fails (HTTP 500), 2003 answers null
    served[2003] = null;
    served[2004] = comment(2004, [], { dead: true });
    served[2005] = { id: 2005, type: 'comment', deleted: true, time: 1, kids: [2006] };
    served[2006] = comment(2006);
    served[2007] = { id: 2007, type: 'comment', deleted: true, time: 1 };
    show([2001, 2002, 2003, 2004, 2005, 2007]);
    await settle();
    await settle();
    expect(shownIds()).toEqual([2001, 2006]);
    expect(screen.queryByText(/text 2004/)).toBeNull();
  });

  it('auto-expands replies below level 3; deeper threads wait behind "N replies"', async () => {
    served[3000] = comment(3000, [3001]); // level 0
    served[3001] = comment(3001, [3002]); // level 1
    served[3002] = comment(3002, [3003, 3004]); // level 2: its replies are level 3
    served[3003] = comment(3003);
    served[3004] = comment(3004);
    show([3000]);
    for (let i = 0; i < 4; i++) await settle();
    expect(shownIds()).toEqual([3000, 3001, 3002]);
    expect(requested).not.toContain(3003);

    fireEvent.click(screen.getByRole('button', { name: '2 replies' }));
    await settle();
    expect(shownIds()).toEqual([3000, 3001, 3002, 3003, 3004]);
    expect(screen.queryByRole('button', { name: '2 replies' })).toBeNull();
  });

  it('collapse hides a comment and its replies; expand brings them back', async () => {
    served[4000] = comment(4000, [4001]);
    served[4001] = comment(4001);
    show([4000]);
    await settle();
    await settle();
    const top = screen.getAllByTestId('comment')[0]!;
    expect(shownIds()).toEqual([4000, 4001]);
    fireEvent.click(within(top).getAllByRole('button', { name: 'collapse' })[0]!);
    expect(shownIds()).toEqual([4000]);
    expect(screen.queryByText('text 4000')).toBeNull();
    fireEvent.click(within(top).getByRole('button', { name: 'expand' }));
    expect(shownIds()).toEqual([4000, 4001]);
  });

  it('says "No comments found" when nothing is left to show', async () => {
    served[5000] = comment(5000, [], { dead: true });
    show([5000]);
    await settle();
    expect(screen.getByText('No comments found')).toBeTruthy();
  });

  it('caps the indentation at level 5', async () => {
    // A chain of replies 8 deep, opened level by level.
    for (let level = 0; level < 8; level++)
      served[6000 + level] = comment(6000 + level, level < 7 ? [6001 + level] : []);
    const { container } = show([6000]);
    for (let i = 0; i < 4; i++) await settle();
    for (let level = 3; level < 8; level++) {
      fireEvent.click(screen.getByRole('button', { name: '1 reply' }));
      await settle();
    }
    expect(shownIds()).toHaveLength(8);
    const indents = (el: Element) => {
      let count = 0;
      for (let node = el.parentElement; node && node !== container; node = node.parentElement)
        if (node.className.includes('border-l')) count++;
      return count;
    };
    const byLevel = screen.getAllByTestId('comment').map(indents);
    expect(byLevel).toEqual([0, 1, 2, 3, 4, 5, 5, 5]);
  });
});

import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { signal } from '@tendril/signals';
import { subscriberCount } from '@tendril/signals/devtools';
import { createMemoryHistory } from '../core/memory-history.ts';
import { RouterProvider } from './RouterProvider.tsx';
import { useRouterState } from './router-state.ts';
import { createRouter } from './create-router.ts';

afterEach(cleanup);

const makeRouter = (path = '/a') =>
  createRouter({
    routes: [{ path: '/:page', component: () => null }],
    history: createMemoryHistory([path]),
  });

describe('useRouterState', () => {
  it('re-renders when what it selects changes, and only then', () => {
    const router = makeRouter('/a?x=1');
    let renders = 0;
    function Page() {
      renders++;
      return <p>{useRouterState((r) => r.location.value?.pathname)}</p>;
    }
    const view = render(
      <RouterProvider router={router} scrollRestoration={false}>
        <Page />
      </RouterProvider>,
    );
    expect(screen.getByText('/a')).toBeTruthy();
    const before = renders;
    act(() => void router.navigate('/a?x=2')); // same pathname: nothing to render
    expect(renders).toBe(before);
    act(() => void router.navigate('/b'));
    expect(screen.getByText('/b')).toBeTruthy();
    expect(renders).toBe(before + 1);
    view.unmount();
    // The subscription is gone with the component.
    expect(subscriberCount(router.location)).toBe(0);
    router.destroy();
  });

  it('keeps the selected value while `equals` says it is the same', () => {
    const router = makeRouter('/a');
    const seen: unknown[] = [];
    function Page() {
      const value = useRouterState(
        (r) => ({ length: r.location.value?.pathname.length }),
        (a, b) => a.length === b.length,
      );
      seen.push(value);
      return null;
    }
    render(
      <RouterProvider router={router} scrollRestoration={false}>
        <Page />
      </RouterProvider>,
    );
    act(() => void router.navigate('/b'));
    act(() => void router.navigate('/cc'));
    expect(new Set(seen.slice(0, -1)).size).toBe(1);
    expect(seen.at(-1)).toEqual({ length: 3 });
    router.destroy();
  });

  it('selects with the render’s own props, and follows what `sources` says it reads', () => {
    const router = makeRouter('/a');
    const counts = [signal(0), signal(10)] as const;
    let pick: (i: 0 | 1) => void = () => {};
    function Count() {
      const [i, setI] = useState<0 | 1>(0);
      pick = setI;
      const source = counts[i];
      return <p>count {useRouterState(() => source.value, Object.is, [source])}</p>;
    }
    render(
      <RouterProvider router={router} scrollRestoration={false}>
        <Count />
      </RouterProvider>,
    );
    expect(screen.getByText('count 0')).toBeTruthy();
    act(() => pick(1)); // a prop change alone: read at once
    expect(screen.getByText('count 10')).toBeTruthy();
    act(() => void (counts[1].value = 11)); // the new source is the one followed
    expect(screen.getByText('count 11')).toBeTruthy();
    expect(subscriberCount(counts[0])).toBe(0);
    router.destroy();
  });
});

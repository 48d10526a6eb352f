import { describe, expect, it, vi } from 'vitest';
import { signal } from '@tendril/signals';
import { createMemoryHistory } from '../core/memory-history.ts';
import { createRouter } from '../core/create-router.ts';
import { createMicroAppMount, defineMicroApp, type MicroAppContext } from './mount.ts';
import type { Route } from '../core/types.ts';

interface Host {
  readonly count: ReturnType<typeof signal<number>>;
}

function setup(initial = ['/micro/notes/2']) {
  const parent: Route = { path: '/micro' };
  const placeholder: Route = { path: '/micro/*' };
  const router = createRouter({
    routes: [{ path: '/' }, parent, placeholder],
    history: createMemoryHistory(initial),
    loaderDelayMs: 0,
  });
  const host: Host = { count: signal(0) };
  const seen: MicroAppContext<Host>[] = [];
  const app = defineMicroApp<Host>({
    name: 'notes',
    routes: (context) => {
      seen.push(context);
      return [{ path: 'notes' }, { path: 'notes/:id' }];
    },
  });
  return { router, parent, placeholder, host, app, seen };
}

describe('createMicroAppMount', () => {
  it('loads the app once, adds its routes under the parent and matches the URL again', async () => {
    const { router, parent, placeholder, host, app, seen } = setup();
    const load = vi.fn(async () => ({ default: app }));
    const mount = createMicroAppMount({ router, parent, load, host });
    expect(mount.state.value).toEqual({ status: 'idle', error: null });
    expect(router.match.value?.route).toBe(placeholder);

    const first = mount.load();
    expect(mount.state.value.status).toBe('loading');
    expect(mount.load()).toBe(first);
    await first;
    expect(mount.state.value).toEqual({ status: 'mounted', error: null });
    expect(router.match.value).toMatchObject({ params: { id: '2' } });
    expect(router.match.value?.chain[0]).toBe(parent);
    expect(seen).toEqual([{ basePath: '/micro', host }]);

    await mount.load();
    expect(load).toHaveBeenCalledTimes(1);
    expect(router.routes.filter((r) => r.fullPath.startsWith('/micro/notes'))).toHaveLength(2);
  });

  it('reports a failed load and loads again on retry, with the attempt count', async () => {
    const { router, parent, host, app } = setup();
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const load = vi
      .fn<(attempt: number) => Promise<unknown>>()
      .mockRejectedValueOnce(failure)
      .mockResolvedValueOnce({ default: app });
    const mount = createMicroAppMount({ router, parent, load, host, basePath: '/m' });
    await mount.load();
    expect(mount.state.value).toEqual({ status: 'error', error: failure });
    expect(router.routes).toHaveLength(3);

    await mount.load();
    expect(load.mock.calls).toEqual([[0], [1]]);
    expect(mount.state.value.status).toBe('mounted');
  });

  it('rejects a bundle that is not a micro app, and a load that throws at once', async () => {
    const { router, parent, host } = setup();
    const notAnApp = createMicroAppMount({
      router,
      parent,
      host,
      load: async () => ({ default: { name: 'x' } }),
    });
    await notAnApp.load();
    expect(notAnApp.state.value.status).toBe('error');
    expect(String(notAnApp.state.value.error)).toContain(
      'no default export made with defineMicroApp',
    );

    const noRoutes = createMicroAppMount({
      router,
      parent,
      host,
      load: async () => ({ default: { name: 'x', routes: () => 'nope' } }),
    });
    await noRoutes.load();
    expect(String(noRoutes.state.value.error)).toContain('gave no route list');

    let calls = 0;
    const throwing = createMicroAppMount({
      router,
      parent,
      host,
      load: () => {
        if (calls++ === 0) throw new Error('sync');
        return Promise.resolve(null);
      },
    });
    await throwing.load();
    expect(throwing.state.value.status).toBe('error');
    await throwing.load();
    expect(calls).toBe(2);
  });

  it('reports invalid routes from the app as an error, adding none', async () => {
    const { router, parent, host } = setup();
    const bad = defineMicroApp({ name: 'bad', routes: () => [{ path: 'a/*/b' }] });
    const mount = createMicroAppMount({
      router,
      parent,
      host,
      load: async () => ({ default: bad }),
    });
    await mount.load();
    expect(mount.state.value.status).toBe('error');
    expect(router.routes).toHaveLength(3);
  });
});

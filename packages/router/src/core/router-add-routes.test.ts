import { describe, expect, it, vi } from 'vitest';
import { createMemoryHistory } from './memory-history.ts';
import { createRouter } from './create-router.ts';
import { Router } from './router.ts';
import { DataRegistry } from './loaders.ts';
import type { Route, RouterEvent } from './types.ts';

// A host that mounts an app under /micro: the parent, and a placeholder that shows while the
// app's routes are not there yet (declared after the parent, so added children win over it).
function setup(initial = ['/']) {
  const mount: Route = { path: '/micro', meta: { title: 'Micro' } };
  const placeholder: Route = { path: '/micro/*' };
  const home: Route = { path: '/' };
  const history = createMemoryHistory(initial);
  const router = createRouter({ routes: [home, mount, placeholder], history, loaderDelayMs: 0 });
  const events: RouterEvent[] = [];
  router.subscribe((event) => void events.push(event));
  return { router, history, mount, placeholder, home, events };
}

describe('addRoutes', () => {
  it('adds children under a declared route, ahead of what follows it', async () => {
    const { router, mount } = setup();
    const list: Route = { path: '' };
    const note: Route = { path: 'notes/:id', params: { id: /^\d+$/ } };
    router.addRoutes([list, note], mount);
    await router.navigate('/micro/notes/7');
    expect(router.match.value).toMatchObject({ route: note, params: { id: '7' } });
    expect(router.match.value?.chain).toEqual([mount, note]);
    expect(router.matcher.match('/micro')?.route).toBe(mount);
    expect(router.matcher.match('/micro/notes/x')?.route.path).toBe('/micro/*');
    expect(router.routes.map((r) => r.fullPath)).toEqual([
      '/',
      '/micro',
      '/micro',
      '/micro/notes/:id',
      '/micro/*',
    ]);
    // The route objects declared are left as they were.
    expect(mount.children).toBeUndefined();
  });

  it('matches the URL on screen again when it now matches an added route, in place', () => {
    const { router, history, mount, placeholder, events } = setup(['/', '/micro/notes/3']);
    expect(router.match.value?.route).toBe(placeholder);
    const note: Route = { path: 'notes/:id' };
    router.addRoutes([note], mount);
    expect(router.match.value).toMatchObject({ route: note, params: { id: '3' } });
    expect(router.location.value?.href).toBe('/micro/notes/3');
    expect(history.entries.map((e) => e.href)).toEqual(['/', '/micro/notes/3']);
    expect(events.at(-1)).toMatchObject({ type: 'commit', action: 'initial' });
  });

  it('leaves the page alone when the URL on screen matches as before', () => {
    const { router, mount, home, events } = setup(['/']);
    router.addRoutes([{ path: 'notes' }], mount);
    expect(router.match.value?.route).toBe(home);
    expect(events).toEqual([]);
  });

  it('appends to the top level without a parent, and keeps adding to one parent', async () => {
    const { router, mount } = setup();
    const extra: Route = { path: '/extra' };
    router.addRoutes([extra]);
    router.addRoutes([{ path: 'a' }], mount);
    router.addRoutes([{ path: 'b' }], mount);
    await router.navigate('/extra');
    expect(router.match.value?.route).toBe(extra);
    expect(router.routes.map((r) => r.fullPath)).toEqual([
      '/',
      '/micro',
      '/micro/a',
      '/micro/b',
      '/micro/*',
      '/extra',
    ]);
  });

  it('throws on an invalid route and changes nothing', () => {
    const { router, mount } = setup(['/micro/x']);
    const before = router.routes;
    expect(() => router.addRoutes([{ path: 'a/*/b' }], mount)).toThrow();
    expect(router.routes).toBe(before);
    router.addRoutes([{ path: 'x' }], mount);
    expect(router.routes.map((r) => r.fullPath)).toContain('/micro/x');
    expect(router.routes).toHaveLength(4);
  });

  it("runs an added route's loader function, with or without a registry yet", async () => {
    const { router, mount } = setup();
    const load = vi.fn(({ params }: { params: Record<string, string> }) => `note ${params.id}`);
    const note: Route = { path: 'notes/:id', loader: load };
    router.addRoutes([note], mount);
    const loader = router.loaderOf(note)!;
    expect(loader.name).toBe('/micro/notes/:id');
    await router.navigate('/micro/notes/5');
    await vi.waitFor(() => expect(router.data.loaderState(loader).value.data).toBe('note 5'));

    // A router without a registry runs it once one is attached.
    const host: Route = { path: '/h' };
    const late = new Router({ routes: [host], history: createMemoryHistory(['/h/1']) });
    const child: Route = { path: ':id', loader: () => 'late' };
    late.addRoutes([child], host);
    const registry = new DataRegistry({});
    late.attachData(registry);
    await vi.waitFor(() =>
      expect(registry.loaderState(late.loaderOf(child)!).value.data).toBe('late'),
    );
    late.destroy();
  });
});

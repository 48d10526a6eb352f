import { describe, expect, it, vi } from 'vitest';
import { createMemoryHistory } from './memory-history.ts';
import { CLOSED_PORTAL, portalOptions } from './route.ts';
import { createRouter } from './create-router.ts';
import type { Guard, Route, RouterEvent } from './types.ts';

const home: Route = { path: '/' };
const start: Route = { path: '/start' };
const photos: Route = { path: '/photos', meta: { title: 'Photos' } };
const photo: Route = { path: '/photos/:id', portal: true };
const zoom: Route = { path: '/photos/:id/zoom', portal: true };
const settings: Route = { path: '/settings/:tab', portal: { closeOnEscape: false } };
const share: Route = { path: '/share/:id', portal: { background: (p) => `/photos?focus=${p.id}` } };
const login: Route = { path: '/login', portal: { background: '/start' } };

function setup(initial = ['/start'], extra: Route[] = []) {
  const routes = [...extra, home, start, photos, photo, zoom, settings, share, login];
  const history = createMemoryHistory(initial);
  const router = createRouter({ routes, history, loaderDelayMs: 0, log: vi.fn() });
  const events: RouterEvent[] = [];
  router.subscribe((e) => events.push(e));
  const hrefs = () => history.entries.map((e) => e.href);
  return { router, history, events, hrefs };
}

async function flush() {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

describe('which params apply', () => {
  it('gives the modal route its own params, and every other route the page’s', async () => {
    const { router } = setup(['/share/4']);
    // Loaded directly, the modal opens over its background page, /photos?focus=4.
    expect(router.paramsOf(share)).toEqual({ id: '4' });
    expect(router.paramsOf(photos)).toEqual({});
    expect(router.paramsOf(null)).toEqual({});
    await router.navigate('/photos/7');
    expect(router.paramsOf(photo)).toEqual({ id: '7' });
    expect(router.paramsOf(share)).toEqual({}); // no longer the modal: the page's
  });
});

describe('opening a modal from a page', () => {
  it('keeps the page as the match and opens the portal over it', async () => {
    const { router, history, hrefs } = setup(['/photos?page=2']);
    const pageMatch = router.match.value;
    await expect(router.navigate('/photos/7')).resolves.toBe('committed');
    expect(router.location.value?.href).toBe('/photos/7');
    expect(router.match.value).toEqual(pageMatch);
    expect(router.match.value?.route).toBe(photos);
    expect(router.portal.value).toEqual({
      isOpen: true,
      route: photo,
      params: { id: '7' },
      previousPath: '/photos?page=2',
    });
    expect(hrefs()).toEqual(['/photos?page=2', '/photos/7']);
    expect(history.location.index).toBe(1);
  });

  it('back closes it, forward opens it again over the same page', async () => {
    const { router } = setup();
    await router.navigate('/photos');
    await router.navigate('/photos/3');
    router.back();
    expect(router.portal.value).toEqual(CLOSED_PORTAL);
    expect(router.match.value?.route).toBe(photos);
    expect(router.location.value?.href).toBe('/photos');
    router.forward();
    expect(router.portal.value).toMatchObject({ isOpen: true, previousPath: '/photos' });
    expect(router.match.value?.route).toBe(photos);
  });

  it('shows the page it was opened from, not its natural background', async () => {
    const { router } = setup();
    await router.navigate('/photos/3');
    expect(router.match.value?.route).toBe(start);
    expect(router.portal.value.previousPath).toBe('/start');
  });

  it('hands back caller state without the background bookkeeping', async () => {
    const { router } = setup();
    await router.navigate('/photos/3', { state: { via: 'grid' } });
    expect(router.location.value?.state).toEqual({ via: 'grid' });
  });

  it('marks opening and closing as portal changes', async () => {
    const { router, events } = setup();
    await router.navigate('/photos/1');
    router.back();
    await router.navigate('/photos');
    const commits = events.filter((e) => e.type === 'commit');
    expect(commits.map((e) => e.type === 'commit' && e.portalChange)).toEqual([true, true, false]);
  });

  it('keeps breadcrumbs on the page underneath', async () => {
    const { router } = setup(['/photos']);
    await router.navigate('/photos/9');
    expect(router.breadcrumbs.value.map((c) => c.label)).toEqual(['Home', 'Photos']);
  });
});

describe('moving between modals', () => {
  it('replaces, keeping the page underneath, so back lands on the page', async () => {
    const { router, hrefs } = setup(['/photos']);
    await router.navigate('/photos/1');
    await router.navigate('/photos/2');
    await router.navigate('/settings/profile');
    expect(hrefs()).toEqual(['/photos', '/settings/profile']);
    expect(router.portal.value).toEqual({
      isOpen: true,
      route: settings,
      params: { tab: 'profile' },
      previousPath: '/photos',
    });
    expect(router.match.value?.route).toBe(photos);
    router.back();
    expect(router.location.value?.href).toBe('/photos');
    expect(router.portal.value.isOpen).toBe(false);
  });

  it('a page navigation from a modal pushes and closes it', async () => {
    const { router, hrefs } = setup();
    await router.navigate('/photos/1');
    await router.navigate('/');
    expect(hrefs()).toEqual(['/start', '/photos/1', '/']);
    expect(router.portal.value).toEqual(CLOSED_PORTAL);
    expect(router.match.value?.route).toBe(home);
  });
});

describe('closePortal', () => {
  it('goes back when the modal was opened in the app', async () => {
    const { router, history, hrefs } = setup();
    await router.navigate('/photos/1');
    router.closePortal();
    expect(router.location.value?.href).toBe('/start');
    expect(router.portal.value.isOpen).toBe(false);
    expect(history.location.index).toBe(0);
    expect(hrefs()).toEqual(['/start', '/photos/1']);
  });

  it('replaces to the background when the modal URL was loaded directly', () => {
    const { router, hrefs } = setup(['/photos/5']);
    router.closePortal();
    expect(hrefs()).toEqual(['/photos']);
    expect(router.location.value?.href).toBe('/photos');
    expect(router.portal.value.isOpen).toBe(false);
    expect(router.match.value?.route).toBe(photos);
  });

  it('replaces to the background for a direct load deeper in the history too', async () => {
    const { router, hrefs } = setup(['/start', '/photos/5']);
    await router.navigate('/photos/6');
    router.closePortal();
    expect(hrefs()).toEqual(['/start', '/photos']);
    expect(router.location.value?.href).toBe('/photos');
  });

  it('lands on the page it was opened over when the modal replaced that page', async () => {
    const { router, hrefs } = setup(['/', '/start']);
    await router.navigate('/photos');
    await router.navigate('/photos/1', { replace: true });
    expect(router.match.value?.route).toBe(photos);
    router.closePortal();
    expect(router.location.value?.href).toBe('/photos');
    expect(hrefs()).toEqual(['/', '/start', '/photos']);
  });

  it('goes back after a forward onto a modal', async () => {
    const { router } = setup();
    await router.navigate('/photos');
    await router.navigate('/photos/2');
    router.back();
    router.forward();
    router.closePortal();
    expect(router.location.value?.href).toBe('/photos');
  });

  it('does nothing when no modal is open', () => {
    const { router, hrefs } = setup();
    router.closePortal();
    expect(hrefs()).toEqual(['/start']);
    expect(router.location.value?.href).toBe('/start');
  });
});

describe('loading a modal URL directly', () => {
  it('shows the URL minus its last segment when that is a page', () => {
    const { router } = setup(['/photos/5?x=1']);
    expect(router.location.value?.href).toBe('/photos/5?x=1');
    expect(router.match.value?.route).toBe(photos);
    expect(router.portal.value).toEqual({
      isOpen: true,
      route: photo,
      params: { id: '5' },
      previousPath: '/photos',
    });
  });

  it('shows "/" when the parent path is not a route', () => {
    const { router } = setup(['/settings/profile']);
    expect(router.match.value?.route).toBe(home);
    expect(router.portal.value.previousPath).toBe('/');
  });

  it('shows "/" when the parent path is itself a modal', () => {
    const { router } = setup(['/photos/5/zoom']);
    expect(router.match.value?.route).toBe(home);
    expect(router.portal.value).toMatchObject({ route: zoom, previousPath: '/' });
  });

  it('uses the background option, a path or a function of the params', () => {
    expect(setup(['/login']).router.match.value?.route).toBe(start);
    const { router } = setup(['/share/42']);
    expect(router.portal.value.previousPath).toBe('/photos?focus=42');
    expect(router.match.value?.route).toBe(photos);
  });

  it('restores the page it was opened over when the entry is popped back to', async () => {
    const { router, history } = setup(['/photos']);
    await router.navigate('/login');
    await router.navigate('/start');
    history.go(-1);
    expect(router.portal.value).toMatchObject({ route: login, previousPath: '/photos' });
    expect(router.match.value?.route).toBe(photos);
  });
});

describe('portal options', () => {
  it('default to closing on Escape and backdrop', () => {
    expect(portalOptions(photo)).toEqual({ closeOnEscape: true, closeOnBackdrop: true });
    expect(portalOptions(settings)).toMatchObject({ closeOnEscape: false, closeOnBackdrop: true });
    expect(portalOptions(login).background).toBe('/start');
  });
});

describe('guards and modals', () => {
  it('opening a modal over a page does not leave the page', async () => {
    const leave = vi.fn<Guard>(() => false);
    const editor: Route = { path: '/editor', canDeactivate: leave };
    const { router } = setup(['/editor'], [editor]);
    await expect(router.navigate('/photos/1')).resolves.toBe('committed');
    expect(router.match.value?.route).toBe(editor);
    await router.navigate('/settings/x');
    router.back();
    await flush();
    expect(router.location.value?.href).toBe('/editor');
    expect(leave).not.toHaveBeenCalled();
    await expect(router.navigate('/start')).resolves.toBe('cancelled');
    expect(leave).toHaveBeenCalledTimes(1);
  });

  it("a modal's own guards run on the way in and out", async () => {
    const enter = vi.fn<Guard>(() => true);
    const leave = vi.fn<Guard>(() => false);
    const confirm: Route = {
      path: '/confirm',
      portal: true,
      canActivate: enter,
      canDeactivate: leave,
    };
    const { router, history } = setup(['/start'], [confirm]);
    await router.navigate('/confirm');
    expect(enter).toHaveBeenCalledTimes(1);
    router.back();
    await flush();
    expect(leave).toHaveBeenCalledTimes(1);
    expect(router.portal.value.route).toBe(confirm);
    expect(history.location.href).toBe('/confirm');
  });
});

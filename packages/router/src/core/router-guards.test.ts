import { describe, expect, it, vi } from 'vitest';
import { createMemoryHistory } from './memory-history.ts';
import { createRouter } from './create-router.ts';
import type { Guard, GuardResult, Route, RouterEvent } from './types.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets pending promise callbacks (an awaited guard) run. */
async function flush() {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

/** A router whose guards are set per test through `guards`. */
function setup(initial = ['/start']) {
  const guards: Record<string, Guard | undefined> = {};
  const call =
    (name: string): Guard =>
    (context) =>
      guards[name]?.(context);
  const profile: Route = { path: 'profile' };
  const orders: Route = { path: 'orders' };
  const routes: Route[] = [
    { path: '/start' },
    { path: '/a' },
    { path: '/login', canActivate: call('login') },
    { path: '/admin/:section', canActivate: call('admin') },
    { path: '/editor', canDeactivate: call('editor') },
    {
      path: '/account',
      canActivate: call('account'),
      canDeactivate: call('leaveAccount'),
      children: [profile, orders],
    },
  ];
  const history = createMemoryHistory(initial);
  const log = vi.fn();
  const router = createRouter({ routes, history, loaderDelayMs: 0, log });
  const events: RouterEvent[] = [];
  router.subscribe((e) => events.push(e));
  const snapshot = () => ({
    href: router.location.value?.href,
    match: router.match.value?.pathname,
    history: history.location.href,
    index: history.location.index,
    entries: history.entries.map((e) => e.href),
  });
  return { router, history, guards, log, events, snapshot };
}

describe('canActivate', () => {
  it('false cancels and leaves URL and history untouched', async () => {
    const { router, guards, events, snapshot } = setup();
    guards.admin = () => false;
    const before = snapshot();
    await expect(router.navigate('/admin/users')).resolves.toBe('cancelled');
    expect(snapshot()).toEqual(before);
    expect(events.at(-1)).toEqual({ type: 'cancel', href: '/admin/users' });
  });

  it('an async false cancels too, and pending is true while it waits', async () => {
    const { router, guards, snapshot } = setup();
    const verdict = deferred<GuardResult>();
    guards.admin = () => verdict.promise;
    const before = snapshot();
    const result = router.navigate('/admin/users', { replace: true });
    expect(router.pending.value).toBe(true);
    verdict.resolve(false);
    await expect(result).resolves.toBe('cancelled');
    expect(router.pending.value).toBe(false);
    expect(snapshot()).toEqual(before);
  });

  it('true or nothing lets the navigation through; async is awaited', async () => {
    const { router, guards } = setup();
    guards.admin = () => undefined;
    await expect(router.navigate('/admin/x')).resolves.toBe('committed');
    await router.navigate('/a');
    guards.admin = async () => true;
    const result = router.navigate('/admin/y');
    expect(router.location.value?.href).toBe('/a');
    await expect(result).resolves.toBe('committed');
    expect(router.location.value?.href).toBe('/admin/y');
  });

  it('receives where the user is, where they go and the params', async () => {
    const { router, guards } = setup();
    const guard = vi.fn(() => true);
    guards.admin = guard;
    await router.navigate('/admin/users?sort=name#list');
    expect(guard).toHaveBeenCalledWith({
      from: expect.objectContaining({ href: '/start' }),
      to: { pathname: '/admin/users', search: '?sort=name', hash: '#list' },
      params: { section: 'users' },
    });
  });

  it('a string redirects there, as a push for a push', async () => {
    const { router, guards, events, snapshot } = setup();
    guards.admin = () => '/login?next=admin';
    await expect(router.navigate('/admin/users')).resolves.toBe('redirected');
    expect(snapshot()).toEqual({
      href: '/login?next=admin',
      match: '/login',
      history: '/login?next=admin',
      index: 1,
      entries: ['/start', '/login?next=admin'],
    });
    expect(events).toContainEqual({
      type: 'redirect',
      from: '/admin/users',
      to: '/login?next=admin',
    });
  });

  it('a redirect of a replace replaces', async () => {
    const { router, guards, snapshot } = setup(['/a', '/start']);
    guards.admin = async () => '/login';
    await router.navigate('/admin/x', { replace: true });
    expect(snapshot().entries).toEqual(['/a', '/login']);
  });

  it('a redirect loop stops, is logged and reports cancelled', async () => {
    const { router, guards, log, snapshot } = setup();
    guards.admin = () => '/login';
    guards.login = () => '/admin/again';
    const before = snapshot();
    await expect(router.navigate('/admin/x')).resolves.toBe('cancelled');
    expect(snapshot()).toEqual(before);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/redirect/i), expect.anything());
  });

  it('a guard that throws or rejects cancels, and is logged', async () => {
    const { router, guards, log, snapshot } = setup();
    const error = new Error('guard broke');
    const before = snapshot();
    guards.admin = () => {
      throw error;
    };
    await expect(router.navigate('/admin/x')).resolves.toBe('cancelled');
    expect(log).toHaveBeenCalledWith(expect.any(String), error);
    guards.admin = () => Promise.reject(error);
    await expect(router.navigate('/admin/x')).resolves.toBe('cancelled');
    expect(log).toHaveBeenCalledTimes(2);
    expect(snapshot()).toEqual(before);
    expect(router.pending.value).toBe(false);
  });
});

describe('canDeactivate', () => {
  it('false keeps the user on the page', async () => {
    const { router, guards, snapshot } = setup(['/editor']);
    const guard = vi.fn(() => false);
    guards.editor = guard;
    const before = snapshot();
    await expect(router.navigate('/a')).resolves.toBe('cancelled');
    expect(snapshot()).toEqual(before);
    expect(guard).toHaveBeenCalledWith(
      expect.objectContaining({ from: expect.objectContaining({ href: '/editor' }) }),
    );
  });

  it('runs before canActivate, and a refusal skips canActivate', async () => {
    const { router, guards } = setup(['/editor']);
    const order: string[] = [];
    guards.editor = () => (order.push('leave editor'), false);
    guards.admin = () => (order.push('enter admin'), true);
    await router.navigate('/admin/x');
    expect(order).toEqual(['leave editor']);
    guards.editor = () => (order.push('leave editor'), true);
    guards.admin = () => (order.push('enter admin'), false);
    await expect(router.navigate('/admin/x')).resolves.toBe('cancelled');
    expect(order).toEqual(['leave editor', 'leave editor', 'enter admin']);
  });

  it('a refused back is undone: history returns to the page the user is on', async () => {
    const { router, history, guards, snapshot } = setup();
    await router.navigate('/a');
    await router.navigate('/editor');
    guards.editor = () => false;
    const before = snapshot();
    router.back();
    await flush();
    expect(snapshot()).toEqual(before);
    expect(history.location.href).toBe('/editor');
  });

  it('a refused async back is undone once the guard answers', async () => {
    const { router, history, guards, snapshot } = setup();
    await router.navigate('/editor');
    const verdict = deferred<GuardResult>();
    guards.editor = () => verdict.promise;
    const before = snapshot();
    router.back();
    expect(router.pending.value).toBe(true);
    verdict.resolve(false);
    await flush();
    expect(snapshot()).toEqual(before);
    expect(history.location.index).toBe(1);
  });

  it('a refused forward is undone too', async () => {
    const { router, history, guards, snapshot } = setup(['/start', '/a']);
    history.go(-1);
    await router.navigate('/editor');
    await router.navigate('/a');
    history.go(-1);
    guards.editor = () => false;
    const before = snapshot();
    router.forward();
    await flush();
    expect(snapshot()).toEqual(before);
  });

  it('an allowed back commits', async () => {
    const { router, guards, history } = setup();
    await router.navigate('/editor');
    guards.editor = async () => true;
    router.back();
    await flush();
    expect(router.location.value?.href).toBe('/start');
    expect(history.location.href).toBe('/start');
  });

  it('two backs while a guard waits, then a refusal, return history to the page', async () => {
    const { router, guards, snapshot } = setup(['/start', '/a']);
    await router.navigate('/editor');
    const verdicts = [deferred<GuardResult>(), deferred<GuardResult>()];
    let calls = 0;
    guards.editor = () => verdicts[calls++]!.promise;
    const before = snapshot();
    router.back();
    router.back();
    verdicts[0]!.resolve(true);
    verdicts[1]!.resolve(false);
    await flush();
    expect(snapshot()).toEqual(before);
  });

  it('a back whose redirect is refused puts history back as well', async () => {
    const { router, guards, snapshot } = setup(['/start', '/admin/x', '/a']);
    guards.admin = () => '/login';
    guards.login = () => false;
    const before = snapshot();
    router.back();
    await flush();
    expect(snapshot()).toEqual(before);
  });

  it('a redirected back replaces the entry it landed on', async () => {
    const { router, guards, snapshot } = setup(['/start', '/admin/x', '/a']);
    guards.admin = () => '/login';
    router.back();
    await flush();
    expect(snapshot()).toEqual({
      href: '/login',
      match: '/login',
      history: '/login',
      index: 1,
      entries: ['/start', '/login', '/a'],
    });
  });
});

describe('superseding', () => {
  it('a newer navigation wins over one waiting on an async guard', async () => {
    const { router, guards, snapshot } = setup();
    const verdict = deferred<GuardResult>();
    guards.admin = () => verdict.promise;
    const first = router.navigate('/admin/x');
    await expect(router.navigate('/a')).resolves.toBe('committed');
    verdict.resolve(true);
    await expect(first).resolves.toBe('superseded');
    expect(snapshot()).toMatchObject({ href: '/a', history: '/a', entries: ['/start', '/a'] });
    expect(router.pending.value).toBe(false);
  });

  it('a newer guarded navigation supersedes an older one', async () => {
    const { router, guards } = setup();
    const slow = deferred<GuardResult>();
    guards.admin = () => slow.promise;
    guards.account = async () => true;
    const first = router.navigate('/admin/x');
    const second = router.navigate('/account/profile');
    await expect(second).resolves.toBe('committed');
    slow.resolve(true);
    await expect(first).resolves.toBe('superseded');
    expect(router.location.value?.href).toBe('/account/profile');
  });

  it('a pop supersedes a navigation waiting on a guard', async () => {
    const { router, history, guards } = setup(['/a', '/start']);
    const verdict = deferred<GuardResult>();
    guards.admin = () => verdict.promise;
    const pushed = router.navigate('/admin/x');
    history.go(-1);
    verdict.resolve(true);
    await expect(pushed).resolves.toBe('superseded');
    expect(router.location.value?.href).toBe('/a');
    expect(history.location.href).toBe('/a');
  });
});

describe('routes that stay in the chain', () => {
  it('keep their guards quiet when moving between children', async () => {
    const { router, guards } = setup();
    const enter = vi.fn(() => true);
    const leave = vi.fn(() => true);
    guards.account = enter;
    guards.leaveAccount = leave;
    await router.navigate('/account/profile');
    expect(enter).toHaveBeenCalledTimes(1);
    await router.navigate('/account/orders');
    await router.navigate('/account/profile?tab=2');
    router.back();
    await flush();
    expect(router.location.value?.href).toBe('/account/orders');
    expect(enter).toHaveBeenCalledTimes(1);
    expect(leave).not.toHaveBeenCalled();
    await router.navigate('/a');
    expect(leave).toHaveBeenCalledTimes(1);
  });

  it('do not re-run for a new query or hash on the same page', async () => {
    const { router, guards } = setup(['/editor']);
    const leave = vi.fn(() => false);
    guards.editor = leave;
    await expect(router.navigate('/editor?draft=2#top')).resolves.toBe('committed');
    expect(leave).not.toHaveBeenCalled();
  });
});

describe('the first navigation', () => {
  it('waits for an async guard before showing anything', async () => {
    const verdict = deferred<GuardResult>();
    const history = createMemoryHistory(['/secret']);
    const router = createRouter({
      routes: [{ path: '/secret', canActivate: () => verdict.promise }, { path: '/login' }],
      history,
      log: vi.fn(),
    });
    expect(router.location.value).toBeNull();
    expect(router.pending.value).toBe(true);
    verdict.resolve('/login');
    await flush();
    expect(router.location.value?.href).toBe('/login');
    expect(history.entries.map((e) => e.href)).toEqual(['/login']);
  });
});

import { describe, expect, it } from 'vitest';
import { createMemoryHistory, Router, type RouterEvent } from '@tendril/router';
import { viewChanges, viewOf } from './view-changes.ts';

describe('viewOf', () => {
  it('reads ?view=details, and the overview otherwise', () => {
    expect(viewOf({ search: '?view=details' })).toBe('details');
    expect(viewOf({ search: '?view=overview' })).toBe('overview');
    expect(viewOf({ search: '?view=nonsense' })).toBe('overview');
    expect(viewOf({ search: '' })).toBe('overview');
    expect(viewOf(null)).toBe('overview');
  });
});

describe('viewChanges', () => {
  it('passes on only the commits that switch the playground view', async () => {
    const router = new Router({
      routes: [
        { path: '/demo/router', children: [{ path: 'modal', portal: true }] },
        { path: '/other' },
      ],
      history: createMemoryHistory(['/demo/router']),
    });
    const heard: string[] = [];
    const stop = viewChanges(router).subscribe((event: RouterEvent) => {
      if (event.type === 'commit') heard.push(event.to.href);
    });
    await router.navigate('/demo/router?view=details');
    await router.navigate('/demo/router?view=details#section-20');
    await router.navigate('/demo/router/modal');
    router.closePortal();
    await router.navigate('/demo/router?view=overview');
    await router.navigate('/demo/router');
    await router.navigate('/other?view=details');
    stop();
    await router.navigate('/demo/router?view=details');
    expect(heard).toEqual(['/demo/router?view=details', '/demo/router?view=overview']);
    router.destroy();
  });
});

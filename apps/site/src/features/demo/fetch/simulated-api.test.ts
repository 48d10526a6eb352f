import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clampUserId,
  createSimulatedApi,
  seededRandom,
  simulationOptions,
} from './simulated-api.ts';

describe('simulationOptions', () => {
  it('reads ?seed= and ?fail=', () => {
    expect(simulationOptions('?seed=42&fail=user')).toEqual({ seed: 42, fail: 'user' });
    expect(simulationOptions('?fail=posts', 7)).toEqual({ seed: 7, fail: 'posts' });
    expect(simulationOptions('?fail=everything', 7)).toEqual({ seed: 7 });
  });
});

describe('clampUserId', () => {
  it('always yields a whole number from 1 to 10', () => {
    fc.assert(
      fc.property(fc.double(), (n) => {
        const id = clampUserId(n);
        return Number.isInteger(id) && id >= 1 && id <= 10;
      }),
    );
    expect(clampUserId(0)).toBe(1);
    expect(clampUserId(11)).toBe(10);
    expect(clampUserId(4)).toBe(4);
  });
});

describe('seededRandom', () => {
  it('replays the same draws for the same seed, in [0, 1)', () => {
    const a = seededRandom(3);
    const b = seededRandom(3);
    for (let i = 0; i < 100; i++) {
      const x = a();
      expect(x).toBe(b());
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });
});

describe('the simulated API', () => {
  afterEach(() => vi.useRealTimers());
  const signal = new AbortController().signal;

  it('fails about 20% of user fetches and 10% of post fetches', async () => {
    vi.useFakeTimers();
    const api = createSimulatedApi({ seed: 1 });
    let userErrors = 0;
    let postErrors = 0;
    const runs = 500;
    for (let i = 0; i < runs; i++) {
      const u = api
        .user(1, signal)
        .catch((e: Error) => e.message === 'Network error' && userErrors++);
      const p = api
        .posts(1, signal)
        .catch((e: Error) => e.message === 'Posts service unavailable' && postErrors++);
      await vi.advanceTimersByTimeAsync(2000);
      await Promise.all([u, p]);
    }
    expect(userErrors / runs).toBeGreaterThan(0.14);
    expect(userErrors / runs).toBeLessThan(0.26);
    expect(postErrors / runs).toBeGreaterThan(0.05);
    expect(postErrors / runs).toBeLessThan(0.15);
  });

  it('takes 1–2 s for a user and 0.8–1.6 s for posts', async () => {
    vi.useFakeTimers();
    const api = createSimulatedApi({ seed: 9 });
    let user: unknown;
    void api.user(3, signal).then((u) => (user = u));
    await vi.advanceTimersByTimeAsync(999);
    expect(user).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1001);
    expect(user).toEqual({
      id: 3,
      name: 'Grace Hopper',
      email: 'grace@example.com',
      postsCount: 2,
    });
    let posts: unknown;
    void api.posts(3, signal).then((p) => (posts = p));
    await vi.advanceTimersByTimeAsync(799);
    expect(posts).toBeUndefined();
    await vi.advanceTimersByTimeAsync(801);
    expect(posts).toHaveLength(2);
  });

  it('fails every call it is told to fail', async () => {
    vi.useFakeTimers();
    const userFails = createSimulatedApi({ seed: 1, fail: 'user' });
    const postsFail = createSimulatedApi({ seed: 1, fail: 'posts' });
    const results = Promise.allSettled([
      userFails.user(1, signal),
      postsFail.user(1, signal),
      postsFail.posts(1, signal),
    ]);
    await vi.advanceTimersByTimeAsync(2000);
    const [a, b, c] = await results;
    expect(a).toMatchObject({ status: 'rejected', reason: new Error('Network error') });
    expect(b.status).toBe('fulfilled');
    expect(c).toMatchObject({ status: 'rejected', reason: new Error('Posts service unavailable') });
  });
});

// Fault injection and latency over real HTTP, switched on and off at runtime through the
// control endpoint, as a browser test would: fail, show the error, recover, press Try Again.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startStandIn, type StandIn, type StandInState } from './server.ts';

let s: StandIn;

beforeEach(async () => {
  s = await startStandIn({ port: 0 });
});

afterEach(async () => {
  await s.close();
});

async function control(body: unknown): Promise<Response> {
  return fetch(`${s.origin}/__control`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function state(): Promise<StandInState> {
  return (await fetch(`${s.origin}/__control`).then((r) => r.json())) as StandInState;
}

async function status(path: string): Promise<number> {
  const res = await fetch(`${s.url}${path}`);
  await res.text();
  return res.status;
}

const itemPath = (): string => `/item/${s.dataset.ids.bigStory}.json`;

async function waitFor(check: () => Promise<boolean>, ms = 2000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('condition not reached in time');
}

describe('5xx fault', () => {
  it('answers 503 with a JSON error and CORS, then recovers when switched off', async () => {
    expect((await control({ fault: '5xx' })).status).toBe(200);
    const res = await fetch(`${s.url}${itemPath()}`);
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.json()).toMatchObject({ error: expect.any(String) });

    await control({ fault: 'none' });
    expect(await status(itemPath())).toBe(200);
    expect((await state()).stats).toMatchObject({ requests: 2, faults: 1 });
  });

  it('only hits the chosen paths', async () => {
    await control({ fault: '5xx', paths: 'item' });
    expect(await status(itemPath())).toBe(503);
    expect(await status('/topstories.json')).toBe(200);
    expect(await status(`/user/${s.dataset.ids.prolificUser}.json`)).toBe(200);

    await control({ paths: 'lists' });
    expect(await status('/topstories.json')).toBe(503);
    expect(await status('/maxitem.json')).toBe(503);
    expect(await status(itemPath())).toBe(200);

    await control({ paths: 'users' });
    expect(await status(`/user/${s.dataset.ids.prolificUser}.json`)).toBe(503);
    expect(await status(itemPath())).toBe(200);
  });

  it('fails roughly faultRate of the requests, deterministically', async () => {
    const run = async (): Promise<number[]> => {
      await fetch(`${s.origin}/__control/reset`, { method: 'POST' }).then((r) => r.text());
      await control({ fault: '5xx', faultRate: 0.3 });
      const codes: number[] = [];
      for (let i = 0; i < 60; i++) codes.push(await status('/topstories.json'));
      return codes;
    };
    const first = await run();
    const failures = first.filter((c) => c === 503).length;
    expect(failures).toBeGreaterThan(6);
    expect(failures).toBeLessThan(35);
    expect(await run()).toEqual(first);
  });

  it('faultCount fails n requests and then switches itself off', async () => {
    await control({ fault: '5xx', faultCount: 2 });
    expect(await status(itemPath())).toBe(503);
    expect(await status(itemPath())).toBe(503);
    expect(await status(itemPath())).toBe(200);
    expect((await state()).options).toMatchObject({ fault: 'none', faultCount: null });
  });
});

describe('drop fault', () => {
  it('destroys the socket, then recovers when switched off', async () => {
    await control({ fault: 'drop' });
    await expect(fetch(`${s.url}${itemPath()}`)).rejects.toThrow();
    await control({ fault: 'none' });
    expect(await status(itemPath())).toBe(200);
  });
});

describe('timeout fault', () => {
  it('holds the request until the client gives up, then recovers', async () => {
    await control({ fault: 'timeout' });
    const pending = fetch(`${s.url}${itemPath()}`, { signal: AbortSignal.timeout(300) });
    const settled = pending.then(
      () => 'answered',
      (error: Error) => error.name,
    );
    await waitFor(async () => (await state()).stats.held === 1);
    expect(await settled).toBe('TimeoutError');
    await waitFor(async () => (await state()).stats.held === 0);

    await control({ fault: 'none' });
    expect(await status(itemPath())).toBe(200);
  });

  it('gives up on a held socket after timeoutHoldMs', async () => {
    const short = await startStandIn({ port: 0, fault: 'timeout', timeoutHoldMs: 150 });
    try {
      const started = Date.now();
      await expect(fetch(`${short.url}/topstories.json`)).rejects.toThrow();
      expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    } finally {
      await short.close();
    }
  });

  it('close() ends held requests instead of waiting for them', async () => {
    const other = await startStandIn({ port: 0, fault: 'timeout' });
    const pending = fetch(`${other.url}/topstories.json`).then(
      () => 'answered',
      () => 'failed',
    );
    await waitFor(async () => other.state().stats.held === 1);
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await pending).toBe('failed');
  });
});

describe('latency', () => {
  async function timed(path: string): Promise<number> {
    const started = performance.now();
    expect(await status(path)).toBe(200);
    return performance.now() - started;
  }

  it('applies a fixed delay and the slow profile, and zero turns it off', async () => {
    await control({ latency: 150 });
    expect(await timed('/topstories.json')).toBeGreaterThanOrEqual(140);
    await control({ latency: 'slow' });
    expect(await timed(itemPath())).toBeGreaterThanOrEqual(290);
    await control({ latency: 'zero' });
    expect(await timed(itemPath())).toBeLessThan(250);
  });

  it('can be set at start and programmatically', async () => {
    const slow = await startStandIn({ port: 0, latency: 120 });
    try {
      const started = performance.now();
      await fetch(`${slow.url}/maxitem.json`).then((r) => r.text());
      expect(performance.now() - started).toBeGreaterThanOrEqual(110);
      expect(slow.setOptions({ latency: 'zero' }).latency).toBe('zero');
    } finally {
      await slow.close();
    }
  });

  it('close() cancels delayed answers', async () => {
    await control({ latency: 5000 });
    const pending = fetch(`${s.url}/topstories.json`).then(
      () => 'answered',
      () => 'failed',
    );
    await new Promise((r) => setTimeout(r, 50));
    const started = Date.now();
    await s.close();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await pending).toBe('failed');
  });
});

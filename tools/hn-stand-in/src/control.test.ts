// The control endpoint and the programmatic switches: reading state, validated updates,
// reset to the start options, the notable-id catalogue, and that control is never faulted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OptionError } from './options.ts';
import { startStandIn, type StandIn, type StandInState } from './server.ts';

let s: StandIn;

beforeAll(async () => {
  s = await startStandIn({ port: 0, latency: 'fast', seed: 7, anchor: 'fixed' });
});

afterAll(async () => {
  await s.close();
});

async function post(path: string, body: string): Promise<{ status: number; json: unknown }> {
  const res = await fetch(`${s.origin}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
  });
  return { status: res.status, json: await res.json() };
}

describe('GET /__control', () => {
  it('reports options, counters, seed and anchor', async () => {
    const res = await fetch(`${s.origin}/__control`);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const state = (await res.json()) as StandInState;
    expect(state).toMatchObject({
      url: s.url,
      seed: 7,
      anchor: 1_767_225_600,
      options: { latency: 'fast', fault: 'none', faultRate: 1, paths: 'all', faultCount: null },
      stats: { requests: expect.any(Number), faults: 0, held: 0 },
    });
  });
});

describe('POST /__control', () => {
  it('applies a partial update and answers with the new state', async () => {
    const { status, json } = await post(
      '/__control',
      JSON.stringify({ latency: 'zero', fault: '5xx', faultRate: 1, paths: 'item' }),
    );
    expect(status).toBe(200);
    expect((json as StandInState).options).toMatchObject({
      latency: 'zero',
      fault: '5xx',
      paths: 'item',
    });
    expect(s.getOptions().fault).toBe('5xx');
  });

  it('accepts numeric strings and path aliases', async () => {
    const { json } = await post('/__control', '{"faultRate":"0.5","paths":"users","latency":"25"}');
    expect((json as StandInState).options).toMatchObject({
      faultRate: 0.5,
      paths: 'user',
      latency: 25,
    });
  });

  it('rejects bad values with 400 and leaves the state alone', async () => {
    const before = s.getOptions();
    for (const body of [
      '{"fault":"explode"}',
      '{"faultRate":2}',
      '{"latency":"warp"}',
      '{"paths":"everything"}',
      '{"faultCount":0}',
      '{"nonsense":1}',
      '[1,2]',
      'not json',
    ]) {
      const { status, json } = await post('/__control', body);
      expect(status).toBe(400);
      expect(json).toMatchObject({ error: expect.any(String) });
    }
    expect(s.getOptions()).toEqual(before);
  });

  it('refuses oversized bodies', async () => {
    const { status } = await post('/__control', JSON.stringify({ pad: 'x'.repeat(20_000) }));
    expect(status).toBe(413);
  });

  it('is not itself delayed or faulted', async () => {
    await post('/__control', '{"fault":"drop","paths":"all"}');
    const res = await fetch(`${s.origin}/__control`);
    expect(res.status).toBe(200);
    await res.text();
    await post('/__control', '{"fault":"none"}');
  });

  it('answers the browser preflight for a JSON POST', async () => {
    const res = await fetch(`${s.origin}/__control`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:4173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-headers')).toBe('content-type');
  });
});

describe('POST /__control/reset', () => {
  it('returns to the options given at start and clears counters', async () => {
    await post('/__control', '{"fault":"timeout","latency":"slow"}');
    const { status, json } = await post('/__control/reset', '');
    expect(status).toBe(200);
    const state = json as StandInState;
    expect(state.options).toEqual({
      latency: 'fast',
      fault: 'none',
      faultRate: 1,
      paths: 'all',
      faultCount: null,
    });
    expect(state.stats).toEqual({ requests: 0, faults: 0, held: 0 });
  });

  it('only accepts POST', async () => {
    const res = await fetch(`${s.origin}/__control/reset`);
    expect(res.status).toBe(405);
    await res.text();
  });
});

describe('GET /__control/ids', () => {
  it('lists the notable ids and the hostile catalogue', async () => {
    const ids = (await fetch(`${s.origin}/__control/ids`).then((r) => r.json())) as Record<
      string,
      unknown
    >;
    expect(ids).toMatchObject({
      bigStory: s.dataset.ids.bigStory,
      hostileIds: s.dataset.ids.hostileIds,
      hostileUsers: s.dataset.ids.hostileUsers,
    });
    expect(ids['hostile']).toEqual(s.dataset.hostile);
  });

  it('404s unknown control paths', async () => {
    const res = await fetch(`${s.origin}/__control/nope`);
    expect(res.status).toBe(404);
    await res.text();
  });
});

describe('programmatic switches', () => {
  it('setOptions validates like the endpoint', () => {
    expect(() => s.setOptions({ faultRate: 5 })).toThrow(OptionError);
    expect(s.setOptions({ fault: 'drop', paths: 'lists' })).toMatchObject({
      fault: 'drop',
      paths: 'lists',
    });
    expect(s.reset().fault).toBe('none');
  });

  it('getItem matches what the server sends, with the chosen anchor', async () => {
    const id = s.dataset.ids.poll;
    const served: unknown = await fetch(`${s.url}/item/${id}.json`).then((r) => r.json());
    expect(served).toEqual(s.getItem(id));
    expect(s.getItem(id)).toEqual(s.dataset.item(id, 1_767_225_600));
  });

  it('rejects bad start options', async () => {
    await expect(startStandIn({ port: 0, fault: 'boom' as 'none' })).rejects.toThrow(OptionError);
  });
});

// The API over real HTTP: paths, JSON shapes, headers, CORS, null for unknowns, 404s.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandIn, type StandIn } from './server.ts';
import type { HNItem, HNUser } from './types.ts';

let s: StandIn;

beforeAll(async () => {
  s = await startStandIn({ port: 0 });
});

afterAll(async () => {
  await s.close();
});

async function get(path: string, init?: RequestInit): Promise<{ res: Response; body: unknown }> {
  const res = await fetch(`${s.url}${path}`, init);
  const text = await res.text();
  return { res, body: text === '' ? undefined : JSON.parse(text) };
}

const ITEM_KEYS = new Set([
  'id',
  'deleted',
  'type',
  'by',
  'time',
  'text',
  'dead',
  'parent',
  'poll',
  'kids',
  'url',
  'score',
  'title',
  'parts',
  'descendants',
]);

function expectItemShape(item: HNItem): void {
  for (const key of Object.keys(item)) expect(ITEM_KEYS).toContain(key);
  expect(Number.isInteger(item.id)).toBe(true);
  expect(Number.isInteger(item.time)).toBe(true);
  expect(['story', 'comment', 'job', 'poll', 'pollopt']).toContain(item.type);
  // Firebase returns keys in alphabetical order.
  expect(Object.keys(item)).toEqual([...Object.keys(item)].sort());
}

describe('server basics', () => {
  it('binds to 127.0.0.1 and reports its urls', () => {
    expect(s.url).toBe(`http://127.0.0.1:${s.port}/v0`);
    expect(s.origin).toBe(`http://127.0.0.1:${s.port}`);
    expect(s.port).toBeGreaterThan(0);
  });

  it('anchors times at server start by default', () => {
    expect(Math.abs(s.anchor - Date.now() / 1000)).toBeLessThan(60);
  });
});

describe('story lists', () => {
  it.each(['topstories', 'newstories', 'askstories', 'showstories', 'jobstories', 'beststories'])(
    '/v0/%s.json is an array of item ids',
    async (name) => {
      const { res, body } = await get(`/${name}.json`);
      expect(res.status).toBe(200);
      expect(Array.isArray(body)).toBe(true);
      const ids = body as number[];
      expect(ids.length).toBeGreaterThan(5);
      for (const id of ids) expect(Number.isInteger(id)).toBe(true);
    },
  );

  it('topstories has 500 ids', async () => {
    const { body } = await get('/topstories.json');
    expect(body).toHaveLength(500);
    expect(body).toEqual(s.dataset.lists.topstories);
  });

  it('maxitem and updates work like the real API', async () => {
    expect((await get('/maxitem.json')).body).toBe(s.dataset.maxItem);
    const { body } = await get('/updates.json');
    expect(body).toMatchObject({ items: expect.any(Array), profiles: expect.any(Array) });
  });
});

describe('items', () => {
  it('a story has the real fields and the server anchor', async () => {
    const { res, body } = await get(`/item/${s.dataset.ids.bigStory}.json`);
    expect(res.status).toBe(200);
    const story = body as HNItem;
    expectItemShape(story);
    expect(story).toMatchObject({ type: 'story', id: s.dataset.ids.bigStory });
    for (const key of ['by', 'title', 'url', 'score', 'descendants', 'kids']) {
      expect(story).toHaveProperty(key);
    }
    expect(story).toEqual(s.getItem(s.dataset.ids.bigStory));
    expect(story.time).toBeLessThan(s.anchor);
  });

  it('a comment has parent and text', async () => {
    const story = s.getItem(s.dataset.ids.askPost);
    const kid = story?.kids?.find((k): k is number => k !== null) as number;
    const { body } = await get(`/item/${kid}.json`);
    const comment = body as HNItem;
    expectItemShape(comment);
    expect(comment.type).toBe('comment');
    expect(comment.parent).toBe(s.dataset.ids.askPost);
    if (!comment.deleted) expect(typeof comment.text).toBe('string');
  });

  it('poll, pollopt, job, deleted and dead items have their shapes', async () => {
    const { ids } = s.dataset;
    const poll = (await get(`/item/${ids.poll}.json`)).body as HNItem;
    expect(poll).toMatchObject({ type: 'poll', parts: ids.pollopts });
    const opt = (await get(`/item/${ids.pollopts[0]}.json`)).body as HNItem;
    expect(opt).toMatchObject({ type: 'pollopt', poll: ids.poll });
    const job = (await get(`/item/${ids.job}.json`)).body as HNItem;
    expect(job).toMatchObject({ type: 'job', url: '' });
    const deleted = (await get(`/item/${ids.deletedIds[0]}.json`)).body as HNItem;
    expect(deleted.deleted).toBe(true);
    expect(deleted).not.toHaveProperty('by');
    expect(deleted).not.toHaveProperty('text');
    const dead = (await get(`/item/${ids.deadIds[0]}.json`)).body as HNItem;
    expect(dead.dead).toBe(true);
    for (const item of [poll, opt, job, deleted, dead]) expectItemShape(item);
  });

  it('unknown items answer null with status 200', async () => {
    for (const path of ['/item/1.json', `/item/${s.dataset.ids.danglingKidIds[0]}.json`]) {
      const { res, body } = await get(path);
      expect(res.status).toBe(200);
      expect(body).toBeNull();
    }
  });

  it('a non-numeric item key is just absent (null), as in Firebase', async () => {
    const { res, body } = await get('/item/abc.json');
    expect(res.status).toBe(200);
    expect(body).toBeNull();
  });
});

describe('users', () => {
  it('a user has id, created, karma, submitted', async () => {
    const { res, body } = await get(`/user/${s.dataset.ids.prolificUser}.json`);
    expect(res.status).toBe(200);
    const user = body as HNUser;
    expect(user.id).toBe(s.dataset.ids.prolificUser);
    expect(Number.isInteger(user.created)).toBe(true);
    expect(Number.isInteger(user.karma)).toBe(true);
    expect(Array.isArray(user.submitted)).toBe(true);
    for (const key of Object.keys(user)) {
      expect(['id', 'created', 'karma', 'about', 'submitted']).toContain(key);
    }
  });

  it('unknown users answer null with status 200', async () => {
    const { res, body } = await get('/user/no-such-user-here.json');
    expect(res.status).toBe(200);
    expect(body).toBeNull();
  });

  it('hostile users serve their payload in about', async () => {
    const user = s.dataset.ids.hostileUsers[0] as string;
    const { body } = await get(`/user/${encodeURIComponent(user)}.json`);
    expect((body as HNUser).about).toContain('__xss');
  });
});

describe('query strings, headers, methods', () => {
  it('ignores ?print=pretty (same data, just indented)', async () => {
    const id = s.dataset.ids.bigStory;
    const plain = await fetch(`${s.url}/item/${id}.json`).then((r) => r.text());
    const pretty = await fetch(`${s.url}/item/${id}.json?print=pretty`).then((r) => r.text());
    expect(JSON.parse(pretty)).toEqual(JSON.parse(plain));
    expect(pretty).toContain('\n');
    const list = await get('/topstories.json?print=pretty&foo=bar');
    expect(list.body).toEqual(s.dataset.lists.topstories);
  });

  it('sends the real API headers', async () => {
    const { res } = await get('/topstories.json');
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers CORS preflight requests', async () => {
    const res = await fetch(`${s.url}/item/1.json`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'x-test',
      },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toContain('GET');
    expect(res.headers.get('access-control-allow-headers')).toBe('x-test');
  });

  it('answers HEAD without a body', async () => {
    const res = await fetch(`${s.url}/topstories.json`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(Number(res.headers.get('content-length'))).toBeGreaterThan(0);
    expect(await res.text()).toBe('');
  });

  it('refuses writes like Firebase does', async () => {
    const { res, body } = await get('/item/1.json', { method: 'PUT', body: '{}' });
    expect(res.status).toBe(401);
    expect(body).toEqual({ error: 'Permission denied' });
  });

  it('404s unknown paths', async () => {
    for (const path of [
      '/v0/nope.json',
      '/v0/item/1',
      '/v1/topstories.json',
      '/',
      '/v0/item/1/title.json',
    ]) {
      const res = await fetch(`${s.origin}${path}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      await res.text();
    }
  });
});

/** Sends a raw request line (fetch would refuse these) and returns the status line. */
function rawStatus(port: number, requestLine: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`${requestLine}\r\nHost: x\r\nConnection: close\r\n\r\n`);
    });
    let out = '';
    socket.on('data', (chunk: Buffer) => (out += chunk.toString()));
    socket.on('close', () => resolve(out.split('\r\n')[0] ?? ''));
    socket.on('error', reject);
  });
}

describe('odd requests', () => {
  it('answers malformed targets without crashing, then keeps serving', async () => {
    expect(await rawStatus(s.port, 'GET http://[ HTTP/1.1')).toMatch(/ 400 /);
    expect(await rawStatus(s.port, 'GET /v0/user/%E0%A4%A.json HTTP/1.1')).toMatch(/ 200 /);
    expect(await rawStatus(s.port, 'GET /v0/topstories.json HTTP/1.1')).toMatch(/ 200 /);
  });
});

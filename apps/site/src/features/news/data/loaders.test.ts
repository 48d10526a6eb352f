import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory, Router, type Route } from '@tendril/router';
import { DataRegistry } from '@tendril/router/data';
import type { LoaderHandle } from '@tendril/router';
import { feedLoader, storyKey, storyLoader, userLoader } from './loaders.ts';

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      statusText: status === 200 ? 'OK' : 'Service Unavailable',
    }),
  );

/** The API, by the path after the base: a body, or a status to fail with. */
function api(answers: Record<string, unknown>) {
  const fetch = vi.fn((url: string) => {
    const path = /\/(item\/\d+|user\/[^/]+|\w+stories)\.json$/.exec(url)?.[1] ?? url;
    const answer = answers[path];
    return typeof answer === 'number' ? json(null, answer) : json(answer ?? null);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const newLoader = feedLoader('new');
const routes: Route[] = [
  { path: '/item/:id', loader: storyLoader },
  { path: '/user/:id', loader: userLoader },
  { path: '/new', loader: newLoader },
  { path: '/other' },
];

function start(path: string) {
  const data = new DataRegistry();
  const router = new Router({ routes, history: createMemoryHistory([path]), loaderDelayMs: 0 });
  router.attachData(data);
  return { router, data };
}

const settled = async <T>(data: DataRegistry, loader: LoaderHandle<T>) => {
  await vi.waitFor(() => expect(data.loaderState(loader).peek().status).toMatch(/success|error/));
  return data.loaderState(loader).peek();
};

afterEach(() => vi.unstubAllGlobals());

describe('news route loaders', () => {
  it('load the story of /item/{id} on navigation and ask for its first comments alongside', async () => {
    const fetch = api({
      'item/7001': { id: 7001, type: 'story', title: 'Hello', by: 'pg', time: 1, kids: [7002] },
      'item/7002': { id: 7002, type: 'comment', text: 'Hi', by: 'x', time: 2, parent: 7001 },
    });
    const { data } = start('/item/7001');
    const state = await settled(data, storyLoader);
    expect(state).toMatchObject({ status: 'success', key: storyKey(7001) });
    expect(state.data).toMatchObject({ id: 7001, title: 'Hello' });
    await vi.waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => url.endsWith('/item/7002.json'))).toBe(true),
    );
  });

  it('answer a story already fresh in memory without asking the API again', async () => {
    const fetch = api({ 'item/7101': { id: 7101, type: 'story', title: 'Once', time: 1 } });
    const { router, data } = start('/item/7101');
    await settled(data, storyLoader);
    await router.navigate('/other');
    await router.navigate('/item/7101');
    expect((await settled(data, storyLoader)).data).toMatchObject({ id: 7101 });
    expect(fetch.mock.calls.filter(([url]) => url.endsWith('/item/7101.json'))).toHaveLength(1);
  });

  it('end in error with the message users see, with no silent retries; reload tries again', async () => {
    const fetch = api({ 'user/down': 503 });
    const { router, data } = start('/user/down');
    const failed = await settled(data, userLoader);
    expect(failed.status).toBe('error');
    expect(failed.error?.message).toBe('503 Service Unavailable');
    expect(fetch).toHaveBeenCalledTimes(1);
    api({ 'user/down': { id: 'down', karma: 3, created: 1 } });
    await router.reload();
    expect((await settled(data, userLoader)).data).toMatchObject({ id: 'down', karma: 3 });
  });

  it('give a list page the live state of its list, filling as stories arrive', async () => {
    api({
      newstories: [7201, 7202],
      'item/7201': { id: 7201, type: 'story', title: 'A', time: 1 },
      'item/7202': { id: 7202, type: 'story', title: 'B', time: 1 },
    });
    const { data } = start('/new');
    const live = (await settled(data, newLoader)).data!; // typed: the list's live state
    await vi.waitFor(() => expect(live.value.status).toBe('ready'));
    expect(live.value.stories.map((s) => s.id)).toEqual([7201, 7202]);
  });
});

// The streaming fixture's routes and app, shared by the server render (./server.tsx) and the
// browser (./client.tsx): a home page and lamp pages whose loader fetches the fixture's own API.
// A lamp's data holds a Date, a Map, a user comment the API sanitized (HTML), and its reviews as
// a deferred part: a promise the loader does not await, which the API answers after ~400 ms.
import { defineLoader } from '@tendril/router';
import {
  Link,
  Outlet,
  RouterProvider,
  useLoader,
  type Route,
  type Router,
} from '@tendril/router/react';
import { MetaTags } from '@tendril/router/meta/react';
import { Suspense, use } from 'react';

/** A lamp as the page gets it. */
export interface Lamp {
  name: string;
  madeAt: Date;
  colours: Map<string, string>;
  /** HTML: sanitized by the API (DOMPurify's default configuration). */
  comment: string;
  reviews: Promise<string[]>;
}

/** A lamp as the API sends it (JSON). */
export interface LampJson {
  name: string;
  madeAt: string;
  colours: [string, string][];
  comment: string;
}

// The API's origin. A server has no `location`: it sets its own address before it renders.
let apiBase = typeof location === 'undefined' ? '' : location.origin;
export function setApiBase(base: string): void {
  apiBase = base;
}

async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(new URL(path, apiBase), signal ? { signal } : {});
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

export const lamp = defineLoader(
  'lamp',
  async ({ params, signal }): Promise<Lamp> => {
    const id = encodeURIComponent(params.id!);
    // Deferred: not awaited, so the page streams before the reviews exist. Not tied to the
    // loader's signal either: the part outlives the loader's own run.
    const reviews = getJson<string[]>(`/api/lamp/${id}/reviews`);
    const json = await getJson<LampJson>(`/api/lamp/${id}`, signal);
    return {
      name: json.name,
      madeAt: new Date(json.madeAt),
      colours: new Map(json.colours),
      comment: json.comment,
      reviews,
    };
  },
  { retries: 0 },
);

function Reviews({ reviews }: { reviews: Promise<string[]> }) {
  return (
    <ul id="reviews">
      {use(reviews).map((review) => (
        <li key={review}>{review}</li>
      ))}
    </ul>
  );
}

function Home() {
  return (
    <main>
      <h1>Lamps</h1>
      <ul>
        <li>
          <Link to="/lamp/1">Lamp one</Link>
        </li>
        <li>
          <Link to="/lamp/2">Lamp two</Link>
        </li>
      </ul>
    </main>
  );
}

function LampPage() {
  const { data } = useLoader(lamp);
  if (!data) return <p>Loading…</p>;
  return (
    <main>
      <h1 id="name">{data.name}</h1>
      <p>
        Made at <time id="made-at">{data.madeAt.toISOString()}</time>
      </p>
      <p>
        Shade: <span id="shade">{data.colours.get('shade')}</span>
      </p>
      <section aria-label="Latest comment">
        <div id="comment" dangerouslySetInnerHTML={{ __html: data.comment }} />
      </section>
      <Suspense fallback={<p>Loading reviews…</p>}>
        <Reviews reviews={data.reviews} />
      </Suspense>
      <nav>
        <Link to="/">Home</Link> <Link to="/lamp/1">Lamp one</Link>{' '}
        <Link to="/lamp/2">Lamp two</Link>
      </nav>
    </main>
  );
}

export const routes: Route[] = [
  {
    path: '/',
    meta: { title: 'Lamps', description: 'Every lamp we make' },
    component: Home,
  },
  {
    path: '/lamp/:id',
    loader: lamp,
    component: LampPage,
    // Async, as when it loads a formatter: the browser's first render cannot have it yet.
    loadMeta: async ({ data }) => {
      const found = data as Lamp | undefined;
      await Promise.resolve();
      return {
        title: found ? `${found.name} | Lamps` : 'Lamp | Lamps',
        description: found ? `The ${found.name}, shade ${found.colours.get('shade')}` : 'A lamp',
      };
    },
  },
  { path: '*', status: 404, component: () => <h1>Not found</h1> },
];

export function App({ router }: { router: Router }) {
  return (
    <RouterProvider router={router} scrollRestoration={false}>
      <MetaTags />
      <Outlet />
    </RouterProvider>
  );
}

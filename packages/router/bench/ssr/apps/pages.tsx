/*
 * The server-rendered app every router under test renders: the navigation benchmark's 50 pages
 * and nav (../../navigation/apps/pages.tsx), each page with a loader that waits 5 ms (simulated
 * I/O) and returns a small object the page shows, plus `/deferred`, whose data has a part that
 * takes 200 ms. Each router's module (tendril.tsx, react-router.tsx, tanstack.tsx) builds its
 * routes from this and exports its renderers.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LINKS } from '../../navigation/apps/pages.tsx';

export {
  LINKS,
  NESTED,
  SECTIONS,
  sectionHeading,
  Shell,
  STATICS,
} from '../../navigation/apps/pages.tsx';

/** The simulated I/O of every loader. */
export const IO_MS = 5;
/** The slow part of `/deferred`. */
export const DEFERRED_MS = 200;
export const DEFERRED_PATH = '/deferred';

/** A renderer: a `node:http` request handler that answers with the whole HTML page. */
export type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * What a router's module exports: its renderers by label ("react-router string"), each with
 * whether it streams the page (compared with react-router's stream, which sends `/deferred`'s
 * fast part before its slow part is there; else with react-router's string).
 */
export type Renderers = Record<string, { readonly handle: Handler; readonly streams: boolean }>;

/** What every page's loader returns. */
export interface PageData {
  readonly path: string;
  readonly views: number;
  readonly tags: readonly string[];
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A number from the path, so each page's data differs. */
function views(path: string): number {
  let hash = 7;
  for (let i = 0; i < path.length; i++) hash = (hash * 31 + path.charCodeAt(i)) % 100_003;
  return hash;
}

/** A page's data: what its loader returns after the simulated I/O. */
export function pageData(path: string): PageData {
  return { path, views: views(path), tags: ['alpha', 'beta', `tag-${path.length}`] };
}

/** Every page's loader, by path: 5 ms of "I/O", then the page's data. */
export async function loadPage(path: string): Promise<PageData> {
  await sleep(IO_MS);
  return pageData(path);
}

/** The slow part of `/deferred`. */
export async function loadSlow(): Promise<PageData> {
  await sleep(DEFERRED_MS);
  return pageData(`${DEFERRED_PATH}/slow`);
}

/** The line a page shows for its data: one text node, so the check finds it as it is. */
export const dataLine = (data: PageData) => `Loaded ${data.path}: ${data.views} views`;

/** A page: its heading and its loader's data. */
export function PageBody({ heading, data }: { heading: string; data: PageData | undefined }) {
  if (!data) throw new Error(`${heading}: rendered without its loader's data`);
  return (
    <article>
      <h1>{heading}</h1>
      <p className="data">{dataLine(data)}</p>
      <ul>
        {data.tags.map((tag) => (
          <li key={tag}>{tag}</li>
        ))}
      </ul>
    </article>
  );
}

/** What `/deferred` shows of its slow part, once there. */
export function SlowPart({ data }: { data: PageData }) {
  return <p className="slow">{dataLine(data)}</p>;
}

/** What `/deferred` shows while its slow part loads. */
export const SLOW_FALLBACK = 'Loading the slow part…';
export const slowFallback = <p className="slow">{SLOW_FALLBACK}</p>;

/** The 50 routes' paths and what each page must show (the checks look for these). */
export const PAGES = LINKS.map(({ href, heading }) => ({
  path: href,
  heading,
  line: dataLine(pageData(href)),
}));

/** What `/deferred` must show once complete: the fast part, then the slow one. */
export const DEFERRED_LINES = [
  dataLine(pageData(DEFERRED_PATH)),
  dataLine(pageData(`${DEFERRED_PATH}/slow`)),
];

/** The page around the app's markup, for renderers that render the app into an element. */
export function documentHtml(head: string, body: string): string {
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/>${head}</head>` +
    `<body><div id="root">${body}</div></body></html>`
  );
}

/** The request as a `Request`, for routers whose server API takes one. */
export function toRequest(req: IncomingMessage): Request {
  return new Request(`http://${req.headers.host ?? '127.0.0.1'}${req.url ?? '/'}`);
}

/*
 * The floor: no router and no React, only each page's loader (its 5 ms of simulated I/O) and
 * its heading and data line written out. No renderer can answer faster, so at concurrency 1
 * this row is the ceiling every renderer's requests per second sits under.
 */
import {
  DEFERRED_LINES,
  DEFERRED_PATH,
  documentHtml,
  loadPage,
  loadSlow,
  PAGES,
  dataLine,
  type Handler,
  type Renderers,
} from './pages.tsx';

const headings = new Map(PAGES.map(({ path, heading }) => [path, heading]));

const handle: Handler = async (req, res) => {
  const path = req.url ?? '/';
  let body: string;
  if (path === DEFERRED_PATH) {
    const [fast, slow] = await Promise.all([loadPage(path), loadSlow()]);
    body = `<p>${dataLine(fast)}</p><p>${dataLine(slow)}</p>`;
    if (body !== `<p>${DEFERRED_LINES[0]}</p><p>${DEFERRED_LINES[1]}</p>`) throw new Error(body);
  } else {
    const heading = headings.get(path);
    if (!heading) {
      res.writeHead(404).end();
      return;
    }
    body = `<h1>${heading}</h1><p>${dataLine(await loadPage(path))}</p>`;
  }
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(documentHtml('', body));
};

export const renderers: Renderers = { 'floor (no render)': { handle, streams: false } };

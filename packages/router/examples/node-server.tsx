/*
 * A Node `http` handler that streams pages rendered by @tendril/router: a fresh CSP nonce per
 * response (React's inline scripts carry it), the page's own status (404, 500, 504, a redirect),
 * errors redacted in production, and the render stopped when the client goes away. The README
 * shows this file; `npm test` type-checks it, and a browser test serves its fixture with it.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { renderUrlToPipeableStream, type StreamOptions } from '@tendril/router/server';

/** What the handler renders: the router's options, the page around the app and its entry. */
export interface PageOptions extends Omit<StreamOptions, 'nonce' | 'signal' | 'bootstrapModules'> {
  /** The HTML page, with `<!--head-->` in its head and `<!--app-->` in the root element. */
  template: string;
  /** The URL of the browser's entry module, which hydrates the page. */
  entry: string;
}

/** Answers every request with the page of its URL, streamed. */
export function pageHandler({ template, entry, ...options }: PageOptions) {
  const [start = '', end = ''] = template.split('<!--app-->');
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const nonce = randomBytes(16).toString('base64');
    const gone = new AbortController();
    response.on('close', () => gone.abort(new Error('The client went away')));
    try {
      const page = await renderUrlToPipeableStream(request.url ?? '/', {
        ...options,
        nonce,
        signal: gone.signal,
        bootstrapModules: [entry],
      });
      if (page.redirect) {
        response.writeHead(302, { location: page.redirect }).end();
        return;
      }
      response.writeHead(page.status, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy':
          `default-src 'self'; script-src 'self' 'nonce-${nonce}'; ` +
          "object-src 'none'; base-uri 'none'",
      });
      response.write(start.replace('<!--head-->', () => page.head));
      page.pipe({
        write: (chunk) => response.write(chunk),
        end: () => response.end(end),
      });
    } catch (error) {
      // Nothing was sent yet: a guard that threw, or loader data that cannot travel.
      console.error(error);
      if (!response.headersSent)
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Internal Server Error');
    }
  };
}

// The server's side of the fixture, bundled by ./serve.ts for Node: the README's streaming
// handler (packages/router/examples/node-server.tsx) over the fixture's routes.
import { pageHandler } from '../../packages/router/examples/node-server.tsx';
import { App, routes, setApiBase } from './app.tsx';

export { setApiBase };

/** The page handler: `template` holds `<!--head-->` and `<!--app-->`; `entry` hydrates. */
export const pages = (template: string, entry: string) =>
  pageHandler({ template, entry, routes, app: (router) => <App router={router} /> });

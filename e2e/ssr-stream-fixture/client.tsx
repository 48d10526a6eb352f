// The browser's entry, as the README's "Server rendering" says: the router starts from the
// server's data (no loader runs) and React hydrates the streamed page.
import { HydratedRegistry, readHydrationData } from '@tendril/router/hydrate';
import { createRouter } from '@tendril/router/react';
import { hydrateRoot } from 'react-dom/client';
import { App, routes } from './app.tsx';

const router = createRouter({ routes, data: new HydratedRegistry(readHydrationData()) });
hydrateRoot(document.getElementById('root')!, <App router={router} />);

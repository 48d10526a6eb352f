// First: the devtools see only the named signals created after this.
import './shell/devtools-hook.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { createAppRouter } from './app/create-app-router.ts';
import { afterPageLoad } from './lib/connection.ts';
import { applyAppearance } from './lib/appearance.ts';
import './index.css';

// The saved theme and font size apply before the first render.
applyAppearance(document.documentElement);
const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);

// The devtools launcher (a small button, and Alt+Shift+D) arrives once the page has loaded.
afterPageLoad(() => void import('./shell/devtools.tsx').then((m) => m.mountDevtools(router)));

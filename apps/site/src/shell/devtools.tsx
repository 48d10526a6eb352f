/*
 * The devtools launcher on every page: a small button (at the left of the page's last row, or
 * the window's bottom-left corner on a wide screen: index.css), and Alt+Shift+D. main.tsx
 * imports this module once the first screen is done with the network (or at once when
 * Alt+Shift+D is pressed before that), and the launcher imports the overlay on first open, so
 * the first load carries nothing of the devtools but the signals hook (shell/devtools-hook.ts)
 * and that one shortcut.
 */
import { createRoot } from 'react-dom/client';
import type { Router } from '@tendril/router';
import { DevtoolsLauncher } from '@tendril/router/devtools/react';

/**
 * Mounts the launcher in its own root beside the app (it must outlive any app re-render), with
 * the overlay open when `open`.
 */
export function mountDevtools(router: Router, open = false): void {
  const host = document.createElement('aside');
  host.setAttribute('aria-label', 'Devtools');
  // Placed by the site's stylesheet, so it never covers the page (index.css).
  host.className = 'devtools-dock';
  document.body.append(host);
  createRoot(host).render(<DevtoolsLauncher router={router} defaultOpen={open} floating={false} />);
}

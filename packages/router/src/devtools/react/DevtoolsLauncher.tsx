/*
 * The devtools launcher: a small button (bottom-left) and the shortcut Alt+Shift+D. The overlay
 * and everything it needs load on first open (web-vitals when the Performance tab first shows),
 * so the launcher is all an app's first load carries. Loading this module installs the signals devtools hook.
 */
import { lazy, Suspense, useEffect, useRef, useState, type CSSProperties } from 'react';
import type { Router } from '../../core/router.ts';
import { installSignalsHook } from '../hook.ts';

installSignalsHook();

const Overlay = lazy(() =>
  import('./DevtoolsOverlay.tsx').then((m) => ({ default: m.DevtoolsOverlay })),
);

/** Props of `DevtoolsLauncher`. */
export interface DevtoolsLauncherProps {
  /** The router the devtools inspect. */
  router: Router;
  /**
   * Opens the overlay on mount: for a launcher mounted because the shortcut was pressed
   * before it was there.
   * @default false
   */
  defaultOpen?: boolean;
  /**
   * The button floats at the bottom-left corner of the window. `false` leaves its place to the
   * element it is rendered in (a toolbar, a row kept free at the end of the page), for a layout
   * where a floating button would cover the page.
   * @default true
   */
  floating?: boolean;
}

// Below modals (z-index 1000): an open modal's backdrop covers the floating button, so a click
// there closes the modal instead of opening the devtools.
const FLOATING: CSSProperties = { position: 'fixed', left: 8, bottom: 8, zIndex: 990 };

/**
 * A small "Devtools" button (floating at the bottom-left, or where its container puts it with
 * `floating={false}`) that opens the devtools overlay; Alt+Shift+D toggles it from anywhere. Escape closes the overlay and focus returns to the button. Named signals created
 * before this module loads are not listed: call `installSignalsHook()` first thing in the app's
 * entry to see them all.
 *
 * @example
 * ```tsx
 * import { DevtoolsLauncher } from '@tendril/router/devtools/react';
 *
 * <RouterProvider router={router}>
 *   <App />
 *   <DevtoolsLauncher router={router} />
 * </RouterProvider>
 * ```
 */
export function DevtoolsLauncher({
  router,
  defaultOpen = false,
  floating = true,
}: DevtoolsLauncherProps) {
  const [open, setOpen] = useState(defaultOpen);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // `code`, not `key`: Alt+Shift+D types another character on some layouts.
      if (e.altKey && e.shiftKey && e.code === 'KeyD') {
        e.preventDefault();
        setOpen((was) => !was);
      }
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, []);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-keyshortcuts="Alt+Shift+D"
        title="Devtools (Alt+Shift+D)"
        onClick={() => setOpen(!open)}
        style={{
          ...(floating && FLOATING),
          font: '12px system-ui,sans-serif',
          padding: '4px 8px',
          border: '1px solid #44403c',
          borderRadius: 6,
          background: '#1c1917',
          color: '#fff',
        }}
      >
        Devtools
      </button>
      {open && (
        <Suspense fallback={null}>
          <Overlay router={router} onClose={close} />
        </Suspense>
      )}
    </>
  );
}

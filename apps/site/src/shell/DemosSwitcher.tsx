import { useCallback, useId, useRef, useState } from 'react';
import { useRouter } from '@tendril/router/react';
import { useValue } from '@tendril/signals/react';
import { PartBoundary } from '../ui/PartBoundary.tsx';
import { activeApp, setActiveApp, type DemoApp } from '../lib/active-app.ts';
import { lazyNamed } from '../ui/lazy-named.ts';
import { useHydrated } from '../ui/use-hydrated.ts';

// The list's code is not on the first load; pointing at or focusing the button fetches it.
const loadMenu = () => import('./DemosMenu.tsx');
const DemosMenu = lazyNamed(loadMenu, 'DemosMenu');

/**
 * The floating Demos switcher. A disclosure button opens a list of apps; it closes on an
 * outside click, on Escape (focus returns to the button) and after a choice. Arrow keys move
 * between the choices.
 */
export function DemosSwitcher({ available }: { available: readonly DemoApp[] }) {
  const router = useRouter();
  const current = useValue(activeApp);
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const listId = useId();
  // In a page rendered ahead of time the button is on screen before its handler: a click
  // then would be lost, so it is disabled until hydrated (as the site's Button is).
  const hydrated = useHydrated();

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) toggle.current?.focus();
  }, []);

  const choose = (app: DemoApp) => {
    setActiveApp(app);
    close(true);
    void router.navigate('/');
  };

  // In the page's last row, kept free for it; from 80rem floating at the window's bottom-right
  // corner, beside the page's column (index.css). Below modals (z-index 1000): an open modal's
  // backdrop covers the button. Without JavaScript it could never open: it is not shown.
  return (
    <div ref={box} className="relative z-[990] xl:fixed xl:right-4 xl:bottom-4 noscript:hidden">
      {open && (
        // Opens upwards, over the page, from where the button is.
        <div className="absolute right-0 bottom-full mb-2">
          <PartBoundary what="The demos menu" compact>
            <DemosMenu
              id={listId}
              available={available}
              current={current}
              box={box}
              onChoose={choose}
              onClose={close}
            />
          </PartBoundary>
        </div>
      )}
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        disabled={!hydrated}
        onClick={() => setOpen((o) => !o)}
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        className="rounded-full bg-green-800 px-4 py-2 font-semibold text-white shadow-lg hover:bg-green-900 focus-visible:outline-2 disabled:cursor-wait focus-visible:outline-offset-2 focus-visible:outline-green-700"
      >
        Demos
      </button>
    </div>
  );
}

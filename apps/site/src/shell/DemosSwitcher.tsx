import { useEffect, useId, useRef, useState } from 'react';
import { useRouter } from '@tendril/router/react';
import { useValue } from '@tendril/signals/react';
import { cx } from '../ui/cx.ts';
import { activeApp, DEMO_APPS, setActiveApp, type DemoApp } from './active-app.ts';

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

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    box.current
      ?.querySelector<HTMLButtonElement>('[aria-pressed="true"], li button:not([disabled])')
      ?.focus();
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const choose = (app: DemoApp) => {
    setActiveApp(app);
    setOpen(false);
    toggle.current?.focus();
    void router.navigate('/');
  };

  const onListKey = (event: React.KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const buttons = [
      ...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not([disabled])'),
    ];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next =
      event.key === 'ArrowDown'
        ? (at + 1) % buttons.length
        : (at - 1 + buttons.length) % buttons.length;
    buttons[next]?.focus();
  };

  return (
    <div ref={box} className="fixed right-4 bottom-4 z-[1050] flex flex-col items-end gap-2">
      {open && (
        <div id={listId} className="w-72 rounded-xl border border-stone-200 bg-white p-2 shadow-xl">
          <p className="px-2 py-1 text-xs font-semibold tracking-wide text-stone-500 uppercase">
            Switch demo
          </p>
          <ul onKeyDown={onListKey}>
            {DEMO_APPS.map((app) => {
              const ready = available.includes(app.id);
              return (
                <li key={app.id}>
                  <button
                    type="button"
                    disabled={!ready}
                    aria-pressed={current === app.id}
                    onClick={() => choose(app.id)}
                    className={cx(
                      'w-full rounded-lg px-2 py-2 text-left hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-green-700 disabled:cursor-not-allowed disabled:opacity-60',
                      current === app.id && 'bg-green-50',
                    )}
                  >
                    <span className="block font-medium">
                      {app.name}
                      {current === app.id && (
                        <span className="ml-2 text-xs text-green-800">(active)</span>
                      )}
                    </span>
                    <span className="block text-xs text-stone-600">
                      {ready ? app.description : 'Unavailable for now'}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        className="rounded-full bg-green-800 px-4 py-2 font-semibold text-white shadow-lg hover:bg-green-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700"
      >
        Demos
      </button>
    </div>
  );
}

import { useEffect, type KeyboardEvent, type RefObject } from 'react';
import { cx } from '../ui/cx.ts';
import type { DemoApp } from '../lib/active-app.ts';
import { DEMO_APPS } from './demo-apps.ts';

export interface DemosMenuProps {
  id: string;
  available: readonly DemoApp[];
  current: DemoApp;
  /** The switcher (menu and button): a pointer down outside it closes the menu. */
  box: RefObject<HTMLDivElement | null>;
  onChoose: (app: DemoApp) => void;
  /** `refocus`: give focus back to the Demos button (Escape). */
  onClose: (refocus: boolean) => void;
}

/**
 * The Demos switcher's list of apps (loaded the first time it opens). It takes focus on the
 * active app, closes on an outside click and on Escape, and arrow keys move between choices.
 */
export function DemosMenu({ id, available, current, box, onChoose, onClose }: DemosMenuProps) {
  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) onClose(false);
    };
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
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
  }, [box, onClose]);

  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
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
    <div id={id} className="w-72 rounded-xl border border-stone-200 bg-white p-2 shadow-xl">
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
                onClick={() => onChoose(app.id)}
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
  );
}

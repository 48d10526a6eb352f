/*
 * The devtools overlay (loaded on first open by DevtoolsLauncher): four tabs in an ARIA
 * tablist (arrow keys, Home and End move between them), a corner picker kept in localStorage,
 * and Escape to close. What it records (the event log, navigation timings) starts on first
 * open and is kept while the page lives, so closing and reopening loses nothing.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { observer } from '@tendril/signals/react';
import type { Router } from '../../core/router.ts';
import { createDevtoolsModel, type DevtoolsModel } from '../model.ts';
import {
  DEVTOOLS_POSITIONS,
  readPosition,
  writePosition,
  type DevtoolsPosition,
} from '../position.ts';
import { LoadersTab } from './LoadersTab.tsx';
import { PerformanceTab } from './PerformanceTab.tsx';
import { RouteTreeTab } from './RouteTreeTab.tsx';
import { SignalsTab } from './SignalsTab.tsx';
import { button, panelAt } from './styles.ts';

const models = new WeakMap<Router, DevtoolsModel>();
const modelFor = (router: Router): DevtoolsModel => {
  let model = models.get(router);
  if (!model) models.set(router, (model = createDevtoolsModel(router)));
  return model;
};

const TABS = ['Route Tree', 'Loaders', 'Performance', 'Signals'] as const;

/** Props of `DevtoolsOverlay`. */
export interface DevtoolsOverlayProps {
  router: Router;
  /** Called on Escape and on the Close button (the launcher returns focus to itself). */
  onClose: () => void;
}

/** The devtools panel. Apps render `DevtoolsLauncher`, which loads this on first open. */
export const DevtoolsOverlay = observer(function DevtoolsOverlay({
  router,
  onClose,
}: DevtoolsOverlayProps) {
  const id = useId();
  const model = modelFor(router);
  const [tab, setTab] = useState(0);
  const [position, setPosition] = useState<DevtoolsPosition>(() => readPosition());
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => tabs.current[0]?.focus(), []);

  const select = (next: number) => {
    const i = (next + TABS.length) % TABS.length;
    setTab(i);
    tabs.current[i]?.focus();
  };
  const onTabKey = (e: KeyboardEvent) => {
    const to = { ArrowRight: tab + 1, ArrowLeft: tab - 1, Home: 0, End: TABS.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    select(to);
  };
  const panels: Record<(typeof TABS)[number], () => ReactNode> = {
    'Route Tree': () => <RouteTreeTab router={router} />,
    Loaders: () => <LoadersTab router={router} />,
    Performance: () => <PerformanceTab model={model} />,
    Signals: () => <SignalsTab />,
  };

  return (
    <section
      role="dialog"
      aria-labelledby={`${id}-title`}
      style={panelAt(position)}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <header
        style={{
          display: 'flex',
          gap: 8,
          alignItems: 'center',
          padding: '6px 8px',
          borderBottom: '1px solid #d6d3d1',
        }}
      >
        <h2 id={`${id}-title`} style={{ fontSize: 13, margin: 0, flex: 1 }}>
          Tendril devtools
        </h2>
        <label>
          Position{' '}
          <select
            value={position}
            style={{ font: 'inherit' }}
            onChange={(e) => {
              const next = e.target.value as DevtoolsPosition;
              setPosition(next);
              writePosition(next);
            }}
          >
            {DEVTOOLS_POSITIONS.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </label>
        <button type="button" style={button} onClick={onClose}>
          Close
        </button>
      </header>
      <div
        role="tablist"
        aria-label="Devtools views"
        onKeyDown={onTabKey}
        style={{ display: 'flex', gap: 4, padding: '6px 8px 0' }}
      >
        {TABS.map((name, i) => (
          <button
            key={name}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-selected={tab === i}
            aria-controls={`${id}-panel`}
            tabIndex={tab === i ? 0 : -1}
            onClick={() => select(i)}
            style={{
              ...button,
              ...(tab === i ? { background: '#1c1917', color: '#fff' } : null),
            }}
          >
            {name}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${tab}`}
        tabIndex={0}
        style={{ overflow: 'auto', padding: 8 }}
      >
        {panels[TABS[tab]!]()}
      </div>
    </section>
  );
});

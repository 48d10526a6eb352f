import { useRef, type KeyboardEvent } from 'react';
import { useNavigate } from '@tendril/router/react';
import { cx } from '../../ui/cx.ts';
import { TABS, type Feature, type FeatureTab } from './catalogue.ts';

const ORDER = Object.keys(TABS) as FeatureTab[];

/** The ids tying each tab to its panel. */
export const tabId = (tab: FeatureTab) => `feature-tab-${tab}`;
export const panelId = (tab: FeatureTab) => `feature-panel-${tab}`;

/**
 * Documentation / Live Demo, kept in the URL (`/{id}/docs`, `/{id}/demo`). The tabs pattern
 * of the ARIA Authoring Practices: one tab in the Tab order, arrow keys (and Home / End) move
 * between tabs and select them.
 */
export function FeatureTabs({ feature, active }: { feature: Feature; active: FeatureTab }) {
  const navigate = useNavigate();
  const buttons = useRef<Partial<Record<FeatureTab, HTMLButtonElement | null>>>({});
  const select = (tab: FeatureTab) => {
    if (tab !== active) void navigate(feature.routes[tab]);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const i = ORDER.indexOf(active);
    const next =
      event.key === 'ArrowRight'
        ? ORDER[(i + 1) % ORDER.length]
        : event.key === 'ArrowLeft'
          ? ORDER[(i - 1 + ORDER.length) % ORDER.length]
          : event.key === 'Home'
            ? ORDER[0]
            : event.key === 'End'
              ? ORDER[ORDER.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    buttons.current[next]?.focus();
    select(next);
  };
  return (
    <div
      role="tablist"
      aria-label={`${feature.name} views`}
      className="flex gap-1 border-b border-stone-200"
      onKeyDown={onKeyDown}
      data-print-hide=""
    >
      {ORDER.map((tab) => (
        <button
          key={tab}
          ref={(el) => {
            buttons.current[tab] = el;
          }}
          type="button"
          role="tab"
          id={tabId(tab)}
          aria-selected={tab === active}
          aria-controls={panelId(tab)}
          tabIndex={tab === active ? 0 : -1}
          onClick={() => select(tab)}
          className={cx(
            '-mb-px rounded-t-lg border px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-green-700',
            tab === active
              ? 'border-stone-200 border-b-white bg-white text-green-900'
              : 'border-transparent text-stone-700 hover:text-stone-900',
          )}
        >
          {TABS[tab]}
        </button>
      ))}
    </div>
  );
}

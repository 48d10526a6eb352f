import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './cx.ts';

/** One tab: its id (what `selected` and `onSelect` use), its label and its panel. */
export interface TabItem<Id extends string = string> {
  id: Id;
  label: ReactNode;
  panel: ReactNode;
}

/** Props of `Tabs`. */
export interface TabsProps<Id extends string = string> {
  /** The tabs, in order. */
  tabs: readonly TabItem<Id>[];
  /** The id of the tab shown (the caller holds it: in state, a signal or the URL). */
  selected: Id;
  /** Called with a tab's id when it is chosen by click or by keyboard. */
  onSelect: (id: Id) => void;
  /** Names the tab list for assistive technology. */
  label: string;
  /** Extra classes for the wrapper. @default undefined */
  className?: string;
}

/**
 * Tabs following the WAI-ARIA Authoring Practices tabs pattern (automatic activation): one
 * tab stop for the list, Left/Right arrows move between tabs (wrapping), Home/End jump to the
 * first/last, and moving selects. Each panel is labelled by its tab; only the selected panel
 * is rendered.
 *
 * @example
 * ```tsx
 * const [tab, setTab] = useState<'docs' | 'demo'>('docs');
 * <Tabs
 *   label="Feature"
 *   selected={tab}
 *   onSelect={setTab}
 *   tabs={[
 *     { id: 'docs', label: 'Documentation', panel: <Docs /> },
 *     { id: 'demo', label: 'Live Demo', panel: <Demo /> },
 *   ]}
 * />
 * ```
 */
export function Tabs<Id extends string>({
  tabs,
  selected,
  onSelect,
  label,
  className,
}: TabsProps<Id>) {
  const base = useId();
  const refs = useRef(new Map<Id, HTMLButtonElement>());
  const index = Math.max(
    0,
    tabs.findIndex((t) => t.id === selected),
  );
  const current = tabs[index];

  const onKeyDown = (event: KeyboardEvent) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    const tab = tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    refs.current.get(tab.id)?.focus();
  };

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 border-b border-stone-200"
      >
        {tabs.map((tab) => {
          const isSelected = tab.id === current?.id;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                if (el) refs.current.set(tab.id, el);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={isSelected}
              // Only the selected panel exists, so only its tab points at one.
              aria-controls={isSelected ? `${base}-panel-${tab.id}` : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              className={cx(
                '-mb-px rounded-t-lg border-b-2 px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-green-700',
                isSelected
                  ? 'border-green-800 text-green-900'
                  : 'border-transparent text-stone-600 hover:border-stone-300 hover:text-stone-900',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {current && (
        <div
          role="tabpanel"
          id={`${base}-panel-${current.id}`}
          aria-labelledby={`${base}-tab-${current.id}`}
          tabIndex={0}
          className="pt-4 focus-visible:outline-2 focus-visible:outline-green-700"
        >
          {current.panel}
        </div>
      )}
    </div>
  );
}

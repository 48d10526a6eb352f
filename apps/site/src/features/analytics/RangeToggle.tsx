import type { KeyboardEvent } from 'react';
import { cn } from '../../ui/cn.ts';
import { RANGES, type Range } from './data/mock-analytics.ts';

/**
 * The time-range toggle group: one pressed button at a time. Tab reaches every button;
 * Left/Right (and Home/End) also move along the group and select.
 */
export function RangeToggle({
  value,
  onChange,
}: {
  value: Range;
  onChange: (range: Range) => void;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = RANGES.indexOf(value);
    const moves: Record<string, number> = {
      ArrowLeft: at - 1,
      ArrowRight: at + 1,
      Home: 0,
      End: RANGES.length - 1,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = RANGES[(to + RANGES.length) % RANGES.length] ?? value;
    onChange(next);
    event.currentTarget.querySelector<HTMLButtonElement>(`[data-range="${next}"]`)?.focus();
  };

  return (
    <div
      role="group"
      aria-label="Time range"
      className="inline-flex rounded-lg border border-stone-300 bg-white p-0.5"
      onKeyDown={onKeyDown}
    >
      {RANGES.map((range) => (
        <button
          key={range}
          type="button"
          data-range={range}
          aria-pressed={range === value}
          onClick={() => onChange(range)}
          className={cn(
            'rounded-md px-3 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700',
            range === value ? 'bg-green-800 text-white' : 'text-stone-700 hover:bg-stone-100',
          )}
        >
          {range}
        </button>
      ))}
    </div>
  );
}

import { useId } from 'react';

/** A labelled number input that reports NaN-free numbers (empty input counts as 0). */
export function NumberField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-stone-700">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        value={Number.isFinite(value) ? value : ''}
        onChange={(e) => {
          const next = e.currentTarget.valueAsNumber;
          onChange(Number.isFinite(next) ? next : 0);
        }}
        className="w-32 rounded-lg border border-stone-300 px-3 py-1.5 focus-visible:outline-2 focus-visible:outline-green-700"
      />
    </div>
  );
}

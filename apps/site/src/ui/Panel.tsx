import type { ReactNode } from 'react';

/** Props of `Panel`. */
export interface PanelProps {
  /** The card's heading (a level-2 heading that names the section). */
  title: string;
  /** One line under the title: what the card shows. */
  description: string;
  children: ReactNode;
}

/**
 * A titled card that frames one demo: a section labelled by its heading.
 *
 * @example
 * ```tsx
 * <Panel title="Counter" description="A signal and a computed double.">
 *   <Counter />
 * </Panel>
 * ```
 */
export function Panel({ title, description, children }: PanelProps) {
  const id = `panel-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm"
    >
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{description}</p>
      <div className="mt-4">{children}</div>
    </section>
  );
}

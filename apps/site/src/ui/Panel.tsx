import type { ReactNode } from 'react';

/** A titled card that frames one demo. */
export function Panel({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
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

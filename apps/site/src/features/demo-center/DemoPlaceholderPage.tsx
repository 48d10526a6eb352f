import type { DemoMenuItem } from './data/demo-menu.ts';
import { BackToDemoCenter } from './BackToDemoCenter.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** What a listed demo shows until its page is built: which demo it is, and that it isn't yet. */
export function DemoPlaceholderPage({ item }: { item: DemoMenuItem }) {
  const { title, path: pathname } = item;
  return (
    <div className="flex flex-col gap-4">
      <BackToDemoCenter />
      <PageHeader title={title} />
      <section
        aria-labelledby="demo-placeholder"
        data-testid="demo-placeholder"
        className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm"
      >
        <h2 id="demo-placeholder" className="flex items-center gap-2 text-lg font-semibold">
          Demo Available
          <StatusBadge status={item.status} />
        </h2>
        <p className="mt-2 text-stone-700">{item.description}</p>
        <p className="mt-2 text-stone-700">
          The {title} page (<code className="rounded bg-stone-100 px-1">{pathname}</code>) is not
          built yet.
        </p>
      </section>
    </div>
  );
}

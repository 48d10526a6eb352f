import type { KeyboardEvent } from 'react';
import { Link } from '@tendril/router/react';
import { useValue } from '@tendril/signals/react';
import { isOnline } from '../../lib/connection.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { DEMO_MENU, DEMO_MENU_ITEMS, type DemoMenuItem } from '../../shell/demo-menu.ts';
import { StatusBadge } from './StatusBadge.tsx';

/** Up and Down (and Home, End) move between the demo links in list order; Tab works as usual. */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a[href]')];
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  if (at === -1) return;
  event.preventDefault();
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? links.length - 1
        : (at + (event.key === 'ArrowDown' ? 1 : -1) + links.length) % links.length;
  links[next]?.focus();
}

/** An id for a category's heading ("Data Management" has a space, which an id can't). */
const categoryId = (name: string) => `demo-cat-${name.toLowerCase().replace(/\W+/g, '-')}`;

function MenuLink({ item }: { item: DemoMenuItem }) {
  return (
    <Link
      to={item.path}
      exact
      data-testid="demo-link"
      className="block h-full rounded-lg border border-stone-200 bg-white px-3 py-2.5 hover:border-green-700 focus-visible:outline-2 focus-visible:outline-green-700"
    >
      <span className="flex items-center justify-between gap-2">
        <span className="font-medium text-stone-900">{item.title}</span>
        <StatusBadge status={item.status} />
      </span>
      <span className="mt-0.5 block text-sm leading-snug text-stone-600">{item.description}</span>
      <span className="mt-1.5 flex flex-wrap gap-1" aria-label="Tags">
        {item.tags.map((tag) => (
          <span key={tag} className="rounded bg-stone-200 px-1.5 py-0.5 text-xs text-stone-700">
            {tag}
          </span>
        ))}
      </span>
    </Link>
  );
}

/** The Demo Center's own notice while the connection is down. */
function DemoCenterOfflineBanner() {
  const online = useValue(isOnline, { serverValue: true });
  if (online) return null;
  return (
    <p
      role="status"
      data-testid="demo-center-offline"
      className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950"
    >
      You're offline. The app will continue to work with cached data.
    </p>
  );
}

/**
 * `/admin`: a welcome panel and quick tips, then every demo by category. Each category's
 * demos are a grid that takes as many columns as the page's width allows (sized by its own
 * container, so the shop's sidebar beside it counts), so the page is about two screens tall
 * on a laptop rather than one long column.
 */
export function DemoCenterPage() {
  return (
    <div className="flex flex-col gap-6">
      <DemoCenterOfflineBanner />
      <PageHeader title="Demo Center" />
      <div className="grid gap-4 md:grid-cols-2">
        <section
          aria-labelledby="demo-welcome"
          className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
        >
          <h2 id="demo-welcome" className="text-lg font-semibold">
            Welcome to the Demo Center
          </h2>
          <p className="mt-1 text-sm text-stone-700">
            {DEMO_MENU_ITEMS.length} demos show @tendril/signals and @tendril/router at work:
            signals, effects, loaders and actions, outlets, offline support and more. Each demo page
            shows the code it runs, taken from its own source.
          </p>
        </section>
        <section
          aria-labelledby="demo-tips"
          className="rounded-xl border border-green-200 bg-green-50 p-4"
        >
          <h2 id="demo-tips" className="text-lg font-semibold text-green-950">
            Quick tips
          </h2>
          <ul className="mt-1 list-disc pl-5 text-sm leading-snug text-green-950">
            <li>Up and Down move through the demos; Enter opens one.</li>
            <li>Stable demos use settled APIs; beta and experimental ones may change.</li>
            <li>Every demo page links back here.</li>
            <li>Offline, the pages you have visited keep working.</li>
          </ul>
        </section>
      </div>
      <nav aria-label="Demos" onKeyDown={moveFocus} className="@container flex flex-col gap-4">
        {DEMO_MENU.map((category) => (
          <section key={category.name} aria-labelledby={categoryId(category.name)}>
            <h2
              id={categoryId(category.name)}
              className="pb-2 text-xs font-semibold tracking-wide text-stone-600 uppercase"
            >
              {category.name}
            </h2>
            <ul className="grid gap-2.5 @xl:grid-cols-2 @3xl:grid-cols-3 @6xl:grid-cols-4">
              {category.items.map((item) => (
                <li key={item.path}>
                  <MenuLink item={item} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
    </div>
  );
}

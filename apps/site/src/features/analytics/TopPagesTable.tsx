import type { PageRow } from './data/mock-analytics.ts';
import { formatCount, formatPercent } from './format.ts';

const SKELETON_ROWS = 5;

/** The top pages of the range: views, unique visitors and bounce rate. */
export function TopPagesTable({ pages }: { pages: PageRow[] | undefined }) {
  return (
    <table className="w-full text-left text-sm" data-testid="top-pages">
      <caption className="sr-only">Top pages</caption>
      <thead className="border-b border-stone-200 text-stone-600">
        <tr>
          <th scope="col" className="py-2 font-medium">
            Page
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            Views
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            Unique visitors
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            Bounce rate
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100 tabular-nums">
        {pages
          ? pages.map((p) => (
              <tr key={p.path} className="h-9">
                <th scope="row" className="font-mono font-normal">
                  {p.path}
                </th>
                <td className="text-right">{formatCount(p.views)}</td>
                <td className="text-right">{formatCount(p.visitors)}</td>
                <td className="text-right">{formatPercent(p.bounceRate)}</td>
              </tr>
            ))
          : Array.from({ length: SKELETON_ROWS }, (_, i) => (
              <tr key={i} className="h-9" aria-hidden="true">
                <td colSpan={4}>
                  <div className="h-4 animate-pulse rounded bg-stone-100" />
                </td>
              </tr>
            ))}
      </tbody>
    </table>
  );
}

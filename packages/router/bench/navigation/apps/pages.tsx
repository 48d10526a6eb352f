/*
 * The one 50-page app every router under test renders: a home page, 30 static pages, 10
 * sections with an `:id` param and 9 pages nested under a layout, reached from a nav of 50
 * links. Each page is a heading only, so what is timed is the router, not the page.
 */
import type { ReactNode } from 'react';

/** `/s0` … `/s29`, headed `Static 0` … */
export const STATICS = Array.from({ length: 30 }, (_, i) => i);
/** `/users/:id`, `/p1/:id` … `/p9/:id`, headed `User 7`, `Section 1 item 7` … */
export const SECTIONS = ['users', ...Array.from({ length: 9 }, (_, i) => `p${i + 1}`)];
/** `/nest/c0` … `/nest/c8` under one layout, headed `Nested 0` … */
export const NESTED = Array.from({ length: 9 }, (_, i) => i);

export function sectionHeading(section: string, id: string): string {
  return section === 'users' ? `User ${id}` : `Section ${section.slice(1)} item ${id}`;
}

/** The nav's 50 links and the heading each one leads to. */
export const LINKS: readonly { readonly href: string; readonly heading: string }[] = [
  { href: '/', heading: 'Home' },
  ...STATICS.map((i) => ({ href: `/s${i}`, heading: `Static ${i}` })),
  ...SECTIONS.map((s, i) => ({ href: `/${s}/${i + 1}`, heading: sectionHeading(s, `${i + 1}`) })),
  ...NESTED.map((i) => ({ href: `/nest/c${i}`, heading: `Nested ${i}` })),
];

export function Page({ heading }: { heading: string }) {
  return <h1>{heading}</h1>;
}

/** The page around every route: the nav (each router's own link) and the routed content. */
export function Shell({
  link,
  children,
}: {
  link: (href: string, text: string) => ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <nav>
        {LINKS.map(({ href, heading }) => (
          <span key={href}>{link(href, heading)} </span>
        ))}
      </nav>
      <main>{children}</main>
    </>
  );
}

import { Link } from '@tendril/router/react';
import type { LinkTarget } from '@tendril/router';

// The header links of news.ycombinator.com. /past, /comments and /submit have no route here, so they open
// the corresponding page on Hacker News itself.
const HN = 'https://news.ycombinator.com';
const LINKS: readonly { label: string; to: LinkTarget; external?: boolean }[] = [
  { label: 'top', to: '/' },
  { label: 'new', to: '/new' },
  { label: 'past', to: `${HN}/front`, external: true },
  { label: 'comments', to: `${HN}/newcomments`, external: true },
  { label: 'ask', to: '/ask' },
  { label: 'show', to: '/show' },
  { label: 'jobs', to: '/jobs' },
  { label: 'submit', to: `${HN}/submit`, external: true },
  // The site's own: the Demo Center lists this reader's front page as a demo, and says every
  // demo links back to it.
  { label: 'Demo Center', to: '/admin' },
];

export function NewsNav() {
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
      {LINKS.map((link) => (
        <li key={link.label}>
          {link.external ? (
            <a
              href={link.to}
              target="_blank"
              rel="noopener noreferrer"
              className="text-stone-700 hover:text-green-800"
            >
              {link.label}
            </a>
          ) : (
            <Link
              to={link.to}
              exact
              className="text-stone-700 hover:text-green-800"
              activeClassName="font-semibold text-green-900"
            >
              {link.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

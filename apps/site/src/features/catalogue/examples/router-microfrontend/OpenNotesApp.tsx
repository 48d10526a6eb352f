import { useContext } from 'react';
import { Link, RouterContext } from '@tendril/router/react';
import { useValue } from '@tendril/signals/react';
import type { MicroAppMount } from '@tendril/router/microfrontend';
import { MICRO_BASE } from '../../../../lib/micro-apps.ts';
import { notesMount } from '../../../../shell/micro-apps.ts';
import type { LinkTarget } from '@tendril/router';

const STATUS = {
  idle: 'not loaded yet (it loads on your first visit)',
  loading: 'loading…',
  mounted: 'mounted: its routes are in this router',
  error: 'failed to load (its page offers Retry)',
} as const;

const LINKS: readonly { to: LinkTarget; label: string }[] = [
  { to: `${MICRO_BASE}/notes`, label: 'All notes' },
  { to: `${MICRO_BASE}/notes/2`, label: 'Note 2: One router' },
];

function MountStatus({ mount }: { mount: MicroAppMount }) {
  const { status } = useValue(mount.state);
  return <p role="status">Notes app: {STATUS[status]}</p>;
}

/**
 * Links into the notes app, which the site mounts under /micro. They are ordinary links of
 * the site's router: the app's routes are children of /micro once its bundle has loaded.
 */
export default function OpenNotesApp() {
  // Outside the site's router (rendered on its own) there is no app to mount: plain links.
  const router = useContext(RouterContext);
  return (
    <div className="space-y-2">
      {router ? (
        <MountStatus mount={notesMount(router)} />
      ) : (
        <p role="status">Notes app: mounted by the site&apos;s router</p>
      )}
      <nav aria-label="Into the notes app" className="flex flex-wrap gap-4">
        {LINKS.map(({ to, label }) =>
          router ? (
            <Link key={to} to={to} className="text-green-800 underline">
              {label}
            </Link>
          ) : (
            <a key={to} href={to} className="text-green-800 underline">
              {label}
            </a>
          ),
        )}
      </nav>
    </div>
  );
}

/*
 * The host page for /micro and everything under it. The notes app (apps/micro-notes) is a
 * separate build; visiting any page here loads its bundle once, and its routes join the
 * site's router as children of /micro. Until then (or when its bundle cannot load) the
 * /micro/* placeholder route shows this page with the loading or error state.
 */
import { useEffect } from 'react';
import { Link, Outlet, useMatch, useRouter } from '@tendril/router/react';
import { useValue } from '@tendril/signals/react';
import { CodeExcerpt } from '../../ui/CodeExcerpt.tsx';
import { ErrorPanel } from '../../ui/ErrorPanel.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { errorMessage } from '../../lib/error-message.ts';
import { MICRO_BASE, MICRO_NOTES_URL } from '../../lib/micro-apps.ts';
import { notesMount } from '../../shell/micro-apps.ts';
import { HostSharedCount } from './HostSharedCount.tsx';
import source from './MicroHostPage.tsx?excerpts';

const linkClass = 'text-green-800 underline underline-offset-2 hover:text-green-950';

function MountedApp() {
  const router = useRouter();
  // #region mount
  const mount = notesMount(router);
  const { status, error } = useValue(mount.state);
  // Load on first visit; later visits find it mounted and resolve at once.
  useEffect(() => void mount.load(), [mount]);
  // #endregion
  const match = useMatch();

  if (status === 'error')
    return (
      <ErrorPanel
        title="The notes app could not load."
        message={errorMessage(error)}
        onRetry={() => void mount.load()}
      />
    );
  if (status !== 'mounted')
    return (
      <p role="status" className="text-sm text-stone-600">
        Loading the notes app…
      </p>
    );
  // The app's own routes are children of /micro: the outlet renders them.
  if ((match?.chain.length ?? 0) > 1) return <Outlet />;
  if (match?.route.path !== MICRO_BASE)
    return (
      <p>
        The notes app has no page at this address.{' '}
        <Link to={`${MICRO_BASE}/notes`} className={linkClass}>
          See all notes
        </Link>
      </p>
    );
  return (
    <p>
      The notes app is mounted.{' '}
      <Link to={`${MICRO_BASE}/notes`} className={linkClass}>
        Open its notes
      </Link>
    </p>
  );
}

export function MicroHostPage() {
  return (
    <div className="space-y-6">
      <PageHeader
        title="Micro frontend host"
        description={
          <>
            The notes app below is its own package with its own build and route table. The site
            loads its bundle (<code>{MICRO_NOTES_URL}</code>) on your first visit here and adds its
            routes under <code>{MICRO_BASE}</code> to the site&apos;s one router. It uses the
            site&apos;s React, signals and router, lent through a shared scope.
          </>
        }
      />
      <section
        aria-labelledby="micro-host-shared"
        className="space-y-2 rounded-xl border border-stone-200 bg-white p-4"
      >
        <h2 id="micro-host-shared" className="font-semibold">
          Host
        </h2>
        <HostSharedCount />
        <nav aria-label="Micro frontend" className="flex gap-4 text-sm">
          <Link to={MICRO_BASE} className={linkClass}>
            Host page
          </Link>
          <Link to={`${MICRO_BASE}/notes`} className={linkClass}>
            Notes app
          </Link>
        </nav>
      </section>
      <section
        aria-label="Mounted notes app"
        className="rounded-xl border-2 border-dashed border-emerald-300 p-4"
      >
        <MountedApp />
      </section>
      <CodeExcerpt source={source} region="mount" />
    </div>
  );
}

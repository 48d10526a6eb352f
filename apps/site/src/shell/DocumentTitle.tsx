import { useEffect } from 'react';
import { usePortal, useMatch } from '@tendril/router/react';

/** Keeps document.title on the page (or open modal) title. */
export function DocumentTitle() {
  const match = useMatch();
  const portal = usePortal();
  const title = (portal.route?.meta?.title ?? match?.route.meta?.title) as string | undefined;
  useEffect(() => {
    document.title = title ? `${title} · Tendril` : 'Tendril';
  }, [title]);
  return null;
}

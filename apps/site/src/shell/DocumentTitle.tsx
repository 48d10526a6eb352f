import { useEffect } from 'react';
import { useRouter } from '@tendril/router/react';
import { useComputed, useValue } from '@tendril/signals/react';

/**
 * Keeps document.title on the page (or open modal) title. A computed, so a title getter that
 * reads signals (the product name, once the catalogue has loaded) updates it too.
 */
export function DocumentTitle() {
  const router = useRouter();
  const title = useValue(
    useComputed(
      () =>
        (router.portal.value.route?.meta?.title ?? router.match.value?.route.meta?.title) as
          string | undefined,
    ),
  );
  useEffect(() => {
    document.title = title ? `${title} · Tendril` : 'Tendril';
  }, [title]);
  return null;
}

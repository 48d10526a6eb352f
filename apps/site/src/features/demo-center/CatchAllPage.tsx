import { useEffect } from 'react';
import { useLocation } from '@tendril/router/react';
import { NotFoundPage } from '../../shell/NotFoundPage.tsx';
import { setPlaceholderTitle } from './data/catch-all-title.ts';
import { catchAllContent } from './data/placeholders.ts';
import { DemoPlaceholderPage } from './DemoPlaceholderPage.tsx';

/** Whatever no route serves: a listed demo's placeholder, or the site's not-found page. */
export function CatchAllPage() {
  const { pathname } = useLocation();
  const content = catchAllContent(pathname);
  const title = content.kind === 'placeholder' ? content.item.title : null;
  useEffect(() => {
    setPlaceholderTitle(title);
    return () => setPlaceholderTitle(null);
  }, [title]);
  return content.kind === 'placeholder' ? (
    <DemoPlaceholderPage item={content.item} />
  ) : (
    <NotFoundPage />
  );
}

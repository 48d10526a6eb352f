import { Link, useLocation } from '@tendril/router/react';
import { PageHeader } from '../ui/PageHeader.tsx';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <div>
      <PageHeader
        title="Page not found"
        description={
          <>
            Nothing lives at <code className="rounded bg-stone-100 px-1">{pathname}</code>.
          </>
        }
      />
      <Link to="/" className="mt-4 inline-block text-green-800 underline">
        Back to Home
      </Link>
    </div>
  );
}

import { Link, useLocation } from '@tendril/router/react';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <div>
      <h1 className="text-2xl font-bold">Page not found</h1>
      <p className="mt-2 text-stone-600">
        Nothing lives at <code className="rounded bg-stone-100 px-1">{pathname}</code>.
      </p>
      <Link to="/" className="mt-4 inline-block text-green-800 underline">
        Back to Home
      </Link>
    </div>
  );
}

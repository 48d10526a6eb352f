import { Link } from '@tendril/router/react';

/** A catalogue URL naming no feature. */
export function FeatureNotFound({ id }: { id: string }) {
  return (
    <div>
      <h1 className="text-2xl font-bold">Feature Not Found</h1>
      <p className="mt-2 text-stone-600">
        The catalogue has no feature named <code className="rounded bg-stone-100 px-1">{id}</code>.
      </p>
      <Link to="/" className="mt-4 inline-block text-green-800 underline">
        Back to Home
      </Link>
    </div>
  );
}

import { Link } from '@tendril/router/react';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** A catalogue URL naming no feature. */
export function FeatureNotFound({ id }: { id: string }) {
  return (
    <div>
      <PageHeader
        title="Feature Not Found"
        description={
          <>
            The catalogue has no feature named{' '}
            <code className="rounded bg-stone-100 px-1">{id}</code>.
          </>
        }
      />
      <Link to="/" className="mt-4 inline-block text-green-800 underline">
        Back to Home
      </Link>
    </div>
  );
}

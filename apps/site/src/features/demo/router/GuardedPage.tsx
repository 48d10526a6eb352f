import { Link } from '@tendril/router/react';
import { PageHeader } from '../../../ui/PageHeader.tsx';

export function GuardedPage() {
  return (
    <div>
      <PageHeader title="Guarded page" />
      <p className="mt-2">The can-activate guard let you in.</p>
      <Link to="/demo/router" className="mt-4 inline-block text-green-800 underline">
        Back to the playground
      </Link>
    </div>
  );
}

import { Link } from '@tendril/router/react';

export function GuardedPage() {
  return (
    <div>
      <h1 className="text-2xl font-bold">Guarded page</h1>
      <p className="mt-2">The can-activate guard let you in.</p>
      <Link to="/demo/router" className="mt-4 inline-block text-green-800 underline">
        Back to the playground
      </Link>
    </div>
  );
}

import { Link } from '@tendril/router/react';
import { PageHeader } from '../../ui/PageHeader.tsx';

const DEMOS = [
  { to: '/demo/basic-signals', title: 'Basic signals', description: 'A counter and a greeting.' },
  {
    to: '/demo/computed-signals',
    title: 'Computed signals',
    description: 'Two numbers added, multiplied and subtracted.',
  },
  {
    to: '/demo/router',
    title: 'Router playground',
    description: 'Links, modal routes, guards and scroll restoration.',
  },
] as const;

export function HomePage() {
  return (
    <div>
      <PageHeader title="Tendril demos" />
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {DEMOS.map((demo) => (
          <li key={demo.to}>
            <Link
              to={demo.to}
              className="block rounded-xl border border-stone-200 bg-white p-5 shadow-sm hover:border-green-700"
            >
              <span className="font-semibold text-green-900">{demo.title}</span>
              <span className="mt-1 block text-sm text-stone-600">{demo.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

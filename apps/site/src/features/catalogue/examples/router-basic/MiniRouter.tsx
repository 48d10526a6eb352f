import { useState } from 'react';
import { createMemoryHistory } from '@tendril/router';
import {
  Link,
  Outlet,
  type Route,
  Router,
  RouterProvider,
  useLocation,
  useParams,
} from '@tendril/router/react';

const USERS = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing'];

function Home() {
  return <p role="status">Pick a user above.</p>;
}

function UserDetail() {
  // Typed by the pattern: `id` is a string.
  const { id } = useParams<'/users/:id'>();
  const name = USERS[Number(id) - 1];
  return <p role="status">{name ? `User ${id}: ${name}` : `No user ${id}`}</p>;
}

function Address() {
  return <code className="text-sm text-stone-600">{useLocation().pathname}</code>;
}

const routes: Route[] = [
  { path: '/', component: Home, meta: { title: 'Home' } },
  { path: '/users/:id', component: UserDetail, meta: { title: 'User' } },
];

/**
 * A router of its own, in memory, so it does not touch this page's address bar. `new Router`
 * without loaders keeps the data registry's code out of the bundle (`createRouter` adds it).
 */
export default function MiniRouter() {
  const [router] = useState(() => new Router({ routes, history: createMemoryHistory(['/']) }));
  return (
    <RouterProvider router={router} scrollRestoration={false}>
      <nav aria-label="Example users" className="flex flex-wrap gap-3">
        <Link to="/" className="text-green-800 underline">
          Home
        </Link>
        {USERS.map((name, i) => (
          <Link key={name} to={`/users/${i + 1}`} className="text-green-800 underline">
            {name}
          </Link>
        ))}
      </nav>
      <div className="mt-3 space-y-1">
        <Address />
        <Outlet fallback={<p>Not found</p>} />
      </div>
    </RouterProvider>
  );
}

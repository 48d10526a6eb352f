import { useEffect, useState } from 'react';
import { Link, useParams } from '@tendril/router/react';
import { fetchDemoUsers, parseUserId, type DemoUser } from '../../lib/demo-users.ts';
import { ErrorPanel } from '../../ui/ErrorPanel.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

type UserState =
  | { status: 'loading' }
  | { status: 'success'; user: DemoUser | undefined }
  | { status: 'error'; message: string };

function NotFound({ id }: { id: string }) {
  return (
    <div className="flex flex-col gap-3">
      <PageHeader
        title="User not found"
        description={
          <>
            There is no demo user with the id{' '}
            <code className="rounded bg-stone-100 px-1">{id}</code>. A user id is a number.
          </>
        }
      />
      <Link to="/admin" className="text-green-800 underline">
        Back to Demo Center
      </Link>
    </div>
  );
}

/** `/users/{id}`: one demo user (id, name, email, status, last updated). */
export function UserPage() {
  const { id = '' } = useParams<'/users/:id'>();
  const userId = parseUserId(id);
  const [state, setState] = useState<UserState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (userId === null) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchDemoUsers(controller.signal).then(
      (users) => setState({ status: 'success', user: users.find((u) => u.id === userId) }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', message: error instanceof Error ? error.message : 'Failed' });
      },
    );
    return () => controller.abort();
  }, [userId, attempt]);

  if (userId === null) return <NotFound id={id} />;
  if (state.status === 'loading') {
    return (
      <p role="status" className="text-stone-600">
        Loading user {userId}…
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <ErrorPanel
        title="Could not load the user"
        message={state.message}
        onRetry={() => setAttempt((n) => n + 1)}
        titleAs="h1"
      />
    );
  }
  const { user } = state;
  if (!user) return <NotFound id={id} />;
  const fields: [string, string][] = [
    ['Id', String(user.id)],
    ['Email', user.email],
    ['Status', user.status],
    ['Last updated', new Date(user.lastUpdated).toLocaleString()],
  ];
  return (
    <div className="flex flex-col gap-4">
      <Link to="/admin" className="text-sm text-green-800 underline">
        Back to Demo Center
      </Link>
      <PageHeader title={user.name} />
      <dl className="grid max-w-md grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-xl border border-stone-200 bg-white p-6">
        {fields.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-stone-600">{label}</dt>
            <dd data-testid={`user-${label.toLowerCase().replace(' ', '-')}`}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

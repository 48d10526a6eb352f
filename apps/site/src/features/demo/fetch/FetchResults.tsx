import type { EffectResult, EffectRun } from '@tendril/signals/effect';
import { observer } from '@tendril/signals/react';
import { ErrorPanel } from '../../../ui/ErrorPanel.tsx';
import type { FetchPost, FetchUser } from './simulated-api.ts';
import { LoadingStatus } from '../../../ui/LoadingStatus.tsx';

const PENDING: EffectResult<never> = { status: 'suspended', success: false };

function Failure({ error, onRetry }: { error: string; onRetry: () => void }) {
  return <ErrorPanel title={error} message={null} onRetry={onRetry} titleAs="p" />;
}

/** The loading, error (with Try Again) and loaded states of the user and their posts. */
export const FetchResults = observer(function FetchResults({
  user: userRun,
  posts: postsRun,
  onRetry,
}: {
  user: EffectRun<FetchUser> | undefined;
  posts: EffectRun<FetchPost[]> | undefined;
  onRetry: () => void;
}) {
  const user = userRun?.result.value ?? PENDING;
  const posts = postsRun?.result.value ?? PENDING;
  if (user.status === 'error') return <Failure error={user.error} onRetry={onRetry} />;
  if (user.status !== 'success')
    return <LoadingStatus className="text-sm text-stone-600">Loading user…</LoadingStatus>;
  const u = user.value;
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="fetch-user">
        <dt className="text-stone-600">Id</dt>
        <dd>{u.id}</dd>
        <dt className="text-stone-600">Name</dt>
        <dd>{u.name}</dd>
        <dt className="text-stone-600">Email</dt>
        <dd>{u.email}</dd>
        <dt className="text-stone-600">Posts</dt>
        <dd>{u.postsCount}</dd>
      </dl>
      <section aria-label="Posts">
        <h3 className="text-sm font-semibold">Posts</h3>
        {posts.status === 'error' ? (
          <Failure error={posts.error} onRetry={onRetry} />
        ) : posts.status !== 'success' ? (
          <p role="status" className="text-sm text-stone-600">
            Loading posts…
          </p>
        ) : (
          <ul className="mt-2 flex flex-col gap-2" data-testid="fetch-posts">
            {posts.value.map((p) => (
              <li key={p.id} className="rounded border border-stone-200 px-3 py-2 text-sm">
                <p className="font-semibold">
                  #{p.id} {p.title}
                </p>
                <p className="text-stone-700">{p.content}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
});

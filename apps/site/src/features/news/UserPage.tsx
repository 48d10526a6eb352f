import { useParams } from '@tendril/router/react';
import { NEWS_MESSAGES } from './data/constants.ts';
import { HnHtml } from './HnHtml.tsx';
import { NewsError } from './NewsError.tsx';
import { isoTime } from './data/time-ago.ts';
import { useUser } from './use-user.ts';

let dateFormat: Intl.DateTimeFormat | undefined;

function createdOn(unixSeconds: number): string {
  if (!(unixSeconds > 0)) return 'unknown';
  dateFormat ??= new Intl.DateTimeFormat('en', { dateStyle: 'long' });
  return dateFormat.format(new Date(unixSeconds * 1000));
}

function UserProfile({ id }: { id: string }) {
  const view = useUser(id);
  if (view.status === 'loading')
    return (
      <div
        role="status"
        aria-label="Loading user"
        className="h-24 animate-pulse rounded bg-stone-100"
      />
    );
  if (view.status !== 'ready')
    return (
      <NewsError
        level={1}
        title={NEWS_MESSAGES.userNotFound}
        message={view.message}
        homeLink
        onRetry={view.status === 'error' ? view.retry : undefined}
      />
    );
  const { user } = view;
  return (
    <article data-testid="user-page">
      <h1 className="text-2xl font-bold break-words">{user.id}</h1>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="text-stone-600">user</dt>
        <dd data-testid="user-id">{user.id}</dd>
        <dt className="text-stone-600">karma</dt>
        <dd data-testid="user-karma">{user.karma.toLocaleString('en')}</dd>
        <dt className="text-stone-600">created</dt>
        <dd data-testid="user-created">
          <time dateTime={isoTime(user.created)}>{createdOn(user.created)}</time>
        </dd>
        <dt className="text-stone-600">about</dt>
        <dd data-testid="user-about" className="min-w-0">
          {user.about ? <HnHtml html={user.about} /> : <span className="text-stone-500">—</span>}
        </dd>
      </dl>
    </article>
  );
}

/** `/user/{id}`: id, karma, created, about. */
export function UserPage() {
  const { id } = useParams<'/user/:id'>();
  return <UserProfile key={id} id={id} />;
}

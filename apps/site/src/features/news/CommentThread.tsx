import {
  createContext,
  memo,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  AUTO_EXPAND_BELOW_LEVEL,
  COMMENTS_PER_LEVEL,
  INDENT_CAP_LEVEL,
  LOAD_MORE_STEP,
  LOAD_MORE_WAIT_MS,
  NEWS_MESSAGES,
} from './data/constants.ts';
import { Link } from '@tendril/router/react';
import { HnHtml } from './HnHtml.tsx';
import type { HnItem } from './data/parse.ts';
import { plural } from './data/plural.ts';
import { isoTime, timeAgo } from './data/time-ago.ts';
import { useItems } from './use-items.ts';

/** Told whenever a thread's comments have arrived (the page saves its cache then). */
export const ThreadSettled = createContext<(() => void) | undefined>(undefined);

const NESTED = 'mt-2 ml-3 border-l border-stone-200 pl-3 sm:ml-4 sm:pl-4';
const OFFSCREEN_SKIP = '[content-visibility:auto] [contain-intrinsic-size:auto_6rem]';

/**
 * One level of replies: the first 10 fetched in parallel, "Load more" adds 5 after 100 ms.
 * Missing, failed and dead comments are skipped; a deleted one shows only its replies.
 *
 * Comments appear in order, each once the one before it is complete with the replies that
 * open by themselves: a thread filling in then never pushes down a comment already on screen.
 * `onSettled` is told when every comment of the level is complete that way.
 */
export const CommentThread = memo(function CommentThread({
  ids,
  level,
  onSettled,
}: {
  ids: readonly number[];
  level: number;
  onSettled?: () => void;
}) {
  const [shown, setShown] = useState(() => Math.min(COMMENTS_PER_LEVEL, ids.length));
  const [waiting, setWaiting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const windowIds = useMemo(() => ids.slice(0, shown), [ids, shown]);
  const { items, pending } = useItems(windowIds, useContext(ThreadSettled));

  const loadMore = () => {
    setWaiting(true);
    timer.current = setTimeout(() => {
      setWaiting(false);
      setShown((n) => Math.min(ids.length, n + LOAD_MORE_STEP));
    }, LOAD_MORE_WAIT_MS);
  };

  // Comments whose own replies (those that open by themselves) have all arrived.
  const [complete, setComplete] = useState<ReadonlySet<number>>(() => new Set());
  const markComplete = useCallback(
    (id: number) => setComplete((done) => (done.has(id) ? done : new Set(done).add(id))),
    [],
  );
  let rendered = 0;
  let revealing = true;
  const rows = items.map((item, i) => {
    if (!revealing) return null;
    if (item === undefined) {
      revealing = false;
      return null;
    }
    if (!item || item.dead || (item.deleted && item.kids.length === 0)) return null;
    rendered++;
    if (!complete.has(item.id)) revealing = false;
    return <CommentNode key={windowIds[i]} item={item} level={level} onComplete={markComplete} />;
  });
  // Every comment of the window has arrived and is complete.
  const settled = revealing;
  const told = useRef(false);
  useEffect(() => {
    if (settled && !told.current) {
      told.current = true;
      onSettled?.();
    }
  }, [settled, onSettled]);
  const remaining = ids.length - shown;
  // Levels past the cap nest without adding indentation.
  const indent = level > 0 && level <= INDENT_CAP_LEVEL;

  return (
    <div
      className={indent ? NESTED : level > 0 ? 'mt-2' : undefined}
      aria-busy={pending > 0 || waiting || !settled || undefined}
    >
      <ul className="space-y-3">{rows}</ul>
      {(pending > 0 || !settled) && (
        <p
          // A new line under each new comment, not this one moved down (a shift on screen).
          key={rendered}
          className="mt-2 text-xs text-stone-500"
          role={level === 0 ? 'status' : undefined}
        >
          Loading comments…
        </p>
      )}
      {level === 0 && pending === 0 && rendered === 0 && remaining === 0 && (
        <p className="text-stone-600">{NEWS_MESSAGES.noComments}</p>
      )}
      {remaining > 0 && settled && (
        <button
          type="button"
          data-action="load-more"
          onClick={loadMore}
          disabled={waiting}
          className="mt-2 py-1 text-xs font-medium text-green-800 hover:underline disabled:opacity-60"
        >
          {waiting ? 'Loading…' : `Load more (${remaining} more)`}
        </button>
      )}
    </div>
  );
});

function RepliesButton({ count, onClick }: { count: number; onClick: () => void }) {
  return (
    <button
      type="button"
      data-action="replies"
      onClick={onClick}
      className="mt-1 py-1 text-xs font-medium text-green-800 hover:underline"
    >
      {plural(count, 'reply', 'replies')}
    </button>
  );
}

/**
 * A comment: author, age, collapse toggle, text, then its replies (auto or on demand).
 * Memoized, as is the thread: an arrival re-renders its own thread's new rows, never the
 * thousand comments around it.
 */
const CommentNode = memo(function CommentNode({
  item,
  level,
  onComplete,
}: {
  item: HnItem;
  level: number;
  /** Told once the replies that open by themselves have arrived (at once if there are none). */
  onComplete: (id: number) => void;
}) {
  const [collapsed, setCollapsed] = useState(false);
  // Replies auto-expand below level 3; deeper ones wait for the "N replies" button.
  const [open, setOpen] = useState(level + 1 < AUTO_EXPAND_BELOW_LEVEL);
  const waitsForReplies = item.kids.length > 0 && open && !collapsed;
  const { id } = item;
  const complete = useCallback(() => onComplete(id), [onComplete, id]);
  useEffect(() => {
    if (!waitsForReplies) complete();
  }, [waitsForReplies, complete]);
  const replies =
    item.kids.length === 0 ? null : open ? (
      <CommentThread ids={item.kids} level={level + 1} onSettled={complete} />
    ) : (
      <RepliesButton count={item.kids.length} onClick={() => setOpen(true)} />
    );

  // Only top-level threads skip: a nested comment sized by a placeholder would move the ones
  // below it once rendered, and tools reading the page would see it overlap its neighbours.
  const skip = level === 0 ? OFFSCREEN_SKIP : undefined;
  // A deleted comment is not shown, but the replies under it are.
  if (item.deleted)
    return (
      <li data-testid="orphaned-replies" className={skip}>
        {replies}
      </li>
    );

  return (
    // Off-screen top-level threads skip layout and paint: a page holding a thousand comments
    // then costs what the screen shows, not what the document holds.
    <li className={skip}>
      <article
        data-testid="comment"
        data-id={item.id}
        data-level={level}
        aria-label={`Comment by ${item.by || 'unknown'}`}
      >
        {/* py-1: the header's links and button are 24 px tall, easy to hit though small. */}
        <header className="flex flex-wrap items-baseline gap-x-2 text-xs text-stone-600">
          {item.by && (
            <Link
              to={`/user/${encodeURIComponent(item.by)}`}
              className="py-1 font-medium text-stone-800 hover:underline"
            >
              {item.by}
            </Link>
          )}
          <Link to={`/item/${item.id}`} className="py-1 hover:underline">
            <time dateTime={isoTime(item.time)}>{timeAgo(item.time)}</time>
          </Link>
          <button
            type="button"
            aria-expanded={!collapsed}
            onClick={() => setCollapsed((c) => !c)}
            className="py-1 text-stone-600 hover:text-stone-900"
          >
            {collapsed ? 'expand' : 'collapse'}
          </button>
        </header>
        {!collapsed && (
          <>
            <HnHtml html={item.text} className="mt-1" />
            {replies}
          </>
        )}
      </article>
    </li>
  );
});

import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import {
  animateNavigations,
  prefersReducedMotion,
  type NavigationAnimations,
  type TransitionController,
} from '@tendril/router/animation';
import { Link, useLocation, useRouter } from '@tendril/router/react';
import { observer, useValue } from '@tendril/signals/react';
import { Button } from '../../../ui/Button.tsx';
import { cn } from '../../../ui/cn.ts';
import { Panel } from '../../../ui/Panel.tsx';
import {
  PLAYGROUND_PATH,
  VIEWS,
  viewChanges,
  viewOf,
  type PlaygroundView,
} from './view-changes.ts';

/** Slow enough to pause and seek by hand. */
export const PLAYGROUND_TRANSITION_MS = 3000;

const LABELS: Record<PlaygroundView, string> = { overview: 'Overview', details: 'Details' };

// #region transition
/** Each switch of view animates the view box; `current` is the transition under way. */
function usePlaygroundTransitions(box: { current: HTMLElement | null }) {
  const router = useRouter();
  const [transitions, setTransitions] = useState<NavigationAnimations | null>(null);
  useEffect(() => {
    const animations = animateNavigations(viewChanges(router), {
      element: () => box.current,
      durationMs: PLAYGROUND_TRANSITION_MS,
      // Linear, so the box's opacity is the progress you read.
      easing: 'linear',
      keyframes: [
        { opacity: 0, transform: 'translateX(2rem)' },
        { opacity: 1, transform: 'none' },
      ],
    });
    setTransitions(animations);
    return () => animations.dispose();
  }, [router, box]);
  return transitions;
}

function CurrentTransition({ transitions }: { transitions: NavigationAnimations }) {
  const current = useValue(transitions.current);
  return current ? <Controls transition={current} /> : <NoTransition />;
}

function NoTransition() {
  return <p className="text-sm text-stone-600">Switch the view to start a transition.</p>;
}

const Controls = observer(function Controls({ transition }: { transition: TransitionController }) {
  const progress = transition.progress.value;
  const state = transition.state.value;
  const percent = Math.round(progress * 100);
  const over = state === 'finished' || state === 'stopped';
  const seekId = useId();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <Button disabled={state !== 'running'} onClick={() => transition.pause()}>
          Pause
        </Button>
        <Button disabled={state !== 'paused'} onClick={() => transition.resume()}>
          Resume
        </Button>
        <Button disabled={over} onClick={() => transition.stop()}>
          Stop
        </Button>
      </div>
      <label htmlFor={seekId} className="text-sm font-medium">
        Seek
      </label>
      <input
        id={seekId}
        type="range"
        min={0}
        max={100}
        step={1}
        value={percent}
        aria-valuetext={`${percent} %`}
        disabled={over}
        onChange={(e) => transition.seek(Number(e.currentTarget.value) / 100)}
        className="accent-green-800"
      />
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 text-sm">
        <dt className="text-stone-600">Progress</dt>
        <dd data-testid="transition-progress">{percent} %</dd>
        <dt className="text-stone-600">State</dt>
        <dd data-testid="transition-state">{state}</dd>
      </dl>
    </div>
  );
});
// #endregion

function View({ view }: { view: PlaygroundView }) {
  return view === 'overview' ? (
    <>
      <h3 className="font-semibold">Overview</h3>
      <p className="mt-1 text-sm text-stone-700">
        Both views are this one route; the query names the view. Switching it is a navigation, and
        each navigation that switches it starts a transition.
      </p>
    </>
  ) : (
    <>
      <h3 className="font-semibold">Details</h3>
      <p className="mt-1 text-sm text-stone-700">
        The transition is a Web Animation driven through a controller: its progress is a signal from
        0 to 1 that the readout and the slider follow.
      </p>
    </>
  );
}

const noSubscription = () => () => {};

/** Two views of the playground with a route transition you can pause, resume, stop and seek. */
export function RouteTransitionPanel() {
  const view = viewOf(useLocation());
  const box = useRef<HTMLDivElement>(null);
  const transitions = usePlaygroundTransitions(box);
  // Read from the browser once hydrated: the page is rendered ahead of time, with no preference.
  const reduced = useSyncExternalStore(noSubscription, prefersReducedMotion, () => false);
  return (
    <Panel
      title="Route transition"
      description="Switch the view: the transition runs in slow motion (3 s) so you can pause and seek it."
    >
      <nav aria-label="Playground views" className="flex gap-3">
        {VIEWS.map((name) => (
          <Link
            key={name}
            to={PLAYGROUND_PATH}
            search={{ view: name }}
            className={cn(
              'rounded-lg border px-3 py-1.5 text-sm',
              name === view
                ? 'border-green-800 bg-green-50 font-semibold text-green-900'
                : 'border-stone-300 text-stone-800 hover:bg-stone-100',
            )}
          >
            {LABELS[name]}
          </Link>
        ))}
      </nav>
      <div
        ref={box}
        data-testid="transition-view"
        className="mt-4 rounded-lg border border-stone-200 bg-stone-50 p-4"
      >
        <View view={view} />
      </div>
      {reduced && (
        <p className="mt-3 text-sm text-stone-600">
          Your system asks for reduced motion: transitions finish at once.
        </p>
      )}
      {/* The hint shows before the animations attach too: text that appeared a frame later would
          move everything below it (and a scroll position restored over it). */}
      <div className="mt-4">
        {transitions ? <CurrentTransition transitions={transitions} /> : <NoTransition />}
      </div>
    </Panel>
  );
}

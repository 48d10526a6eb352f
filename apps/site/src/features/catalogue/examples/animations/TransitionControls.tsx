import { useEffect, useRef, useState } from 'react';
import { createTransition, type TransitionController } from '@tendril/router/animation';
import { observer } from '@tendril/signals/react';
import { Button } from '../../../../ui/Button.tsx';

const Progress = observer(function Progress({ transition }: { transition: TransitionController }) {
  const progress = transition.progress.value;
  const state = transition.state.value;
  return (
    <div className="space-y-1">
      <progress max={1} value={progress} aria-label="Transition progress" className="w-full" />
      <p role="status">
        {state} · {Math.round(progress * 100)}%
      </p>
    </div>
  );
});

/** A slide-in whose progress (0 to 1) and state are signals; pause, resume, stop and seek it. */
export default function TransitionControls() {
  const box = useRef<HTMLDivElement>(null);
  const [transition, setTransition] = useState<TransitionController | null>(null);
  const play = () => {
    transition?.stop();
    setTransition(
      createTransition({
        element: box.current,
        keyframes: [
          { transform: 'translateX(0)', opacity: 0.3 },
          { transform: 'translateX(12rem)', opacity: 1 },
        ],
        durationMs: 3000,
        easing: 'linear',
        // Always animate here, even with reduced motion: the point is to control it.
        reducedMotion: false,
      }),
    );
  };
  useEffect(() => () => transition?.stop(), [transition]);
  return (
    <div className="space-y-3">
      <div className="h-10 overflow-hidden rounded bg-stone-100">
        <div ref={box} className="h-10 w-10 rounded bg-green-700" />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="primary" onClick={play}>
          Play
        </Button>
        <Button onClick={() => transition?.pause()} disabled={!transition}>
          Pause
        </Button>
        <Button onClick={() => transition?.resume()} disabled={!transition}>
          Resume
        </Button>
        <Button onClick={() => transition?.seek(0.5)} disabled={!transition}>
          Seek to 50%
        </Button>
        <Button onClick={() => transition?.stop()} disabled={!transition}>
          Stop
        </Button>
      </div>
      {transition ? <Progress transition={transition} /> : <p>Press Play.</p>}
    </div>
  );
}

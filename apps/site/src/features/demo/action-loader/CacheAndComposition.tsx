import { observer, useValue } from '@tendril/signals/react';
import { Button } from '../../../ui/Button.tsx';
import { Panel } from '../../../ui/Panel.tsx';
import { COMPOSITION_WAITS, type ActionLoaderDemo, type CacheState } from './demo-data.ts';

const LABELS: Record<CacheState, string> = {
  valid: 'Valid',
  invalidated: 'Invalidated',
  refreshed: 'Refreshed',
};

/** Panel 3: invalidate the user's cached result; it is loaded again a second later. */
export const CachePanel = observer(function CachePanel({ demo }: { demo: ActionLoaderDemo }) {
  const state = demo.cacheState.value;
  const size = demo.data.cache.size.value;
  const hits = demo.data.cache.hits.value;
  const misses = demo.data.cache.misses.value;
  return (
    <Panel
      title="Cache invalidation"
      description="Loader results are cached for 1000 ms. Invalidating drops the user's entry at once; it is refreshed after 1 s."
    >
      <p className="text-sm">
        Cache:{' '}
        <span className="font-semibold" role="status" data-testid="cache-state">
          {LABELS[state]}
        </span>
      </p>
      <p className="mt-1 text-sm text-stone-600">
        Entries {size} · hits {hits} · misses {misses}
      </p>
      <Button className="mt-3" onClick={() => demo.invalidate()} disabled={state === 'invalidated'}>
        Invalidate cache
      </Button>
    </Panel>
  );
});

/** Panel 4: a sequence of waits run by the effect interpreter, with its history. */
export function CompositionPanel({ demo }: { demo: ActionLoaderDemo }) {
  const history = useValue(demo.history);
  return (
    <Panel
      title="Effect composition"
      description={`sequence() of waits of ${COMPOSITION_WAITS.join(', ')} ms; the last 4 history lines.`}
    >
      <Button variant="primary" onClick={() => demo.runComposition()}>
        Run composition
      </Button>
      {history.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">Not run yet</p>
      ) : (
        <ol
          className="mt-3 flex flex-col gap-1 text-sm"
          aria-label="Composition history"
          data-testid="composition-history"
        >
          {history.map((line, i) => (
            <li key={`${i}-${line}`}>{line}</li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

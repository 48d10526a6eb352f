import { useId, useMemo } from 'react';
import { useLocation } from '@tendril/router/react';
import { createInterpreter, task, type EffectRun } from '@tendril/signals/effect';
import { observer, useSignal, useSignalEffect } from '@tendril/signals/react';
import { DemoPagesNav } from '../../../shell/DemoPagesNav.tsx';
import { Button } from '../../../ui/Button.tsx';
import { CodeExcerpt } from '../../../ui/CodeExcerpt.tsx';
import { Panel } from '../../../ui/Panel.tsx';
import { FetchResults } from './FetchResults.tsx';
import {
  clampUserId,
  createSimulatedApi,
  MAX_USER_ID,
  MIN_USER_ID,
  simulationOptions,
  type FetchPost,
  type FetchUser,
} from './simulated-api.ts';
import source from './FetchDemo.tsx?excerpts';
import { PageHeader } from '../../../ui/PageHeader.tsx';

const interpreter = createInterpreter({ defaults: false });

/** "Fetch": a user and their posts from a simulated API that is slow and sometimes fails. */
export const FetchDemo = observer(function FetchDemo() {
  const { search } = useLocation();
  const api = useMemo(() => createSimulatedApi(simulationOptions(search)), [search]);
  const inputId = useId();
  const userId = useSignal(1);
  const attempt = useSignal(0);
  const userRun = useSignal<EffectRun<FetchUser>>();
  const postsRun = useSignal<EffectRun<FetchPost[]>>();

  // #region fetch
  // Re-runs when the id changes or on (re)fetch; the run it started before is cancelled.
  useSignalEffect(() => {
    const id = userId.value;
    void attempt.value;
    userRun.value = interpreter.start(task((signal) => api.user(id, signal)));
  });
  // Posts load once the user has: from the user's result signal.
  useSignalEffect(() => {
    const user = userRun.value?.result.value;
    postsRun.value =
      user?.status === 'success'
        ? interpreter.start(task((signal) => api.posts(user.value.id, signal)))
        : undefined;
  });
  // #endregion

  const refetch = () => attempt.value++;
  return (
    <div className="flex flex-col gap-6">
      <DemoPagesNav />
      <PageHeader title="Fetch" />
      <Panel
        title="Fetch a user and their posts"
        description="Simulated: a user takes 1–2 s and fails about 20% of the time (Network error); posts take 0.8–1.6 s and fail about 10% of the time. Add ?seed=42 to the address to replay the same run, or ?fail=user / ?fail=posts to force a failure."
      >
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1">
            <label htmlFor={inputId} className="text-sm font-medium text-stone-700">
              User id (1–10)
            </label>
            <input
              id={inputId}
              type="number"
              min={MIN_USER_ID}
              max={MAX_USER_ID}
              value={userId.value}
              onChange={(e) => (userId.value = clampUserId(e.currentTarget.valueAsNumber))}
              className="w-24 rounded-lg border border-stone-300 px-3 py-1.5 focus-visible:outline-2 focus-visible:outline-green-700"
            />
          </div>
          <Button onClick={refetch}>Refetch</Button>
        </div>
        <div className="mt-4">
          <FetchResults user={userRun.value} posts={postsRun.value} onRetry={refetch} />
        </div>
      </Panel>
      <CodeExcerpt source={source} region="fetch" />
    </div>
  );
});

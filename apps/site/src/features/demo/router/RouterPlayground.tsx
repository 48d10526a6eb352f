import { useId } from 'react';
import { Link } from '@tendril/router/react';
import { observer } from '@tendril/signals/react';
import { DemoPagesNav } from '../../../shell/DemoPagesNav.tsx';
import { CodeExcerpt } from '../../../ui/CodeExcerpt.tsx';
import { Panel } from '../../../ui/Panel.tsx';
import { draft, guardedPageOpen } from './guard-state.ts';
import { RetriesPanel } from './RetriesPanel.tsx';
import { RouteTransitionPanel } from './RouteTransitionPanel.tsx';
import transitionSource from './RouteTransitionPanel.tsx?excerpts';
import retriesSource from './report-loader.ts?excerpts';
import { PageHeader } from '../../../ui/PageHeader.tsx';

const SECTIONS = Array.from({ length: 24 }, (_, i) => i + 1);

/**
 * A long page that exercises the router: links (try a modifier-click), a modal route, a
 * guarded route, a draft that guards leaving, a route transition to pause and seek, a loader
 * that retries, and enough height to test scroll restoration.
 */
export const RouterPlayground = observer(function RouterPlayground() {
  const open = guardedPageOpen.value;
  const text = draft.value;
  const draftId = useId();
  return (
    <div className="flex flex-col gap-6">
      <DemoPagesNav />
      <PageHeader title="Router playground" />
      <Panel
        title="Links and modals"
        description="Links navigate in-app; modifier and middle clicks open new tabs as usual."
      >
        <ul className="flex flex-wrap gap-3">
          <li>
            <Link to="/demo/router/modal" className="text-green-800 underline">
              Open the modal route
            </Link>
          </li>
          <li>
            <Link to="/demo/router/guarded" className="text-green-800 underline">
              Go to the guarded page
            </Link>
          </li>
          <li>
            <Link to="/demo/basic-signals" className="text-green-800 underline">
              Basic signals
            </Link>
          </li>
          <li>
            <Link to="/demo/router" hash="section-20" className="text-green-800 underline">
              Jump to section 20
            </Link>
          </li>
        </ul>
      </Panel>
      <RouteTransitionPanel />
      <CodeExcerpt
        source={transitionSource}
        region="transition"
        title="A transition you can pause and seek"
      />
      <Panel
        title="Guards"
        description="Guards can cancel or redirect a navigation before the URL changes."
      >
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={open}
            onChange={(e) => (guardedPageOpen.value = e.currentTarget.checked)}
          />
          Let visitors into the guarded page
        </label>
        <label htmlFor={draftId} className="mt-4 block text-sm font-medium">
          Draft (leaving with unsaved text asks first)
        </label>
        <textarea
          id={draftId}
          value={text}
          onChange={(e) => (draft.value = e.currentTarget.value)}
          className="mt-1 w-full rounded-lg border border-stone-300 p-2"
        />
      </Panel>
      <RetriesPanel />
      <CodeExcerpt source={retriesSource} region="retries" title="A loader that retries" />
      {SECTIONS.map((n) => (
        <section
          key={n}
          id={`section-${n}`}
          aria-label={`Section ${n}`}
          className="min-h-48 rounded-lg border border-dashed border-stone-300 p-4"
        >
          <h2 className="font-semibold">Section {n}</h2>
          <p className="text-sm text-stone-600">
            Scroll down, follow a link, then press Back: you land here again.
          </p>
        </section>
      ))}
    </div>
  );
});

import api from 'virtual:api-reference/performance-monitoring';
import { ApiReference, Code, Example, Guide, GuideSection } from '../guide-kit.tsx';

export default function PerformanceMonitoringGuide() {
  return (
    <Guide>
      <GuideSection id="what-for" title="What it is for">
        <p>
          <Code>@tendril/router/performance</Code> gives an app its performance as signals, so a
          component, an effect or a reporter can follow it live:
        </p>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <Code>trackNavigations(router, {'{ slowMs, max }'})</Code>: each committed
            navigation&apos;s <Code>href</Code>, <Code>durationMs</Code>, <Code>slow</Code> (over
            1000 ms by default) and <Code>at</Code>, newest last (100 kept), with <Code>last</Code>,{' '}
            <Code>slowCount</Code>, <Code>clear()</Code> and <Code>dispose()</Code>. It follows the
            router&apos;s <Code>commit</Code> events and stops with the effect scope it was made in.
          </li>
          <li>
            <Code>webVitals()</Code>: the latest CLS, FCP, INP, LCP and TTFB readings (value and
            rating), with a <Code>status</Code> signal (<Code>loading</Code>, <Code>observing</Code>
            , <Code>unavailable</Code>). The <Code>web-vitals</Code> package (an optional peer) is
            imported on the first call, so a page that never asks pays nothing.
          </li>
          <li>
            <Code>watchHeap({'{ intervalMs, thresholdMB }'})</Code>: the JS heap in use, read every
            1000 ms, flagged <Code>high</Code> over 50 MB; <Code>undefined</Code> where the browser
            does not expose it (only Chromium does).
          </li>
          <li>
            <Code>navigationTiming</Code>, <Code>readHeap</Code>, <Code>SLOW_NAVIGATION_MS</Code>{' '}
            (1000), <Code>MEMORY_WARNING_MB</Code> (50).
          </li>
        </ul>
        <p>
          The devtools overlay&apos;s Performance tab (<Code>@tendril/router/devtools/react</Code>)
          reads these same functions. The entry adds nothing to a page that does not import it.
        </p>
      </GuideSection>
      <GuideSection id="first-example" title="A first example">
        <p>
          A router whose <Code>/slow</Code> route is held by a guard for 1.2 s; each navigation
          appears with its time, the slow one flagged. Outside a component, follow the newest timing
          in an effect:{' '}
          <Code>
            {'effect(() => { if (timings.last.value?.slow) report(timings.last.value); })'}
          </Code>
          .
        </p>
        <Example name="NavigationTimingsExample" />
      </GuideSection>
      <GuideSection id="common-tasks" title="Common tasks">
        <h3 className="font-semibold">Report web vitals</h3>
        <p>
          Call <Code>webVitals()</Code> when you need it (after the first paint, on opening a panel)
          and read <Code>vitals.value.LCP</Code> in an effect. Every change is reported, not only
          the final value.
        </p>
        <Example name="WebVitalsExample" />
        <h3 className="font-semibold">Watch memory</h3>
        <p>
          <Code>watchHeap()</Code> and a warning when the reading is <Code>high</Code>.
        </p>
        <Example name="HeapExample" />
        <h3 className="font-semibold">Use another threshold</h3>
        <p>
          <Code>{'trackNavigations(router, { slowMs: 500 })'}</Code>,{' '}
          <Code>{'watchHeap({ thresholdMB: 100 })'}</Code>.
        </p>
      </GuideSection>
      <GuideSection id="pitfalls" title="Pitfalls">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <Code>web-vitals</Code> reports each metric once per page load: <Code>webVitals()</Code>{' '}
            starts its observers once and every caller shares the one signal. INP needs an
            interaction and CLS a layout shift before they appear.
          </li>
          <li>
            Without the <Code>web-vitals</Code> package installed, <Code>status</Code> becomes{' '}
            <Code>unavailable</Code> and the readings stay empty; it never throws.
          </li>
          <li>
            <Code>performance.memory</Code> is Chromium&apos;s only and coarse (it is rounded for
            privacy): treat the heap as a trend, not a measurement.
          </li>
          <li>
            Dispose what you start outside an effect scope (<Code>timings.dispose()</Code>,{' '}
            <Code>heap.dispose()</Code>), or it keeps listening and polling.
          </li>
        </ul>
      </GuideSection>
      <GuideSection id="api" title="API reference">
        <ApiReference entries={api} />
      </GuideSection>
    </Guide>
  );
}

import api from 'virtual:api-reference/data-visualization';
import { ApiReference, Code, Example, Guide, GuideSection } from '../guide-kit.tsx';

export default function DataVisualizationGuide() {
  return (
    <Guide>
      <GuideSection id="what-for" title="What it is for">
        <p>
          <Code>@tendril/signals/uplot</Code> draws signals with uPlot, a small canvas chart library
          that draws tens of thousands of points in a few milliseconds. You create the chart; the
          binding keeps it in step:
        </p>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <Code>{'bindChart(chart, { data, range, brush })'}</Code>: the chart gets the latest
            value of <Code>data</Code> with <Code>setData</Code>, at most once per animation frame,
            however often the signal changes. A <Code>range</Code> signal shared between charts is
            written by the chart that brushes (<Code>{"brush: 'select'"}</Code>, uPlot&apos;s
            selection) or zooms (<Code>{"brush: 'zoom'"}</Code>, its scale) and followed by the
            others with <Code>setScale</Code>. It returns a function that detaches the chart.
          </li>
          <li>
            <Code>{'ringSeries({ capacity })'}</Code>: the latest points of a stream in a signal, as
            uPlot&apos;s columns. A push moves the window without copying it.
          </li>
          <li>
            <Code>followWidth(chart, element, height)</Code>: the chart as wide as its container.
          </li>
          <li>
            <Code>useUPlot(uPlot, options, binding)</Code> from{' '}
            <Code>@tendril/signals/uplot/react</Code>: all three for a component, with the chart
            destroyed on unmount.
          </li>
        </ul>
        <p>
          uPlot is an optional peer, imported by the entry as a type only: you pass its constructor
          or its instance. The entry adds about 1.3 KB (min+gz) to a page that uses it, and nothing
          to one that does not. The Analytics page&apos;s sessions chart uses <Code>useUPlot</Code>{' '}
          too.
        </p>
      </GuideSection>
      <GuideSection id="first-example" title="A first example">
        <p>
          A stream of 60 points a second into a window of 10,000, drawn live. Whatever the rate, the
          chart draws once per frame with the newest points; the readout shows the page&apos;s frame
          times while it runs. Pause it to compare.
        </p>
        <Example name="StreamExample" />
      </GuideSection>
      <GuideSection id="common-tasks" title="Common tasks">
        <h3 className="font-semibold">Link charts with a brush</h3>
        <p>
          One <Code>{'signal<ScaleRange | null>(null)'}</Code> for the range. The overview brushes:
          give it <Code>{'cursor: { drag: { x: true, setScale: false } }'}</Code> so a drag draws a
          selection instead of zooming it. The detail charts follow; dragging across one of them
          zooms it, and the brush follows that. <Code>null</Code> shows all the data.
        </p>
        <Example name="BrushExample" />
        <h3 className="font-semibold">Without React</h3>
        <p>
          <Code>{'const chart = new uPlot({ ...opts, width, height }, data.value, el);'}</Code>,
          then <Code>{'const stop = bindChart(chart, { data });'}</Code> and{' '}
          <Code>{'stop(); chart.destroy();'}</Code> when done.
        </p>
        <h3 className="font-semibold">Test a chart</h3>
        <p>
          Pass <Code>scheduleFrame</Code> to flush frames yourself, or use fake timers (which fake{' '}
          <Code>requestAnimationFrame</Code>) and advance them a frame at a time.
        </p>
      </GuideSection>
      <GuideSection id="pitfalls" title="Pitfalls">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            A chart shows a value one frame after it is written: read the chart in a test after a
            frame, not right after the write.
          </li>
          <li>
            uPlot keeps the arrays it is given: pass a new array (or new views, as{' '}
            <Code>ringSeries</Code> does) for each change, never mutate the one it shows.
          </li>
          <li>
            <Code>bindChart</Code> detaches but does not destroy: call <Code>chart.destroy()</Code>{' '}
            yourself (<Code>useUPlot</Code> does it on unmount).
          </li>
          <li>
            A canvas is not read by screen readers: give the chart element a role of{' '}
            <Code>img</Code> with a name, and a text summary or table of the data beside it. Offer
            buttons for what a drag does.
          </li>
          <li>
            uPlot&apos;s stylesheet (<Code>uplot/dist/uPlot.min.css</Code>) is yours to import, in
            the module that draws the chart, so it loads with it.
          </li>
        </ul>
      </GuideSection>
      <GuideSection id="api" title="API reference">
        <ApiReference entries={api} />
      </GuideSection>
    </Guide>
  );
}

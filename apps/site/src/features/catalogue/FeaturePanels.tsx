import { PartBoundary } from '../../ui/PartBoundary.tsx';
import type { Feature } from './catalogue.ts';
import { GuideFeature } from './guide-kit.tsx';
import { exampleComponent, examplesOf, guideOf } from './registry.ts';

/** The Documentation tab: the feature's guide (every feature has one: registry.test.ts). */
export function DocsPanel({ feature }: { feature: Feature }) {
  const Guide = guideOf(feature.id);
  return (
    <GuideFeature value={feature.id}>
      <PartBoundary
        resetKey={feature.id}
        what="The documentation"
        loading={<p role="status">Loading the documentation…</p>}
      >
        {Guide ? <Guide /> : <p>No guide for {feature.name}.</p>}
      </PartBoundary>
    </GuideFeature>
  );
}

/** The Live Demo tab: every example of the feature, running. */
export function DemoPanel({ feature }: { feature: Feature }) {
  const examples = examplesOf(feature.id);
  return (
    <div className="space-y-6">
      {examples.map((example) => {
        const Component = exampleComponent(example);
        return (
          <section
            key={example.name}
            id={`example-${example.name}`}
            aria-labelledby={`example-${example.name}-title`}
            className="scroll-mt-4 rounded-xl border border-stone-200 bg-white p-6 shadow-sm"
          >
            <h2 id={`example-${example.name}-title`} className="font-mono text-lg font-semibold">
              {example.name}
            </h2>
            <div className="mt-4">
              <PartBoundary
                what={`The ${example.name} example`}
                loading={<p role="status">Loading {example.name}…</p>}
              >
                <Component />
              </PartBoundary>
            </div>
          </section>
        );
      })}
    </div>
  );
}

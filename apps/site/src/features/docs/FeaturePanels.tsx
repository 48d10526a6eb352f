import type { ReactNode } from 'react';
import { Link } from '@tendril/router/react';
import { PartBoundary } from '../../ui/PartBoundary.tsx';
import { EXISTING_PAGES, type Feature } from './catalogue.ts';
import { Example, GuideFeature } from './guide-kit.tsx';
import { exampleComponent, examplesOf, guideOf } from './registry.ts';

/** Said plainly where a feature's content is not built yet, with links to what exists. */
function NotBuiltYet({ feature, what }: { feature: Feature; what: string }) {
  const existing = EXISTING_PAGES[feature.id] ?? [];
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">
        The {what} for {feature.name} is not built yet.
      </p>
      {existing.length > 0 && (
        <>
          <p className="mt-2">Meanwhile, these pages show what exists:</p>
          <ul className="mt-1 list-disc pl-6">
            {existing.map((page) => (
              <li key={page.path}>
                <Link to={page.path} className="underline">
                  {page.title}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** The Documentation tab: the feature's guide, or its examples' sources until it has one. */
export function DocsPanel({ feature }: { feature: Feature }) {
  const Guide = guideOf(feature.id);
  const examples = examplesOf(feature.id);
  let content: ReactNode;
  if (Guide) content = <Guide />;
  else if (examples.length)
    content = (
      <div className="space-y-6">
        <NotBuiltYet feature={feature} what="guide" />
        {examples.map((e) => (
          <Example key={e.name} name={e.name} />
        ))}
      </div>
    );
  else content = <NotBuiltYet feature={feature} what="documentation" />;
  return (
    <GuideFeature value={feature.id}>
      <PartBoundary
        resetKey={feature.id}
        what="The documentation"
        loading={<p role="status">Loading the documentation…</p>}
      >
        {content}
      </PartBoundary>
    </GuideFeature>
  );
}

/** The Live Demo tab: every example of the feature, running. */
export function DemoPanel({ feature }: { feature: Feature }) {
  const examples = examplesOf(feature.id);
  if (!examples.length) return <NotBuiltYet feature={feature} what="live demo" />;
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

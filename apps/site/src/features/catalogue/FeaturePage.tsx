import { Link, useLocation } from '@tendril/router/react';
import { demoCategoryOf } from '../../shell/demo-menu.ts';
import { DemoPagesNav } from '../../shell/DemoPagesNav.tsx';
import { CATEGORY_LABELS, relatedFeatures, TABS, findFeature, type Feature } from './catalogue.ts';
import './docs.css';
import { FeatureNotFound } from './FeatureNotFound.tsx';
import { DemoPanel, DocsPanel } from './FeaturePanels.tsx';
import { FeatureTabs, panelId, tabId } from './FeatureTabs.tsx';
import { featureRouteOf } from './route-meta.ts';

const action =
  'rounded-lg px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700';
const badge = 'rounded-full px-2.5 py-0.5 text-xs font-semibold';
const complexityColors: Record<Feature['complexity'], string> = {
  beginner: 'bg-green-100 text-green-900',
  intermediate: 'bg-amber-100 text-amber-900',
  advanced: 'bg-red-100 text-red-900',
};

/** `/{id}/docs`, `/{id}/demo` and `/features/{id}`: one feature of the catalogue. */
export function FeaturePage() {
  const { pathname } = useLocation();
  const { id, tab } = featureRouteOf(pathname);
  const feature = findFeature(id);
  if (!feature) return <FeatureNotFound id={id} />;
  const category = CATEGORY_LABELS[feature.category];
  const related = relatedFeatures(feature);
  return (
    <article data-feature-page="" aria-labelledby="feature-title" className="space-y-6">
      <nav aria-label="Breadcrumb" data-page-crumbs="" className="text-sm" data-print-hide="">
        <ol className="flex flex-wrap gap-1 text-stone-600">
          <li>
            <Link to="/" className="underline">
              Home
            </Link>
          </li>
          <li className="flex gap-1">
            <span aria-hidden="true">›</span>
            {category}
          </li>
          <li className="flex gap-1">
            <span aria-hidden="true">›</span>
            <Link to={feature.routes.docs} className="underline">
              {feature.name}
            </Link>
          </li>
          <li className="flex gap-1">
            <span aria-hidden="true">›</span>
            <span aria-current="page" className="text-stone-900">
              {tab === 'docs' ? TABS.docs : 'Demo'}
            </span>
          </li>
        </ol>
      </nav>

      {/* Opened from the Demo Center (it lists some features as demos): the demo pages' header. */}
      {demoCategoryOf(pathname) && <DemoPagesNav />}

      <header className="space-y-3">
        <div className="flex items-center gap-3">
          <span aria-hidden="true" className="text-3xl">
            {feature.icon}
          </span>
          <h1 id="feature-title" className="text-3xl font-bold">
            {feature.name}
          </h1>
        </div>
        <p className="text-lg text-stone-700">{feature.description}</p>
        <p className="flex flex-wrap gap-2">
          <span className={`${badge} ${complexityColors[feature.complexity]}`}>
            <span className="sr-only">Complexity: </span>
            {feature.complexity}
          </span>
          <span className={`${badge} bg-stone-200 text-stone-800`}>
            <span className="sr-only">Category: </span>
            {category}
          </span>
        </p>
        <div className="flex flex-wrap gap-2" data-print-hide="">
          <Link
            to={feature.routes.demo}
            className={`${action} bg-green-800 text-white hover:bg-green-900`}
          >
            Try Live Demo
          </Link>
          <button
            type="button"
            className={`${action} border border-stone-300 bg-white text-stone-800 hover:bg-stone-100`}
            onClick={() => window.print()}
          >
            Print Docs
          </button>
        </div>
      </header>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <div className="min-w-0">
          <FeatureTabs feature={feature} active={tab} />
          <div
            role="tabpanel"
            id={panelId('docs')}
            aria-labelledby={tabId('docs')}
            data-docs-panel=""
            // A class, not the hidden attribute: the print stylesheet shows this panel, and
            // the base styles hide [hidden] with !important.
            className={tab === 'docs' ? 'pt-6' : 'hidden'}
          >
            <DocsPanel feature={feature} />
          </div>
          {tab === 'demo' && (
            <div
              role="tabpanel"
              id={panelId('demo')}
              aria-labelledby={tabId('demo')}
              data-demo-panel=""
              className="pt-6"
            >
              <DemoPanel feature={feature} />
            </div>
          )}
        </div>

        <div className="space-y-6 text-sm">
          <section aria-labelledby="capabilities-title">
            <h2 id="capabilities-title" className="font-semibold">
              Capabilities
            </h2>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {feature.capabilities.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="tags-title">
            <h2 id="tags-title" className="font-semibold">
              Tags
            </h2>
            <ul className="mt-2 flex flex-wrap gap-1">
              {feature.tags.map((t) => (
                <li key={t} className={`${badge} bg-stone-100 font-normal text-stone-800`}>
                  {t}
                </li>
              ))}
            </ul>
          </section>
          {related.length > 0 && (
            <section aria-labelledby="related-title" data-print-hide="">
              <h2 id="related-title" className="font-semibold">
                Related features
              </h2>
              <ul className="mt-2 space-y-1" data-testid="related-features">
                {related.map((r) => (
                  <li key={r.id}>
                    <Link to={r.routes.docs} className="text-green-800 underline">
                      {r.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>
    </article>
  );
}

/*
 * What a guide (guides/<featureId>.tsx) is built from: sections with anchors and a table of
 * contents, an embedded example by name (its highlighted source, with a link to run it), an
 * API reference block, and inline code. A guide is a plain component:
 *
 *   import api from 'virtual:api-reference/signals';
 *   export default function SignalsGuide() {
 *     return (
 *       <Guide>
 *         <GuideSection id="what-for" title="What it is for">…</GuideSection>
 *         <GuideSection id="first-example" title="A first example"><Example name="Counter" /></GuideSection>
 *         <GuideSection id="api" title="API reference"><ApiReference entries={api} /></GuideSection>
 *       </Guide>
 *     );
 *   }
 */
import { Children, createContext, isValidElement, use, type ReactNode } from 'react';
import { Link } from '@tendril/router/react';
import { PartBoundary } from '../../ui/PartBoundary.tsx';
import type { ApiEntry } from './api-types.ts';
import { CodeBlock } from './CodeBlock.tsx';
import type { KitPropsTable } from './kit-props.ts';
import { exampleSource, findExample, type ExampleRef } from './registry.ts';

/** The feature whose guide is rendering (set by the feature page). */
export const GuideFeature = createContext<string>('');

export interface GuideSectionProps {
  /** The anchor: `#id` links here. */
  id: string;
  title: string;
  children: ReactNode;
}

/** A titled section with an anchor. */
export function GuideSection({ id, title, children }: GuideSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="mt-10 scroll-mt-4 first:mt-0">
      <h2 id={`${id}-title`} className="group text-xl font-semibold">
        {title}{' '}
        <a
          href={`#${id}`}
          className="text-stone-400 no-underline hover:text-green-800 print:hidden"
          aria-label={`Link to ${title}`}
        >
          #
        </a>
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-stone-800">{children}</div>
    </section>
  );
}

/** The guide: a table of contents from its sections, then the sections. */
export function Guide({ children }: { children: ReactNode }) {
  const sections = Children.toArray(children).flatMap((child) =>
    isValidElement<GuideSectionProps>(child) && child.type === GuideSection
      ? [{ id: child.props.id, title: child.props.title }]
      : [],
  );
  return (
    <div className="flex flex-col gap-8 lg:flex-row-reverse">
      <nav aria-label="On this page" className="shrink-0 text-sm lg:w-48 print:hidden">
        <h2 className="font-semibold text-stone-700">On this page</h2>
        <ul className="mt-2 space-y-1">
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="text-green-800 underline">
                {s.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

/** Inline code. A long call may break anywhere, so it never widens a phone's page. */
export function Code({ children }: { children: ReactNode }) {
  return (
    <code className="rounded bg-stone-100 px-1 text-[0.9em] [overflow-wrap:anywhere]">
      {children}
    </code>
  );
}

function Source({ example }: { example: ExampleRef }) {
  return <CodeBlock code={use(exampleSource(example))} label={`${example.name}.tsx`} />;
}

/**
 * An example file of this feature (examples/<featureId>/<name>.tsx), highlighted, with a link
 * to run it on the Live Demo tab. An unknown name fails loudly: a guide must not point at
 * nothing.
 */
export function Example({ name, children }: { name: string; children?: ReactNode }) {
  const feature = use(GuideFeature);
  const example = findExample(feature, name);
  if (!example) throw new Error(`No example named ${name} for ${feature}`);
  return (
    <figure className="space-y-2">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="font-mono font-semibold">{name}.tsx</span>
        <Link
          to={`/${feature}/demo#example-${name}`}
          className="text-green-800 underline print:hidden"
        >
          Run {name} in the Live Demo
        </Link>
      </figcaption>
      {children && <div className="text-sm text-stone-700">{children}</div>}
      <PartBoundary
        what={`The source of ${name}`}
        compact
        loading={<p role="status">Loading the source…</p>}
      >
        <Source example={example} />
      </PartBoundary>
    </figure>
  );
}

/** Text with `backticks` as inline code (TSDoc summaries). */
function Prose({ text }: { text: string }) {
  const clean = text.replace(/\{@link\s+([^}\s|]+)(?:\s*\|?\s*([^}]*))?\}/g, (_, target, label) =>
    label ? label : `\`${target}\``,
  );
  return (
    <>
      {clean
        .split(/(`[^`]+`)/)
        .map((part, i) =>
          part.startsWith('`') && part.endsWith('`') && part.length > 1 ? (
            <Code key={i}>{part.slice(1, -1)}</Code>
          ) : (
            part
          ),
        )}
    </>
  );
}

/**
 * The props of a site component (kit-props.ts): the API reference is generated from the
 * packages only, so the site's own components list their props here. `id` is its anchor.
 */
export function PropsTable({
  id,
  caption,
  table,
}: {
  id: string;
  caption: string;
  table: KitPropsTable;
}) {
  const cell = 'border-t border-stone-200 px-3 py-2 align-top';
  return (
    <div id={id} className="scroll-mt-4">
      {/* Long types and defaults may break anywhere: a table otherwise keeps its longest word
          whole and pushes the page sideways on a phone. */}
      <table className="w-full rounded-lg border border-stone-200 bg-white text-left text-sm [overflow-wrap:anywhere]">
        <caption className="pb-1 text-left">
          <span className="font-semibold">{caption}</span>{' '}
          <span className="text-stone-600">
            (<Code>{table.name}</Code> in <Code>{table.file}</Code>)
          </span>
        </caption>
        <thead>
          <tr>
            {['Prop', 'Type', 'Default', 'Description'].map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.props.map((prop) => (
            <tr key={prop.name}>
              <th scope="row" className={`${cell} font-normal`}>
                <code className="font-semibold">
                  {prop.name}
                  {prop.optional ? '?' : ''}
                </code>
              </th>
              <td className={`${cell} break-words`}>
                <code className="text-stone-700">{prop.type}</code>
              </td>
              <td className={cell}>
                {prop.defaultValue ? (
                  <code>{prop.defaultValue}</code>
                ) : prop.optional ? (
                  '—'
                ) : (
                  'required'
                )}
              </td>
              <td className={cell}>
                <Prose text={prop.summary} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {table.extends && (
        <p className="mt-1 text-sm text-stone-700">
          It also takes every attribute of <Code>{table.extends}</Code>.
        </p>
      )}
    </div>
  );
}

const pre =
  'overflow-x-auto rounded-lg border border-stone-200 bg-white p-3 text-sm print:whitespace-pre-wrap';

/** The API reference of a feature, generated from the packages' TSDoc at build time. */
export function ApiReference({ entries }: { entries: readonly ApiEntry[] }) {
  return (
    <div className="space-y-8">
      {entries.map((entry) => (
        <article
          key={`${entry.module}:${entry.name}`}
          id={`api-${entry.name}`}
          aria-labelledby={`api-${entry.name}-title`}
          className="scroll-mt-4"
        >
          <h3 id={`api-${entry.name}-title`} className="flex flex-wrap items-baseline gap-2">
            <code className="text-lg font-semibold">{entry.name}</code>
            <span className="rounded bg-stone-200 px-1.5 text-xs text-stone-800">{entry.kind}</span>
            <code className="text-xs text-stone-600">{entry.module}</code>
          </h3>
          {entry.signatures.map((signature) => (
            <pre key={signature} tabIndex={0} className={`mt-2 ${pre}`}>
              <code>{signature}</code>
            </pre>
          ))}
          {entry.summary && (
            <p className="mt-2 whitespace-pre-line">
              <Prose text={entry.summary} />
            </p>
          )}
          {entry.defaultValue && (
            <p className="mt-1 text-sm">
              Default: <Code>{entry.defaultValue}</Code>
            </p>
          )}
          {entry.members.length > 0 && (
            <dl className="mt-3 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white text-sm">
              {entry.members.map((m) => (
                <div key={m.name} className="px-3 py-2">
                  <dt>
                    <code className="font-semibold">
                      {m.name}
                      {m.optional ? '?' : ''}
                    </code>
                    : <code className="break-all text-stone-700">{m.type}</code>
                  </dt>
                  <dd className="mt-1 text-stone-700">
                    <Prose text={m.summary} />
                    {m.defaultValue && (
                      <span className="block">
                        Default: <Code>{m.defaultValue}</Code>
                      </span>
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          )}
          {entry.examples.map((example, i) => (
            <div key={i} className="mt-3">
              <p className="text-sm font-semibold">Example</p>
              <pre tabIndex={0} className={`mt-1 ${pre}`}>
                <code>{example}</code>
              </pre>
            </div>
          ))}
        </article>
      ))}
    </div>
  );
}

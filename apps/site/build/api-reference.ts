/*
 * Vite plugin: `import api from 'virtual:api-reference/<featureId>'` gives that feature's API
 * reference (src/features/catalogue/api-selection.ts), generated from the packages' TSDoc by
 * TypeDoc when the build starts and trimmed to what a docs page shows (`ApiEntry`). TypeDoc
 * runs once per build (or dev server start), for every page.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import {
  Application,
  Comment,
  type CommentDisplayPart,
  DeclarationReflection,
  ReflectionKind,
  type ProjectReflection,
  type SignatureReflection,
  type TypeParameterReflection,
} from 'typedoc';
import type { ApiEntry, ApiMember } from '../src/features/catalogue/api-types.ts';
import type { ApiSelection } from '../src/features/catalogue/api-selection.ts';

const PREFIX = 'virtual:api-reference/';
const RESOLVED = `\0${PREFIX}`;

/** The source file behind an import path such as `@tendril/router/offline`. */
export function sourceOf(repoRoot: string, importPath: string): string {
  const [, pkg, sub] = /^@tendril\/([^/]+)(?:\/(.+))?$/.exec(importPath) ?? [];
  if (!pkg) throw new Error(`api-reference: not a @tendril import path: ${importPath}`);
  const dir = join(repoRoot, 'packages', pkg);
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    exports: Record<string, string | Record<string, string>>;
  };
  const entry = manifest.exports[sub ? `./${sub}` : '.'];
  const file = typeof entry === 'string' ? entry : entry?.['@tendril/source'];
  if (!file) throw new Error(`api-reference: ${importPath} is not exported`);
  return resolve(dir, file);
}

const text = (parts: readonly CommentDisplayPart[] | undefined) =>
  parts ? Comment.combineDisplayParts(parts).trim() : '';

/** `@default` and `@example` bodies without their code fences. */
const tagText = (comment: Comment | undefined, tag: `@${string}`) =>
  comment?.blockTags
    .filter((t) => t.tag === tag)
    .map((t) =>
      text(t.content)
        .replace(/^```\w*\n?|\n?```$/g, '')
        .trim(),
    ) ?? [];

const typeParams = (params: readonly TypeParameterReflection[] | undefined) =>
  params?.length ? `<${params.map((p) => p.name).join(', ')}>` : '';

function signatureText(name: string, sig: SignatureReflection): string {
  const params = (sig.parameters ?? []).map(
    (p) =>
      `${p.flags.isRest ? '...' : ''}${p.name}${p.flags.isOptional || p.defaultValue ? '?' : ''}: ${p.type?.toString() ?? 'unknown'}`,
  );
  return `${name}${typeParams(sig.typeParameters)}(${params.join(', ')}): ${sig.type?.toString() ?? 'void'}`;
}

function memberOf(child: DeclarationReflection): ApiMember {
  const sig = child.signatures?.[0];
  const comment = child.comment ?? sig?.comment;
  const defaultValue = tagText(comment, '@default')[0];
  return {
    name: child.name,
    type: sig ? signatureText('', sig) : (child.type?.toString() ?? 'unknown'),
    optional: child.flags.isOptional,
    summary: text(comment?.summary),
    ...(defaultValue !== undefined && { defaultValue }),
  };
}

/** One exported reflection as the page shows it. */
export function toEntry(module: string, reflection: DeclarationReflection): ApiEntry {
  const sigs = reflection.kindOf(ReflectionKind.Class)
    ? (reflection.children ?? [])
        .filter((c) => c.kindOf(ReflectionKind.Constructor))
        .flatMap((c) => c.signatures ?? [])
        .map((s) => signatureText(`new ${reflection.name}`, s))
    : (reflection.signatures ?? []).map((s) => signatureText(reflection.name, s));
  const comment = reflection.comment ?? reflection.signatures?.[0]?.comment;
  const signatures = sigs.length
    ? sigs
    : reflection.type
      ? [
          `${reflection.name}${typeParams(reflection.typeParameters)}: ${reflection.type.toString()}`,
        ]
      : [];
  const members = (reflection.children ?? [])
    .filter((c) =>
      c.kindOf(ReflectionKind.Property | ReflectionKind.Method | ReflectionKind.Accessor),
    )
    .filter((c) => !c.flags.isPrivate && !c.flags.isProtected && !c.name.startsWith('#'))
    .map(memberOf);
  const defaultValue = tagText(comment, '@default')[0];
  return {
    module,
    name: reflection.name,
    kind: ReflectionKind.singularString(reflection.kind),
    signatures,
    summary: text(comment?.summary),
    ...(defaultValue !== undefined && { defaultValue }),
    examples: tagText(comment, '@example'),
    members,
  };
}

/** Runs TypeDoc over the modules a selection names; one project for them all. */
export async function convertModules(
  repoRoot: string,
  importPaths: readonly string[],
): Promise<Map<string, ProjectReflection | DeclarationReflection>> {
  const files = importPaths.map((p) => sourceOf(repoRoot, p));
  const app = await Application.bootstrap({
    entryPoints: files,
    entryPointStrategy: 'resolve',
    // Only the packages: a program over the whole repo takes several times as long.
    tsconfig: join(repoRoot, 'apps/site/build/tsconfig.api.json'),
    skipErrorChecking: true,
    excludePrivate: true,
    excludeInternal: true,
    sort: ['source-order'],
    logLevel: 'Error',
    compilerOptions: { noEmit: true },
  });
  const project = await app.convert();
  if (!project) throw new Error('api-reference: TypeDoc could not convert the packages');
  const byPath = new Map<string, ProjectReflection | DeclarationReflection>();
  // With one entry point the project is the module; with several, one module per entry.
  if (files.length === 1) byPath.set(importPaths[0]!, project);
  else
    for (const module of project.children ?? []) {
      const file = module.sources?.[0]?.fullFileName;
      const i = files.findIndex((f) => f === file || (file && resolve(file) === f));
      if (i >= 0) byPath.set(importPaths[i]!, module);
    }
  return byPath;
}

/** The entries of one selection, in its order; a name the module does not export throws. */
export function selectEntries(
  modules: ReadonlyMap<string, ProjectReflection | DeclarationReflection>,
  selection: ApiSelection,
): ApiEntry[] {
  return Object.entries(selection).flatMap(([path, names]) =>
    names.map((name) => {
      const module = modules.get(path);
      if (!module) throw new Error(`api-reference: TypeDoc gave no module for ${path}`);
      const found = module.getChildByName(name);
      if (!(found instanceof DeclarationReflection))
        throw new Error(`api-reference: ${path} has no export named ${name}`);
      return toEntry(path, found);
    }),
  );
}

/** The plugin. `selections` maps a feature id to its selection. */
export function apiReference(
  selections: Readonly<Record<string, ApiSelection | undefined>>,
  repoRoot = resolve(dirname(new URL(import.meta.url).pathname), '../../..'),
): Plugin {
  let modules: Promise<Map<string, ProjectReflection | DeclarationReflection>> | undefined;
  const paths = [...new Set(Object.values(selections).flatMap((s) => Object.keys(s ?? {})))];
  return {
    name: 'tendril-api-reference',
    buildStart() {
      modules = undefined;
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const feature = id.slice(RESOLVED.length);
      const selection = selections[feature];
      if (!selection) throw new Error(`api-reference: no API selection for ${feature}`);
      modules ??= convertModules(repoRoot, paths);
      const entries = selectEntries(await modules, selection);
      return { code: `export default ${JSON.stringify(entries)};`, map: null };
    },
  };
}

/*
 * The build side of the shared scope (see shared-scope.ts): a Vite / Rollup / Rolldown plugin
 * for a micro app's build. It keeps the shared specifiers out of the bundle (external), then
 * rewrites each ES import of them in the output into a read of the host's shared scope:
 *
 *   import { jsx as e } from "react/jsx-runtime";
 *   → const { jsx: e } = __tendrilShared("react/jsx-runtime", ["jsx"]);
 *
 * so the bundle imports nothing, needs no import map (an inline script a strict CSP would
 * block) and runs on the host's instances. The reader checks, when the bundle is evaluated,
 * that the host shares each module with every name the app uses. An import it cannot
 * rewrite (a re-export, a dynamic import of a shared module) fails the build.
 */
import { SHARED_SCOPE_KEY } from './shared-scope.ts';

/**
 * The plugin `sharedImports` returns (structurally a Vite, Rollup and Rolldown plugin).
 *
 * @example
 * ```ts
 * const plugin: SharedImportsPlugin = sharedImports(['react', 'react/jsx-runtime']);
 * ```
 */
export interface SharedImportsPlugin {
  readonly name: string;
  readonly apply: 'build';
  /** Before Vite's own resolver, which would otherwise bundle the shared modules. */
  readonly enforce: 'pre';
  resolveId(source: string): { id: string; external: true } | null;
  renderChunk(code: string): { code: string; map: null };
}

const READER = '__tendrilShared';

// import D from "x" | import * as N from "x" | import { a as b } from "x" |
// import D, { a } from "x" | import D, * as N from "x" | import "x"
const STATIC_IMPORT =
  /\bimport\s*(?:([\w$]+)\s*,?\s*)?(?:\*\s*as\s+([\w$]+)\s*|\{([^}]*)\}\s*)?(?:from\s*)?(["'])([^"'\n]+)\4\s*;?/g;

const IDENTIFIER = /^[\w$]+$/;

/** The reader the rewritten imports call, appended to the chunk (a hoisted declaration). */
const reader = `
function ${READER}(id, names) {
  const m = globalThis[Symbol.for(${JSON.stringify(SHARED_SCOPE_KEY)})]?.[id];
  if (!m) throw new Error(\`The host shares no module "\${id}" (see provideShared).\`);
  for (const n of names)
    if (!(n in m)) throw new Error(\`The host's shared "\${id}" has no export "\${n}".\`);
  return m;
}
`;

function specifiers(list: string, id: string): [imported: string, local: string][] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [imported, local = imported, ...rest] = part.split(/\s+as\s+/);
      if (rest.length || !IDENTIFIER.test(imported!) || !IDENTIFIER.test(local!))
        throw new Error(`sharedImports cannot rewrite the import of "${part}" from "${id}".`);
      return [imported!, local!];
    });
}

/**
 * Rewrites a chunk's ES imports of the shared specifiers `ids` into reads of the shared
 * scope, appending the reader when it rewrote any. Throws when a shared specifier is still
 * imported afterwards (a form it does not rewrite). What `sharedImports` runs on each chunk.
 *
 * @example
 * ```ts
 * rewriteSharedImports('import { useState as u } from "react";', ['react']);
 * // 'const { useState: u } = __tendrilShared("react", ["useState"]);' + the reader
 * ```
 */
export function rewriteSharedImports(code: string, ids: readonly string[]): string {
  let rewritten = false;
  const out = code.replace(
    STATIC_IMPORT,
    (whole, defaultName?: string, namespace?: string, named?: string, _q?: string, id?: string) => {
      if (!id || !ids.includes(id)) return whole;
      rewritten = true;
      const pairs = named === undefined ? [] : specifiers(named, id);
      if (defaultName) pairs.unshift(['default', defaultName]);
      const call = `${READER}(${JSON.stringify(id)}, ${JSON.stringify(pairs.map(([n]) => n))})`;
      const parts: string[] = [];
      if (namespace) {
        parts.push(`const ${namespace} = ${call};`);
        if (pairs.length)
          parts.push(`const { ${pairs.map(([n, l]) => `${n}: ${l}`).join(', ')} } = ${namespace};`);
      } else if (pairs.length) {
        parts.push(`const { ${pairs.map(([n, l]) => `${n}: ${l}`).join(', ')} } = ${call};`);
      } else parts.push(`${call};`);
      return parts.join(' ');
    },
  );
  for (const id of ids) {
    const quoted = `["']${id.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}["']`;
    if (new RegExp(`\\bfrom\\s*${quoted}|\\bimport\\s*\\(?\\s*${quoted}`).test(out))
      throw new Error(
        `sharedImports cannot rewrite an import of "${id}" (a re-export or import()).`,
      );
  }
  return rewritten ? out + reader : out;
}

/**
 * The plugin for a micro app's build: `ids` (exact specifiers, e.g. `react`,
 * `react/jsx-runtime`, `@tendril/signals`) stay out of the bundle and are read from the
 * host's shared scope (`provideShared`) when the bundle is evaluated. Use it with an ES
 * output in one chunk (a library build).
 *
 * @example
 * ```ts
 * // vite.config.ts of the micro app
 * export default defineConfig({
 *   plugins: [react(), sharedImports(['react', 'react/jsx-runtime', '@tendril/signals'])],
 *   build: { lib: { entry: 'src/index.ts', formats: ['es'], fileName: 'notes' } },
 * });
 * ```
 */
export function sharedImports(ids: readonly string[]): SharedImportsPlugin {
  return {
    name: 'tendril-shared-imports',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (ids.includes(source) ? { id: source, external: true } : null),
    renderChunk: (code) => ({ code: rewriteSharedImports(code, ids), map: null }),
  };
}

import { describe, expect, it } from 'vitest';
import { rewriteSharedImports, sharedImports } from './shared-imports.ts';
import { provideShared, SHARED_SCOPE_KEY } from './shared-scope.ts';

const IDS = ['react', 'react/jsx-runtime', '@tendril/signals'];

/** Evaluates rewritten code as a function body, returning the named locals. */
function run(code: string, locals: string[]): Record<string, unknown> {
  const body = `${code}\nreturn { ${locals.join(', ')} };`;
  return new Function(body)() as Record<string, unknown>;
}

describe('rewriteSharedImports', () => {
  it('turns each import form of a shared module into a read of the scope', () => {
    const code = [
      'import { jsx as e, jsxs } from "react/jsx-runtime";',
      "import React, { useState as u } from 'react';",
      'import * as S from "@tendril/signals";',
      'import{signal as t}from"@tendril/signals";',
      'import "react";',
      'import { other } from "./local.js";',
    ].join('\n');
    const out = rewriteSharedImports(code, IDS);
    expect(out).toContain(
      'const { jsx: e, jsxs: jsxs } = __tendrilShared("react/jsx-runtime", ["jsx","jsxs"]);',
    );
    expect(out).toContain(
      'const { default: React, useState: u } = __tendrilShared("react", ["default","useState"]);',
    );
    expect(out).toContain('const S = __tendrilShared("@tendril/signals", []);');
    expect(out).toContain('const { signal: t } = __tendrilShared("@tendril/signals", ["signal"]);');
    expect(out).toContain('__tendrilShared("react", []);');
    // Other imports are left alone, and the line count is kept (the reader goes at the end).
    expect(out).toContain('import { other } from "./local.js";');
    expect(out.split('\n').slice(0, 6)).toHaveLength(6);
    expect(out).toContain('function __tendrilShared(id, names)');
  });

  it('leaves a chunk without shared imports unchanged', () => {
    const code = 'import { x } from "./x.js";\nexport const y = x;';
    expect(rewriteSharedImports(code, IDS)).toBe(code);
  });

  it('fails the build on a form it cannot rewrite', () => {
    expect(() => rewriteSharedImports('export { useState } from "react";', IDS)).toThrow(
      /cannot rewrite an import of "react"/,
    );
    expect(() => rewriteSharedImports('const m = import("react");', IDS)).toThrow(/import\(\)/);
    expect(() => rewriteSharedImports('import { "a-b" as c } from "react";', IDS)).toThrow(
      /cannot rewrite the import/,
    );
  });

  it('reads the host modules at run time, checking every name it uses', () => {
    const holder = globalThis as unknown as Record<symbol, unknown>;
    const key = Symbol.for(SHARED_SCOPE_KEY);
    const saved = holder[key];
    try {
      const jsx = () => 'jsx';
      provideShared({ 'react/jsx-runtime': { jsx, jsxs: jsx }, react: { default: 'R' } });
      const code = rewriteSharedImports(
        'import { jsx as e } from "react/jsx-runtime";\nimport R from "react";',
        IDS,
      );
      expect(run(code, ['e', 'R'])).toEqual({ e: jsx, R: 'R' });

      const missingName = rewriteSharedImports('import { nope } from "react";', IDS);
      expect(() => run(missingName, ['nope'])).toThrow(
        'The host\'s shared "react" has no export "nope".',
      );
      const missingModule = rewriteSharedImports('import { signal } from "@tendril/signals";', IDS);
      expect(() => run(missingModule, ['signal'])).toThrow(
        'The host shares no module "@tendril/signals" (see provideShared).',
      );
    } finally {
      holder[key] = saved;
    }
  });
});

describe('sharedImports', () => {
  it('keeps the shared specifiers out of the bundle, before Vite resolves them', () => {
    const plugin = sharedImports(IDS);
    expect(plugin).toMatchObject({
      name: 'tendril-shared-imports',
      apply: 'build',
      enforce: 'pre',
    });
    expect(plugin.resolveId('react')).toEqual({ id: 'react', external: true });
    expect(plugin.resolveId('react-dom')).toBeNull();
    expect(plugin.renderChunk('import { a } from "react";').code).toContain('__tendrilShared');
  });
});

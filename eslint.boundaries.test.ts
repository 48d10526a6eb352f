/*
 * The boundaries in eslint.boundaries.js, proven on deliberate breaches: each snippet is
 * linted as if it were a file at that path, with the repository's own config.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: import.meta.dirname, overrideConfigFile: 'eslint.config.js' });

/** The boundary messages ESLint reports for `code` placed at `filePath`. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((m) => m.ruleId === 'boundaries/dependencies')
    .map((m) => m.message);
}

describe('import boundaries', () => {
  it('a feature importing another feature fails', async () => {
    const errors = await boundaryErrors(
      'apps/site/src/features/news/Breach.tsx',
      "import { shopFeature } from '../shop/index.ts';\nexport const f = shopFeature;\n",
    );
    expect(errors).toEqual([expect.stringContaining('never imports another feature')]);
  });

  it('a feature importing another feature lazily, or its data, fails too', async () => {
    const errors = await boundaryErrors(
      'apps/site/src/features/shop/data/breach.ts',
      "export const load = () => import('../../news/data/items.ts');\n" +
        "export { STORIES_PER_LIST } from '../../news/data/constants.ts';\n",
    );
    expect(errors).toHaveLength(2);
  });

  it('a feature importing within itself, or shared code, passes', async () => {
    const errors = await boundaryErrors(
      'apps/site/src/features/news/Fine.tsx',
      "import { plural } from './data/plural.ts';\nimport { Button } from '../../ui/Button.tsx';\n" +
        "import type { DemoFeature } from '../../shell/demo-feature.ts';\n" +
        'export type F = DemoFeature;\nexport const a = [plural, Button];\n',
    );
    expect(errors).toEqual([]);
  });

  it('the catalogue importing the demos, or the shell importing the catalogue, fails', async () => {
    const fromFeature = await boundaryErrors(
      'apps/site/src/features/catalogue/Breach.tsx',
      "import { demoRoutes } from '../demo/routes.ts';\nexport const r = demoRoutes;\n",
    );
    expect(fromFeature).toEqual([expect.stringContaining('never imports another feature')]);
    const fromShell = await boundaryErrors(
      'apps/site/src/shell/breach.ts',
      "import { FEATURES } from '../features/catalogue/catalogue.ts';\nexport const f = FEATURES;\n",
    );
    expect(fromShell).toEqual([expect.stringContaining('never imports a feature')]);
  });

  it('only app/ and tests load a page table; a routes.ts imports its own as a type', async () => {
    const value = "import * as pages from './pages.ts';\nexport const p = pages;\n";
    const lazy = "export const load = () => import('./pages.ts');\n";
    const type = "import type * as Pages from './pages.ts';\nexport type P = typeof Pages;\n";
    for (const [filePath, code] of [
      ['apps/site/src/features/shop/routes.ts', value],
      ['apps/site/src/features/news/index.ts', lazy],
      ['apps/site/src/shell/routes.ts', value],
    ] as const) {
      const errors = await boundaryErrors(filePath, code);
      expect(errors, filePath).toEqual([expect.stringContaining('Only app/ loads a pages.ts')]);
    }
    expect(await boundaryErrors('apps/site/src/features/shop/routes.ts', type)).toEqual([]);
    expect(await boundaryErrors('apps/site/src/features/shop/routes.test.ts', value)).toEqual([]);
    const app = "export * as shop from '../features/shop/pages.ts';\n";
    expect(await boundaryErrors('apps/site/src/app/lazy-pages.ts', app)).toEqual([]);
  });

  it('a feature importing app/ fails', async () => {
    const errors = await boundaryErrors(
      'apps/site/src/features/demo/router/Breach.tsx',
      "import { features } from '../../../app/features.ts';\nexport const f = features;\n",
    );
    expect(errors).toEqual([expect.stringContaining('never imports app/')]);
  });

  it('a data module importing UI fails', async () => {
    const errors = await boundaryErrors(
      'apps/site/src/features/shop/data/breach.ts',
      "import { useState } from 'react';\n" +
        "import { useValue } from '@tendril/signals/react';\n" +
        "import { Button } from '../../../ui/Button.tsx';\n" +
        "import { ProductCard } from '../components/ProductCard.tsx';\n" +
        "import { useCatalogue } from '../components/useCatalogue.ts';\n" +
        'export const a = [useState, useValue, Button, ProductCard, useCatalogue];\n',
    );
    expect(errors).toHaveLength(5);
    expect(errors[0]).toContain('never imports UI');
  });

  it('shared lib/ importing a feature fails', async () => {
    const errors = await boundaryErrors(
      'apps/site/src/lib/breach.ts',
      "import { cart } from '../features/shop/data/cart-store.ts';\nexport const c = cart;\n",
    );
    expect(errors).toEqual([expect.stringContaining('never imports a feature')]);
  });

  it('a module importing the test helpers fails; a test may', async () => {
    const code =
      "import { QuotaStorage } from '../../../testing/test-storage.ts';\nexport const q = QuotaStorage;\n";
    const source = await boundaryErrors('apps/site/src/features/news/data/breach.ts', code);
    expect(source).toEqual([expect.stringContaining('Only tests import the test helpers')]);
    const test = await boundaryErrors('apps/site/src/features/news/data/fine.test.ts', code);
    expect(test).toEqual([]);
  });

  it('a package core importing React fails, in any core folder', async () => {
    for (const filePath of [
      'packages/signals/src/core/breach.ts',
      'packages/signals/src/some-new-module/breach.ts',
      'packages/router/src/core/breach.ts',
    ]) {
      const errors = await boundaryErrors(
        filePath,
        "import { useState } from 'react';\nimport { createRoot } from 'react-dom/client';\n" +
          'export const a = [useState, createRoot];\n',
      );
      expect(errors, filePath).toEqual([
        expect.stringContaining('never imports React'),
        expect.stringContaining('never imports React'),
      ]);
    }
  });

  it("a package core importing its package's react/ folder fails; react/ itself may", async () => {
    const core = await boundaryErrors(
      'packages/router/src/core/breach.ts',
      "import { useMatch } from '../react/index.ts';\nexport const a = useMatch;\n",
    );
    expect(core).toEqual([expect.stringContaining('never imports React')]);
    const react = await boundaryErrors(
      'packages/router/src/react/fine.ts',
      "import { useState } from 'react';\nexport const a = useState;\n",
    );
    expect(react).toEqual([]);
  });

  it("a feature folder's react/ may import React and its feature; the feature's core may not import it", async () => {
    const react = await boundaryErrors(
      'packages/signals/src/uplot/react/fine.ts',
      "import { useEffect } from 'react';\nimport { bindChart } from '../index.ts';\n" +
        'export const a = [useEffect, bindChart];\n',
    );
    expect(react).toEqual([]);
    const core = await boundaryErrors(
      'packages/signals/src/uplot/breach.ts',
      "import { useUPlot } from './react/index.ts';\nimport { useState } from 'react';\n" +
        'export const a = [useUPlot, useState];\n',
    );
    expect(core).toEqual([
      expect.stringContaining('never imports React'),
      expect.stringContaining('never imports React'),
    ]);
  });

  it('a feature’s react/ folder may import React, and its framework-free folder may not', async () => {
    const useState = "import { useState } from 'react';\nexport const a = useState;\n";
    const prerender =
      "import { prerender } from 'react-dom/static';\nexport const p = prerender;\n";
    expect(await boundaryErrors('packages/router/src/meta/react/fine.ts', useState)).toEqual([]);
    expect(await boundaryErrors('packages/router/src/react/ssr/fine.ts', prerender)).toEqual([]);
    expect(await boundaryErrors('packages/router/src/ssr/breach.ts', prerender)).toEqual([
      expect.stringContaining('never imports React'),
    ]);
    expect(await boundaryErrors('packages/router/src/meta/breach.ts', useState)).toEqual([
      expect.stringContaining('never imports React'),
    ]);
  });

  it('a package importing an app fails', async () => {
    const errors = await boundaryErrors(
      'packages/router/src/react/breach.ts',
      "import { toast } from '../../../../apps/site/src/lib/toast-store.ts';\nexport const t = toast;\n",
    );
    expect(errors).toEqual([expect.stringContaining('never imports an app')]);
  });

  it('a micro app importing the site fails, and the site importing a micro app fails', async () => {
    const fromMicro = await boundaryErrors(
      'apps/micro-notes/src/Breach.tsx',
      "import { Button } from '../../site/src/ui/Button.tsx';\nexport const b = Button;\n",
    );
    expect(fromMicro).toEqual([expect.stringContaining('A micro app never imports the site')]);
    const fromSite = await boundaryErrors(
      'apps/site/src/shell/breach.ts',
      "export const load = () => import('../../../micro-notes/src/notes.ts');\n",
    );
    expect(fromSite).toEqual([expect.stringContaining("never imports a micro app's sources")]);
  });

  it('a micro app importing the packages passes', async () => {
    const errors = await boundaryErrors(
      'apps/micro-notes/src/Fine.tsx',
      "import { Link } from '@tendril/router/react';\n" +
        "import { defineMicroApp } from '@tendril/router/microfrontend';\n" +
        'export const a = [Link, defineMicroApp];\n',
    );
    expect(errors).toEqual([]);
  });
});

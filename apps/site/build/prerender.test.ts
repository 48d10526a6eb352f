import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { fillTemplate, hydrationChunks, serverDirOf } from './prerender.ts';

const template = `<!doctype html><html><head><meta charset="UTF-8" />
<title data-static-head>Tendril</title>
<meta name="description" content="The site." data-static-head />
</head><body><div id="root"></div>
<noscript data-app-shell><p>This page needs JavaScript</p></noscript><script type="module" crossorigin src="/assets/index.js"></script></body></html>`;

describe('the prerender template', () => {
  it("puts the page's head for the static one, its markup and app in #root, its data after", () => {
    const html = fillTemplate(
      template,
      {
        head: '<title>Lamp · Tendril</title><meta name="description" content="A lamp $&."/>',
        body: '<main><h1>Lamp</h1></main>',
        app: 'shop',
        data: '<script type="application/json" id="tendril-data">{"loaders":{}}</script>',
      },
      '/lamp',
    );
    expect(html).not.toContain('data-static-head');
    // The app shell's message for a browser without JavaScript: this page shows its content.
    expect(html).not.toContain('noscript');
    expect(html).toContain(
      '<title>Lamp · Tendril</title><meta name="description" content="A lamp $&."/></head>',
    );
    expect(html).toContain(
      '<div id="root" data-server-rendered data-app="shop" data-path="/lamp"><main><h1>Lamp</h1></main></div><script type="application/json" id="tendril-data">',
    );
  });
});

describe('the chunks prerendered pages load with their entry', () => {
  const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) =>
    ({ type: 'chunk', fileName, moduleIds, imports, isEntry }) as unknown as Rolldown.OutputChunk;
  const bundle = Object.fromEntries(
    [
      chunk('assets/index.js', ['/site/src/main.tsx'], [], true),
      chunk(
        'assets/data.js',
        ['/site/src/data.ts', '/site/src/registry.ts'],
        ['assets/index.js', 'assets/cache.js'],
      ),
      chunk('assets/cache.js', ['/lib/cache.ts'], ['assets/index.js']),
      chunk('assets/meta.js', ['/site/src/Meta.tsx'], ['assets/index.js', 'assets/cache.js']),
      chunk('assets/page.js', ['/site/src/Page.tsx']),
    ].map((c) => [c.fileName, c]),
  ) as Rolldown.OutputBundle;

  it("names each module's chunk and what it imports, once each, never an entry", () => {
    expect(hydrationChunks(bundle, '/site', ['src/registry.ts', 'src/Meta.tsx'])).toEqual([
      '/assets/data.js',
      '/assets/cache.js',
      '/assets/meta.js',
    ]);
  });

  it('fails the build for a module no chunk holds', () => {
    expect(() => hydrationChunks(bundle, '/site', ['src/Gone.tsx'])).toThrow(
      'No chunk holds src/Gone.tsx',
    );
  });

  it("hands them to the page's loader, which imports them with the entry", () => {
    const html = fillTemplate(template, { head: '', body: '', app: 'news' }, '/', ['/assets/a.js']);
    expect(html).toContain('import("/assets/index.js");for(const u of ["/assets/a.js"])import(u)');
  });
});

describe('where the site built for Node goes', () => {
  it('beside dist, inside the site; for a folder elsewhere, under the site, named after it', () => {
    expect(serverDirOf('/repo/apps/site', '/repo/apps/site/dist')).toBe(
      '/repo/apps/site/dist-server',
    );
    const elsewhere = serverDirOf('/repo/apps/site', '/tmp/build-1/v1');
    expect(elsewhere).toMatch(/^\/repo\/apps\/site\/node_modules\/\.tendril-server\/[0-9a-f]{12}$/);
    expect(serverDirOf('/repo/apps/site', '/tmp/build-1/v2')).not.toBe(elsewhere);
  });
});

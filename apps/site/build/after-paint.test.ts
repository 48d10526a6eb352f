import { describe, expect, it } from 'vitest';
import { afterPaintLoader, loadEntryAfterPaint } from './after-paint.ts';

const page = `<head><script>early()</script><script type="module" crossorigin src="/assets/index-A1.js"></script></head><body><div id="root"><h1>Hi</h1></div></body>`;

/** Runs the inline loader for `/e.js` with the page's globals given. */
function runLoader(globals: {
  document: object;
  location: { search: string; pathname: string };
  PerformanceObserver: unknown;
  setTimeout: unknown;
  importModule: (url: string) => unknown;
  alongside?: string[];
}) {
  new Function(
    'document',
    'location',
    'PerformanceObserver',
    'setTimeout',
    'import_',
    afterPaintLoader('/e.js', globals.alongside).replaceAll('import(', 'import_('),
  )(
    globals.document,
    globals.location,
    globals.PerformanceObserver,
    globals.setTimeout,
    globals.importModule,
  );
}

describe('loading the entry after the first paint', () => {
  it("replaces the entry's script with an inline module that imports it, and leaves the rest", () => {
    const html = loadEntryAfterPaint(page);
    expect(html).not.toContain('src="/assets/index-A1.js"');
    expect(html).toContain(
      `<script type="module">${afterPaintLoader('/assets/index-A1.js')}</script>`,
    );
    expect(html).toContain('<script>early()</script>');
    expect(html).toContain('<div id="root"><h1>Hi</h1></div>');
  });

  it('imports after the first paint is reported, after 1 s without one, or at once when hidden', () => {
    const calls: string[] = [];
    let reportPaint = () => {};
    class Observer {
      constructor(callback: () => void) {
        reportPaint = callback;
      }
      observe(options: object) {
        calls.push(`observe ${JSON.stringify(options)}`);
      }
    }
    const run = (hidden: boolean) =>
      runLoader({
        document: { hidden, getElementById: () => ({ dataset: { path: '/lamp' } }) },
        location: { search: '', pathname: '/lamp' },
        PerformanceObserver: Observer,
        setTimeout: (f: () => void, ms = 0) => calls.push(`timer ${ms}`) && (ms ? undefined : f()),
        importModule: (url) => calls.push(`import ${url}`),
      });
    run(false);
    expect(calls).toEqual(['observe {"type":"paint","buffered":true}', 'timer 1000']);
    reportPaint();
    expect(calls.slice(2)).toEqual(['timer 0', 'import /e.js']);
    calls.length = 0;
    run(true);
    expect(calls).toEqual(['import /e.js']);
  });

  it('imports the chunks the page hydrates with alongside the entry, and leaves their failures to the app', async () => {
    const imported: string[] = [];
    const failed = Promise.reject(new Error('offline'));
    runLoader({
      document: { hidden: true, getElementById: () => ({ dataset: { path: '/' } }) },
      location: { search: '', pathname: '/' },
      PerformanceObserver: class {},
      setTimeout: () => {},
      importModule: (url) => (imported.push(url), url === '/b.js' ? failed : Promise.resolve()),
      alongside: ['/a.js', '/b.js'],
    });
    expect(imported).toEqual(['/e.js', '/a.js', '/b.js']);
    // No unhandled rejection: vitest fails the run on one.
    await failed.catch(() => undefined);
  });

  it('at an address with a query or another path, takes data-app off #root so the app renders afresh', () => {
    const removed: string[] = [];
    const root = {
      dataset: { path: '/lamp' },
      removeAttribute: (name: string) => removed.push(name),
    };
    const run = (pathname: string, search = '') =>
      runLoader({
        document: { hidden: true, getElementById: (id: string) => (id === 'root' ? root : null) },
        location: { search, pathname },
        PerformanceObserver: class {},
        setTimeout: () => {},
        importModule: () => {},
      });
    run('/lamp');
    expect(removed).toEqual([]);
    run('/lamp', '?range=90d');
    expect(removed).toEqual(['data-app']);
    run('/cart');
    run('/lamp/');
    expect(removed).toEqual(['data-app', 'data-app', 'data-app']);
  });

  it('fails the build when the page has no entry script', () => {
    expect(() => loadEntryAfterPaint('<body></body>')).toThrow(/no entry/);
  });
});

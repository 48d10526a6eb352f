// @vitest-environment jsdom
import DOMPurify from 'dompurify';
import { afterEach, describe, expect, it } from 'vitest';
import { readHydrationData, type HydrationData } from './hydration-data.ts';
import { hydrationScript } from './serialize.ts';

const server: HydrationData = { loaders: { 'comments:[]': { data: ['a real comment'] } } };
const forged: HydrationData = {
  loaders: { 'comments:[]': { data: ['<img src=x onerror=alert(1)>'] } },
};

/** A user's comment, sanitized with DOMPurify's default configuration, which keeps `id`s. */
const comment = (html: string) => DOMPurify.sanitize(html);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('readHydrationData', () => {
  it("reads the server's script, not a sanitized comment carrying its id before it", () => {
    const attack = comment(`<p id="tendril-data">${JSON.stringify(forged)}</p>`);
    expect(attack).toContain('id="tendril-data"');
    // The README's pattern: the app's HTML, then the data script.
    document.body.innerHTML = `<div id="root">${attack}</div>${hydrationScript(server)}`;
    expect(document.getElementById('tendril-data')?.tagName).toBe('P');
    expect(readHydrationData()).toEqual(server);
  });

  it('reads no data when the only element with the id is page content', () => {
    document.body.innerHTML = `<div id="root">${comment(
      `<pre id="tendril-data">${JSON.stringify(forged)}</pre>`,
    )}</div>`;
    expect(readHydrationData()).toBeUndefined();
  });

  it('ignores a script with the id that is not JSON data, and an id no script could have', () => {
    document.body.innerHTML = `<script type="module" id="tendril-data">${JSON.stringify(server)}</script>`;
    expect(readHydrationData()).toBeUndefined();
    document.body.innerHTML = hydrationScript(server, 'page-data');
    expect(readHydrationData('page-data')).toEqual(server);
    expect(readHydrationData('"], script, [id="page-data')).toBeUndefined();
  });
});

// @vitest-environment node
import * as fs from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { handleRequest, prerender } from './server-rendering.tsx';

const server = createServer((req, res) => void handleRequest(req, res));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('the server rendering example', () => {
  it('answers a request with the page, its head and its data', async () => {
    const response = await fetch(`${base}/product/1`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title data-tendril-meta="">Desk lamp 1</title>');
    expect(html).toContain(
      '<meta name="description" content="Desk lamp 1 for $49" data-tendril-meta=""/>',
    );
    expect(html).toContain('<h1>Desk lamp 1<!-- -->: $<!-- -->49</h1>');
    expect(html).toContain('<script type="application/json" id="tendril-data">');
  });

  it('answers an unknown path with 404', async () => {
    const response = await fetch(`${base}/nowhere`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<h1>Not found</h1>');
  });

  it('prerenders each path to dist/<path>/index.html', async () => {
    const out = await fs.mkdtemp(join(tmpdir(), 'prerender-'));
    await prerender(['/', '/product/2'], out, fs);
    expect(await fs.readFile(join(out, 'index.html'), 'utf8')).toContain(
      '<title data-tendril-meta="">Shop</title>',
    );
    expect(await fs.readFile(join(out, 'product/2/index.html'), 'utf8')).toContain('Desk lamp 2');
    await fs.rm(out, { recursive: true });
  });
});

// @tendril/router's streaming server render in real Chromium: pages served by the README's Node
// handler (packages/router/examples/node-server.tsx) stream their shell before a deferred part
// (a lamp's reviews, answered by the API after ~400 ms), hydrate from the page's own data with
// no loader request, keep a Date and a Map as themselves, run under a nonce CSP with no
// violation, ignore a sanitized comment posing as the router's data, and keep one head.
import type { Page } from '@playwright/test';
import { watchCsp } from './csp-watch.ts';
import { readStreamed } from './raw-response.ts';
import { expect, test } from './fixtures.ts';
import { untilHydrated } from './hydration.ts';
import { serveFixture, type Fixture } from './ssr-stream-fixture/serve.ts';

let fixture: Fixture;
test.beforeAll(async () => {
  fixture = await serveFixture();
});
test.afterAll(async () => {
  await fixture?.close();
});

/** What the page went through, recorded from its first byte on (see `record`). */
interface Seen {
  /** When the reviews' fallback, then the reviews, first showed in the page (ms). */
  fallbackAt: number;
  reviewsAt: number;
  /** The first `#name` heading the HTML parser made. */
  firstName: Element | null;
  /** The text of any heading or review list that ever held the attacker's "HACKED". */
  hacked: string[];
}

/** Records what shows in the page as it streams in, before any of the page's own code runs. */
async function record(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: Seen = { fallbackAt: 0, reviewsAt: 0, firstName: null, hacked: [] };
    Object.assign(window, { seen });
    const look = () => {
      const now = performance.now();
      const fallback = [...document.querySelectorAll('main p')].some(
        (p) => p.textContent === 'Loading reviews…',
      );
      if (!seen.fallbackAt && fallback) seen.fallbackAt = now;
      // Not React's hidden copy of the boundary (outside main) before it is moved in.
      if (!seen.reviewsAt && document.querySelector('main #reviews li')) seen.reviewsAt = now;
      seen.firstName ??= document.querySelector('#name');
      for (const element of document.querySelectorAll('#root h1, main #reviews'))
        if (element.textContent?.includes('HACKED')) seen.hacked.push(element.textContent);
    };
    new MutationObserver(look).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
}

const seen = (page: Page) =>
  page.evaluate(() => {
    const { firstName, ...rest } = (window as unknown as { seen: Seen }).seen;
    return {
      ...rest,
      sameHeading: firstName !== null && firstName === document.querySelector('#name'),
    };
  });

/** Requests the page makes to the fixture's API, from now on. */
function apiRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) urls.push(request.url());
  });
  return urls;
}

/** Console messages and page errors that report a hydration mismatch. */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  const mismatch = /#418|#423|#425|hydrat/i;
  page.on('console', (message) => {
    if (mismatch.test(message.text())) errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (mismatch.test(error.message)) errors.push(`pageerror: ${error.message}`);
  });
  return errors;
}

/** Loads `path` (streamed by the server) and waits until React owns its heading. */
async function open(page: Page, path: string) {
  const response = await page.goto(fixture.url + path, { waitUntil: 'commit' });
  await untilHydrated(page.locator('#root h1'));
  return response!;
}

async function expectLamp(page: Page, name: string, reviews: string[]) {
  await expect(page.locator('#name')).toHaveText(name);
  await expect(page.locator('main #reviews li')).toHaveText(reviews);
}

async function expectHead(page: Page, title: string, description: string) {
  await expect(page).toHaveTitle(title);
  const descriptions = page.locator('meta[name="description"]');
  await expect(descriptions).toHaveCount(1);
  await expect(descriptions).toHaveAttribute('content', description);
  await expect(page.locator('title')).toHaveCount(1);
  await expect(page.locator('head > title')).toHaveCount(1);
}

/** The raw response of `path`: when its shell arrived, what it held then, and the whole body. */
const readRaw = (path: string) => readStreamed(fixture.url + path, 'Loading reviews…');

test('a streamed page arrives in parts: the shell and the fallback first, then the reviews, and it hydrates', async ({
  page,
}) => {
  const raw = await readRaw('/lamp/1');
  expect(raw.status).toBe(200);
  // The first part of the response: the shell with the lamp's name and the fallback, before
  // the reviews existed, and the response was still open.
  expect(raw.shell).toContain('<h1 id="name">Brass lamp</h1>');
  expect(raw.shell).not.toContain('Bright and warm');
  expect(raw.shellBeforeEnd).toBe(true);
  // The rest: the reviews' boundary and the part's own data.
  const rest = raw.whole.slice(raw.shell.length);
  expect(rest).toContain('<li>Bright and warm</li>');
  expect(rest).toContain('data-tendril-deferred="1">{"value":["Bright and warm","Sturdy"]}');

  await record(page);
  await open(page, '/lamp/1');
  await expectLamp(page, 'Brass lamp', ['Bright and warm', 'Sturdy']);
  // The user saw the fallback first, then the reviews in its place.
  const { fallbackAt, reviewsAt } = await seen(page);
  expect(fallbackAt).toBeGreaterThan(0);
  expect(reviewsAt).toBeGreaterThan(fallbackAt);
  await expect(page.getByText('Loading reviews…')).toHaveCount(0);

  // Hydrated: a link navigates in this document, without loading a new one.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.getByRole('link', { name: 'Lamp two' }).click();
  await expect(page).toHaveURL(`${fixture.url}/lamp/2`);
  await expectLamp(page, 'Paper lamp', ['Soft light', 'Light as a feather']);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(documents).toEqual([]);
});

test('a streamed page hydrates with no loader request and no hydration error', async ({ page }) => {
  const api = apiRequests(page);
  const errors = hydrationErrors(page);
  await record(page);
  await open(page, '/lamp/1');
  await expectLamp(page, 'Brass lamp', ['Bright and warm', 'Sturdy']);
  // Whatever the router would fetch once the app is on screen has had its chance.
  await page.waitForLoadState('networkidle');
  expect(api).toEqual([]);
  expect(errors).toEqual([]);
  // React took the server's heading over rather than rendering its own in its place.
  expect((await seen(page)).sameHeading).toBe(true);
});

test('a Date and a Map hydrate as themselves', async ({ page }) => {
  const api = apiRequests(page);
  const errors = hydrationErrors(page);
  await open(page, '/lamp/1');
  await expect(page.locator('#made-at')).toHaveText('2024-03-05T10:20:30.000Z');
  await expect(page.locator('#shade')).toHaveText('amber');
  // Away and back: the browser renders the page itself from the data it hydrated with
  // (`madeAt.toISOString()`, `colours.get('shade')`), without fetching it again.
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page.locator('h1')).toHaveText('Lamps');
  await page.getByRole('link', { name: 'Lamp one' }).click();
  await expectLamp(page, 'Brass lamp', ['Bright and warm', 'Sturdy']);
  await expect(page.locator('#made-at')).toHaveText('2024-03-05T10:20:30.000Z');
  await expect(page.locator('#shade')).toHaveText('amber');
  expect(api).toEqual([]);
  expect(errors).toEqual([]);
});

test('no CSP violation with a nonce: loading, hydrating, streaming, and navigating away and back', async ({
  page,
}) => {
  const violations = await watchCsp(page);
  const response = await open(page, '/lamp/1');
  const policy = (await response.allHeaders())['content-security-policy'] ?? '';
  const [, nonce] = /'nonce-([^']+)'/.exec(policy) ?? [];
  expect(policy).toContain("script-src 'self' 'nonce-");
  // React's inline scripts (which move the streamed reviews into place) needed the nonce.
  const html = await response.text();
  expect(html).toContain(`<script nonce="${nonce}">`);
  await expectLamp(page, 'Brass lamp', ['Bright and warm', 'Sturdy']);
  await page.getByRole('link', { name: 'Lamp two' }).click();
  await expectLamp(page, 'Paper lamp', ['Soft light', 'Light as a feather']);
  // Back within this document (`commit`: see `open`).
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(`${fixture.url}/lamp/1`);
  await expectLamp(page, 'Brass lamp', ['Bright and warm', 'Sturdy']);
  expect(violations).toEqual([]);
});

test("a sanitized comment posing as the page's data is never read: no HACKED, no dialog, the real lamp", async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const violations = await watchCsp(page);
  await record(page);
  await open(page, '/lamp/3');
  await expectLamp(page, 'Glass lamp', ['Clear glass']);
  await expect(page.locator('#made-at')).toHaveText('2022-06-01T12:00:00.000Z');
  // The attack is in the page as the sanitizer left it: its id kept (ahead of the router's
  // script, in the notice before #root, and in the page), its image without the handler.
  const attack = await page.evaluate(() => ({
    firstWithId: document.getElementById('tendril-data')?.tagName,
    inPage: document.querySelector('#comment p#tendril-data')?.textContent ?? '',
    handlers: document.querySelectorAll('img[onerror]').length,
  }));
  expect(attack).toEqual({
    firstWithId: 'P',
    inPage: expect.stringContaining('HACKED'),
    handlers: 0,
  });
  await expect(page.locator('#name')).not.toContainText('HACKED');
  expect((await seen(page)).hacked).toEqual([]);
  expect(dialogs).toEqual([]);
  expect(violations).toEqual([]);
});

test('one head after hydration and after each navigation: one title and one description, the page’s', async ({
  page,
}) => {
  await open(page, '/');
  await expectHead(page, 'Lamps', 'Every lamp we make');
  await page.getByRole('link', { name: 'Lamp one' }).click();
  await expect(page.locator('#name')).toHaveText('Brass lamp');
  await expectHead(page, 'Brass lamp | Lamps', 'The Brass lamp, shade amber');
  await page.getByRole('link', { name: 'Lamp two' }).click();
  await expect(page.locator('#name')).toHaveText('Paper lamp');
  await expectHead(page, 'Paper lamp | Lamps', 'The Paper lamp, shade white');
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page.locator('h1')).toHaveText('Lamps');
  await expectHead(page, 'Lamps', 'Every lamp we make');
});

test('one head on a streamed lamp page after hydration, with its loaded meta, and after leaving it', async ({
  page,
}) => {
  await open(page, '/lamp/1');
  await expectLamp(page, 'Brass lamp', ['Bright and warm', 'Sturdy']);
  await expectHead(page, 'Brass lamp | Lamps', 'The Brass lamp, shade amber');
  await page.getByRole('link', { name: 'Lamp two' }).click();
  await expect(page.locator('#name')).toHaveText('Paper lamp');
  await expectHead(page, 'Paper lamp | Lamps', 'The Paper lamp, shade white');
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page.locator('h1')).toHaveText('Lamps');
  await expectHead(page, 'Lamps', 'Every lamp we make');
});

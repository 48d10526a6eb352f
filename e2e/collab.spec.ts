// The collaborative editor and the CRDT examples in the built site: pages of one browser share
// the document over BroadcastChannel, an offline pane merges on reconnect, presence shows the
// others, and the collab server joins browsers that share nothing else. Axe clean, and no CSP
// violation on the way.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expectAxeClean } from './axe.ts';
import { watchCsp } from './csp-watch.ts';
import { expect, test } from './fixtures.ts';

const DEMO = '/collaborative-editor/demo';
const pane = (page: Page, name: 'A' | 'B') => page.getByRole('region', { name: `Pane ${name}` });
const editor = (page: Page, name: 'A' | 'B') =>
  pane(page, name).getByRole('textbox', { name: `Shared document (pane ${name})` });
const peers = (page: Page, name: 'A' | 'B') =>
  pane(page, name)
    .getByRole('list', { name: `People editing with pane ${name}` })
    .getByRole('listitem');

async function open(page: Page): Promise<void> {
  await page.goto(DEMO);
  await expect(editor(page, 'A')).toBeVisible();
  // The panes have found each other (and the panes of any other page of this browser).
  await expect(peers(page, 'A').first()).toBeVisible();
}

const sorted = (s: string) => [...s].sort().join('');

test.describe('collaborative editor', () => {
  test('two pages type at once and end with the same text; presence shows the others', async ({
    page,
  }) => {
    const csp = await watchCsp(page);
    const other = await page.context().newPage();
    const otherCsp = await watchCsp(other);
    await open(page);
    await open(other);
    // Both panes of the other page are listed next to our pane B.
    await expect(peers(page, 'A')).toHaveCount(3);
    await Promise.all([
      editor(page, 'A').pressSequentially('alpha one ', { delay: 15 }),
      editor(other, 'A').pressSequentially('beta two ', { delay: 15 }),
    ]);
    await expect
      .poll(async () => {
        const [mine, theirs, sibling] = await Promise.all([
          editor(page, 'A').inputValue(),
          editor(other, 'A').inputValue(),
          editor(page, 'B').inputValue(),
        ]);
        return mine === theirs && mine === sibling ? mine.length : -1;
      })
      .toBe(19);
    // Every character typed on either side is there, once.
    expect(sorted(await editor(other, 'B').inputValue())).toBe(sorted('alpha one beta two '));
    expect([...csp, ...otherCsp]).toEqual([]);
  });

  test('an offline pane keeps its edits and merges them on reconnect', async ({ page }) => {
    const csp = await watchCsp(page);
    await open(page);
    await editor(page, 'A').fill('shared');
    await expect(editor(page, 'B')).toHaveValue('shared');
    // A switch: its name says what it does, its checked state where the pane is.
    const offline = pane(page, 'B').getByRole('switch', { name: 'Work offline' });
    await expect(offline).not.toBeChecked();
    await offline.click();
    await expect(offline).toBeChecked();
    await expect(pane(page, 'B').getByRole('status')).toHaveText('Offline: edits kept here');
    await expect(pane(page, 'A').getByText('Nobody else is connected.')).toBeVisible();
    await editor(page, 'B').press('End');
    await editor(page, 'B').pressSequentially(' by B');
    await editor(page, 'A').press('Home');
    await editor(page, 'A').pressSequentially('A: ');
    await expect(editor(page, 'A')).toHaveValue('A: shared');
    await expect(editor(page, 'B')).toHaveValue('shared by B');
    await offline.click();
    await expect(offline).not.toBeChecked();
    await expect(pane(page, 'B').getByRole('status')).toHaveText('Tabs: connected');
    await expect(editor(page, 'A')).toHaveValue('A: shared by B');
    await expect(editor(page, 'B')).toHaveValue('A: shared by B');
    expect(csp).toEqual([]);
  });

  test('presence names the other user and shows their caret', async ({ page }) => {
    await open(page);
    const you = await pane(page, 'B')
      .getByText(/^You are/)
      .textContent();
    const name = /You are (.+\(B\))/.exec(you ?? '')?.[1];
    expect(name).toBeTruthy();
    await editor(page, 'B').pressSequentially('hi\nthere');
    await expect(peers(page, 'A')).toHaveText([`${name}: caret at line 2, column 6`]);
    await editor(page, 'A').focus(); // B's textarea loses focus: its caret is withdrawn
    await expect(peers(page, 'A')).toHaveText([`${name}: not in the document`]);
  });

  test('the editor and CRDT pages are axe clean', async ({ page }) => {
    test.slow(); // four pages through axe
    const csp = await watchCsp(page);
    await open(page);
    await editor(page, 'A').fill('text');
    await expectAxeClean(page);
    for (const path of ['/collaborative-editor/docs', '/crdts/docs', '/crdts/demo']) {
      await page.goto(path);
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectAxeClean(page);
    }
    expect(csp).toEqual([]);
  });

  test('the CRDT example shares a map between two pages', async ({ page }) => {
    const other = await page.context().newPage();
    for (const p of [page, other]) {
      await p.goto('/crdts/demo');
      await expect(p.getByRole('button', { name: 'Like' })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Like' }).click();
    await expect(other.getByText('Likes: 1')).toBeVisible();
  });

  test('a server URL that is not ws: or wss: is refused with a clear message', async ({ page }) => {
    await open(page);
    await page.getByRole('textbox', { name: 'Server URL' }).fill('http://127.0.0.1:1234');
    await page.getByRole('button', { name: 'Connect to server' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
      'Enter a ws:// or wss:// URL, for example ws://127.0.0.1:1234.',
    );
  });
});

test.describe('collab server', () => {
  let server: ChildProcess | undefined;
  test.afterEach(() => {
    server?.kill();
    server = undefined;
  });

  test('syncs two browsers that share nothing else', async ({ browser, page }) => {
    server = spawn(process.execPath, [join(import.meta.dirname, '../scripts/collab-server.mjs')], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1' },
    });
    const url = await new Promise<string>((resolve, reject) => {
      server!.once('exit', (code) => reject(new Error(`collab server exited (${code})`)));
      server!.stdout!.on('data', (chunk: Buffer) => {
        const found = /ws:\/\/\S+/.exec(String(chunk));
        if (found) resolve(found[0]);
      });
    });
    const csp = await watchCsp(page);
    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    try {
      for (const p of [page, other]) {
        await open(p);
        await p.getByRole('textbox', { name: 'Server URL' }).fill(url);
        await p.getByRole('button', { name: 'Connect to server' }).click();
        await expect(pane(p, 'A').getByRole('status')).toHaveText(
          'Tabs: connected · Server: connected',
        );
      }
      await editor(page, 'A').fill('over the wire');
      await expect(editor(other, 'A')).toHaveValue('over the wire');
      await expect(editor(other, 'B')).toHaveValue('over the wire');
      await editor(other, 'B').press('End');
      await editor(other, 'B').pressSequentially('!');
      await expect(editor(page, 'A')).toHaveValue('over the wire!');
      // The other browser's two users are present here through the server.
      await expect(peers(page, 'A')).toHaveCount(3);
      expect(csp).toEqual([]);
    } finally {
      await elsewhere.close();
    }
  });
});

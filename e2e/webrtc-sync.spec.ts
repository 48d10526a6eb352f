// The WebRTC Sync live demo in two pages of one browser context: they find each other over a
// BroadcastChannel, connect over a real RTCPeerConnection, and keep a colour and a counter in
// sync; after a disconnect, edits made apart on both sides converge on reconnect.
//
// No Chromium flag is needed: the pages gather only host candidates, which Chromium hides
// behind mDNS names (`<uuid>.local`), and the two pages of one browser resolve each other's
// names here (checked with getStats: a host-host pair succeeds). On a machine whose network
// drops multicast DNS, ICE would fail; `--disable-features=WebRtcHideLocalIpsWithMdns` in
// this file's `test.use({ launchOptions })` makes Chromium put plain IP host candidates in
// the SDP instead. The test keeps the browser's default so it checks what users run.
import type { Page } from '@playwright/test';
import { expectAxeClean } from './axe.ts';
import { watchCsp } from './csp-watch.ts';
import { expect, test } from './fixtures.ts';

/**
 * Before any page script: counts CSP violations, and keeps every RTCPeerConnection the page
 * makes (a subclass of the browser's own, so the connection stays real) for the test to ask.
 */
async function instrument(page: Page): Promise<string[]> {
  const violations = await watchCsp(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __peerConnections: RTCPeerConnection[] };
    const Real = window.RTCPeerConnection;
    w.__peerConnections = [];
    window.RTCPeerConnection = class extends Real {
      constructor(configuration?: RTCConfiguration) {
        super(configuration);
        w.__peerConnections.push(this);
      }
    };
  });
  return violations;
}

function demo(page: Page) {
  const example = page.locator('#example-SharedColourCounter');
  return {
    example,
    connection: example.getByText(/^Connection:/),
    count: example.getByLabel('Shared count'),
    colour: (name: string) => example.getByRole('radio', { name }),
    button: (name: string) => example.getByRole('button', { name, exact: true }),
    ownId: async () =>
      /You are peer ([a-z0-9]+)\./.exec(
        (await example.getByText(/You are peer/).textContent())!,
      )![1]!,
  };
}

const peerConnectionStates = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __peerConnections: RTCPeerConnection[] }).__peerConnections.map(
      (pc) => pc.connectionState,
    ),
  );

test('two tabs sync over a real RTCPeerConnection, and converge after a reconnect', async ({
  page,
  context,
}) => {
  // Two ICE negotiations, each resolving mDNS names: seconds apiece on a loaded machine.
  test.slow();
  const other = await context.newPage();
  const violations = await Promise.all([instrument(page), instrument(other)]);
  await page.goto('/webrtc-sync/demo');
  await other.goto('/webrtc-sync/demo');
  const a = demo(page);
  const b = demo(other);

  // Connected, each to the other's id, over a browser peer connection that says so itself.
  const [idA, idB] = [await a.ownId(), await b.ownId()];
  await expect(a.connection).toHaveText(`Connection: Connected to peer ${idB}`, {
    timeout: 20_000,
  });
  await expect(b.connection).toHaveText(`Connection: Connected to peer ${idA}`);
  expect(await peerConnectionStates(page)).toContain('connected');
  expect(await peerConnectionStates(other)).toContain('connected');

  // An edit in each appears in the other.
  await a.button('Increase').click();
  await expect(b.count).toHaveText('1');
  await b.colour('purple').check();
  await expect(a.colour('purple')).toBeChecked();

  // Apart: both edit. Each has seen every write so far, so their Lamport clocks are level:
  // a's two increments (clock +2) beat b's decrement (+1); b's colour is the only colour edit.
  await a.button('Disconnect').click();
  await expect(a.connection).toHaveText('Connection: Disconnected');
  await expect(b.connection).toHaveText('Connection: Disconnected');
  await a.button('Increase').click();
  await a.button('Increase').click();
  await b.button('Decrease').click();
  await b.colour('blue').check();
  await expect(a.count).toHaveText('3');
  await expect(b.count).toHaveText('0');
  await expect(a.colour('purple')).toBeChecked();

  await a.button('Reconnect').click();
  await expect(a.connection).toHaveText(`Connection: Connected to peer ${idB}`, {
    timeout: 20_000,
  });
  await expect(b.connection).toHaveText(`Connection: Connected to peer ${idA}`);
  // Each side's state reaches the other over the new channel: on a loaded machine, seconds.
  for (const side of [a, b]) {
    await expect(side.count).toHaveText('3', { timeout: 15_000 });
    await expect(side.colour('blue')).toBeChecked({ timeout: 15_000 });
  }

  await expectAxeClean(page);
  expect(violations.flat()).toEqual([]);
});

import type { BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Waits until the service worker controls the page (it precaches the app when it installs). */
export async function waitForWorker(page: Page) {
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.ready;
    return !!registration.active && !!navigator.serviceWorker.controller;
  });
  await workerReadyShown(page);
}

/**
 * Waits until the header says the service worker is ready: its status shows once the page has
 * hydrated (HTML rendered ahead of time carries none), and "SW..." goes once the worker is ready.
 */
export async function workerReadyShown(page: Page) {
  const connection = page.getByTestId('connection');
  await expect(connection).toContainText(/Online|Offline/);
  await expect(connection).not.toContainText('SW...', { timeout: 15_000 });
}

/**
 * Takes the whole context offline, requests made by the service worker included
 * (setOffline alone does not cover those in Chromium).
 */
export async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
}

export async function goOnline(context: BrowserContext) {
  await context.unroute('**/*');
  await context.setOffline(false);
}

/** Requests cut by an outage show up as console errors: expected in offline tests. */
export const OUTAGE_CONSOLE_ERRORS = /Failed to load resource|net::ERR_INTERNET_DISCONNECTED/;

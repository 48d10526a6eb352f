import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory, type DataRegistry } from '@tendril/router';
import { Router, RouterProvider } from '@tendril/router/react';
import { RetriesPanel } from './RetriesPanel.tsx';
import { ensureRegistry, reportLoader, simulatedFailures } from './report-loader.ts';

beforeEach(() => {
  simulatedFailures.value = 0;
  // Failures are logged as warnings: not what these tests are about.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A router without a registry, as the site starts, with the panel on screen. */
async function show() {
  const router = new Router({
    routes: [{ path: '/demo/router' }],
    history: createMemoryHistory(['/demo/router']),
  });
  // The registry's code is imported once before the clock is faked.
  await import('@tendril/router/data');
  vi.useFakeTimers();
  render(
    <RouterProvider router={router} scrollRestoration={false}>
      <RetriesPanel />
    </RouterProvider>,
  );
  await settle();
  return router;
}

const settle = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));
const status = () => screen.getByTestId('report-status').textContent;

describe('RetriesPanel', () => {
  it('attaches a registry to a router without one, where the report loader shows', async () => {
    const router = await show();
    expect(router.hasData).toBe(true);
    expect((router.data as DataRegistry).loaders.map((l) => l.name)).toContain(reportLoader.name);
    expect(status()).toBe('Not loaded yet.');
  });

  it('with two simulated failures, shows attempts 1, 2 and 3 of 4 with the last error, then the report', async () => {
    await show();
    fireEvent.change(screen.getByLabelText('Simulated failures'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Load the report' }));
    await settle();
    expect(status()).toBe('Loading… attempt 1 of 4');
    await settle(400 + 1000);
    expect(status()).toBe('Retrying (attempt 2 of 4)… Simulated outage on attempt 1');
    await settle(400 + 2000);
    expect(status()).toBe('Retrying (attempt 3 of 4)… Simulated outage on attempt 2');
    await settle(400);
    expect(status()).toMatch(/^Loaded on attempt 3 of 4 at /);
  });

  it('when every attempt fails, shows the error with Try Again', async () => {
    await show();
    fireEvent.change(screen.getByLabelText('Simulated failures'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Load the report' }));
    await settle(400 * 4 + 1000 + 2000 + 4000);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Something went wrong');
    expect(alert.textContent).toContain('Simulated outage on attempt 4 (attempt 4 of 4)');
    fireEvent.change(screen.getByLabelText('Simulated failures'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await settle(400);
    expect(status()).toMatch(/^Loaded on attempt 1 of 4 at /);
  });

  it('joins a registry the router already has', async () => {
    const router = new Router({
      routes: [{ path: '/' }],
      history: createMemoryHistory(['/']),
    });
    const { DataRegistry } = await import('@tendril/router/data');
    const registry = new DataRegistry();
    router.attachData(registry);
    await ensureRegistry(router);
    expect(router.data).toBe(registry);
    router.destroy();
  });
});

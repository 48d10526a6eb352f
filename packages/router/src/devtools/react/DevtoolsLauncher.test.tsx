import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { signal } from '@tendril/signals';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory } from '../../core/memory-history.ts';
import { defineLoader } from '../../core/handles.ts';
import { DataRegistry } from '../../core/loaders.ts';
import { POSITION_KEY } from '../position.ts';
import { DevtoolsLauncher } from './DevtoolsLauncher.tsx';
import { type Route, Router } from '../../react/routes.ts';
import { createRouter } from '../../react/create-router.ts';

// jsdom has no PerformanceObserver: the vitals are not what these tests are about.
vi.mock('web-vitals', () => ({
  onCLS: vi.fn(),
  onFCP: vi.fn(),
  onINP: vi.fn(),
  onLCP: vi.fn(),
  onTTFB: vi.fn(),
}));

const productLoader = defineLoader('product', ({ params }) => ({ id: params.id }));

const routes: Route[] = [
  { path: '/' },
  { path: '/product/:id', loader: productLoader },
  { path: '/cart' },
];

function setup() {
  const router = createRouter({
    routes,
    history: createMemoryHistory(['/']),
    loaderDelayMs: 0,
    log: vi.fn(),
  });
  render(<DevtoolsLauncher router={router} />);
  return router;
}

const open = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Devtools' }));
  return screen.findByRole('dialog', { name: 'Tendril devtools' }, { timeout: 5000 });
};

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('DevtoolsLauncher', () => {
  it('floats at the bottom-left unless told to leave its place to its container', () => {
    const router = createRouter({ routes, history: createMemoryHistory(['/']), log: vi.fn() });
    const { unmount } = render(<DevtoolsLauncher router={router} />);
    const floating = screen.getByRole('button', { name: 'Devtools' });
    expect(floating.style).toMatchObject({ position: 'fixed', left: '8px', bottom: '8px' });
    unmount();
    render(<DevtoolsLauncher router={router} floating={false} />);
    const placed = screen.getByRole('button', { name: 'Devtools' });
    expect(placed.style.position).toBe('');
    expect(placed.style.zIndex).toBe('');
  });

  it('opens with the button and with Alt+Shift+D; Escape closes and focus returns', async () => {
    setup();
    const button = screen.getByRole('button', { name: 'Devtools' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const panel = await open();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // Focus moves into the panel once it has rendered (its code loads on open).
    await waitFor(() =>
      expect(document.activeElement).toBe(within(panel).getByRole('tab', { name: 'Route Tree' })),
    );
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    fireEvent.keyDown(window, { key: 'Ð', code: 'KeyD', altKey: true, shiftKey: true });
    expect(await screen.findByRole('dialog', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.keyDown(window, { key: 'Ð', code: 'KeyD', altKey: true, shiftKey: true });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens on mount with defaultOpen, and closes as usual', async () => {
    const router = createRouter({ routes, history: createMemoryHistory(['/']), log: vi.fn() });
    render(<DevtoolsLauncher router={router} defaultOpen />);
    const panel = await screen.findByRole(
      'dialog',
      { name: 'Tendril devtools' },
      { timeout: 5000 },
    );
    expect(screen.getByRole('button', { name: 'Devtools' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('moves between the four tabs with the arrow keys, Home and End', async () => {
    setup();
    const panel = await open();
    const tab = (name: string) => within(panel).getByRole('tab', { name });
    fireEvent.keyDown(tab('Route Tree'), { key: 'ArrowRight' });
    expect(tab('Loaders').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Loaders'));
    fireEvent.keyDown(tab('Loaders'), { key: 'End' });
    expect(document.activeElement).toBe(tab('Signals'));
    fireEvent.keyDown(tab('Signals'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Route Tree'));
    fireEvent.keyDown(tab('Route Tree'), { key: 'ArrowLeft' });
    expect(tab('Signals').getAttribute('aria-selected')).toBe('true');
    expect(tab('Route Tree').getAttribute('tabindex')).toBe('-1');
    const labelledBy = within(panel).getByRole('tabpanel').getAttribute('aria-labelledby')!;
    expect(document.getElementById(labelledBy)?.textContent).toBe('Signals');
  });

  it('highlights the active route and its params, following navigation', async () => {
    const router = setup();
    const panel = await open();
    await act(() => router.navigate('/product/42'));
    const current = () => panel.querySelector('tr[aria-current="true"]');
    expect(current()?.textContent).toContain('/product/:id (active)');
    expect(current()?.textContent).toContain('id = 42');
    await act(() => router.navigate('/cart'));
    expect(current()?.textContent).toContain('/cart (active)');
  });

  it('keeps the corner in localStorage, and reads a corrupt value as bottom-left', async () => {
    localStorage.setItem(POSITION_KEY, '{not json');
    setup();
    let panel = await open();
    const select = within(panel).getByRole('combobox', { name: 'Position' });
    expect((select as HTMLSelectElement).value).toBe('bottom-left');
    expect(panel.style.bottom).toBe('8px');
    expect(panel.style.left).toBe('8px');
    fireEvent.change(select, { target: { value: 'top-left' } });
    expect(localStorage.getItem(POSITION_KEY)).toBe('top-left');
    expect(panel.style.top).toBe('8px');
    expect(panel.style.left).toBe('8px');
    fireEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    panel = await open();
    expect(
      (within(panel).getByRole('combobox', { name: 'Position' }) as HTMLSelectElement).value,
    ).toBe('top-left');
  });

  it('shows loader status and the navigation timing', async () => {
    const router = setup();
    const panel = await open();
    await act(() => router.navigate('/product/1'));
    fireEvent.click(within(panel).getByRole('tab', { name: 'Loaders' }));
    expect(await within(panel).findByText('success')).toBeTruthy();
    expect(within(panel).getByText('product')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('tab', { name: 'Performance' }));
    expect(within(panel).getByText('/product/1')).toBeTruthy();
    expect(within(panel).getByRole('list', { name: 'Event log' })?.textContent).toContain(
      'commit /product/1',
    );
  });

  it('the Loaders tab follows a registry attached after it opened', async () => {
    const router = new Router({ routes, history: createMemoryHistory(['/']), log: vi.fn() });
    render(<DevtoolsLauncher router={router} />);
    const panel = await open();
    fireEvent.click(within(panel).getByRole('tab', { name: 'Loaders' }));
    expect(
      within(panel).getByText('No data registry is attached to this router yet.'),
    ).toBeTruthy();
    act(() => router.attachData(new DataRegistry({ log: vi.fn() })));
    expect(within(panel).getByRole('heading', { name: 'Loaders' })).toBeTruthy();
  });

  it('shows each loader’s retries: the attempt under way, then the attempts it took', async () => {
    const router = setup();
    let failures = 1;
    // Each attempt takes 300 ms, so the one under way can be seen.
    const flakyLoader = defineLoader(
      'flaky',
      async ({ attempt }) => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        if (attempt <= failures) throw new Error('not yet');
        return 'ok';
      },
      { retryDelay: 10 },
    );
    router.data.loaderState(flakyLoader); // listed once the registry has seen it
    const panel = await open();
    fireEvent.click(within(panel).getByRole('tab', { name: 'Loaders' }));
    const row = () => within(panel).getByText('flaky').closest('tr')!;
    await waitFor(() => expect(row().textContent).toBe('flakyidlenone'));
    void router.data.load(flakyLoader, {});
    await waitFor(() => expect(row().textContent).toBe('flakyloadingattempt 1 of 4'));
    await waitFor(() => expect(row().textContent).toBe('flakyloadingattempt 2 of 4'));
    await waitFor(() => expect(row().textContent).toBe('flakysuccessattempt 2 of 4'));
    failures = 0;
    void router.data.load(flakyLoader, {});
    await waitFor(() => expect(row().textContent).toBe('flakysuccessfrom cache'));
  });

  it('lists named signals created after the hook with their values', async () => {
    signal('hello', { name: 'greeting' });
    setup();
    const panel = await open();
    fireEvent.click(within(panel).getByRole('tab', { name: 'Signals' }));
    const row = within(panel).getByText('greeting').closest('tr')!;
    expect(row?.textContent).toContain('"hello"');
    expect(row?.textContent).toContain('signal');
  });
});

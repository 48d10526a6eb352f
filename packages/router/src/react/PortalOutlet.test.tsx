// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory } from '../core/memory-history.ts';
import { Link, Outlet, RouterProvider, useRouter } from './index.ts';
import { PortalOutlet } from './PortalOutlet.tsx';
import { createRouter } from './create-router.ts';

afterEach(cleanup);

function Page() {
  return <Link to="/list/rename">Rename</Link>;
}

function RenameModal() {
  const router = useRouter();
  return (
    <form>
      {/* React focuses this at commit, before any effect of the modal runs. */}
      <input aria-label="New name" autoFocus />
      <button type="button" onClick={() => router.closePortal()}>
        Cancel
      </button>
    </form>
  );
}

function openModal() {
  const history = createMemoryHistory(['/list']);
  const router = createRouter({
    routes: [
      {
        path: '/list',
        component: Page,
        children: [{ path: 'rename', portal: true, component: RenameModal }],
      },
    ],
    history,
    loaderDelayMs: 0,
    log: vi.fn(),
  });
  render(
    <RouterProvider router={router} scrollRestoration={false}>
      <Outlet />
      <PortalOutlet />
    </RouterProvider>,
  );
  const opener = screen.getByRole('link', { name: 'Rename' });
  opener.focus();
  act(() => void fireEvent.click(opener));
  expect(screen.getByRole('dialog')).toBeTruthy();
  return { router, opener };
}

describe('PortalOutlet focus', () => {
  it('leaves focus on a child with autoFocus', () => {
    openModal();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'New name' }));
  });

  it('gives focus back to the opener on Escape, though the content used autoFocus', () => {
    const { opener } = openModal();
    act(() => void fireEvent.keyDown(document, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('gives focus back on a backdrop click', () => {
    const { opener } = openModal();
    const backdrop = screen.getByRole('dialog').parentElement!;
    act(() => void fireEvent.mouseDown(backdrop));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('gives focus back when the content closes it', () => {
    const { opener } = openModal();
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('gives focus back on Back', async () => {
    const { router, opener } = openModal();
    await act(async () => router.back());
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });
});

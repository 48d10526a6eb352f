/*
 * The notes app's route table, mounted the way a host mounts it: under /micro in the host's
 * router, reading and writing the host's signal.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { signal } from '@tendril/signals';
import { createMemoryHistory } from '@tendril/router';
import { createRouter, Outlet, type Route, RouterProvider } from '@tendril/router/react';
import app from './index.tsx';
import { noteById, NOTES } from './notes.ts';

afterEach(cleanup);

function mount(path: string) {
  const parent: Route = { path: '/micro', component: () => <Outlet /> };
  const router = createRouter({
    routes: [{ path: '/', component: () => <p>Host home</p> }, parent],
    history: createMemoryHistory([path]),
    log: () => {},
  });
  const sharedCount = signal(5);
  router.addRoutes(app.routes({ basePath: '/micro', host: { sharedCount } }), parent);
  render(
    <RouterProvider router={router} scrollRestoration={false}>
      <Outlet />
    </RouterProvider>,
  );
  return { router, sharedCount };
}

describe('the notes micro app', () => {
  it('lists its notes and opens one through the host router', () => {
    const { router } = mount('/micro/notes');
    expect(app.name).toBe('notes');
    expect(screen.getByRole('heading', { name: 'Notes' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(NOTES.length);
    fireEvent.click(screen.getByRole('link', { name: 'One router' }));
    expect(router.location.value?.pathname).toBe('/micro/notes/2');
    expect(screen.getByRole('heading', { name: 'One router' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Site home' }));
    expect(screen.getByText('Host home')).toBeTruthy();
  });

  it("shows and writes the host's signal", () => {
    const { sharedCount } = mount('/micro/notes/1');
    const readout = screen.getByTestId('micro-shared-count');
    expect(readout.textContent).toBe('Shared count (read in the micro app): 5');
    fireEvent.click(screen.getByRole('button', { name: 'Add one from the micro app' }));
    expect(sharedCount.value).toBe(6);
    expect(readout.textContent).toBe('Shared count (read in the micro app): 6');
  });

  it('says so for an unknown note, and its routes only take numeric ids', () => {
    const { router } = mount('/micro/notes/9');
    expect(screen.getByRole('heading', { name: 'Note not found' })).toBeTruthy();
    expect(router.matcher.match('/micro/notes/x')).toBeNull();
    expect(noteById('3')?.title).toBe('One React, one signal graph');
    expect(noteById(undefined)).toBeUndefined();
  });
});

/*
 * The shop header's menu: a disclosure button over the header's links (on a narrow screen the
 * links are shown only while it is open; the stylesheet decides, which jsdom does not apply, so
 * these tests read the open state from the button and the panel's classes).
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryHistory } from '@tendril/router';
import { createRouter, RouterProvider } from '@tendril/router/react';
import { ShopNav } from './ShopNav.tsx';

afterEach(cleanup);

function show() {
  const router = createRouter({
    routes: [{ path: '/' }, { path: '/products' }, { path: '/admin' }],
    history: createMemoryHistory(['/']),
    loaderDelayMs: 0,
    log: () => {},
  });
  render(
    <RouterProvider router={router} scrollRestoration={false}>
      <ShopNav />
      <p>Outside</p>
    </RouterProvider>,
  );
  const toggle = screen.getByRole('button', { name: 'Menu' });
  const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
  const shown = () => panel.classList.contains('flex') && !panel.classList.contains('hidden');
  return { router, toggle, panel, shown };
}

describe('ShopNav', () => {
  it('opens and closes its menu with its button, which says whether it is open', () => {
    const { toggle, panel, shown } = show();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(shown()).toBe(false);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(shown()).toBe(true);
    expect(panel.querySelectorAll('a')).toHaveLength(7);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape and gives focus back to its button', () => {
    const { toggle, shown } = show();
    fireEvent.click(toggle);
    screen.getByRole('link', { name: 'Demo Center' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(shown()).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('closes on a click outside it, not on one inside', () => {
    const { toggle, panel, shown } = show();
    fireEvent.click(toggle);
    fireEvent.pointerDown(panel);
    expect(shown()).toBe(true);
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(shown()).toBe(false);
  });

  it('closes when focus leaves it, and when one of its links is followed', async () => {
    const { router, toggle, shown } = show();
    fireEvent.click(toggle);
    const settings = screen.getByRole('link', { name: 'Settings' });
    // Shift+Tab from the first link back to the button: still in the menu.
    fireEvent.blur(screen.getByRole('link', { name: 'Products' }), { relatedTarget: toggle });
    expect(shown()).toBe(true);
    // Tab from the last link to the cart link, after it: the menu is done with.
    fireEvent.blur(settings, { relatedTarget: screen.getByRole('link', { name: /Cart/ }) });
    expect(shown()).toBe(false);

    fireEvent.click(toggle);
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Products' }));
    });
    expect(shown()).toBe(false);
    expect(router.location.value?.pathname).toBe('/products');
  });
});

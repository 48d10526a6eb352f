import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory } from '@tendril/router';
import { Router, RouterProvider } from '@tendril/router/react';
import { RouteTransitionPanel } from './RouteTransitionPanel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(url = '/demo/router') {
  const router = new Router({
    routes: [{ path: '/demo/router' }],
    history: createMemoryHistory([url]),
  });
  render(
    <RouterProvider router={router} scrollRestoration={false}>
      <RouteTransitionPanel />
    </RouterProvider>,
  );
  return router;
}

const view = () => screen.getByTestId('transition-view');

describe('RouteTransitionPanel', () => {
  it('switches views through the URL; a switch starts a transition the controls follow', async () => {
    // jsdom has no Web Animations: the transition has nothing to animate and ends at once.
    const router = show();
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeTruthy();
    expect(screen.getByText('Switch the view to start a transition.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Details' }));
    expect(router.location.value?.search).toBe('?view=details');
    expect(await screen.findByRole('heading', { name: 'Details' })).toBeTruthy();
    expect(view().textContent).toContain('progress is a signal');
    expect(screen.getByTestId('transition-progress').textContent).toBe('100 %');
    expect(screen.getByTestId('transition-state').textContent).toBe('finished');
    expect(screen.getByRole('button', { name: 'Pause' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('slider', { name: 'Seek' }).getAttribute('aria-valuetext')).toBe(
      '100 %',
    );
  });

  it('animates the view box when the browser has Web Animations, and Pause pauses it', async () => {
    const animation = {
      currentTime: 0,
      pause: vi.fn(),
      play: vi.fn(),
      cancel: vi.fn(),
      finished: new Promise(() => {}),
    };
    const animate = vi.fn(() => animation);
    vi.stubGlobal('requestAnimationFrame', () => 0);
    HTMLElement.prototype.animate = animate as unknown as HTMLElement['animate'];
    try {
      const router = show('/demo/router?view=details');
      await screen.findByRole('heading', { name: 'Details' });
      await act(() => router.navigate('/demo/router?view=overview'));
      expect(animate).toHaveBeenCalledTimes(1);
      expect(animate.mock.calls[0]).toEqual([
        [
          { opacity: 0, transform: 'translateX(2rem)' },
          { opacity: 1, transform: 'none' },
        ],
        { duration: 3000, easing: 'linear' },
      ]);
      expect((animate.mock.contexts as unknown[])[0]).toBe(view());
      expect(screen.getByTestId('transition-state').textContent).toBe('running');
      fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
      expect(animation.pause).toHaveBeenCalled();
      expect(screen.getByTestId('transition-state').textContent).toBe('paused');
      fireEvent.change(screen.getByRole('slider', { name: 'Seek' }), { target: { value: '50' } });
      expect(animation.currentTime).toBe(1500);
      expect(screen.getByTestId('transition-progress').textContent).toBe('50 %');
      fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
      expect(animation.play).toHaveBeenCalled();
      expect(screen.getByTestId('transition-state').textContent).toBe('running');
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
    }
  });

  it('says transitions finish at once when the system asks for reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    show();
    expect(
      await screen.findByText('Your system asks for reduced motion: transitions finish at once.'),
    ).toBeTruthy();
  });
});

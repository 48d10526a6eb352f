import type { Page } from '@playwright/test';
import { expectAxeClean } from './axe.ts';
import { expect, test } from './fixtures.ts';

// The router playground's two views (/demo/router?view=…) switch with a 3000 ms linear
// transition of the view box: opacity 0 → 1, so its opacity is the progress.
const DURATION_MS = 3000;

const panel = (page: Page) => page.getByRole('region', { name: 'Route transition' });
const progress = (page: Page) => page.getByTestId('transition-progress');
const state = (page: Page) => page.getByTestId('transition-state');
const box = (page: Page) => page.getByTestId('transition-view');

/** The view box's own animation as the browser has it (null when it has none). */
const animationOf = (page: Page) =>
  box(page).evaluate((el) => {
    const [animation] = el.getAnimations();
    return animation
      ? {
          playState: animation.playState,
          currentTime: Number(animation.currentTime),
          opacity: Number(getComputedStyle(el).opacity),
        }
      : null;
  });

/** Resolves after the browser has painted `frames` more frames. */
const frames = (page: Page, count: number) =>
  page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        const step = (left: number) =>
          left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1));
        step(n);
      }),
    count,
  );

async function switchTo(page: Page, view: 'Overview' | 'Details') {
  await panel(page)
    .getByRole('navigation', { name: 'Playground views' })
    .getByRole('link', { name: view })
    .click();
  await expect(panel(page).getByRole('heading', { name: view, level: 3 })).toBeVisible();
}

/**
 * Switches the view to start a transition and clicks `button` while it runs, then waits for
 * `after`. On a loaded machine the 3 s transition can end before the click lands (the button is
 * then disabled, or the click finds the transition over); the view is then switched again for a
 * new one, as a slow user would do, at most three times.
 */
async function clickDuringATransition(page: Page, button: 'Pause' | 'Stop', after: string) {
  let view: 'Overview' | 'Details' = /[?&]view=details\b/.test(page.url()) ? 'Details' : 'Overview';
  for (let attempt = 1; ; attempt++) {
    view = view === 'Details' ? 'Overview' : 'Details';
    await switchTo(page, view);
    await expect(page).toHaveURL(new RegExp(`/demo/router\\?view=${view.toLowerCase()}$`));
    // Under way: the readout moves off 0 %.
    await expect(state(page)).toHaveText(/^(running|finished)$/);
    await expect(progress(page)).not.toHaveText('0 %');
    const clicked = await panel(page)
      .getByRole('button', { name: button })
      .click({ timeout: 2000 })
      .then(
        () => true,
        () => false,
      );
    if (clicked) {
      await expect(state(page)).toHaveText(new RegExp(`^(${after}|finished)$`));
      if ((await state(page).textContent()) === after) return;
    }
    if (attempt === 3) throw new Error(`Each of three transitions ended before ${button} landed`);
  }
}

test.describe('route transition in the router playground', () => {
  test('pauses, stops moving, seeks to 50 % with the element in step, and finishes on resume', async ({
    page,
  }) => {
    await page.goto('/demo/router');
    await expect(panel(page)).toContainText('Switch the view to start a transition.');
    await clickDuringATransition(page, 'Pause', 'paused');
    await expect(state(page)).toHaveText('paused');
    const paused = await animationOf(page);
    expect(paused?.playState).toBe('paused');
    const readout = await progress(page).textContent();
    // Thirty frames later (half a second at 60 Hz) nothing has moved.
    await frames(page, 30);
    await expect(progress(page)).toHaveText(readout!);
    expect(await animationOf(page)).toEqual(paused);
    expect(paused!.currentTime).toBeLessThan(DURATION_MS);

    await panel(page).getByRole('slider', { name: 'Seek' }).fill('50');
    await expect(progress(page)).toHaveText('50 %');
    await expect(panel(page).getByRole('slider', { name: 'Seek' })).toHaveAttribute(
      'aria-valuetext',
      '50 %',
    );
    const seeked = await animationOf(page);
    expect(seeked?.playState).toBe('paused');
    expect(seeked?.currentTime).toBe(DURATION_MS / 2);
    expect(seeked?.opacity).toBeCloseTo(0.5, 2);
    await expect(state(page)).toHaveText('paused');

    await panel(page).getByRole('button', { name: 'Resume' }).click();
    await expect(state(page)).toHaveText('finished', { timeout: DURATION_MS + 5000 });
    await expect(progress(page)).toHaveText('100 %');
    // Finished, the animation is gone and the box shows its final state.
    expect(await animationOf(page)).toBeNull();
    expect(await box(page).evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  });

  test('switching back starts a new transition; Stop ends it where it is', async ({ page }) => {
    await page.goto('/demo/router?view=details');
    await clickDuringATransition(page, 'Stop', 'stopped');
    expect(await animationOf(page)).toBeNull();
    await expect(panel(page).getByRole('button', { name: 'Resume' })).toBeDisabled();
    await expect(panel(page).getByRole('slider', { name: 'Seek' })).toBeDisabled();
    await expectAxeClean(page);
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('the transition completes at once', async ({ page }) => {
      await page.goto('/demo/router');
      await expect(panel(page)).toContainText(
        'Your system asks for reduced motion: transitions finish at once.',
      );
      await switchTo(page, 'Details');
      await expect(state(page)).toHaveText('finished');
      await expect(progress(page)).toHaveText('100 %');
      expect(await animationOf(page)).toBeNull();
      await expect(panel(page).getByRole('button', { name: 'Pause' })).toBeDisabled();
    });
  });
});

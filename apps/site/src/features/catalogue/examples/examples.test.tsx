/*
 * Every example runs as the Live Demo tab runs it (its default export, no props), and a click
 * changes what it shows. The error-handling ones are checked for their exact strings.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dismissToast, toasts } from '../../../lib/toast-store.ts';

const modules = import.meta.glob<{ default: ComponentType }>(
  [
    './error-handling/*.tsx',
    './ui-components/*.tsx',
    './performance-monitoring/*.tsx',
    '!./**/*.test.tsx',
  ],
  { eager: true },
);
const examples = Object.entries(modules).map(([path, mod]) => ({ path, Example: mod.default }));

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

afterEach(() => {
  cleanup();
  for (const t of toasts.peek()) dismissToast(t.id);
  vi.restoreAllMocks();
});

describe('docs examples', () => {
  it('has 2 to 4 examples per feature', () => {
    const count = (feature: string) =>
      examples.filter((e) => e.path.includes(`/${feature}/`)).length;
    for (const feature of ['error-handling', 'ui-components', 'performance-monitoring'])
      expect(count(feature)).toBeGreaterThanOrEqual(2);
    expect(examples.length).toBe(11);
  });

  it.each(examples)('$path: a click changes what it shows', async ({ Example }) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<Example />);
    // Settle first loads (the loader example), so the change seen is the click's.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    const before = container.innerHTML;
    // The first enabled button that is not the selected tab already.
    const button = container.querySelector('button:not([disabled]):not([aria-selected="true"])');
    expect(button).not.toBeNull();
    fireEvent.click(button!);
    await waitFor(() => expect(container.innerHTML).not.toBe(before));
  });
});

const load = (name: string) => {
  const found = examples.find((e) => e.path.endsWith(`/${name}.tsx`));
  if (!found) throw new Error(`no example ${name}`);
  return found.Example;
};

describe('error-handling examples', () => {
  it('the panel says "Something went wrong" with the message, or "An unexpected error occurred"; Try Again recovers', () => {
    const Example = load('ErrorPanelExample');
    render(<Example />);
    fireEvent.click(screen.getByRole('button', { name: 'Fail with a message' }));
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
    expect(screen.getByTestId('error-message').textContent).toBe('Network error');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    fireEvent.click(screen.getByRole('button', { name: 'Fail without one' }));
    expect(screen.getByTestId('error-message').textContent).toBe('An unexpected error occurred');
  });

  it('the boundary says "Error in Price tag"; Try Again renders the widget again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Example = load('ErrorBoundaryExample');
    render(<Example />);
    fireEvent.click(screen.getByRole('button', { name: 'Break the price tag' }));
    expect(screen.getByRole('heading', { name: 'Error in Price tag' })).toBeTruthy();
    expect(screen.getByTestId('error-message').textContent).toBe('Price is missing');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Price: $19.99')).toBeTruthy();
    expect(screen.getByText('Errors caught: 1')).toBeTruthy();
  });

  it('a failing route loader says it retries, then shows its error view; with the server up, Try Again loads it', async () => {
    const Example = load('LoaderErrorExample');
    render(<Example />);
    // The route's own retries: one, a second after the first attempt failed.
    expect(
      await screen.findByText(
        'Retrying (attempt 2 of 2)… 503 Service Unavailable',
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy();
    expect(await screen.findByTestId('error-message', {}, { timeout: 3000 })).toHaveProperty(
      'textContent',
      '503 Service Unavailable',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Server is up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText(/Signals all the way down/)).toBeTruthy();
  });

  it('an effect that keeps failing ends in an error result after its retries', async () => {
    const Example = load('EffectErrorExample');
    render(<Example />);
    fireEvent.click(screen.getByRole('button', { name: 'Save (always fails)' }));
    expect(await screen.findByText('Save failed (attempt 3)', {}, { timeout: 3000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Saved after 1 attempt')).toBeTruthy();
  });
});

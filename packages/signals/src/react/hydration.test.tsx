import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { subscriberCount } from '../devtools/index.ts';
import { signal } from '../index.ts';
import { useValue } from './index.ts';

const container = document.createElement('div');
afterEach(() => {
  container.remove();
  vi.restoreAllMocks();
});

/** Renders `element` on the "server", then hydrates the markup with `live` in the signal. */
async function serverThenHydrate(theme: { value: string }, App: () => React.ReactNode) {
  const html = renderToString(<App />);
  container.innerHTML = html;
  document.body.append(container);
  theme.value = 'dark';
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const recoverable = vi.fn();
  let root!: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    root = hydrateRoot(container, <App />, { onRecoverableError: recoverable });
  });
  return { html, errors, recoverable, root };
}

describe('useValue with serverValue', () => {
  it('renders the server value on a server, hydrates it without a mismatch, then shows the live value', async () => {
    const theme = signal('light');
    const Theme = () => <p>{useValue(theme, { serverValue: 'light' })}</p>;
    const { html, errors, recoverable, root } = await serverThenHydrate(theme, Theme);
    expect(html).toBe('<p>light</p>');
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.textContent).toBe('dark');
    act(() => void (theme.value = 'sepia'));
    expect(container.textContent).toBe('sepia');
    act(() => root.unmount());
    expect(subscriberCount(theme)).toBe(0);
  });

  it('without it, a value only the browser has does not match the server HTML', async () => {
    const theme = signal('light');
    const Theme = () => <p>{useValue(theme)}</p>;
    const { recoverable, root } = await serverThenHydrate(theme, Theme);
    // React recovers by rendering on the client, and reports the mismatch.
    expect(recoverable).toHaveBeenCalled();
    expect(container.textContent).toBe('dark');
    act(() => root.unmount());
  });

  it("types the result as the signal's type or the server value's", () => {
    const reading = signal<number | undefined>(undefined);
    // Type-level only: hooks run inside components.
    const useTypes = () => {
      expectTypeOf(useValue(reading)).toEqualTypeOf<number | undefined>();
      expectTypeOf(useValue(reading, { serverValue: null })).toEqualTypeOf<
        number | undefined | null
      >();
      // @ts-expect-error a server value does not widen the signal it reads from
      useValue<string>(reading);
    };
    expect(typeof useTypes).toBe('function');
  });
});

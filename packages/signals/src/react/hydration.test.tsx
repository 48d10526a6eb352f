import { lazy, Suspense, type ComponentType } from 'react';
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { subscriberCount } from '../devtools/index.ts';
import { signal, type ReadonlySignal } from '../index.ts';
import { observer, useValue } from './index.ts';

const container = document.createElement('div');
afterEach(() => {
  container.remove();
  vi.restoreAllMocks();
});

type ThemeApp = (props: { theme: ReadonlySignal<string> }) => React.ReactNode;

/**
 * Renders `App` on the "server", with a signal of its own (a server has its own module state)
 * that holds "light", then hydrates the markup in the browser, whose signal holds "dark".
 */
async function serverThenHydrate(App: ThemeApp) {
  const html = renderToString(<App theme={signal('light')} />);
  container.innerHTML = html;
  document.body.append(container);
  const theme = signal('dark');
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const recoverable = vi.fn();
  let root!: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    root = hydrateRoot(container, <App theme={theme} />, { onRecoverableError: recoverable });
  });
  return { html, errors, recoverable, root, theme };
}

describe('useValue with serverValue', () => {
  it('renders the server value on a server, hydrates it without a mismatch, then shows the live value', async () => {
    const Theme: ThemeApp = ({ theme }) => <p>{useValue(theme, { serverValue: 'light' })}</p>;
    const { html, errors, recoverable, root, theme } = await serverThenHydrate(Theme);
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
    const Theme: ThemeApp = ({ theme }) => <p>{useValue(theme)}</p>;
    const { recoverable, root } = await serverThenHydrate(Theme);
    // React recovers by rendering on the client, and reports the mismatch.
    expect(recoverable).toHaveBeenCalled();
    expect(container.textContent).toBe('dark');
    act(() => root.unmount());
  });

  it('a part that hydrates late (its code still on its way) hydrates what the page showed, then the value now', async () => {
    const Count = ({ count }: { count: ReadonlySignal<number> }) => <b>{useValue(count)}</b>;
    type Part = ComponentType<{ count: ReadonlySignal<number> }>;
    const App = ({ count, Part }: { count: ReadonlySignal<number>; Part: Part }) => (
      <div>
        <Count count={count} />
        <Suspense fallback="…">
          <Part count={count} />
        </Suspense>
      </div>
    );
    container.innerHTML = renderToString(<App count={signal(1)} Part={Count} />);
    document.body.append(container);
    expect(container.textContent).toBe('11');
    const count = signal(1);
    let arrive!: () => void;
    const code = new Promise<void>((resolve) => (arrive = resolve));
    const LatePart = lazy(() => code.then(() => ({ default: Count })));
    const recoverable = vi.fn();
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, <App count={count} Part={LatePart} />, {
        onRecoverableError: recoverable,
      });
    });
    // The first part is live; the second still shows the server's markup.
    act(() => void (count.value = 2));
    expect(container.textContent).toBe('21');
    await act(async () => arrive());
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('22');
    act(() => root.unmount());
    expect(subscriberCount(count)).toBe(0);
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

describe('observer', () => {
  it('hydrates the server HTML untracked, then tracks: a write updates it, unmount unsubscribes', async () => {
    const count = signal(1);
    const Count = observer(() => <b>{count.value}</b>);
    container.innerHTML = renderToString(<Count />);
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, <Count />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(subscriberCount(count)).toBe(1);
    act(() => void (count.value = 2));
    expect(container.textContent).toBe('2');
    act(() => root.unmount());
    expect(subscriberCount(count)).toBe(0);
  });
});

import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './Button.tsx';

afterEach(cleanup);

describe('Button', () => {
  it('is enabled at once in a page rendered in the browser', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(false);
  });

  it('keeps its own disabled state', () => {
    render(<Button disabled>Save</Button>);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(true);
  });

  it('is disabled in HTML rendered ahead of time, and enabled once hydrated', async () => {
    const app = (
      <Suspense>
        <Button>Save</Button>
      </Suspense>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.append(container);
    expect(container.querySelector('button')!.disabled).toBe(true);

    const root = await act(async () => hydrateRoot(container, app));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(false);
    act(() => root.unmount());
    container.remove();
  });
});

import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectionIndicator } from './ConnectionIndicator.tsx';

afterEach(cleanup);

describe('ConnectionIndicator', () => {
  it('shows the connection at once in a page rendered in the browser', () => {
    render(<ConnectionIndicator />);
    expect(screen.getByTestId('connection').textContent).toBe('Online');
  });

  it('says nothing in HTML rendered ahead of time, and the status once hydrated, without a mismatch', async () => {
    const html = renderToString(<ConnectionIndicator />);
    expect(html).not.toMatch(/Online|Offline|SW\.\.\./);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = await act(async () =>
      hydrateRoot(container, <ConnectionIndicator />, { onRecoverableError: recoverable }),
    );
    expect(container.textContent).toBe('Online');
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    act(() => root.unmount());
    container.remove();
  });
});

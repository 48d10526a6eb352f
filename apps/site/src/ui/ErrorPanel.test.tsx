import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { ErrorPanel } from './ErrorPanel.tsx';

afterEach(cleanup);

describe('ErrorPanel', () => {
  it('says "Something went wrong" with the message, and Try Again when a retry is given', () => {
    const retry = vi.fn();
    render(<ErrorPanel message="Network error" onRetry={retry} />);
    const alert = screen.getByRole('alert');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Something went wrong');
    expect(screen.getByTestId('error-message').textContent).toBe('Network error');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(alert).toBeTruthy();
  });

  it('says "An unexpected error occurred" when there is no message, and has no button without a retry', () => {
    render(<ErrorPanel message="" />);
    expect(screen.getByTestId('error-message').textContent).toBe('An unexpected error occurred');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('takes another title, label and title element, or no message at all', () => {
    render(
      <ErrorPanel
        title="Error loading cart."
        message={null}
        onRetry={() => {}}
        retryLabel="Retry"
        titleAs="p"
      />,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Error loading cart.Retry');
  });
});

function Thrower({ fail }: { fail: { current: unknown } }) {
  if (fail.current !== undefined) throw fail.current;
  return <p>All good</p>;
}

describe('ErrorBoundary', () => {
  it('shows "Error in {component}" with the message; Try Again renders the children afresh', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    const fail: { current: unknown } = { current: new Error('Price missing') };
    render(
      <ErrorBoundary component="Cart summary" onError={onError}>
        <Thrower fail={fail} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Error in Cart summary');
    expect(screen.getByTestId('error-message').textContent).toBe('Price missing');
    expect(onError).toHaveBeenCalledWith(fail.current, expect.anything());

    fail.current = undefined;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('All good')).toBeTruthy();
    vi.restoreAllMocks();
  });

  it('says "An unexpected error occurred" for a throw without a message, and forgets it on a new reset key', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fail: { current: unknown } = { current: 42 };
    const { rerender } = render(
      <ErrorBoundary component="Chart" resetKey="a">
        <Thrower fail={fail} />
      </ErrorBoundary>,
    );
    expect(screen.getByTestId('error-message').textContent).toBe('An unexpected error occurred');
    fail.current = undefined;
    rerender(
      <ErrorBoundary component="Chart" resetKey="b">
        <Thrower fail={fail} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('All good')).toBeTruthy();
    vi.restoreAllMocks();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { PluginsDemo } from './PluginsDemo.tsx';

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('PluginsDemo', () => {
  it('shows the uppercase value at once and the debounced one after 500 ms', () => {
    render(<PluginsDemo />);
    fireEvent.change(screen.getByLabelText(/^Text \(kept/), { target: { value: 'hi there' } });
    expect(screen.getByTestId('plugin-uppercase').textContent).toBe('HI THERE');
    expect(screen.getByTestId('plugin-debounced').textContent).toBe('—');
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByTestId('plugin-debounced').textContent).toBe('hi there');
  });
});

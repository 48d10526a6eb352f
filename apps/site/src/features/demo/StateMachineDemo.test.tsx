import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { StateMachineDemo } from './StateMachineDemo.tsx';

afterEach(cleanup);

describe('StateMachineDemo', () => {
  it('shows transitions and ignored events', () => {
    render(<StateMachineDemo />);
    expect(screen.getByTestId('machine-state').textContent).toBe('idle');
    fireEvent.click(screen.getByRole('button', { name: 'reset' }));
    expect(screen.getByTestId('machine-state').textContent).toBe('idle');
    expect(screen.getByText('ignored in idle')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'start' }));
    expect(screen.getByTestId('machine-state').textContent).toBe('loading');
    expect(screen.getByText('idle → loading')).toBeTruthy();
  });
});

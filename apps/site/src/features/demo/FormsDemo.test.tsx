import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FormsDemo } from './FormsDemo.tsx';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('FormsDemo', () => {
  it('shows messages on leaving empty fields and enables Submit once valid', async () => {
    render(<FormsDemo />);
    const first = await screen.findByLabelText('First name');
    fireEvent.blur(first);
    expect(screen.getByText('First name is required')).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(first, { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Lovelace' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'fr' } });
    expect(screen.queryByText('First name is required')).toBeNull();
    expect(submit.disabled).toBe(false);
  });

  it('the simple form shows Valid or Invalid for the email', () => {
    render(<FormsDemo />);
    expect(screen.getByTestId('simple-email-state').textContent).toBe('Invalid');
    fireEvent.change(screen.getByLabelText('Simple form email'), { target: { value: 'a@b.c' } });
    expect(screen.getByTestId('simple-email-state').textContent).toBe('Valid');
  });
});

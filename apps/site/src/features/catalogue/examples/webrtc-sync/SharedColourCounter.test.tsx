// The example alone in a page (no second tab): it looks for a peer, edits its own store, and
// its Disconnect / Reconnect control drives the connection state. Two tabs syncing over a
// real RTCPeerConnection are checked in the browser (e2e/webrtc-sync.spec.ts).
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import SharedColourCounter from './SharedColourCounter.tsx';

afterEach(cleanup);

const connection = () => screen.getByText(/^Connection:/).textContent;

describe('SharedColourCounter', () => {
  it('looks for a peer, and shows its own id', async () => {
    render(<SharedColourCounter />);
    await waitFor(() => expect(connection()).toBe('Connection: Looking for a peer…'));
    expect(screen.getByText(/You are peer/).textContent).toMatch(/You are peer [a-z0-9]{8}\./);
  });

  it('changes the shared colour and count', () => {
    render(<SharedColourCounter />);
    fireEvent.click(screen.getByRole('button', { name: 'Increase' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decrease' }));
    expect(screen.getByLabelText('Shared count').textContent).toBe('1');
    fireEvent.click(screen.getByRole('radio', { name: 'blue' }));
    expect((screen.getByRole('radio', { name: 'blue' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'green' }) as HTMLInputElement).checked).toBe(false);
  });

  it('disconnects and reconnects', async () => {
    render(<SharedColourCounter />);
    fireEvent.click(await screen.findByRole('button', { name: 'Disconnect' }));
    expect(connection()).toBe('Connection: Disconnected');
    fireEvent.click(screen.getByRole('button', { name: 'Reconnect' }));
    expect(connection()).toBe('Connection: Looking for a peer…');
  });
});

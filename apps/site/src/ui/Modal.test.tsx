import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Badge } from './Badge.tsx';
import { Button } from './Button.tsx';
import { Modal } from './Modal.tsx';

afterEach(cleanup);

// jsdom has the element but not its modal methods: open/close by the attribute.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Delete the item?"
        footer={<Button onClick={() => setOpen(false)}>Cancel</Button>}
      >
        This cannot be undone.
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('opens named by its title, and closes by ×, by Escape and by a backdrop click', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const open = () => fireEvent.click(screen.getByRole('button', { name: 'Open' }));

    open();
    const dialog = screen.getByRole('dialog', { name: 'Delete the item?' });
    expect(dialog.textContent).toContain('This cannot be undone.');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    open();
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();

    open();
    fireEvent.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).toBeNull();

    open();
    fireEvent.click(screen.getByText('This cannot be undone.'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Badge', () => {
  it('is a labelled pill whose tone is a class, passing other attributes through', () => {
    render(
      <Badge tone="danger" data-testid="stock">
        Out of stock
      </Badge>,
    );
    const badge = screen.getByTestId('stock');
    expect(badge.textContent).toBe('Out of stock');
    expect(badge.className).toContain('bg-red-100');
  });
});

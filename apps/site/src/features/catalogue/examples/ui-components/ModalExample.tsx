/*
 * Modal on the native <dialog>: focus stays inside while it is open and returns to the
 * opener after; Escape, a click on the backdrop or × close it. The footer holds its actions.
 */
import { useState } from 'react';
import { Button } from '../../../../ui/Button.tsx';
import { Modal } from '../../../../ui/Modal.tsx';

export default function ModalExample() {
  const [open, setOpen] = useState(false);
  const [items, setItems] = useState(3);
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-sm">Items in the cart: {items}</p>
      <Button onClick={() => setOpen(true)} disabled={items === 0}>
        Clear the cart…
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Clear the cart?"
        footer={
          <>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button
              variant="primary"
              onClick={() => {
                setItems(0);
                setOpen(false);
              }}
            >
              Clear
            </Button>
          </>
        }
      >
        All {items} items will be removed.
      </Modal>
    </div>
  );
}

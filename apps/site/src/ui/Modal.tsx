import { useEffect, useId, useRef, type ReactNode } from 'react';

/** Props of `ModalHeader`. */
export interface ModalHeaderProps {
  /** The dialog's title (a level-2 heading). */
  title: string;
  /** Closes the dialog: the × button calls it. */
  onClose: () => void;
  /** The heading's id, for the dialog's `aria-labelledby`. @default undefined */
  id?: string;
}

/**
 * A dialog's title bar: the title and a Close (×) button. The route modals (shell/DemoModals)
 * and `Modal` share it.
 *
 * @example
 * ```tsx
 * <ModalHeader title="Settings" onClose={() => router.closePortal()} />
 * ```
 */
export function ModalHeader({ title, onClose, id }: ModalHeaderProps) {
  return (
    <div className="flex items-center justify-between border-b border-stone-200 px-6 py-4">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <button
        type="button"
        aria-label="Close"
        onClick={onClose}
        className="rounded px-2 text-xl leading-none hover:bg-stone-100"
      >
        ×
      </button>
    </div>
  );
}

/** Props of `Modal`. */
export interface ModalProps {
  /** Whether it is shown. */
  open: boolean;
  /** Called on Escape, a backdrop click or the × button; the caller sets `open` false. */
  onClose: () => void;
  /** The title, which also names the dialog. */
  title: string;
  children: ReactNode;
  /** Buttons along the bottom (Cancel, Save). @default undefined */
  footer?: ReactNode;
}

/**
 * A modal dialog on the native `<dialog>` element (`showModal`): the browser keeps focus
 * inside it, puts it above the page and inerts the rest; focus returns to the opener on close.
 * Escape, a backdrop click and the × button call `onClose`. Max width 600 px, like the route
 * modals; the route modals themselves are opened by the router's portal outlet instead.
 *
 * @example
 * ```tsx
 * const [open, setOpen] = useState(false);
 * <Button onClick={() => setOpen(true)}>Delete…</Button>
 * <Modal open={open} onClose={() => setOpen(false)} title="Delete the item?"
 *   footer={<Button onClick={() => setOpen(false)}>Cancel</Button>}>
 *   This cannot be undone.
 * </Modal>
 * ```
 */
export function Modal({ open, onClose, title, children, footer }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      // Escape: the browser fires `cancel`; the caller decides, so the dialog stays in step.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // A click on the dialog element itself (not its content) is a click on the backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-auto w-[calc(100vw-2rem)] max-w-[600px] rounded-xl bg-white p-0 text-stone-900 shadow-xl backdrop:bg-black/50"
    >
      {open && (
        <>
          <ModalHeader id={titleId} title={title} onClose={onClose} />
          <div className="px-6 py-4 text-sm">{children}</div>
          {footer && (
            <div className="flex justify-end gap-2 border-t border-stone-200 px-6 py-4">
              {footer}
            </div>
          )}
        </>
      )}
    </dialog>
  );
}

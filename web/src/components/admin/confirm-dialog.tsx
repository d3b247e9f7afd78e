import { useId, useRef, type ReactNode } from 'react';
import { useModalDialog } from '../use-modal-dialog';
import './admin-shared.css';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  /** What will happen, in plain words (e.g. "Artykuł „X” zostanie trwale usunięty."). */
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Disables the buttons while the action runs. */
  busy?: boolean;
  /** Styles the confirm button as dangerous (default) or as a normal action. */
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A modal confirmation for destructive actions, on the native <dialog>: focus moves into it and stays there,
 * Escape cancels, and focus returns to the button that opened it. The cancel button gets focus first, so an
 * accidental Enter does not destroy anything.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Anuluj',
  busy = false,
  destructive = true,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useModalDialog(open, cancelRef);
  const titleId = useId();
  const messageId = useId();

  return (
    <dialog
      ref={dialogRef}
      className="confirm-dialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onCancel={(event) => {
        // Escape: let the parent decide (it closes the dialog by setting open=false).
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={titleId} className="confirm-dialog__title">
        {title}
      </h2>
      <div id={messageId} className="confirm-dialog__message">
        {message}
      </div>
      <div className="confirm-dialog__actions">
        <button ref={cancelRef} type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </button>
        <button
          type="button"
          className={destructive ? 'button button--danger' : 'button'}
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy}
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}

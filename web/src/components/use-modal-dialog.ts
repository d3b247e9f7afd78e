import { useEffect, useRef, type RefObject } from 'react';

/**
 * A `<dialog>` shown as a modal while `open` is true (focus then goes to `focusOnOpen`) and closed when it turns
 * false. Returns the ref for the dialog element.
 */
export function useModalDialog(open: boolean, focusOnOpen: RefObject<HTMLElement | null>): RefObject<HTMLDialogElement | null> {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      focusOnOpen.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, focusOnOpen]);
  return dialogRef;
}

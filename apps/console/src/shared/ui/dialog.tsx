import { type ReactNode, useEffect, useId, useRef } from 'react';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** The close button's accessible name, in the console's language. */
  closeLabel: string;
  children: ReactNode;
  /** Buttons at the bottom, right-aligned. */
  footer?: ReactNode;
  /** A wider dialog for lists (refunds). */
  wide?: boolean;
  /** Drawn as a warning (refusing, cancelling). */
  tone?: 'default' | 'danger';
}

/**
 * A modal dialog on the native <dialog>: the browser traps focus, makes the page behind it inert, and closes
 * it on Escape (which here calls onClose, so the screen's state stays the one truth). Its content mounts only
 * while open, so each opening starts fresh.
 */
export function Dialog({ open, title, onClose, closeLabel, children, footer, wide, tone }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // jsdom (component tests) has no showModal.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);
  const classes = ['nc-dialog', wide ? 'nc-dialog-wide' : '', tone === 'danger' ? 'nc-dialog-danger' : ''];
  return (
    <dialog
      ref={ref}
      className={classes.filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <>
          <header className="nc-dialog-head">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="nc-dialog-close" aria-label={closeLabel} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          </header>
          <div className="nc-dialog-body">{children}</div>
          {footer ? <footer className="nc-dialog-foot">{footer}</footer> : null}
        </>
      ) : null}
    </dialog>
  );
}

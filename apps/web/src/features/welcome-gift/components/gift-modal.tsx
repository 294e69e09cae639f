import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useModalBackground } from '../../../shared/lib/use-modal-background';

export interface GiftModalProps {
  labelledBy: string;
  /** Escape: the same as the dialog's Close button. */
  onEscape: () => void;
  children: ReactNode;
}

/**
 * A centred modal dialog drawn without antd-mobile: the gift is offered to every first-time visitor
 * two seconds into the home page, so its code must stay a few kilobytes (antd-mobile's popup code
 * is ~25 kB gzipped). It renders into <body>, outside the page that useModalBackground makes inert,
 * and takes focus; focus returns to where it was when it closes.
 */
export function GiftModal({ labelledBy, onEscape, children }: GiftModalProps) {
  const ref = useRef<HTMLElement>(null);
  useModalBackground(true);
  useEffect(() => {
    ref.current?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onEscape();
    }
  };

  return createPortal(
    <div className="nb-gift-backdrop">
      <section
        ref={ref}
        className="nb-gift-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {children}
      </section>
    </div>,
    document.body,
  );
}

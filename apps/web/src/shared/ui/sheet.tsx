import './antd-setup';
import Popup from 'antd-mobile/es/components/popup';
import { type KeyboardEvent, type ReactNode, useId } from 'react';
import { useModalBackground } from '../lib/use-modal-background';
import { PopupHead } from './popup-head';
import './sheet.css';

export interface SheetProps {
  visible: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons kept at the bottom of the sheet. */
  footer?: ReactNode;
  /** A class added to the sheet's body for a feature's variant (its height, its padding). */
  className?: string;
}

/** A bottom sheet with a title and a close button: choosers, reasons, tracking and service popups. */
export function Sheet({ visible, title, onClose, children, footer, className }: SheetProps) {
  const titleId = useId();
  useModalBackground(visible);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // React events bubble through portals: a sheet under this one (checkout's) must stay open.
    event.stopPropagation();
    onClose();
  };
  return (
    <Popup
      visible={visible}
      onClose={onClose}
      onMaskClick={onClose}
      position="bottom"
      bodyClassName={className ? `nb-sheet-popup ${className}` : 'nb-sheet-popup'}
      destroyOnClose
    >
      <section role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <PopupHead titleId={titleId} title={title} onClose={onClose} classPrefix="nb-sheet-popup" />
        <div className="nb-sheet-popup-body">{children}</div>
        {footer ? <div className="nb-sheet-popup-footer">{footer}</div> : null}
      </section>
    </Popup>
  );
}

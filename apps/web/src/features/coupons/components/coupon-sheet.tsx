import '../../../shared/ui/antd-setup';
import CenterPopup from 'antd-mobile/es/components/center-popup';
import { type KeyboardEvent, type ReactNode, useId } from 'react';
import { useModalBackground } from '../../../shared/lib/use-modal-background';
import { pillButton } from '../../../shared/ui/pill-button';

export interface CouponSheetProps {
  visible: boolean;
  title: string;
  onClose: () => void;
  /** The closing button's text. */
  closeText: string;
  children: ReactNode;
}

/** A centred dialog of the wallet (redeem result, guide): a title, its content and one closing button. */
export function CouponSheet({ visible, title, onClose, closeText, children }: CouponSheetProps) {
  const titleId = useId();
  useModalBackground(visible);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };
  return (
    <CenterPopup
      visible={visible}
      onMaskClick={onClose}
      className="nb-coupons-popup"
      bodyClassName="nb-coupons-dialog"
      // Into <body>: the screen under it (#root) turns inert while it is open.
      getContainer={() => document.body}
    >
      <section role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <h2 id={titleId} className="nb-coupons-dialog-title">
          {title}
        </h2>
        {children}
        <button type="button" className={`${pillButton} nb-coupons-dialog-close`} onClick={onClose}>
          {closeText}
        </button>
      </section>
    </CenterPopup>
  );
}

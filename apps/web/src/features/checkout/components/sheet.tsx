import '../../../shared/ui/antd-setup';
import Popup from 'antd-mobile/es/components/popup';
import { type KeyboardEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalBackground } from '../../../shared/lib/use-modal-background';

export interface SheetProps {
  visible: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons kept at the bottom of the sheet. */
  footer?: ReactNode;
}

/** A bottom sheet with a title and a close button: checkout's choosers. */
export function Sheet({ visible, title, onClose, children, footer }: SheetProps) {
  const { t } = useTranslation();
  const titleId = useId();
  useModalBackground(visible);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // React events bubble through portals: the checkout sheet under this one must stay open.
    event.stopPropagation();
    onClose();
  };
  return (
    <Popup
      visible={visible}
      onClose={onClose}
      onMaskClick={onClose}
      position="bottom"
      bodyClassName="nb-checkout-sheet"
      destroyOnClose
    >
      <section role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <div className="nb-checkout-sheet-head">
          <h2 id={titleId} className="nb-checkout-sheet-title">
            {title}
          </h2>
          <button type="button" className="nb-checkout-sheet-close" onClick={onClose}>
            {t('common.close')}
          </button>
        </div>
        <div className="nb-checkout-sheet-body">{children}</div>
        {footer ? <div className="nb-checkout-sheet-footer">{footer}</div> : null}
      </section>
    </Popup>
  );
}

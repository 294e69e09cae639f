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
  footer?: ReactNode;
}

/** A bottom sheet with a title and a close button (the cancellation reasons). */
export function Sheet({ visible, title, onClose, children, footer }: SheetProps) {
  const { t } = useTranslation();
  const titleId = useId();
  useModalBackground(visible);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };
  return (
    <Popup
      visible={visible}
      onClose={onClose}
      onMaskClick={onClose}
      position="bottom"
      bodyClassName="nb-orders-sheet"
      destroyOnClose
    >
      <section role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <div className="nb-orders-sheet-head">
          <h2 id={titleId} className="nb-orders-sheet-title">
            {title}
          </h2>
          <button type="button" className="nb-orders-sheet-close" onClick={onClose}>
            {t('orders.close')}
          </button>
        </div>
        <div className="nb-orders-sheet-body">{children}</div>
        {footer ? <div className="nb-orders-sheet-footer">{footer}</div> : null}
      </section>
    </Popup>
  );
}

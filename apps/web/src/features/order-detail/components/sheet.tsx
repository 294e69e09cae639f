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
}

/** A bottom sheet with a title and a close button: the tracking and customer-service popups. */
export function Sheet({ visible, title, onClose, children }: SheetProps) {
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
      bodyClassName="nb-detail-sheet"
      destroyOnClose
    >
      <section role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <div className="nb-detail-sheet-head">
          <h2 id={titleId} className="nb-detail-sheet-title">
            {title}
          </h2>
          <button type="button" className="nb-detail-sheet-close" onClick={onClose}>
            {t('orders.close')}
          </button>
        </div>
        <div className="nb-detail-sheet-body">{children}</div>
      </section>
    </Popup>
  );
}

import '../../../shared/ui/antd-setup';
import Popup from 'antd-mobile/es/components/popup';
import { type KeyboardEvent, Suspense, useId } from 'react';
import { useCheckoutTexts } from '../../../shared/i18n/checkout-texts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useModalBackground } from '../../../shared/lib/use-modal-background';
import { PopupHead } from '../../../shared/ui/popup-head';
import '../../../shared/ui/sheet.css';
import CheckoutPanel, { type CheckoutPanelProps } from './checkout-panel';

export interface CheckoutSheetProps extends CheckoutPanelProps {
  visible: boolean;
  onClose: () => void;
}

/** Checkout as a tall sheet over the store page, opened by the cart's Checkout button. */
export default function CheckoutSheet({ visible, onClose, ...panel }: CheckoutSheetProps) {
  useCheckoutTexts();
  const { t } = useTranslation();
  const titleId = useId();
  useModalBackground(visible);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };
  return (
    <Popup
      visible={visible}
      onClose={onClose}
      onMaskClick={onClose}
      position="bottom"
      bodyClassName="nb-sheet-popup nb-checkout-sheet nb-checkout-sheet-tall"
    >
      <section role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <PopupHead
          titleId={titleId}
          title={t('checkout.title')}
          onClose={onClose}
          classPrefix="nb-sheet-popup"
        />
        <Suspense fallback={<div className="nb-checkout-loading" role="status" />}>
          <CheckoutPanel {...panel} />
        </Suspense>
      </section>
    </Popup>
  );
}

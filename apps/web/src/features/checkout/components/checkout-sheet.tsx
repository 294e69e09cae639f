import '../../../shared/ui/antd-setup';
import Popup from 'antd-mobile/es/components/popup';
import { type KeyboardEvent, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCheckoutTexts } from '../../../shared/i18n/checkout-texts';
import { useModalBackground } from '../../../shared/lib/use-modal-background';
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
      bodyClassName="nb-checkout-sheet nb-checkout-sheet-tall"
    >
      <section role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <div className="nb-checkout-sheet-head">
          <h2 id={titleId} className="nb-checkout-sheet-title">
            {t('checkout.title')}
          </h2>
          <button type="button" className="nb-checkout-sheet-close" onClick={onClose}>
            {t('common.close')}
          </button>
        </div>
        <Suspense fallback={<div className="nb-checkout-loading" role="status" />}>
          <CheckoutPanel {...panel} />
        </Suspense>
      </section>
    </Popup>
  );
}

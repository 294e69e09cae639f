import { useTranslation } from 'react-i18next';
import { OrdersIcon } from '../../../shared/ui/icons';

/** The order list of a visitor who has not signed in: why there is nothing, and a sign-in button. */
export function SignedOutOrders({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="nb-orders-empty">
      <OrdersIcon className="nb-orders-empty-icon" />
      <p className="nb-orders-empty-title">{t('orders.signedOutTitle')}</p>
      <p className="nb-orders-empty-text">{t('orders.signedOutText')}</p>
      <button
        type="button"
        className="nb-orders-button nb-orders-button-primary nb-orders-wide"
        onClick={onSignIn}
      >
        {t('orders.signIn')}
      </button>
    </div>
  );
}

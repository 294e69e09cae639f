import { useTranslation } from '../../../shared/i18n/use-translation';
import { actionButtonPrimary } from '../../../shared/ui/action-button';
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
        className={`${actionButtonPrimary} nb-orders-button nb-orders-wide`}
        onClick={onSignIn}
      >
        {t('orders.signIn')}
      </button>
    </div>
  );
}

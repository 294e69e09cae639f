import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/lib/paths';
import { actionButton, actionButtonPrimary } from '../../../shared/ui/action-button';
import { AppLink } from '../../../shared/ui/app-link';
import type { DetailActions } from '../lib/order-view';

export interface DetailActionsProps {
  orderId: string;
  actions: DetailActions;
  onCancel: () => void;
  onCallWaiter: () => void;
  callingWaiter: boolean;
  onTracking: () => void;
  onService: () => void;
  onEmailReceipt: () => void;
}

/** The detail's buttons: what the order's state offers, then tracking, customer service and the receipt. */
export function DetailActionBar({
  orderId,
  actions,
  onCancel,
  onCallWaiter,
  callingWaiter,
  onTracking,
  onService,
  onEmailReceipt,
}: DetailActionsProps) {
  const { t } = useTranslation();
  const query = `?orderId=${encodeURIComponent(orderId)}`;
  return (
    <div className="nb-detail-actions">
      {actions.pay ? (
        <AppLink className={actionButtonPrimary} to={`${paths.payment}${query}`}>
          {t('orderInfo.action.pay')}
        </AppLink>
      ) : null}
      {actions.callWaiter ? (
        <button type="button" className={actionButtonPrimary} onClick={onCallWaiter} disabled={callingWaiter}>
          {t('orderInfo.action.callWaiter')}
        </button>
      ) : null}
      {actions.orderMore ? (
        <AppLink className={actionButton} to={actions.orderMore}>
          {t('orderInfo.action.orderMore')}
        </AppLink>
      ) : null}
      {actions.orderAgain ? (
        <AppLink className={actionButton} to={actions.orderAgain}>
          {t('orderInfo.action.orderAgain')}
        </AppLink>
      ) : null}
      {actions.viewRefund ? (
        <AppLink className={actionButton} to={`${paths.orderRefund}${query}`}>
          {t('orderInfo.action.viewRefund')}
        </AppLink>
      ) : null}
      <button type="button" className={actionButton} onClick={onTracking}>
        {t('orderInfo.action.tracking')}
      </button>
      <button type="button" className={actionButton} onClick={onService}>
        {t('orderInfo.action.service')}
      </button>
      {actions.emailReceipt ? (
        <button type="button" className={actionButton} onClick={onEmailReceipt}>
          {t('orderInfo.action.emailReceipt')}
        </button>
      ) : null}
      {actions.cancel ? (
        <button type="button" className={`${actionButton} nb-detail-button-danger`} onClick={onCancel}>
          {t('orderInfo.action.cancel')}
        </button>
      ) : null}
    </div>
  );
}

import type { OrderDetailDto } from '@nearbite/contract/order-views';
import type { OrderStatusLabelKey } from '@nearbite/domain/order-display';
import { formatCountdown } from '../../../shared/i18n/orders-texts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { phoneLinkOf } from '../lib/phone-link';

export interface OrderHeadProps {
  order: OrderDetailDto;
  labelKey: OrderStatusLabelKey;
  /** Seconds left to pay an unpaid order (0 when paid or out of time). */
  payLeft: number;
  unpaid: boolean;
}

/** The top of the detail: the status label, the pay countdown of an unpaid order, and the store. */
export function OrderHead({ order, labelKey, payLeft, unpaid }: OrderHeadProps) {
  const { t } = useTranslation();
  const storePhone = phoneLinkOf(order.business.phoneNumber);
  return (
    <div className="nb-detail-head">
      <p className="nb-detail-status" data-testid="order-status" aria-live="polite">
        {t(`orders.status.${labelKey}`)}
      </p>
      {unpaid ? (
        <p className="nb-detail-countdown" role="timer" aria-live="off">
          {payLeft > 0
            ? t('orderInfo.payWithin', { time: formatCountdown(payLeft) })
            : t('orderInfo.payExpired')}
        </p>
      ) : null}
      <div className="nb-detail-store">
        {order.business.logo ? (
          <img className="nb-detail-store-logo" src={order.business.logo} alt="" width={40} height={40} />
        ) : null}
        <div className="nb-detail-store-text">
          <span className="nb-detail-store-name">{order.business.name}</span>
          <span className="nb-detail-muted">{order.business.fullAddress}</span>
        </div>
        {storePhone ? (
          <a className="nb-detail-store-call" href={storePhone.href}>
            {t('orderInfo.storePhone')}
          </a>
        ) : null}
      </div>
    </div>
  );
}

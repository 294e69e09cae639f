import { dollars } from '@nearbite/domain/money-text';
import { formatCountdown } from '../../../shared/i18n/orders-texts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { orderAgainUrl } from '../../../shared/lib/order-again-link';
import { paths } from '../../../shared/lib/paths';
import { actionButton, actionButtonPrimary } from '../../../shared/ui/action-button';
import { AppLink } from '../../../shared/ui/app-link';
import { StoreTime } from '../../../shared/ui/store-time';
import type { OrderRowView } from '../lib/order-pages';

/** Thumbnails a row shows at most; the count says the rest. */
const MAX_THUMBNAILS = 4;

export interface OrderRowProps {
  row: OrderRowView;
  onCancel: (orderId: string) => void;
}

/**
 * One order of the list: the store, the status label, thumbnails, total and time (a link to the detail),
 * the pay countdown of an unpaid order, and the actions its state offers.
 */
export function OrderRow({ row, onCancel }: OrderRowProps) {
  const { t } = useTranslation();
  const { order } = row;
  const orderQuery = `?orderId=${encodeURIComponent(order.id)}`;
  const status = t(`orders.status.${row.labelKey}`);
  const hasActions = row.canCancel || row.canPay || row.canOrderAgain || row.canViewRefund;
  return (
    <article className="nb-order-row">
      <AppLink className="nb-order-row-link" to={`${paths.orderInfo}${orderQuery}`}>
        <div className="nb-order-row-head">
          {order.business.logo ? (
            <img className="nb-order-row-logo" src={order.business.logo} alt="" width={36} height={36} />
          ) : (
            <span className="nb-order-row-logo nb-order-row-initial" aria-hidden="true">
              {Array.from(order.business.name.trim())[0] ?? '?'}
            </span>
          )}
          <span className="nb-order-row-name">{order.business.name}</span>
          <span className={`nb-order-status nb-order-status-${row.state}`}>{status}</span>
        </div>
        <div className="nb-order-row-body">
          <ul className="nb-order-row-thumbs" aria-hidden="true">
            {order.commodities.slice(0, MAX_THUMBNAILS).map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row's first lines never reorder, and carry no id
              <li key={index}>
                {line.thumbnail ? (
                  <img src={line.thumbnail} alt="" width={56} height={56} loading="lazy" />
                ) : (
                  <span className="nb-order-row-thumb-name">{line.name}</span>
                )}
              </li>
            ))}
          </ul>
          <div className="nb-order-row-sums">
            <span className="nb-order-row-total">
              {t('orders.total', { amount: dollars(order.totalPrice) })}
            </span>
            <span className="nb-order-row-count">{t('orders.items', { count: order.commodityCount })}</span>
          </div>
        </div>
        <div className="nb-order-row-meta">
          <span>{t(`orders.type.${order.orderType}`)}</span>
          <span className="nb-order-code">{t('orders.orderNumber', { code: order.orderCode })}</span>
          <StoreTime at={order.createdTime} timeZone={order.business.timeZone} />
        </div>
      </AppLink>
      {row.payLeft > 0 ? (
        <p className="nb-order-row-countdown" role="timer" aria-live="off">
          {t('orders.payWithin', { time: formatCountdown(row.payLeft) })}
        </p>
      ) : null}
      {hasActions ? (
        <div className="nb-order-row-actions">
          {row.canCancel ? (
            <button
              type="button"
              className={`${actionButton} nb-orders-button`}
              onClick={() => onCancel(order.id)}
            >
              {t('orders.action.cancel')}
            </button>
          ) : null}
          {row.canViewRefund ? (
            <AppLink className={`${actionButton} nb-orders-button`} to={`${paths.orderRefund}${orderQuery}`}>
              {t('orders.action.viewRefund')}
            </AppLink>
          ) : null}
          {row.canOrderAgain ? (
            <AppLink
              className={`${actionButton} nb-orders-button`}
              to={orderAgainUrl(order.business.id, order.id)}
            >
              {t('orders.action.orderAgain')}
            </AppLink>
          ) : null}
          {row.canPay ? (
            <AppLink
              className={`${actionButtonPrimary} nb-orders-button`}
              to={`${paths.payment}${orderQuery}`}
            >
              {t('orders.action.pay')}
            </AppLink>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/lib/paths';
import { actionButtonPrimary } from '../../../shared/ui/action-button';
import { AppLink } from '../../../shared/ui/app-link';
import { InfiniteList } from '../../../shared/ui/infinite-list';
import { hasRunningCountdown, type OrderPage, orderRowsAt } from '../lib/order-pages';
import { usePayClock } from '../use-pay-clock';
import { OrderRow } from './order-row';

/** How close (px) the list's end comes to the viewport before the next page loads. */
const LOAD_OFFSET_PX = 200;

export interface OrderListProps {
  query: UseInfiniteQueryResult<InfiniteData<OrderPage>>;
  onCancel: (orderId: string) => void;
}

/**
 * One tab's orders: rows (unpaid ones counting down each second and reloading at zero), the next page as
 * the end nears, the empty view with a way to order, and an error footer with a retry.
 */
export function OrderList({ query, onCancel }: OrderListProps) {
  const { t } = useTranslation();
  const pages = query.data?.pages ?? [];
  const now = usePayClock(
    (at) => (hasRunningCountdown(pages, at) ? 1 : 0),
    () => void query.refetch(),
  );
  return (
    <InfiniteList
      query={query}
      items={orderRowsAt(pages, now)}
      itemKey={(row) => row.order.id}
      renderItem={(row) => <OrderRow row={row} onCancel={onCancel} />}
      offsetPx={LOAD_OFFSET_PX}
      className="nb-order-list"
      texts={{
        loadingMore: t('orders.loadingMore'),
        loadFailed: t('orders.loadFailed'),
        retry: t('orders.retry'),
        end: t('orders.end'),
      }}
      empty={
        <div className="nb-orders-empty">
          <p className="nb-orders-empty-title">{t('orders.emptyTitle')}</p>
          <p className="nb-orders-empty-text">{t('orders.emptyText')}</p>
          <AppLink className={`${actionButtonPrimary} nb-orders-button nb-orders-wide`} to={paths.home}>
            {t('orders.placeOrder')}
          </AppLink>
        </div>
      }
    />
  );
}

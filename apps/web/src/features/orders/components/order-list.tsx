import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/lib/paths';
import { AppLink } from '../../../shared/ui/app-link';
import { hasRunningCountdown, type OrderPage, orderRowsAt } from '../lib/order-pages';
import { useSentinel } from '../lib/use-sentinel';
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
  const { data, hasNextPage, isFetching, isFetchingNextPage, isError, isPending, fetchNextPage, refetch } =
    query;
  const pages = data?.pages ?? [];
  const now = usePayClock(
    (at) => (hasRunningCountdown(pages, at) ? 1 : 0),
    () => void refetch(),
  );
  const rows = orderRowsAt(pages, now);
  const sentinel = useSentinel<HTMLDivElement>(() => void fetchNextPage({ cancelRefetch: false }), {
    active: hasNextPage && !isFetchingNextPage && !isError,
    offsetPx: LOAD_OFFSET_PX,
    generation: pages.length,
  });

  if (isPending && !isError) {
    return (
      <div className="nb-orders-status" role="status">
        <span className="nb-spinner" aria-hidden="true" />
        <span className="nb-visually-hidden">{t('common.loading')}</span>
      </div>
    );
  }

  const retry = () => void (pages.length === 0 ? refetch() : fetchNextPage());
  const loading = isFetchingNextPage || (isFetching && pages.length === 0);

  return (
    <>
      {rows.length > 0 ? (
        <ul className="nb-order-list">
          {rows.map((row) => (
            <li key={row.order.id}>
              <OrderRow row={row} onCancel={onCancel} />
            </li>
          ))}
        </ul>
      ) : null}
      {rows.length === 0 && !isError && !loading && !hasNextPage ? (
        <div className="nb-orders-empty">
          <p className="nb-orders-empty-title">{t('orders.emptyTitle')}</p>
          <p className="nb-orders-empty-text">{t('orders.emptyText')}</p>
          <AppLink className="nb-orders-button nb-orders-button-primary nb-orders-wide" to={paths.home}>
            {t('orders.placeOrder')}
          </AppLink>
        </div>
      ) : null}
      <div ref={sentinel} className="nb-orders-footer">
        {loading ? (
          <span role="status">
            <span className="nb-spinner" aria-hidden="true" />
            <span className="nb-visually-hidden">{t('orders.loadingMore')}</span>
          </span>
        ) : isError ? (
          <div className="nb-orders-error" role="alert">
            <span>{t('orders.loadFailed')}</span>
            <button type="button" className="nb-orders-retry" onClick={retry}>
              {t('orders.retry')}
            </button>
          </div>
        ) : rows.length > 0 && !hasNextPage ? (
          <span className="nb-orders-end">{t('orders.end')}</span>
        ) : null}
      </div>
    </>
  );
}

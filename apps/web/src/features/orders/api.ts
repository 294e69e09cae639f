import type { CancellationReason } from '@nearbite/contract/order-status';
import { orderViewRoutes } from '@nearbite/contract/order-views';
import {
  CURRENT_TAB_STATUSES,
  HISTORY_TAB_STATUSES,
  isOrderStillChanging,
  ORDER_LIST_PAGE_SIZE,
  ORDER_POLL_INTERVAL_MS,
} from '@nearbite/domain/order-display';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useOrderEvents } from '../../shared/hooks/use-order-events';
import { call } from '../../shared/lib/api-call';
import { nextOrderPage, type OrderPage } from './lib/order-pages';

/** The two tabs of the order list. */
export type OrdersTab = 'current' | 'history';

/**
 * Every order query of the diner lives under this key (the list here, the detail in features/order-detail),
 * inside ['account', …] so sign-in and sign-out drop them; a cancellation refreshes them all.
 */
export const ordersKey = ['account', 'orders'] as const;

const tabStatuses: Record<OrdersTab, readonly string[]> = {
  current: CURRENT_TAB_STATUSES,
  history: HISTORY_TAB_STATUSES,
};

/**
 * GET /user/orders page by page (10 a page) for one tab; each page keeps the moment it arrived. The pages are
 * read again when the order stream says one of the diner's orders changed, or, while the stream is down and
 * any listed order can still change, every 10 s; so rows follow their orders (and a completed or cancelled
 * one leaves the Current tab).
 */
export function useOrderList(tab: OrdersTab, enabled: boolean) {
  const queryClient = useQueryClient();
  const live = useOrderEvents(enabled, () => {
    void queryClient.invalidateQueries({ queryKey: [...ordersKey, 'list'] });
  });
  return useInfiniteQuery({
    enabled,
    queryKey: [...ordersKey, 'list', tab],
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }): Promise<OrderPage> => {
      const page = await call(orderViewRoutes.list, {
        query: {
          orderStatus: tabStatuses[tab].join(','),
          pageNumber: pageParam,
          pageCapacity: ORDER_LIST_PAGE_SIZE,
        },
        signal,
      });
      return { ...page, receivedAt: Date.now() };
    },
    getNextPageParam: nextOrderPage,
    refetchInterval: (query) =>
      !live &&
      query.state.data?.pages.some((page) =>
        page.orders.some((order) => isOrderStillChanging(order.displayState)),
      )
        ? ORDER_POLL_INTERVAL_MS
        : false,
  });
}

/** POST /orders/{orderId}/cancellation with one of the fixed reasons; every order view is refreshed after. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, reason }: { orderId: string; reason: CancellationReason }) =>
      call(orderViewRoutes.cancel, { params: { orderId }, body: { reason } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}

import { orderViewRoutes } from '@nearbite/contract/order-views';
import { ORDER_POLL_INTERVAL_MS } from '@nearbite/domain/order-display';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useOrderEvents } from '../../shared/hooks/use-order-events';
import { call } from '../../shared/lib/api-call';
import { orderDetailKey, orderDetailQuery } from './lib/order-detail-query';
import { isStillChanging } from './lib/order-view';

/**
 * An answer younger than this (the route loader's prefetch, received while the screen's chunks loaded) is
 * not asked for again as the screen mounts: the stream and the polling keep it current from there.
 */
const FRESH_ON_MOUNT_MS = 5_000;

/**
 * GET /orders/{orderId}, fetched again when the order stream says it changed. While the stream is down, an
 * order of any type that can still change (not completed, cancelled or refunded) is fetched every 10 s, as
 * the specification polls delivery orders; polling stops once it is settled and when the screen goes away.
 */
export function useOrderDetail(orderId: string | null, enabled: boolean) {
  const queryClient = useQueryClient();
  const live = useOrderEvents(enabled && orderId !== null, (event) => {
    if (orderId && event.orderId === orderId) {
      void queryClient.invalidateQueries({ queryKey: orderDetailKey(orderId) });
    }
  });
  return useQuery({
    enabled: enabled && orderId !== null,
    ...orderDetailQuery(orderId ?? ''),
    refetchInterval: (query) => {
      const order = query.state.data;
      return !live && order && isStillChanging(order) ? ORDER_POLL_INTERVAL_MS : false;
    },
    staleTime: 0,
    refetchOnMount: (query) => Date.now() - query.state.dataUpdatedAt > FRESH_ON_MOUNT_MS,
  });
}

/** POST /orders/{orderId}/callService: calls a waiter to a dine-in order's table. */
export function useCallService(orderId: string) {
  return useMutation({
    mutationFn: () => call(orderViewRoutes.callService, { params: { orderId } }),
  });
}

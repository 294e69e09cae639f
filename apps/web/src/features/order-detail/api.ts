import { orderViewRoutes } from '@nearbite/contract/order-views';
import { ORDER_POLL_INTERVAL_MS } from '@nearbite/domain/order-display';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useOrderEvents } from '../../shared/hooks/use-order-events';
import { call } from '../../shared/lib/api-call';
import { isStillChanging } from './lib/order-view';

/**
 * The order detail's key. It sits under ['account', 'orders'] with the order list (features/orders), so a
 * cancellation there refreshes it, and sign-in and sign-out drop it.
 */
export const orderDetailKey = (orderId: string) => ['account', 'orders', 'detail', orderId] as const;

/**
 * GET /orders/{orderId}, fetched again when the order stream says it changed. While the stream is down, an
 * order of any type that can still change (not completed, cancelled or refunded) is fetched every 10 s, as
 * the specification polls delivery orders; polling stops once it is settled and when the screen goes away.
 */
function orderDetailQuery(orderId: string) {
  return {
    queryKey: orderDetailKey(orderId),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      call(orderViewRoutes.detail, { params: { orderId }, signal }),
  };
}

/**
 * Asks for GET /orders/{orderId} before the screen's code has loaded (the route's loader calls it), so the
 * answer arrives while the chunks do rather than after them; the screen's query takes it over.
 */
export function prefetchOrderDetail(queryClient: QueryClient, orderId: string): void {
  void queryClient.prefetchQuery(orderDetailQuery(orderId));
}

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
  });
}

/** POST /orders/{orderId}/callService: calls a waiter to a dine-in order's table. */
export function useCallService(orderId: string) {
  return useMutation({
    mutationFn: () => call(orderViewRoutes.callService, { params: { orderId } }),
  });
}

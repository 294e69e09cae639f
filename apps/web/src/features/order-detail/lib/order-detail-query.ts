import { orderViewRoutes } from '@nearbite/contract/order-views';
import type { QueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/lib/api-call';

/**
 * The order detail's key. It sits under ['account', 'orders'] with the order list (features/orders), so a
 * cancellation there refreshes it, and sign-in and sign-out drop it.
 */
export const orderDetailKey = (orderId: string) => ['account', 'orders', 'detail', orderId] as const;

/** GET /orders/{orderId} as a query: the screen's (api.ts) and the route loader's prefetch share it. */
export function orderDetailQuery(orderId: string) {
  return {
    queryKey: orderDetailKey(orderId),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      call(orderViewRoutes.detail, { params: { orderId }, signal }),
  };
}

/**
 * Asks for GET /orders/{orderId} before the screen's code has loaded (the route's loader calls it), so the
 * answer arrives while the chunks do rather than after them; the screen's query takes it over. Kept apart
 * from api.ts, whose hooks bring the order stream, mutations and the order's views along: the loader needs
 * only the request, and the fewer files it waits for, the sooner the request leaves (it would otherwise
 * queue behind the screen's own chunks for one of the browser's six connections).
 */
export function prefetchOrderDetail(queryClient: QueryClient, orderId: string): void {
  void queryClient.prefetchQuery(orderDetailQuery(orderId));
}

import { orderViewRoutes } from '@nearbite/contract/order-views';
import { ORDER_POLL_INTERVAL_MS } from '@nearbite/domain/order-display';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/lib/api-call';

/**
 * GET /orders/{orderId}/refundInfo: the refunds of one of the diner's orders, read again every 10 s while the
 * latest waits for the card processor.
 */
export function useRefundInfo(orderId: string | null, enabled: boolean) {
  return useQuery({
    enabled: enabled && orderId !== null,
    // Under ['account', 'orders'] with the other order views: sign-in and sign-out drop it.
    queryKey: ['account', 'orders', 'refund', orderId],
    queryFn: ({ signal }) => call(orderViewRoutes.refundInfo, { params: { orderId: orderId ?? '' }, signal }),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? ORDER_POLL_INTERVAL_MS : false),
  });
}

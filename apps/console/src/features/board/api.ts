import type { CallInput } from '@nearbite/api-client/api-call';
import { type BoardOrderDto, consoleBoardRoutes } from '@nearbite/contract/console-board';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/lib/api';

/** Everything of a store's board; an event from its stream refreshes all of it. */
export const boardKey = (businessId: string) => ['board', businessId] as const;
const ordersKey = (businessId: string) => [...boardKey(businessId), 'orders'] as const;
const waiterCallsKey = (businessId: string) => [...boardKey(businessId), 'waiterCalls'] as const;

/** While the event stream is down the board polls at the specification's 10 s. */
export const BOARD_POLL_MS = 10_000;

export type BoardActionBody = CallInput<typeof consoleBoardRoutes.action>['body'];
export type RefundBody = CallInput<typeof consoleBoardRoutes.refund>['body'];

/** The board's orders; `poll` while the stream is not live. */
export function useBoardOrders(businessId: string, poll: boolean) {
  return useQuery({
    queryKey: ordersKey(businessId),
    queryFn: ({ signal }) => call(consoleBoardRoutes.orders, { params: { businessId }, signal }),
    refetchInterval: poll ? BOARD_POLL_MS : false,
  });
}

export function useWaiterCalls(businessId: string, poll: boolean) {
  return useQuery({
    queryKey: waiterCallsKey(businessId),
    queryFn: ({ signal }) => call(consoleBoardRoutes.waiterCalls, { params: { businessId }, signal }),
    refetchInterval: poll ? BOARD_POLL_MS : false,
  });
}

/** Puts an order as the server answered it onto the cached board at once (the refetch confirms it). */
function useReplaceOrder(businessId: string) {
  const queryClient = useQueryClient();
  return (order: BoardOrderDto) => {
    queryClient.setQueryData(
      ordersKey(businessId),
      (board: { orders: BoardOrderDto[]; serverTime: number } | undefined) =>
        board
          ? { ...board, orders: board.orders.map((item) => (item.id === order.id ? order : item)) }
          : board,
    );
    void queryClient.invalidateQueries({ queryKey: ordersKey(businessId) });
  };
}

/** Accept, delay, ready, complete, refuse or cancel: one event of the order's life. */
export function useBoardAction(businessId: string) {
  const replace = useReplaceOrder(businessId);
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: BoardActionBody }) =>
      call(consoleBoardRoutes.action, { params: { businessId, orderId }, body }),
    onSuccess: replace,
  });
}

/** Refunds chosen items, an amount, or everything left. */
export function useRefund(businessId: string) {
  const replace = useReplaceOrder(businessId);
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: RefundBody }) =>
      call(consoleBoardRoutes.refund, { params: { businessId, orderId }, body }),
    onSuccess: replace,
  });
}

/** Marks an item sold out (diners can no longer order it). */
export function useSoldOut(businessId: string) {
  return useMutation({
    mutationFn: (commodityId: string) =>
      call(consoleBoardRoutes.soldOut, { params: { businessId, commodityId }, body: { soldOut: true } }),
  });
}

export function useAcknowledgeWaiterCall(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (callId: string) =>
      call(consoleBoardRoutes.acknowledgeWaiterCall, { params: { businessId, callId }, body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waiterCallsKey(businessId) }),
  });
}

import type { BoardOrderDto } from '@nearbite/contract/console-board';
import { consoleBoardExamples } from '@nearbite/contract/examples/console-board.examples';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCancelledNotices } from './use-cancelled-notices';

const base = consoleBoardExamples.order.response as BoardOrderDto;
const order = (id: string, orderStatus: BoardOrderDto['orderStatus']): BoardOrderDto => ({
  ...base,
  id,
  orderCode: id.toUpperCase(),
  orderStatus,
  cancellationReason: orderStatus === 'cancelled' ? 'noLongerWanted' : null,
});

describe('cancelled-order alarms', () => {
  it('raise one for an order cancelled elsewhere while on the board, until dismissed', () => {
    const { result, rerender } = renderHook(({ orders }) => useCancelledNotices(orders), {
      initialProps: { orders: [order('a1', 'paid'), order('b2', 'confirmed')] },
    });
    expect(result.current.notices).toEqual([]);
    rerender({ orders: [order('a1', 'cancelled'), order('b2', 'confirmed')] });
    expect(result.current.notices).toEqual([{ orderId: 'a1', orderCode: 'A1', reason: 'noLongerWanted' }]);
    // The next refresh does not raise it again.
    rerender({ orders: [order('a1', 'cancelled'), order('b2', 'confirmed')] });
    expect(result.current.notices).toHaveLength(1);
    act(() => result.current.dismiss('a1'));
    expect(result.current.notices).toEqual([]);
  });

  it('raise none for orders already cancelled when the board opens, nor for a cancellation made here', () => {
    const { result, rerender } = renderHook(({ orders }) => useCancelledNotices(orders), {
      initialProps: {
        orders: [order('c3', 'cancelled'), order('d4', 'paid')] as BoardOrderDto[] | undefined,
      },
    });
    act(() => result.current.cancellingHere('d4'));
    rerender({ orders: [order('c3', 'cancelled'), order('d4', 'cancelled')] });
    expect(result.current.notices).toEqual([]);
  });
});

import type { MerchantOrderDto } from '@nearbite/contract/merchant';
import type { ReceiptDto, RefundInfoDto } from '@nearbite/contract/order-receipts';
import type { OrderStatusDto } from '@nearbite/contract/order-status';
import type { OrderDetailDto, OrderSummaryDto } from '@nearbite/contract/order-views';
import { canCallWaiter } from '@nearbite/domain/order-display';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Language } from '../../lib/request-language.js';
import { CALL_SERVICE_WINDOW_MS } from '../store/store.service.js';
import { toOrderDetail } from './order-detail.mapper.js';
import { toReceipt, toRefundInfo } from './order-receipt.mapper.js';
import { toMerchantOrder, toOrderSummary } from './order-summary.mapper.js';
import { displayStateOf } from './order-views.mapper.js';
import type { OrderHeadRows, OrderLineRow, OrderViewsRepository } from './order-views.repository.js';

/** The diner's reads of placed orders (list, detail, refund, public receipt) and the call-waiter action. */
export function createOrderViewsService(deps: { repository: OrderViewsRepository; clock: Clock }) {
  const { repository, clock } = deps;

  /** The user's own order: A98 when it does not exist (a malformed id included), A99 when it is someone else's. */
  async function ownOrder(userId: string, orderId: string): Promise<OrderHeadRows> {
    const head = await repository.orderById(orderId);
    if (!head) throw new AppError('ORDER_NOT_FOUND');
    if (head.order.userId !== userId) throw new AppError('ORDER_FORBIDDEN');
    return head;
  }

  return {
    /** A page of the user's orders in the statuses, newest first; expired unpaid orders are hidden. */
    async list(
      userId: string,
      query: { statuses: OrderStatusDto[]; pageNumber: number; pageCapacity: number },
      language: Language,
    ): Promise<{ orders: OrderSummaryDto[]; total: number }> {
      const now = clock();
      const { rows, total } = await repository.listOrders({
        userId,
        statuses: query.statuses,
        now: new Date(now),
        limit: query.pageCapacity,
        offset: (query.pageNumber - 1) * query.pageCapacity,
      });
      const linesByOrder = new Map<string, OrderLineRow[]>();
      for (const line of await repository.linesOf(rows.map((row) => row.order.id))) {
        const lines = linesByOrder.get(line.orderId) ?? [];
        lines.push(line);
        linesByOrder.set(line.orderId, lines);
      }
      return {
        orders: rows.map((row) => toOrderSummary(row, linesByOrder.get(row.order.id) ?? [], language, now)),
        total,
      };
    },

    async detail(userId: string, orderId: string, language: Language): Promise<OrderDetailDto> {
      const head = await ownOrder(userId, orderId);
      return toOrderDetail(head, await repository.orderParts(head.order), language, clock());
    },

    /** The refunds of the user's order; A127 when it has none that did not fail. */
    async refundInfo(userId: string, orderId: string, language: Language): Promise<RefundInfoDto> {
      const head = await ownOrder(userId, orderId);
      const info = toRefundInfo(head, await repository.orderParts(head.order), language);
      if (!info) throw new AppError('REFUND_INFO_NOT_FOUND');
      return info;
    },

    /** The public receipt of the order with this code; A126 for a code no order has. */
    async receiptByCode(code: string, language: Language): Promise<ReceiptDto> {
      const head = await repository.orderByReceiptCode(code);
      if (!head) throw new AppError('RECEIPT_CODE_INVALID');
      return toReceipt(head, await repository.orderParts(head.order), language);
    },

    /** Support's lookup by the short order number the diner reads out (stored form): none or one order. */
    async findByOrderCode(orderCode: string, language: Language): Promise<{ orders: MerchantOrderDto[] }> {
      const head = await repository.orderByOrderCode(orderCode);
      return { orders: head ? [toMerchantOrder(head, language)] : [] };
    },

    /** The user's order as its receipt, with the code of its public page and the store's time zone. */
    async ownReceipt(
      userId: string,
      orderId: string,
      language: Language,
    ): Promise<{ receipt: ReceiptDto; receiptCode: string; timeZone: string }> {
      const head = await ownOrder(userId, orderId);
      const receipt = toReceipt(head, await repository.orderParts(head.order), language);
      return { receipt, receiptCode: head.order.receiptCode, timeZone: head.business.timeZone };
    },

    /**
     * Calls the waiter to the table of the user's dine-in order; A97 for another order type or while the order
     * is unpaid, completed or cancelled. Calls of one table within 30 s of a recorded one (from an order or the
     * store page) answer the same but record nothing.
     */
    async callService(userId: string, orderId: string): Promise<void> {
      const head = await ownOrder(userId, orderId);
      const { order } = head;
      const hasRider = false; // dine-in orders have no rider; others are refused below anyway
      if (!canCallWaiter(order.orderType, displayStateOf(order, hasRider)) || order.tableName === null) {
        throw new AppError('CALL_WAITER_NOT_ALLOWED');
      }
      await repository.recordServiceCall(
        { businessId: order.businessId, tableName: order.tableName, orderId: order.id, userId },
        new Date(clock()),
        CALL_SERVICE_WINDOW_MS,
      );
    },
  };
}

export type OrderViewsService = ReturnType<typeof createOrderViewsService>;

import type { BoardOrderDto, WaiterCallDto } from '@nearbite/contract/console-board';
import type { MerchantRefundBody } from '@nearbite/contract/merchant';
import { boardDayStart, WAITER_CALL_WINDOW_MS } from '@nearbite/domain/board-column';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Language } from '../../lib/request-language.js';
import type { ConsoleService, StoreActor } from '../console/console.service.js';
import type { OrderLifeRepository } from '../order-life/order-life.repository.js';
import type { OrderRefundsService } from '../order-life/order-refunds.service.js';
import { lockOrFail } from '../order-life/order-transition.js';
import { type BoardActionBody, boardActionLocked } from './board-action.js';
import { toBoardOrder } from './order-board.mapper.js';
import type { BoardLineRow, BoardStore, OrderBoardRepository } from './order-board.repository.js';

/**
 * A store's live order board: its orders by column, the actions staff take on them (each through the
 * order's life, under the order's lock, with its audit entry in the same transaction), refunds, and
 * waiter calls. Every method takes an actor already admitted to the store (requireStoreActor); an order
 * or call of another store answers as unknown.
 */
export function createOrderBoardService(deps: {
  repository: OrderBoardRepository;
  orderLife: OrderLifeRepository;
  orderRefunds: Pick<OrderRefundsService, 'refund' | 'settleRefund'>;
  audit: Pick<ConsoleService, 'recordActorChange'>;
  clock: Clock;
}) {
  const { repository, orderLife, orderRefunds, audit, clock } = deps;

  async function storeOf(businessId: string): Promise<BoardStore> {
    const store = await repository.store(businessId);
    if (!store) throw new AppError('STORE_NOT_FOUND');
    return store;
  }

  function linesByOrder(lines: BoardLineRow[]): Map<string, BoardLineRow[]> {
    const byOrder = new Map<string, BoardLineRow[]>();
    for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
    return byOrder;
  }

  /** The fresh card of one of the store's orders; A98 for an unknown, unpaid or other store's order. */
  async function card(businessId: string, orderId: string, language: Language): Promise<BoardOrderDto> {
    const [store, row] = await Promise.all([storeOf(businessId), repository.order(businessId, orderId)]);
    if (!row) throw new AppError('ORDER_NOT_FOUND');
    const lines = await repository.linesOf([row.id]);
    const dto = toBoardOrder(row, lines, {
      language,
      now: clock(),
      prepSeconds: store.prepareFoodTimeSeconds,
    });
    if (!dto) throw new AppError('ORDER_NOT_FOUND');
    return dto;
  }

  /** A refund the card processor must carry out is sent at once; the outbox relay retries any failure. */
  async function settleSoon(refundId: string | null): Promise<void> {
    if (!refundId) return;
    try {
      await orderRefunds.settleRefund(refundId);
    } catch {
      // Unreachable or busy processor: the refund waits in the outbox with the same idempotency key.
    }
  }

  return {
    /** Open orders whatever their age and today's finished ones (store time), open first, newest first. */
    async board(
      actor: StoreActor,
      language: Language,
    ): Promise<{ orders: BoardOrderDto[]; serverTime: number }> {
      const now = clock();
      const store = await storeOf(actor.businessId);
      const dayStart = new Date(boardDayStart(store.timeZone, now));
      const rows = await repository.openAndToday(actor.businessId, dayStart);
      const lines = linesByOrder(await repository.linesOf(rows.map((row) => row.id)));
      const context = { language, now, prepSeconds: store.prepareFoodTimeSeconds };
      const orders = rows.flatMap((row) => toBoardOrder(row, lines.get(row.id) ?? [], context) ?? []);
      return { orders, serverTime: now };
    },

    order(actor: StoreActor, orderId: string, language: Language): Promise<BoardOrderDto> {
      return card(actor.businessId, orderId, language);
    },

    /**
     * A board action on one of the store's orders, in one transaction that locks the order first: the
     * order's life applies it (the transition table's code when it refuses) and the audit entry is
     * written with it. A cancellation's refund is then sent to the processor. Answers the fresh card.
     */
    async act(
      actor: StoreActor,
      orderId: string,
      body: BoardActionBody,
      language: Language,
    ): Promise<BoardOrderDto> {
      const at = new Date(clock());
      const refundId = await orderLife.transaction(async (repo, tx) => {
        const order = await lockOrFail(repo, orderId);
        if (order.businessId !== actor.businessId) throw new AppError('ORDER_NOT_FOUND');
        const done = await boardActionLocked(repo, order, body, at);
        const entry = { action: `order.${body.action}`, target: orderId, details: done.details };
        await audit.recordActorChange(actor, entry, at, tx);
        return done.refundId;
      });
      await settleSoon(refundId);
      return card(actor.businessId, orderId, language);
    },

    /**
     * A refund (in full, by items or an amount) exactly as the merchant API's, with the audit entry in the
     * refund's transaction. Answers the fresh card.
     */
    async refund(
      actor: StoreActor,
      orderId: string,
      body: MerchantRefundBody,
      language: Language,
    ): Promise<BoardOrderDto> {
      if ((await repository.orderStore(orderId)) !== actor.businessId) throw new AppError('ORDER_NOT_FOUND');
      const at = new Date(clock());
      await orderRefunds.refund(orderId, body, (tx: Db, state) => {
        const details = { ...body, refundId: state.refundId, refundedPrice: state.refundedPrice };
        return audit.recordActorChange(actor, { action: 'order.refund', target: orderId, details }, at, tx);
      });
      return card(actor.businessId, orderId, language);
    },

    /** The store's waiter calls of the last 12 hours nobody acknowledged yet, newest first. */
    async waiterCalls(actor: StoreActor): Promise<WaiterCallDto[]> {
      const since = new Date(clock() - WAITER_CALL_WINDOW_MS);
      const rows = await repository.waiterCalls(actor.businessId, since);
      return rows.map((row) => ({
        id: row.id,
        tableName: row.tableName,
        orderId: row.orderId,
        createdTime: row.createdAt.getTime(),
      }));
    },

    /**
     * Acknowledges one of the store's waiter calls (who and when, with its audit entry); acknowledging it
     * again changes nothing. A20 for a call that is not the store's.
     */
    async acknowledge(actor: StoreActor, callId: string): Promise<void> {
      const at = new Date(clock());
      await repository.transaction(async (tx) => {
        const { outcome, call } = await repository.acknowledge(
          tx,
          actor.businessId,
          callId,
          actor.user.id,
          at,
        );
        if (outcome === 'notFound') throw new AppError('RECORD_NOT_FOUND');
        if (!call) return;
        const details = { tableName: call.tableName, orderId: call.orderId };
        await audit.recordActorChange(
          actor,
          { action: 'waiterCall.acknowledge', target: callId, details },
          at,
          tx,
        );
      });
    },
  };
}

export type OrderBoardService = ReturnType<typeof createOrderBoardService>;

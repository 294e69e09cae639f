import {
  isEarnType,
  type MerchantPointsChangeType,
  POINTS_BALANCE_MAX,
} from '@nearbite/domain/points-programme';
import { and, asc, eq, gte, inArray, lte, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pointsCards, pointsLedger, pointsProgrammes } from '../../db/schema/points.js';

/**
 * The one owner of points balances and their statement: every write to `points_cards.cur_points` and
 * `points_ledger` is here, so a balance and the sum of its statement lines move together by one set of
 * rules. Each function runs in the caller's transaction (`tx`), next to the caller's own writes.
 */

export type LedgerRow = typeof pointsLedger.$inferSelect;

/** A change the store's own systems make to a diner's card (merchant API; the tests' givePoints). */
export interface BalanceChange {
  userId: string;
  businessId: string;
  changeType: MerchantPointsChangeType;
  /** How many points, positive; the change type says whether they are added or taken. */
  points: number;
  /** The merchant's idempotency key; null applies the change without one. */
  reference: string | null;
  at: Date;
}

/**
 * applied: the line was written; replayed: a line with the same reference already exists and nothing
 * changed (the answer carries that earlier line); notEnough: a deduction the balance (or a missing card)
 * does not cover; balanceFull: an addition beyond the largest balance a card holds.
 */
export type BalanceChangeResult =
  | { kind: 'applied' | 'replayed'; line: LedgerRow; curPoints: number }
  | { kind: 'notEnough' }
  | { kind: 'balanceFull' };

/** An order that moves points: whose card, at which store. */
export interface PointsOrder {
  id: string;
  userId: string;
  businessId: string;
}

/** Creates the diner's card at the store with no points unless it exists (a concurrent twin is a no-op). */
export async function ensurePointsCard(tx: Db, userId: string, businessId: string, at: Date): Promise<void> {
  await tx
    .insert(pointsCards)
    .values({ userId, businessId, curPoints: 0, createdAt: at, updatedAt: at })
    .onConflictDoNothing({ target: [pointsCards.userId, pointsCards.businessId] });
}

/**
 * Spends points with a conditional update: the balance only shrinks while it covers the points, so
 * concurrent spends never take it below zero. Null when there is no card or too few points. The caller
 * writes the statement line (`insertLedgerLine`) in the same transaction.
 */
export async function spendPoints(
  tx: Db,
  userId: string,
  businessId: string,
  points: number,
  at: Date,
): Promise<{ cardId: string; curPoints: number } | null> {
  const [row] = await tx
    .update(pointsCards)
    .set({ curPoints: sql`${pointsCards.curPoints} - ${points}::int`, updatedAt: at })
    .where(
      and(
        eq(pointsCards.userId, userId),
        eq(pointsCards.businessId, businessId),
        gte(pointsCards.curPoints, points),
      ),
    )
    .returning({ cardId: pointsCards.id, curPoints: pointsCards.curPoints });
  return row ?? null;
}

export async function insertLedgerLine(tx: Db, row: typeof pointsLedger.$inferInsert): Promise<void> {
  await tx.insert(pointsLedger).values(row);
}

/**
 * Adds or takes points with their statement line. An addition creates the card when missing. The card is
 * locked first, so a change carrying a reference already on the card's statement (the same request
 * retried, even concurrently) changes nothing and answers that line; the unique index on (card, reference)
 * backs this up. The balance moves by a conditional update: a deduction only while the balance covers it,
 * so concurrent deductions never take it below zero.
 */
export async function applyBalanceChange(tx: Db, change: BalanceChange): Promise<BalanceChangeResult> {
  const { userId, businessId, points, reference, at } = change;
  const earn = isEarnType(change.changeType);
  if (earn) await ensurePointsCard(tx, userId, businessId, at);
  const [card] = await tx
    .select({ id: pointsCards.id, curPoints: pointsCards.curPoints })
    .from(pointsCards)
    .where(and(eq(pointsCards.userId, userId), eq(pointsCards.businessId, businessId)))
    .for('update');
  if (!card) return { kind: 'notEnough' };
  if (reference !== null) {
    const [earlier] = await tx
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.cardId, card.id), eq(pointsLedger.reference, reference)))
      .limit(1);
    if (earlier) return { kind: 'replayed', line: earlier, curPoints: card.curPoints };
  }
  const changeNumber = earn ? points : -points;
  const [updated] = await tx
    .update(pointsCards)
    .set({ curPoints: sql`${pointsCards.curPoints} + ${changeNumber}::int`, updatedAt: at })
    .where(
      and(
        eq(pointsCards.id, card.id),
        earn ? lte(pointsCards.curPoints, POINTS_BALANCE_MAX - points) : gte(pointsCards.curPoints, points),
      ),
    )
    .returning({ curPoints: pointsCards.curPoints });
  if (!updated) return { kind: earn ? 'balanceFull' : 'notEnough' };
  const [line] = await tx
    .insert(pointsLedger)
    .values({
      cardId: card.id,
      changeType: change.changeType,
      changeNumber,
      balanceAfter: updated.curPoints,
      reference,
      changeTime: at,
    })
    .returning();
  if (!line) throw new Error('insert returned no statement line');
  return { kind: 'applied', line, curPoints: updated.curPoints };
}

/**
 * Expires the balances due at `at`, up to `limit` cards: each whole balance goes to zero with one
 * `expired` line. The cards are locked with SKIP LOCKED, so server copies sweeping at once take different
 * cards; then a second statement, whose snapshot sees every change committed before the locks were taken,
 * checks them again, so a card that has just gained points, or that another sweep has just emptied, is
 * left alone. `dueAt` is the programme's expiry condition. Answers how many cards were locked and expired.
 */
export async function expireDueBalances(
  tx: Db,
  dueAt: SQL | undefined,
  at: Date,
  limit: number,
): Promise<{ claimed: number; expired: number }> {
  const claimed = await tx
    .select({ id: pointsCards.id })
    .from(pointsCards)
    .innerJoin(pointsProgrammes, eq(pointsProgrammes.businessId, pointsCards.businessId))
    .where(dueAt)
    .orderBy(asc(pointsCards.id))
    .limit(limit)
    .for('update', { of: pointsCards, skipLocked: true });
  if (claimed.length === 0) return { claimed: 0, expired: 0 };
  // A new statement: it sees what was committed up to the locks, and the locks keep it so.
  const due = await tx
    .select({ id: pointsCards.id, points: pointsCards.curPoints })
    .from(pointsCards)
    .innerJoin(pointsProgrammes, eq(pointsProgrammes.businessId, pointsCards.businessId))
    .where(
      and(
        inArray(
          pointsCards.id,
          claimed.map((row) => row.id),
        ),
        dueAt,
      ),
    );
  if (due.length === 0) return { claimed: claimed.length, expired: 0 };
  await tx
    .update(pointsCards)
    .set({ curPoints: 0, updatedAt: at })
    .where(
      inArray(
        pointsCards.id,
        due.map((row) => row.id),
      ),
    );
  await tx.insert(pointsLedger).values(
    due.map((row) => ({
      cardId: row.id,
      changeType: 'expired' as const,
      changeNumber: -row.points,
      balanceAfter: 0,
      changeTime: at,
    })),
  );
  return { claimed: claimed.length, expired: due.length };
}

/**
 * Gives back the points an order spent on redeemed items, with a rollback line of `changeType` in the
 * statement, in one statement. At most once per order and change type: a repeat finds its line and
 * changes nothing.
 */
export async function returnSpentPoints(
  tx: Db,
  orderId: string,
  changeType: 'cancelledOrderRollback' | 'refundedOrderRollback',
  at: Date,
): Promise<void> {
  await tx.execute(sql`with spent as (
      select card_id, -change_number as points from points_ledger
      where order_id = ${orderId} and change_type = 'consumedForCommodity'
        and not exists (select 1 from points_ledger r
          where r.order_id = ${orderId} and r.change_type = ${changeType})),
    card as (
      update points_cards pc set cur_points = pc.cur_points + s.points, updated_at = ${at}
      from spent s where pc.id = s.card_id returning pc.id, pc.cur_points, s.points)
    insert into points_ledger (card_id, change_type, change_number, balance_after, order_id, change_time)
    select id, ${changeType}, points, cur_points, ${orderId}, ${at} from card`);
}

/**
 * Takes back the points an order earned, capped at the balance the card holds (the card row locked, so
 * its latest value): the balance never goes below zero and always equals the statement's sum. Runs in a
 * statement of its own, so it sees a give-back made just before it. At most once per order.
 */
export async function takeBackEarnedPoints(tx: Db, orderId: string, at: Date): Promise<void> {
  await tx.execute(sql`with earned as (
      select l.card_id, least(l.change_number, pc.cur_points) as points
      from points_ledger l join points_cards pc on pc.id = l.card_id
      where l.order_id = ${orderId} and l.change_type = 'completedOrder'
        and not exists (select 1 from points_ledger r
          where r.order_id = ${orderId} and r.change_type = 'completedOrderRollback')
      for update of pc),
    card as (
      update points_cards pc set cur_points = pc.cur_points - e.points, updated_at = ${at}
      from earned e where pc.id = e.card_id and e.points > 0 returning pc.id, pc.cur_points, e.points)
    insert into points_ledger (card_id, change_type, change_number, balance_after, order_id, change_time)
    select id, 'completedOrderRollback', -points, cur_points, ${orderId}, ${at} from card`);
}

/**
 * Credits points an order earned in one statement: the diner's card at the store (created when missing)
 * grows and the statement gains a completed-order line with the new balance.
 */
export async function creditOrderPoints(tx: Db, order: PointsOrder, points: number, at: Date): Promise<void> {
  await tx.execute(sql`with card as (
      insert into points_cards (user_id, business_id, cur_points, created_at, updated_at)
      values (${order.userId}, ${order.businessId}, ${points}::int, ${at}, ${at})
      on conflict (user_id, business_id) do update
        set cur_points = points_cards.cur_points + excluded.cur_points, updated_at = excluded.updated_at
      returning id, cur_points)
    insert into points_ledger (card_id, change_type, change_number, balance_after, order_id, change_time)
    select id, 'completedOrder', ${points}::int, cur_points, ${order.id}, ${at} from card`);
}

/** Points an order spends on redeemed items at submission, and what each redemption records. */
export interface OrderPointsSpend {
  cardId: string;
  points: number;
  redemptions: Array<{ consumePoints: number; quantity: number; description: Record<string, unknown> }>;
}

/**
 * The points parts of an order submission, as CTEs of the caller's one statement rather than statements
 * of their own: the submission locks stock, coupon and card and inserts the order only when all can be
 * taken, in a single statement, so a concurrent submission never sees one taken and another not. The SQL
 * still lives here, with every other balance write. This part locks the card (`card_row`) and judges
 * whether its balance covers the spend.
 */
export function orderPointsLockSql(spend: OrderPointsSpendValues): { lock: SQL; ok: SQL } {
  return {
    lock: sql`card_row as (select id, cur_points from points_cards where id = ${spend.cardId}::uuid for update)`,
    ok: sql`exists (select 1 from card_row where cur_points >= ${spend.points}::int)`,
  };
}

/**
 * The placeholders of an order's points spend (the statement is prepared once and filled per order):
 * the card, the points, and the redemptions as `orderPointsRedemptionsJson` writes them.
 */
export interface OrderPointsSpendValues {
  cardId: Placeholder;
  points: Placeholder;
  redemptions: Placeholder;
}

/** The redemptions of a spend as the JSON `orderPointsSpendSql` reads. */
export function orderPointsRedemptionsJson(redemptions: OrderPointsSpend['redemptions']): string {
  return JSON.stringify(
    redemptions.map((redemption) => ({
      consume_points: redemption.consumePoints,
      quantity: redemption.quantity,
      description: redemption.description,
    })),
  );
}

/**
 * The spend of an order submission (see `orderPointsLockSql`): the card shrinks, each redemption is
 * recorded and the statement gains its line; they act only when `isNew` (the order row was inserted) and
 * read the caller's `new_order` CTE.
 */
export function orderPointsSpendSql(spend: OrderPointsSpendValues, at: Placeholder, isNew: SQL): SQL[] {
  return [
    sql`points_spent as (
      update points_cards set cur_points = cur_points - ${spend.points}::int, updated_at = ${at}::timestamptz
      where id = ${spend.cardId}::uuid and cur_points >= ${spend.points}::int and ${isNew}
      returning id, cur_points)`,
    sql`points_exchanged as (
      insert into points_exchanges (card_id, kind, consume_points, quantity, description, order_id, created_at)
      select p.id, 'commodity', e.consume_points, e.quantity, e.description, o.id, ${at}::timestamptz
      from points_spent p cross join new_order o
        cross join jsonb_to_recordset(${spend.redemptions}::jsonb)
          as e(consume_points int, quantity int, description jsonb)
      returning id)`,
    sql`points_stated as (
      insert into points_ledger (card_id, change_type, change_number, balance_after, order_id, exchange_id,
        change_time)
      select p.id, 'consumedForCommodity', -${spend.points}::int, p.cur_points, o.id,
        case when (select count(*) from points_exchanged) = 1 then (select id from points_exchanged) end,
        ${at}::timestamptz
      from points_spent p cross join new_order o)`,
  ];
}

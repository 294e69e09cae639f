import {
  isEarnType,
  type MerchantPointsChangeType,
  POINTS_BALANCE_MAX,
  type StatementType,
} from '@nearbite/domain/points-programme';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { businesses } from '../../db/schema/catalog.js';
import type { LocalizedText } from '../../db/schema/columns.js';
import {
  type PointsExchangeTier,
  pointsCards,
  pointsCouponRules,
  pointsExchanges,
  pointsLedger,
  pointsProgrammes,
} from '../../db/schema/points.js';
import { coupons, userCoupons } from '../../db/schema/promotions.js';
import type { CouponWithZone, UserCouponRow } from '../coupons/coupon-view.mapper.js';

export type ProgrammeRow = typeof pointsProgrammes.$inferSelect;
export type CouponRuleRow = typeof pointsCouponRules.$inferSelect;
export type ExchangeRow = typeof pointsExchanges.$inferSelect;
export type LedgerRow = typeof pointsLedger.$inferSelect;

/** A store as the points screens show it, with its programme (null without one). */
export interface PointsStoreRow {
  business: { id: string; name: LocalizedText; logo: string | null; pointsStatus: 'active' | 'inactive' };
  programme: ProgrammeRow | null;
}

/** A card of the diner with its store and the store's item tiers. */
export interface CardRow extends PointsStoreRow {
  id: string;
  curPoints: number;
}

/** A coupon sold for points: the rule with its coupon and store. */
export interface CouponRuleWithCoupon extends CouponWithZone {
  rule: CouponRuleRow;
}

/** One page of rows and how many there are in all. */
export interface Page<T> {
  rows: T[];
  total: number;
}

const storeColumns = {
  business: {
    id: businesses.id,
    name: businesses.name,
    logo: businesses.logo,
    pointsStatus: businesses.pointsStatus,
  },
  programme: pointsProgrammes,
};

const ruleColumns = {
  rule: pointsCouponRules,
  coupon: coupons,
  business: { id: businesses.id, name: businesses.name, timeZone: businesses.timeZone },
};

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

/** A redemption record with the card it was paid from. */
export interface ExchangeWithCard {
  exchange: ExchangeRow;
  card: { userId: string; businessId: string };
}

/**
 * When a card last gained points: its latest line that added any (the card's creation when it has none).
 * Points expire a validity after this (domain points-expiry).
 */
const lastGainedAt = sql`coalesce(
  (select max(${pointsLedger.changeTime}) from ${pointsLedger}
    where ${pointsLedger.cardId} = ${pointsCards.id} and ${pointsLedger.changeNumber} > 0),
  ${pointsCards.createdAt})`;

/**
 * The card's balance has expired at `at`: its store gives points a validity and the last gain is at or
 * before `at` minus that many 24-hour days (pointsExpiryCutoff of the domain, per store).
 */
const expiredAt = (at: Date) =>
  and(
    isNotNull(pointsProgrammes.pointsValidityDays),
    gt(pointsCards.curPoints, 0),
    sql`${lastGainedAt} <= ${at.toISOString()}::timestamptz - ${pointsProgrammes.pointsValidityDays} * interval '24 hours'`,
  );

const statementFilters: Record<StatementType, SQL | undefined> = {
  all: undefined,
  positive: gt(pointsLedger.changeNumber, 0),
  negative: lt(pointsLedger.changeNumber, 0),
};

/**
 * Points cards, the stores' programmes and coupons for points, the redemption history and the statement.
 * Every change of a balance goes with a statement line written in the same transaction.
 */
export function createPointsRepository(db: Db) {
  /** The card of the user at the store, as a subquery for the history lists. */
  const cardOf = (userId: string, businessId: string) =>
    sql`(select ${pointsCards.id} from ${pointsCards}
      where ${pointsCards.userId} = ${userId} and ${pointsCards.businessId} = ${businessId})`;

  async function card(userId: string, businessId: string): Promise<{ id: string; curPoints: number } | null> {
    const [row] = await db
      .select({ id: pointsCards.id, curPoints: pointsCards.curPoints })
      .from(pointsCards)
      .where(and(eq(pointsCards.userId, userId), eq(pointsCards.businessId, businessId)))
      .limit(1);
    return row ?? null;
  }

  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },

    /**
     * The user's cards at stores where they have had points, most recently changed first: a card with at
     * least one statement line (still listed once spent or expired to zero). A card the store page only
     * created on a visit has none and is left out. The EXISTS probe uses the (card, time) index.
     */
    async cards(userId: string): Promise<CardRow[]> {
      return db
        .select({ id: pointsCards.id, curPoints: pointsCards.curPoints, ...storeColumns })
        .from(pointsCards)
        .innerJoin(businesses, eq(businesses.id, pointsCards.businessId))
        .leftJoin(pointsProgrammes, eq(pointsProgrammes.businessId, pointsCards.businessId))
        .where(
          and(
            eq(pointsCards.userId, userId),
            exists(
              db.select({ one: sql`1` }).from(pointsLedger).where(eq(pointsLedger.cardId, pointsCards.id)),
            ),
          ),
        )
        .orderBy(desc(pointsCards.updatedAt), asc(pointsCards.id));
    },

    card,

    /** The store and its programme; null when the store does not exist. */
    async store(businessId: string): Promise<PointsStoreRow | null> {
      const [row] = await db
        .select(storeColumns)
        .from(businesses)
        .leftJoin(pointsProgrammes, eq(pointsProgrammes.businessId, businesses.id))
        .where(eq(businesses.id, businessId))
        .limit(1);
      return row ?? null;
    },

    /** Creates the card with no points unless it exists (a concurrent twin is a no-op); answers it. */
    async ensureCard(
      userId: string,
      businessId: string,
      at: Date,
    ): Promise<{ id: string; curPoints: number }> {
      await db
        .insert(pointsCards)
        .values({ userId, businessId, curPoints: 0, createdAt: at, updatedAt: at })
        .onConflictDoNothing({ target: [pointsCards.userId, pointsCards.businessId] });
      const created = await card(userId, businessId);
      if (!created) throw new Error('the points card was not created');
      return created;
    },

    /** The store's coupons for points whose rule is switched on, in the store's order. */
    async couponRules(businessId: string, couponId?: string): Promise<CouponRuleWithCoupon[]> {
      return db
        .select(ruleColumns)
        .from(pointsCouponRules)
        .innerJoin(coupons, eq(coupons.id, pointsCouponRules.couponId))
        .leftJoin(businesses, eq(businesses.id, coupons.businessId))
        .where(
          and(
            eq(pointsCouponRules.businessId, businessId),
            eq(pointsCouponRules.status, 'active'),
            couponId === undefined ? undefined : eq(pointsCouponRules.couponId, couponId),
          ),
        )
        .orderBy(asc(pointsCouponRules.sortOrder), asc(pointsCouponRules.id));
    },

    /** Takes one copy from the rule's limited stock (conditionally); an unlimited rule always gives. */
    async takeRuleStock(tx: Db, ruleId: string): Promise<boolean> {
      const rows = await tx
        .update(pointsCouponRules)
        .set({
          stockNumber: sql`case when ${pointsCouponRules.stockNumber} is null then null
            else ${pointsCouponRules.stockNumber} - 1 end`,
        })
        .where(
          and(
            eq(pointsCouponRules.id, ruleId),
            or(isNull(pointsCouponRules.stockNumber), gte(pointsCouponRules.stockNumber, 1)),
          ),
        )
        .returning({ id: pointsCouponRules.id });
      return rows.length === 1;
    },

    /** Takes one copy from the coupon's own limited stock (conditionally). */
    async takeCouponStock(tx: Db, couponId: string): Promise<boolean> {
      const rows = await tx
        .update(coupons)
        .set({
          stockNumber: sql`case when ${coupons.stockNumber} is null then null else ${coupons.stockNumber} - 1 end`,
        })
        .where(and(eq(coupons.id, couponId), or(isNull(coupons.stockNumber), gte(coupons.stockNumber, 1))))
        .returning({ id: coupons.id });
      return rows.length === 1;
    },

    /**
     * Spends points with a conditional update: the balance only shrinks while it covers the points, so
     * concurrent spends never take it below zero. Null when there is no card or too few points.
     */
    async spend(
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
    },

    async insertUserCoupon(tx: Db, row: typeof userCoupons.$inferInsert): Promise<UserCouponRow> {
      const [inserted] = await tx.insert(userCoupons).values(row).returning();
      if (!inserted) throw new Error('insert returned no user coupon');
      return inserted;
    },

    async insertExchange(tx: Db, row: typeof pointsExchanges.$inferInsert): Promise<string> {
      const [inserted] = await tx.insert(pointsExchanges).values(row).returning({ id: pointsExchanges.id });
      if (!inserted) throw new Error('insert returned no exchange');
      return inserted.id;
    },

    async insertLedger(tx: Db, row: typeof pointsLedger.$inferInsert): Promise<void> {
      await tx.insert(pointsLedger).values(row);
    },

    async userExists(userId: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
      return row !== undefined;
    },

    /**
     * Adds or takes points with their statement line in one transaction. An addition creates the card when
     * missing. The card is locked first, so a change carrying a reference already on the card's statement
     * (the same request retried, even concurrently) changes nothing and answers that line; the unique
     * index on (card, reference) backs this up. The balance moves by a conditional update: a deduction
     * only while the balance covers it, so concurrent deductions never take it below zero.
     */
    async applyChange(change: BalanceChange): Promise<BalanceChangeResult> {
      const { userId, businessId, points, reference, at } = change;
      const earn = isEarnType(change.changeType);
      return db.transaction(async (tx) => {
        if (earn) {
          await tx
            .insert(pointsCards)
            .values({ userId, businessId, curPoints: 0, createdAt: at, updatedAt: at })
            .onConflictDoNothing({ target: [pointsCards.userId, pointsCards.businessId] });
        }
        const [card] = await tx
          .select({ id: pointsCards.id, curPoints: pointsCards.curPoints })
          .from(pointsCards)
          .where(and(eq(pointsCards.userId, userId), eq(pointsCards.businessId, businessId)))
          .for('update');
        if (!card) return { kind: 'notEnough' as const };
        if (reference !== null) {
          const [earlier] = await tx
            .select()
            .from(pointsLedger)
            .where(and(eq(pointsLedger.cardId, card.id), eq(pointsLedger.reference, reference)))
            .limit(1);
          if (earlier) return { kind: 'replayed' as const, line: earlier, curPoints: card.curPoints };
        }
        const changeNumber = earn ? points : -points;
        const [updated] = await tx
          .update(pointsCards)
          .set({ curPoints: sql`${pointsCards.curPoints} + ${changeNumber}::int`, updatedAt: at })
          .where(
            and(
              eq(pointsCards.id, card.id),
              earn
                ? lte(pointsCards.curPoints, POINTS_BALANCE_MAX - points)
                : gte(pointsCards.curPoints, points),
            ),
          )
          .returning({ curPoints: pointsCards.curPoints });
        if (!updated) return { kind: earn ? ('balanceFull' as const) : ('notEnough' as const) };
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
        return { kind: 'applied' as const, line, curPoints: updated.curPoints };
      });
    },

    /**
     * Expires the balances due at `at`, up to `limit` cards, in one transaction: each whole balance goes to
     * zero with one `expired` line. The cards are locked with SKIP LOCKED, so server copies sweeping at
     * once take different cards; then a second statement, whose snapshot sees every change committed before
     * the locks were taken, checks them again, so a card that has just gained points, or that another
     * sweep has just emptied, is left alone. Answers how many cards were locked and how many expired.
     */
    async expireDue(at: Date, limit: number): Promise<{ claimed: number; expired: number }> {
      return db.transaction(async (tx) => {
        const claimed = await tx
          .select({ id: pointsCards.id })
          .from(pointsCards)
          .innerJoin(pointsProgrammes, eq(pointsProgrammes.businessId, pointsCards.businessId))
          .where(expiredAt(at))
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
              expiredAt(at),
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
      });
    },

    /** A redemption record with its card's owner and store; null when there is none. */
    async exchange(exchangeId: string): Promise<ExchangeWithCard | null> {
      const [row] = await db
        .select({
          exchange: pointsExchanges,
          card: { userId: pointsCards.userId, businessId: pointsCards.businessId },
        })
        .from(pointsExchanges)
        .innerJoin(pointsCards, eq(pointsCards.id, pointsExchanges.cardId))
        .where(eq(pointsExchanges.id, exchangeId))
        .limit(1);
      return row ?? null;
    },

    /** The user's redemption records at the store, newest first. */
    async exchanges(
      userId: string,
      businessId: string,
      pageNumber: number,
      pageCapacity: number,
    ): Promise<Page<ExchangeRow>> {
      const where = sql`${pointsExchanges.cardId} = ${cardOf(userId, businessId)}`;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(pointsExchanges)
          .where(where)
          .orderBy(desc(pointsExchanges.createdAt), desc(pointsExchanges.id))
          .limit(pageCapacity)
          .offset((pageNumber - 1) * pageCapacity),
        db.select({ total: count() }).from(pointsExchanges).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    /** The user's statement at the store (every line, or those adding or taking points), newest first. */
    async statements(
      userId: string,
      businessId: string,
      statementType: StatementType,
      pageNumber: number,
      pageCapacity: number,
    ): Promise<Page<LedgerRow>> {
      const where = and(
        sql`${pointsLedger.cardId} = ${cardOf(userId, businessId)}`,
        statementFilters[statementType],
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(pointsLedger)
          .where(where)
          .orderBy(desc(pointsLedger.changeTime), desc(pointsLedger.id))
          .limit(pageCapacity)
          .offset((pageNumber - 1) * pageCapacity),
        db.select({ total: count() }).from(pointsLedger).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },
  };
}

export type PointsRepository = ReturnType<typeof createPointsRepository>;
export type { PointsExchangeTier };

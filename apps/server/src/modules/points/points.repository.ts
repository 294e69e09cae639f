import type { StatementType } from '@nearbite/domain/points-programme';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  gte,
  isNotNull,
  isNull,
  lt,
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
import { coupons } from '../../db/schema/promotions.js';
import { insertUserCoupon, takeCouponStock } from '../coupons/coupon-stock.repository.js';
import type { CouponWithZone } from '../coupons/coupon-view.mapper.js';
import {
  applyBalanceChange,
  type BalanceChange,
  type BalanceChangeResult,
  ensurePointsCard,
  expireDueBalances,
  insertLedgerLine,
  type LedgerRow,
  spendPoints,
} from './points-ledger.repository.js';

export type ProgrammeRow = typeof pointsProgrammes.$inferSelect;
export type CouponRuleRow = typeof pointsCouponRules.$inferSelect;
export type ExchangeRow = typeof pointsExchanges.$inferSelect;

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
      await ensurePointsCard(db, userId, businessId, at);
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

    /** Takes one copy from the coupon's own limited stock (conditionally), through the coupons' owner. */
    takeCouponStock: (tx: Db, couponId: string): Promise<boolean> => takeCouponStock(tx, couponId, 1),

    spend: spendPoints,

    insertUserCoupon,

    async insertExchange(tx: Db, row: typeof pointsExchanges.$inferInsert): Promise<string> {
      const [inserted] = await tx.insert(pointsExchanges).values(row).returning({ id: pointsExchanges.id });
      if (!inserted) throw new Error('insert returned no exchange');
      return inserted.id;
    },

    insertLedger: insertLedgerLine,

    async userExists(userId: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
      return row !== undefined;
    },

    /** A merchant's change to a diner's balance, in a transaction of its own (see applyBalanceChange). */
    async applyChange(change: BalanceChange): Promise<BalanceChangeResult> {
      return db.transaction((tx) => applyBalanceChange(tx, change));
    },

    /** Expires up to `limit` balances due at `at` in one transaction (see expireDueBalances). */
    async expireDue(at: Date, limit: number): Promise<{ claimed: number; expired: number }> {
      return db.transaction((tx) => expireDueBalances(tx, expiredAt(at), at, limit));
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

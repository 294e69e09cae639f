import type { WalletCouponDto } from '@nearbite/contract/coupon-wallet';
import type {
  PointsBalanceDto,
  PointsCardDto,
  PointsContentDto,
  PointsCouponDto,
  PointsExchangeDto,
  PointsStatementDto,
} from '@nearbite/contract/points';
import { isRuleExpired, validityOnReceipt } from '@nearbite/domain/coupon-display';
import { IMAGE_WIDTH_LIST } from '@nearbite/domain/discovery';
import {
  isEarnType,
  type MerchantPointsChangeType,
  type StatementType,
} from '@nearbite/domain/points-programme';
import { isWithinPeriod } from '@nearbite/domain/time-period';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { type Language, localize, localizeOptional } from '../../lib/request-language.js';
import { expiryRuleOf, toCouponDto } from '../account/coupon.mapper.js';
import { couponFacts, expiryIfReceivedNow, toWalletCoupon } from '../coupons/coupon-view.mapper.js';
import { sizedImageUrl } from '../images/image-urls.js';
import { exchangeRuleText } from '../store/store.mapper.js';
import type {
  CouponRuleWithCoupon,
  ExchangeRow,
  PointsExchangeTier,
  PointsRepository,
  PointsStoreRow,
} from './points.repository.js';
import type { LedgerRow } from './points-ledger.repository.js';

const logoOf = (url: string | null): string | null =>
  url === null ? null : sizedImageUrl(url, IMAGE_WIDTH_LIST);

/** The programme runs: switched on for the store and inside its dates, if it has any. */
function isRunning(store: PointsStoreRow, now: number): boolean {
  const { programme } = store;
  if (store.business.pointsStatus !== 'active' || programme === null) return false;
  const period = {
    startsAt: programme.startsAt?.getTime() ?? null,
    endsAt: programme.endsAt?.getTime() ?? null,
  };
  return isWithinPeriod(period, now);
}

const exchangeRules = (tiers: PointsExchangeTier[], language: Language) => ({
  commodities: tiers.map((tier) => ({
    requiredPoints: tier.requiredPoints,
    content: exchangeRuleText(tier, language),
  })),
});

/** Copies left: the smaller of the rule's and the coupon's stock; null when both are unlimited. */
function stockLeft(item: CouponRuleWithCoupon): number | null {
  const stocks = [item.rule.stockNumber, item.coupon.stockNumber].filter((stock) => stock !== null);
  return stocks.length === 0 ? null : Math.min(...stocks);
}

function toExchange(row: ExchangeRow, language: Language): PointsExchangeDto {
  const desc = localize(row.description.name, language);
  return {
    id: row.id,
    createdTime: row.createdAt.getTime(),
    consumePoints: row.consumePoints,
    exchangeType: row.kind,
    commodity:
      row.kind === 'commodity'
        ? { desc, number: row.quantity, image: row.description.image ? logoOf(row.description.image) : null }
        : null,
    coupon:
      row.kind === 'coupon'
        ? { desc, number: row.quantity, couponId: row.couponId, userCouponId: row.userCouponId }
        : null,
    orderId: row.orderId,
  };
}

const toStatement = (row: LedgerRow): PointsStatementDto => ({
  id: String(row.id),
  changeType: row.changeType,
  changeTime: row.changeTime.getTime(),
  changeNumber: row.changeNumber,
  balanceAfter: row.balanceAfter,
  orderId: row.orderId,
});

/** A change the store's own systems ask for through the merchant API. */
export interface MerchantPointsChange {
  changeType: MerchantPointsChangeType;
  points: number;
  reference: string;
}

/** The merchant API's answer: the balance after the change and its statement line. */
export interface MerchantPointsResult {
  curPoints: number;
  statement: PointsStatementDto;
  /** The reference had been applied before: nothing changed and the statement line is that earlier one. */
  replayed: boolean;
}

/** The points programme: cards, coupons for points, the explanation, the history and the statement. */
export function createPointsService(deps: { repository: PointsRepository; clock: Clock }) {
  const { repository, clock } = deps;

  async function storeOf(businessId: string): Promise<PointsStoreRow> {
    const store = await repository.store(businessId);
    if (!store) throw new AppError('STORE_NOT_FOUND');
    return store;
  }

  /** The store, refused unless its programme runs now. */
  async function runningStore(businessId: string, now: number): Promise<PointsStoreRow> {
    const store = await storeOf(businessId);
    if (store.programme === null) throw new AppError('POINTS_CONFIG_MISSING');
    if (!isRunning(store, now)) throw new AppError('POINTS_PROGRAMME_DISABLED');
    return store;
  }

  return {
    /** The diner's cards at stores where they have had points, most recently changed first. */
    async cards(userId: string, language: Language): Promise<PointsCardDto[]> {
      const now = clock();
      const rows = await repository.cards(userId);
      return rows.map((row) => ({
        id: row.id,
        curPoints: row.curPoints,
        business: {
          id: row.business.id,
          name: localize(row.business.name, language),
          logo: logoOf(row.business.logo),
          pointsConfig: { status: isRunning(row, now) },
          pointsExchangeRules: exchangeRules(row.programme?.commodityExchangeTiers ?? [], language),
        },
      }));
    },

    /** The diner's balance at a store: the card, or no id and 0 before it exists. */
    async card(userId: string, businessId: string): Promise<PointsBalanceDto> {
      return (await repository.card(userId, businessId)) ?? { id: null, curPoints: 0 };
    },

    /** Creates the diner's card at a store whose programme runs, when missing (idempotent). */
    async createCard(userId: string, businessId: string): Promise<PointsBalanceDto> {
      const now = clock();
      await runningStore(businessId, now);
      return repository.ensureCard(userId, businessId, new Date(now));
    },

    /** The coupons the store sells for points, still obtainable; empty while its programme is off. */
    async couponRules(
      businessId: string,
      skipUnstocked: boolean,
      language: Language,
    ): Promise<PointsCouponDto[]> {
      const now = clock();
      const store = await storeOf(businessId);
      if (!isRunning(store, now)) return [];
      const rows = await repository.couponRules(businessId);
      return rows
        .filter((row) => row.coupon.status === 'active' && !isRuleExpired(expiryRuleOf(row.coupon), now))
        .filter((row) => !skipUnstocked || stockLeft(row) !== 0)
        .map((row) => ({
          ...toCouponDto(row, language, now),
          ...couponFacts(row, language, expiryIfReceivedNow(row.coupon, now), now),
          requiredPoints: row.rule.requiredPoints,
          stockNumber: stockLeft(row),
        }));
    },

    /**
     * Buys a coupon with points in one transaction: the rule's and the coupon's stock are taken, the card
     * pays with a conditional update (never below zero, so of concurrent exchanges only those the balance
     * covers succeed), and the copy, the redemption record and the statement line are written. Anything
     * that falls short rolls all of it back.
     */
    async exchangeCoupon(
      userId: string,
      businessId: string,
      couponId: string,
      language: Language,
    ): Promise<{ coupon: WalletCouponDto; curPoints: number }> {
      const now = clock();
      await runningStore(businessId, now);
      const [item] = await repository.couponRules(businessId, couponId);
      if (!item) throw new AppError('COUPON_NOT_FOUND');
      const { coupon, rule } = item;
      if (coupon.status !== 'active') throw new AppError('COUPON_NOT_ONLINE');
      const expiry = expiryRuleOf(coupon);
      if (isRuleExpired(expiry, now)) throw new AppError('COUPON_EXPIRED');
      const at = new Date(now);
      const result = await repository.transaction(async (tx) => {
        if (!(await repository.takeRuleStock(tx, rule.id))) throw new AppError('COUPON_NONE_AVAILABLE');
        if (!(await repository.takeCouponStock(tx, coupon.id))) throw new AppError('COUPON_NONE_AVAILABLE');
        const card = await repository.spend(tx, userId, businessId, rule.requiredPoints, at);
        if (!card) throw new AppError('POINTS_NOT_ENOUGH');
        const validity = validityOnReceipt(expiry, now);
        const copy = await repository.insertUserCoupon(tx, {
          userId,
          couponId: coupon.id,
          source: 'points',
          receivedAt: at,
          startsAt: validity.startsAt === null ? null : new Date(validity.startsAt),
          expiresAt: new Date(validity.expiresAt),
        });
        const exchangeId = await repository.insertExchange(tx, {
          cardId: card.cardId,
          kind: 'coupon',
          consumePoints: rule.requiredPoints,
          quantity: 1,
          description: { name: coupon.title },
          couponId: coupon.id,
          userCouponId: copy.id,
          createdAt: at,
        });
        await repository.insertLedger(tx, {
          cardId: card.cardId,
          changeType: 'consumedForCoupon',
          changeNumber: -rule.requiredPoints,
          balanceAfter: card.curPoints,
          exchangeId,
          changeTime: at,
        });
        return { copy, curPoints: card.curPoints };
      });
      return {
        coupon: toWalletCoupon({ ...item, userCoupon: result.copy }, language, now),
        curPoints: result.curPoints,
      };
    },

    /**
     * A reward, deduction, share or comment points from the store's own systems. Points are added only
     * while the store's programme runs (the card is created when missing); a deduction needs the card and
     * a balance that covers it, or nothing changes (A162). The reference makes it idempotent: applied again
     * it answers the first line and the current balance; reused for a different change it is refused.
     */
    async merchantChange(
      businessId: string,
      userId: string,
      change: MerchantPointsChange,
    ): Promise<MerchantPointsResult> {
      const now = clock();
      const store = await storeOf(businessId);
      if (store.programme === null) throw new AppError('POINTS_CONFIG_MISSING');
      if (isEarnType(change.changeType) && !isRunning(store, now))
        throw new AppError('POINTS_PROGRAMME_DISABLED');
      if (!(await repository.userExists(userId))) throw new AppError('USER_NOT_FOUND');
      const result = await repository.applyChange({ userId, businessId, ...change, at: new Date(now) });
      if (result.kind === 'notEnough') throw new AppError('POINTS_NOT_ENOUGH');
      if (result.kind === 'balanceFull')
        throw new AppError('REQUEST_INVALID', 'The card cannot hold that many points.');
      const { line } = result;
      if (
        result.kind === 'replayed' &&
        (line.changeType !== change.changeType || Math.abs(line.changeNumber) !== change.points)
      )
        throw new AppError('IDEMPOTENCY_CONFLICT');
      return {
        curPoints: result.curPoints,
        statement: toStatement(line),
        replayed: result.kind === 'replayed',
      };
    },

    /** Expires the balances due now, up to `limit` cards (points expiry sweeper). */
    expireDue(limit: number): Promise<{ claimed: number; expired: number }> {
      return repository.expireDue(new Date(clock()), limit);
    },

    /** How the store's programme works, in the request's language. */
    async content(businessId: string, language: Language): Promise<PointsContentDto> {
      const store = await storeOf(businessId);
      const { programme, business } = store;
      if (programme === null) throw new AppError('POINTS_CONFIG_MISSING');
      return {
        business: { id: business.id, name: localize(business.name, language), logo: logoOf(business.logo) },
        status: isRunning(store, clock()),
        pointsExplain: localizeOptional(programme.pointsExplain, language),
        isDouble: programme.isDouble,
        exchangeRules: exchangeRules(programme.commodityExchangeTiers, language),
        learnMoreGainPointsRules: localizeOptional(programme.learnMoreGainPointsRules, language),
        learnMoreConsumePointsRules: localizeOptional(programme.learnMoreConsumePointsRules, language),
        learnMoreOtherExplain: localizeOptional(programme.learnMoreOtherExplain, language),
        pointsValidityDays: programme.pointsValidityDays,
      };
    },

    async exchanges(
      userId: string,
      businessId: string,
      page: { pageNumber: number; pageCapacity: number },
      language: Language,
    ): Promise<{ exchanges: PointsExchangeDto[]; total: number }> {
      const { rows, total } = await repository.exchanges(
        userId,
        businessId,
        page.pageNumber,
        page.pageCapacity,
      );
      return { exchanges: rows.map((row) => toExchange(row, language)), total };
    },

    /** One redemption record of the diner at the store (A20 when there is none there, A19 someone else's). */
    async exchange(
      userId: string,
      businessId: string,
      exchangeId: string,
      language: Language,
    ): Promise<PointsExchangeDto> {
      const found = await repository.exchange(exchangeId);
      if (!found) throw new AppError('RECORD_NOT_FOUND', 'The redemption record does not exist.');
      if (found.card.userId !== userId)
        throw new AppError('FORBIDDEN', 'The redemption record belongs to someone else.');
      if (found.card.businessId !== businessId)
        throw new AppError('RECORD_NOT_FOUND', 'The redemption record does not exist.');
      return toExchange(found.exchange, language);
    },

    async statements(
      userId: string,
      businessId: string,
      query: { statementType: StatementType; pageNumber: number; pageCapacity: number },
    ): Promise<{ statements: PointsStatementDto[]; total: number }> {
      const { rows, total } = await repository.statements(
        userId,
        businessId,
        query.statementType,
        query.pageNumber,
        query.pageCapacity,
      );
      return { statements: rows.map(toStatement), total };
    },
  };
}

export type PointsService = ReturnType<typeof createPointsService>;

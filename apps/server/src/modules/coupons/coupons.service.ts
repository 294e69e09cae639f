import type { CouponViewDto, WalletCouponDto } from '@nearbite/contract/coupon-wallet';
import { claimRefusal, normalizeCouponCode } from '@nearbite/domain/coupon-claim';
import { validityOnReceipt } from '@nearbite/domain/coupon-display';
import type { ServerErrorKey } from '@nearbite/domain/errors';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Language } from '../../lib/request-language.js';
import { expiryRuleOf } from '../account/coupon.mapper.js';
import {
  type CouponWithZone,
  toCouponView,
  toWalletCoupon,
  type UserCouponRow,
} from './coupon-view.mapper.js';
import type { CouponsRepository } from './coupons.repository.js';

/**
 * The diner cannot receive another copy: they hold as many as the per-user limit, the same test the claim
 * refuses with A135/A140. Holding fewer (a limit above 1) leaves the claim page open to claim again.
 */
const heldAtLimit = (item: CouponWithZone, held: number): boolean => held >= item.coupon.perUserLimit;

/** The claim page, redeem codes and the coupon wallet. */
export function createCouponsService(deps: { repository: CouponsRepository; clock: Clock }) {
  const { repository, clock } = deps;

  /**
   * Gives the user one copy of the coupon inside the caller's transaction, or answers why not. The coupon
   * row is locked first, so of many claims at once each judges the stock and the user's copies as the
   * claim before it left them, and the stock is then taken with a conditional update.
   */
  async function receive(
    tx: Db,
    userId: string,
    item: CouponWithZone,
    source: 'claim' | 'code',
    now: number,
  ): Promise<UserCouponRow | ServerErrorKey> {
    const { coupon } = item;
    const locked = await repository.lockCoupon(tx, coupon.id);
    if (!locked) return 'COUPON_NOT_FOUND';
    const held = (await repository.heldCounts(userId, [coupon.id], tx)).get(coupon.id) ?? 0;
    const rule = expiryRuleOf(coupon);
    const refusal = claimRefusal(
      {
        active: coupon.status === 'active',
        claimable: coupon.claimable,
        rule,
        stockLeft: locked.stockNumber,
        held,
        perUserLimit: coupon.perUserLimit,
      },
      now,
    );
    if (refusal) return refusal;
    if (!(await repository.takeOne(tx, coupon.id))) return 'COUPON_NONE_AVAILABLE';
    const validity = validityOnReceipt(rule, now);
    return repository.insertUserCoupon(tx, {
      userId,
      couponId: coupon.id,
      source,
      receivedAt: new Date(now),
      startsAt: validity.startsAt === null ? null : new Date(validity.startsAt),
      expiresAt: new Date(validity.expiresAt),
    });
  }

  async function couponsOfCode(code: string): Promise<CouponWithZone[]> {
    const normalized = normalizeCouponCode(code);
    const items = normalized === null ? [] : await repository.couponsByCode(normalized);
    if (items.length === 0) throw new AppError('COUPON_CODE_INVALID');
    return items;
  }

  return {
    /** A coupon for the claim page, with whether the signed-in diner (if any) holds all the copies they may. */
    async coupon(couponId: string, userId: string | null, language: Language): Promise<CouponViewDto> {
      const item = await repository.couponById(couponId);
      if (!item) throw new AppError('COUPON_NOT_FOUND');
      const held =
        userId === null ? 0 : ((await repository.heldCounts(userId, [couponId])).get(couponId) ?? 0);
      return toCouponView(item, language, clock(), heldAtLimit(item, held));
    },

    /** Claims one copy of a coupon offered on the claim page, within its stock and per-user limit. */
    async claim(userId: string, couponId: string, language: Language): Promise<WalletCouponDto> {
      const item = await repository.couponById(couponId);
      if (!item) throw new AppError('COUPON_NOT_FOUND');
      const now = clock();
      const copy = await repository.transaction(async (tx) => {
        const result = await receive(tx, userId, item, 'claim', now);
        if (typeof result === 'string') throw new AppError(result);
        return result;
      });
      return toWalletCoupon({ ...item, userCoupon: copy }, language, now);
    },

    /**
     * Receives every coupon behind the code that the diner can still receive, in one transaction (locks
     * taken in id order, so two redemptions of one code cannot deadlock). When none can be received,
     * answers why the first could not.
     */
    async redeemCode(userId: string, code: string, language: Language): Promise<WalletCouponDto[]> {
      const items = await couponsOfCode(code);
      const now = clock();
      const received = await repository.transaction(async (tx) => {
        const byId = [...items].sort((a, b) => a.coupon.id.localeCompare(b.coupon.id));
        const results = new Map<string, UserCouponRow | ServerErrorKey>();
        for (const item of byId) results.set(item.coupon.id, await receive(tx, userId, item, 'code', now));
        const outcomes = items.map((item) => ({ item, result: results.get(item.coupon.id) }));
        const given = outcomes.flatMap(({ item, result }) =>
          result !== undefined && typeof result !== 'string' ? [{ ...item, userCoupon: result }] : [],
        );
        const firstRefusal = outcomes.find(({ result }) => typeof result === 'string')?.result;
        if (given.length === 0)
          throw new AppError((firstRefusal as ServerErrorKey) ?? 'COUPON_NONE_AVAILABLE');
        return given;
      });
      return received.map((item) => toWalletCoupon(item, language, now));
    },

    /** The coupons behind a code, for the redeem-result dialog. */
    async codeCoupons(code: string, userId: string | null, language: Language): Promise<CouponViewDto[]> {
      const items = await couponsOfCode(code);
      const held =
        userId === null
          ? new Map<string, number>()
          : await repository.heldCounts(
              userId,
              items.map((item) => item.coupon.id),
            );
      const now = clock();
      return items.map((item) =>
        toCouponView(item, language, now, heldAtLimit(item, held.get(item.coupon.id) ?? 0)),
      );
    },

    /**
     * The diner's unused coupons, at one store (its own and platform ones) or everywhere: those usable now,
     * and with `includeNotStarted` (the wallet) also those whose validity starts later.
     */
    async userCoupons(
      userId: string,
      query: { businessId?: string | undefined; includeNotStarted: boolean },
      language: Language,
    ): Promise<WalletCouponDto[]> {
      const { businessId, includeNotStarted } = query;
      const now = clock();
      const rows = await repository.heldUserCoupons(userId, businessId ?? null, new Date(now), {
        includeNotStarted,
      });
      return rows.map((row) => toWalletCoupon(row, language, now));
    },
  };
}

export type CouponsService = ReturnType<typeof createCouponsService>;

import type {
  ActivityBody,
  ActivityDto,
  ConsoleCouponDto,
  CouponBody,
} from '@nearbite/contract/console-promotions';
import { activityDraftRefusal } from '@nearbite/domain/promotion-rules';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { ConsoleRepository } from '../console/console.repository.js';
import type { StoreActor } from '../console/console.service.js';
import { checkedCouponValues } from './coupon-values.js';
import { toActivityDto, toConsoleCoupon } from './promotion-views.mapper.js';
import type { ActivityValues, PromotionsRepository } from './promotions.repository.js';

const dateOf = (ms: number | null): Date | null => (ms === null ? null : new Date(ms));

/**
 * A store's activities and coupons in the console. Every change is checked by the domain's promotion rules
 * (so the diner side can honour it) and written with its audit entry in one transaction. A coupon made here
 * is claimable from the claim page at once; an activity discounts the store page from its start.
 */
export function createPromotionsService(deps: {
  repository: PromotionsRepository;
  audit: Pick<ConsoleRepository, 'recordAudit'>;
  clock: Clock;
}) {
  const { repository, audit, clock } = deps;

  /** Runs a change with its audit entry in one transaction. */
  function change<T>(
    actor: StoreActor,
    action: string,
    work: (tx: Db, now: number) => Promise<{ result: T; target: string; details: Record<string, unknown> }>,
  ): Promise<T> {
    const now = clock();
    return repository.transaction(async (tx) => {
      const { result, target, details } = await work(tx, now);
      await audit.recordAudit(
        {
          businessId: actor.businessId,
          actorKind: 'user',
          actorUserId: actor.user.id,
          action,
          target,
          details,
          at: new Date(now),
        },
        tx,
      );
      return result;
    });
  }

  /** The activity's columns, or the first rule it breaks (its dishes must be the store's). */
  async function activityValues(tx: Db, actor: StoreActor, body: ActivityBody, now: number) {
    const refusal = activityDraftRefusal(body, now);
    if (refusal) throw new AppError(refusal);
    const ids = body.commodityIds === null ? null : [...new Set(body.commodityIds)];
    if (ids !== null) {
      const known = await repository.storeCommodityCount(tx, actor.businessId, ids);
      if (ids.length === 0 || known !== ids.length) throw new AppError('ACTIVITY_COMMODITIES_INVALID');
    }
    return {
      name: body.name,
      activityDescribe: body.describe,
      activityType: body.activityType,
      discountPercent: body.discountPercent,
      availableOrderTypes: [...new Set(body.orderTypes)],
      availableCommodityIds: ids,
      startsAt: dateOf(body.startsAt),
      endsAt: dateOf(body.endsAt),
    } satisfies ActivityValues;
  }

  /** The coupon's columns, or the first rule it breaks (its redeem code must be free on the platform). */
  const couponValues = (tx: Db, body: CouponBody, now: number, couponId: string | null) =>
    checkedCouponValues(body, now, (code) => repository.redeemCodeTaken(tx, code, couponId));

  async function foundActivity(tx: Db, actor: StoreActor, id: string) {
    const row = await repository.findActivity(tx, actor.businessId, id);
    if (!row) throw new AppError('PROMOTION_NOT_FOUND');
    return row;
  }

  async function foundCoupon(tx: Db, actor: StoreActor, id: string) {
    const row = await repository.findCoupon(tx, actor.businessId, id);
    if (!row) throw new AppError('PROMOTION_NOT_FOUND');
    return row;
  }

  return {
    async activities(businessId: string): Promise<{ activities: ActivityDto[]; timeZone: string }> {
      const [rows, timeZone] = await Promise.all([
        repository.activities(businessId),
        repository.timeZone(businessId),
      ]);
      return { activities: rows.map(toActivityDto), timeZone };
    },

    createActivity(actor: StoreActor, body: ActivityBody): Promise<ActivityDto> {
      return change(actor, 'activity.create', async (tx, now) => {
        const row = await repository.insertActivity(
          tx,
          actor.businessId,
          await activityValues(tx, actor, body, now),
        );
        return { result: toActivityDto(row), target: row.id, details: { ...body } };
      });
    },

    updateActivity(actor: StoreActor, id: string, body: ActivityBody): Promise<ActivityDto> {
      return change(actor, 'activity.update', async (tx, now) => {
        const before = await foundActivity(tx, actor, id);
        if (before.status !== 'active') throw new AppError('PROMOTION_ALREADY_ENDED');
        const row = await repository.updateActivity(tx, id, await activityValues(tx, actor, body, now));
        return { result: toActivityDto(row), target: id, details: { from: toActivityDto(before), to: body } };
      });
    },

    /** Ends an activity at once: the store page stops discounting with it. */
    endActivity(actor: StoreActor, id: string): Promise<void> {
      return change(actor, 'activity.end', async (tx) => {
        const before = await foundActivity(tx, actor, id);
        await repository.updateActivity(tx, id, { status: 'inactive' });
        return { result: undefined, target: id, details: { name: before.name } };
      });
    },

    async coupons(
      businessId: string,
      origin: string,
    ): Promise<{ coupons: ConsoleCouponDto[]; timeZone: string }> {
      const [rows, timeZone] = await Promise.all([
        repository.coupons(businessId),
        repository.timeZone(businessId),
      ]);
      return { coupons: rows.map((item) => toConsoleCoupon(item, origin)), timeZone };
    },

    createCoupon(actor: StoreActor, body: CouponBody, origin: string): Promise<ConsoleCouponDto> {
      return change(actor, 'coupon.create', async (tx, now) => {
        const coupon = await repository.insertCoupon(
          tx,
          actor.businessId,
          await couponValues(tx, body, now, null),
        );
        return {
          result: toConsoleCoupon({ coupon, claimedCount: 0 }, origin),
          target: coupon.id,
          details: { ...body },
        };
      });
    },

    /** Changes a coupon; copies diners already hold keep the validity they received it with. */
    updateCoupon(actor: StoreActor, id: string, body: CouponBody, origin: string): Promise<ConsoleCouponDto> {
      return change(actor, 'coupon.update', async (tx, now) => {
        const before = await foundCoupon(tx, actor, id);
        if (before.status !== 'active') throw new AppError('PROMOTION_ALREADY_ENDED');
        const coupon = await repository.updateCoupon(tx, id, await couponValues(tx, body, now, id));
        const claimedCount = await repository.claimedCount(tx, id);
        return {
          result: toConsoleCoupon({ coupon, claimedCount }, origin),
          target: id,
          details: { from: { title: before.title, stockNumber: before.stockNumber }, to: body },
        };
      });
    },

    /** Stops handing a coupon out; copies already received stay usable until they expire. */
    endCoupon(actor: StoreActor, id: string): Promise<void> {
      return change(actor, 'coupon.end', async (tx) => {
        const before = await foundCoupon(tx, actor, id);
        await repository.updateCoupon(tx, id, { status: 'inactive' });
        return { result: undefined, target: id, details: { title: before.title } };
      });
    },
  };
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;

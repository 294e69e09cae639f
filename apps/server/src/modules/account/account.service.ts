import { createHash } from 'node:crypto';
import type { ClientConfigDto, NewUserPackageDto, NotificationControlBody } from '@nearbite/contract/account';
import type { CouponDto } from '@nearbite/contract/coupons';
import { isRuleExpired, validityOnReceipt } from '@nearbite/domain/coupon-display';
import type { AppConfig } from '../../config.js';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Language } from '../../lib/request-language.js';
import type { UserRow } from '../auth/auth.repository.js';
import type { AccountRepository, AdvertisingAction, PackageCoupon } from './account.repository.js';
import { expiryRuleOf, toCouponDto } from './coupon.mapper.js';

/** Stored for reports whose visitor came without an advertising source. */
export const DIRECT_SOURCE = '(direct)';

export interface NotificationConfigs {
  messagingDisabled: boolean;
  messagingPromotionDisabled: boolean;
}

/**
 * The settings after a request. A field left out keeps its current value. A user who never chose has
 * order messages on and promotional messages off (marketing texts need an explicit opt-in), so an
 * empty body confirms the policy with those. Messaging off forces promotional messaging off.
 */
export function resolveNotificationConfigs(
  current: { messagingDisabled: boolean | null; messagingPromotionDisabled: boolean | null },
  request: NotificationControlBody,
): NotificationConfigs {
  const messagingEnabled = request.messagingEnabled ?? current.messagingDisabled !== true;
  const promotionEnabled = request.messagingPromotionEnabled ?? current.messagingPromotionDisabled === false;
  return {
    messagingDisabled: !messagingEnabled,
    messagingPromotionDisabled: !messagingEnabled || !promotionEnabled,
  };
}

/** The UTC calendar day of an instant, as the statistics table keys it. */
export const utcDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/** Message settings, the welcome gift, advertising statistics and the client configuration. */
export function createAccountService(deps: {
  repository: AccountRepository;
  clock: Clock;
  config: AppConfig;
}) {
  const { repository, clock, config } = deps;

  /** Coupons that can still be handed out: switched on and not past a fixed end. */
  const offered = (items: PackageCoupon[], now: number) =>
    items.filter((item) => item.coupon.status === 'active' && !isRuleExpired(expiryRuleOf(item.coupon), now));

  return {
    async controlNotifications(user: UserRow, request: NotificationControlBody): Promise<UserRow> {
      return repository.updateNotificationConfigs(user.id, resolveNotificationConfigs(user, request));
    },

    /** The gift is active (1) when the newest active package holds a coupon that can be handed out. */
    async newUserPackage(language: Language): Promise<NewUserPackageDto> {
      const now = clock();
      const items = offered((await repository.activeNewUserPackage())?.coupons ?? [], now);
      return {
        packageStatus: items.length > 0 ? 1 : 0,
        coupons: items.map((item) => toCouponDto(item, language, now)),
      };
    },

    /**
     * Copies the package's coupons into the user's wallet, once. Everything happens in one transaction
     * that starts with the conditional update of the user's flag, so of two claims at once exactly one
     * gives coupons; a claim that fails later (no package, no stock) rolls the flag back.
     */
    async claimNewUserPackage(userId: string, language: Language): Promise<CouponDto[]> {
      const now = clock();
      const given = await repository.transaction(async (tx) => {
        if (!(await repository.markNewUserPackageReceived(tx, userId))) {
          throw new AppError('WELCOME_GIFT_ALREADY_CLAIMED');
        }
        const items = offered((await repository.activeNewUserPackage(tx))?.coupons ?? [], now);
        if (items.length === 0) throw new AppError('WELCOME_GIFT_INACTIVE');
        const withStock: PackageCoupon[] = [];
        for (const item of items) {
          if (await repository.takeCouponStock(tx, item.coupon.id, item.quantity)) withStock.push(item);
        }
        if (withStock.length === 0) throw new AppError('COUPON_NONE_AVAILABLE');
        await repository.insertUserCoupons(
          tx,
          withStock.flatMap((item) => {
            const validity = validityOnReceipt(expiryRuleOf(item.coupon), now);
            return Array.from({ length: item.quantity }, () => ({
              userId,
              couponId: item.coupon.id,
              source: 'newUserPackage' as const,
              receivedAt: new Date(now),
              startsAt: validity.startsAt === null ? null : new Date(validity.startsAt),
              expiresAt: new Date(validity.expiresAt),
            }));
          }),
        );
        return withStock;
      });
      return given.map((item) => toCouponDto(item, language, now));
    },

    dismissNewUserPackage: (userId: string) => repository.stopNewUserPackagePrompts(userId),

    /**
     * Counts a home page view or unique visitor. The visitor id is the random visitor cookie, stored
     * hashed: the table only needs to tell visitors apart, not to recognise a browser.
     */
    async recordAdvertising(
      action: AdvertisingAction,
      source: string | null,
      visitor: string,
    ): Promise<void> {
      await repository.recordAdvertisingEvent({
        action,
        source: source?.trim() || DIRECT_SOURCE,
        visitorId: createHash('sha256').update(visitor).digest('hex'),
        day: utcDay(clock()),
      });
    },

    clientConfig(): ClientConfigDto {
      return {
        productionHosts: config.productionHosts,
        productionUrl: config.PRODUCTION_URL ?? null,
        appLinks: {
          ios: config.APP_STORE_URL ?? null,
          android: config.GOOGLE_PLAY_URL ?? null,
          mac: config.MAC_APP_STORE_URL ?? null,
        },
        map: { tileUrl: config.MAP_TILE_URL, attribution: config.MAP_ATTRIBUTION },
      };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;

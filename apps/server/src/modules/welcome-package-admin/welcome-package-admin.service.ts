import type {
  WelcomePackageBody,
  WelcomePackageDto,
  WelcomePackageEntryBody,
} from '@nearbite/contract/console-welcome-package';
import { welcomePackageRefusal } from '@nearbite/domain/welcome-package';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { ConsoleRepository } from '../console/console.repository.js';
import type { ConsoleService, ConsoleUser } from '../console/console.service.js';
import { checkedCouponValues } from '../promotions/coupon-values.js';
import { toCouponSettings } from '../promotions/promotion-views.mapper.js';
import type { PromotionsRepository } from '../promotions/promotions.repository.js';
import type { PackageLine, WelcomePackageAdminRepository } from './welcome-package-admin.repository.js';

const existingId = (entry: WelcomePackageEntryBody): string | null =>
  'couponId' in entry ? entry.couponId : null;

const packageDto = (status: WelcomePackageDto['status'], lines: PackageLine[]): WelcomePackageDto => ({
  status,
  coupons: lines.map((line) => ({ quantity: line.quantity, coupon: toCouponSettings(line) })),
});

/**
 * The welcome gift in the platform console: every call is a platform admin's (A240 otherwise). There is one
 * package, the newest; saving replaces its status and coupons in one transaction with its audit entry, and
 * diners read the same tables (`GET /configs/newUserPackage`), so they see the change at once. New coupons
 * pass the store coupons' rules; a coupon taken out is ended, never deleted.
 */
export function createWelcomePackageAdminService(deps: {
  repository: WelcomePackageAdminRepository;
  codes: Pick<PromotionsRepository, 'redeemCodeTaken'>;
  consoleRepository: ConsoleRepository;
  console: ConsoleService;
  clock: Clock;
}) {
  const { repository, codes, consoleRepository, clock } = deps;

  /** The coupon of each entry, in order: one of the gift's running coupons (A209 otherwise) or a new one. */
  async function entryCouponIds(
    tx: Db,
    packageId: string,
    entries: WelcomePackageEntryBody[],
    now: number,
  ): Promise<string[]> {
    const wanted = entries.flatMap((entry) => existingId(entry) ?? []);
    const live = new Set(await repository.livePackageCouponIds(tx, packageId, wanted));
    if (wanted.some((id) => !live.has(id))) throw new AppError('WELCOME_PACKAGE_COUPON_UNKNOWN');
    const ids: string[] = [];
    for (const entry of entries) {
      if ('couponId' in entry) {
        ids.push(entry.couponId);
        continue;
      }
      const values = await checkedCouponValues(entry.coupon, now, (code) =>
        codes.redeemCodeTaken(tx, code, null),
      );
      ids.push((await repository.insertPlatformCoupon(tx, values)).id);
    }
    return ids;
  }

  return {
    async welcomePackage(user: ConsoleUser): Promise<WelcomePackageDto> {
      await deps.console.requirePlatformAdmin(user);
      const found = await repository.newestPackage();
      if (!found) return { status: 'inactive', coupons: [] };
      return packageDto(found.packageStatus, await repository.lines(found.id));
    },

    async saveWelcomePackage(user: ConsoleUser, body: WelcomePackageBody): Promise<WelcomePackageDto> {
      await deps.console.requirePlatformAdmin(user);
      const refusal = welcomePackageRefusal(
        body.status,
        body.coupons.map((entry) => ({ couponId: existingId(entry), quantity: entry.quantity })),
      );
      if (refusal) throw new AppError(refusal);
      const now = clock();
      return repository.transaction(async (tx) => {
        const found =
          (await repository.newestPackage(tx)) ?? (await repository.insertPackage(tx, body.status));
        const before = await repository.lines(found.id, tx);
        const ids = await entryCouponIds(tx, found.id, body.coupons, now);
        const kept = new Set(ids);
        const listed = new Set(body.coupons.flatMap((entry) => existingId(entry) ?? []));
        const ended = before
          .filter((line) => !kept.has(line.coupon.id) && line.coupon.status === 'active')
          .map((line) => line.coupon.id);
        await repository.endCoupons(tx, ended);
        await repository.replaceLines(
          tx,
          found.id,
          ids.map((couponId, index) => ({ couponId, quantity: body.coupons[index]?.quantity ?? 1 })),
        );
        await repository.setStatus(tx, found.id, body.status);
        const after = await repository.lines(found.id, tx);
        await consoleRepository.recordAudit(
          {
            businessId: null,
            actorKind: 'user',
            actorUserId: user.id,
            action: 'welcomePackage.update',
            target: found.id,
            details: {
              from: {
                status: found.packageStatus,
                coupons: before.map((line) => ({ couponId: line.coupon.id, quantity: line.quantity })),
              },
              to: {
                status: body.status,
                coupons: after.map((line) => ({ couponId: line.coupon.id, quantity: line.quantity })),
              },
              created: ids.filter((id) => !listed.has(id)),
              ended,
            },
            at: new Date(now),
          },
          tx,
        );
        return packageDto(body.status, after);
      });
    },
  };
}

export type WelcomePackageAdminService = ReturnType<typeof createWelcomePackageAdminService>;

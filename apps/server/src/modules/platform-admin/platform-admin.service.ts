import type {
  AreaBody,
  BusinessCategoryDto,
  CategoryBody,
  CreateStoreBody,
  PlatformAdminDto,
  PlatformAreaDto,
  PlatformStoreDto,
  StoreOpeningDto,
} from '@nearbite/contract/console-platform';
import { checkDeliverySettings } from '@nearbite/domain/money-settings-rules';
import { toFullPhoneNumber } from '@nearbite/domain/phone';
import {
  NEW_STORE_PREPARE_SECONDS,
  NO_HOURS,
  PLATFORM_STORES_PAGE_SIZE,
  readinessGaps,
} from '@nearbite/domain/store-onboarding';
import { isIanaTimeZone } from '@nearbite/domain/store-setup-rules';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { AuditRecord, ConsoleRepository } from '../console/console.repository.js';
import type { ConsoleService, ConsoleUser, StoreActor } from '../console/console.service.js';
import type {
  AreaRow,
  AreaWrite,
  CategoryRow,
  PlatformAdminRepository,
  StoreListRow,
} from './platform-admin.repository.js';

const areaDto = (row: AreaRow): PlatformAreaDto => ({
  id: row.id,
  name: row.name,
  status: row.status,
  timeZone: row.timeZone,
  contactPhoneNumber: row.contactPhoneNumber ? toFullPhoneNumber(row.contactPhoneNumber) : null,
  instagramAccount: row.instagramAccount,
  instagramUrl: row.instagramUrl,
  serviceTime:
    row.serviceTimeStartMs === null || row.serviceTimeEndMs === null
      ? null
      : { startMs: row.serviceTimeStartMs, endMs: row.serviceTimeEndMs },
  defaultDelivery: row.defaultDelivery && {
    ...row.defaultDelivery,
    extraDeliveryPrices: [...row.defaultDelivery.extraDeliveryPrices],
    deliveryFeeShares: [...row.defaultDelivery.deliveryFeeShares],
    deliveryDates: row.defaultDelivery.deliveryDates && [...row.defaultDelivery.deliveryDates],
  },
  storeCount: row.storeCount,
});

const storeDto = (row: StoreListRow): PlatformStoreDto => ({
  id: row.id,
  name: row.name,
  status: row.status,
  areaId: row.areaId,
  areaName: row.areaName,
  fullAddress: row.fullAddress,
  ownerPhones: row.ownerPhones.map(toFullPhoneNumber),
  createdTime: row.createdAt.getTime(),
});

const categoryDto = (row: CategoryRow): BusinessCategoryDto => ({ ...row });

/** The area as stored: A242 for an unknown zone, A247 for service hours that end before they start. */
function areaWrite(body: AreaBody): AreaWrite {
  if (!isIanaTimeZone(body.timeZone)) throw new AppError('TIME_ZONE_UNKNOWN');
  const serviceTime = body.serviceTime ?? null;
  if (serviceTime && serviceTime.startMs >= serviceTime.endMs) throw new AppError('SERVICE_HOURS_INVALID');
  const defaultDelivery = body.defaultDelivery ?? null;
  if (defaultDelivery) checkDeliverySettings(defaultDelivery);
  return {
    defaultDelivery,
    name: body.name,
    timeZone: body.timeZone,
    status: body.status ?? 'active',
    contactPhoneNumber: body.contactPhoneNumber ?? null,
    instagramAccount: body.instagramAccount ?? null,
    instagramUrl: body.instagramUrl ?? null,
    serviceTimeStartMs: serviceTime?.startMs ?? null,
    serviceTimeEndMs: serviceTime?.endMs ?? null,
  };
}

/**
 * The platform's console: every call is a platform admin's (A240 otherwise), and every change is audited
 * in its own transaction. Stores are created offline with their owner invited; the owner opens the store
 * once `readinessGaps` finds nothing missing.
 */
export function createPlatformAdminService(deps: {
  repository: PlatformAdminRepository;
  consoleRepository: ConsoleRepository;
  console: ConsoleService;
  clock: Clock;
}) {
  const { repository, consoleRepository, clock } = deps;
  const now = () => new Date(clock());
  const audit = (
    user: ConsoleUser,
    entry: Omit<AuditRecord, 'actorKind' | 'actorUserId' | 'at'>,
    at: Date,
  ) => ({
    ...entry,
    actorKind: 'user' as const,
    actorUserId: user.id,
    at,
  });

  async function admin(user: ConsoleUser): Promise<void> {
    await deps.console.requirePlatformAdmin(user);
  }

  async function areaOrThrow(areaId: string): Promise<AreaRow> {
    const row = await repository.areaById(areaId);
    if (!row) throw new AppError('AREA_NOT_FOUND');
    return row;
  }

  async function categoryOrThrow(categoryId: string): Promise<CategoryRow> {
    const row = await repository.categoryById(categoryId);
    if (!row) throw new AppError('CATEGORY_NOT_FOUND');
    return row;
  }

  return {
    async areas(user: ConsoleUser): Promise<PlatformAreaDto[]> {
      await admin(user);
      return (await repository.areas()).map(areaDto);
    },

    async createArea(user: ConsoleUser, body: AreaBody): Promise<PlatformAreaDto> {
      await admin(user);
      const values = areaWrite(body);
      const at = now();
      const areaId = await repository.transaction(async (tx) => {
        const id = await repository.insertArea(tx, values);
        await consoleRepository.recordAudit(
          audit(user, { businessId: null, action: 'area.create', target: id }, at),
          tx,
        );
        return id;
      });
      return areaDto(await areaOrThrow(areaId));
    },

    async updateArea(user: ConsoleUser, areaId: string, body: AreaBody): Promise<PlatformAreaDto> {
      await admin(user);
      const values = areaWrite(body);
      const at = now();
      await repository.transaction(async (tx) => {
        if (!(await repository.updateArea(tx, areaId, values, at))) throw new AppError('AREA_NOT_FOUND');
        await consoleRepository.recordAudit(
          audit(user, { businessId: null, action: 'area.update', target: areaId, details: { ...body } }, at),
          tx,
        );
      });
      return areaDto(await areaOrThrow(areaId));
    },

    async stores(
      user: ConsoleUser,
      query: { query?: string; pageNumber: number },
    ): Promise<{ stores: PlatformStoreDto[]; total: number }> {
      await admin(user);
      const offset = (query.pageNumber - 1) * PLATFORM_STORES_PAGE_SIZE;
      const page = await repository.storesPage(query.query || null, offset, PLATFORM_STORES_PAGE_SIZE);
      return { stores: page.rows.map(storeDto), total: page.total };
    },

    /** The store, offline, in its area's zone unless one is given, with its owner invited: one transaction. */
    async createStore(user: ConsoleUser, body: CreateStoreBody): Promise<PlatformStoreDto> {
      await admin(user);
      const area = await areaOrThrow(body.areaId);
      const timeZone = body.timeZone ?? area.timeZone;
      if (!isIanaTimeZone(timeZone)) throw new AppError('TIME_ZONE_UNKNOWN');
      const at = now();
      const businessId = await repository.transaction(async (tx) => {
        const id = await repository.insertStore(tx, {
          name: body.name,
          areaId: area.id,
          fullAddress: body.fullAddress,
          postalCode: body.postalCode ?? null,
          latitude: body.latitude,
          longitude: body.longitude,
          timeZone,
          openHours: NO_HOURS,
          diningTypes: body.diningTypes ?? ['delivery', 'pickup'],
          prepareFoodTimeSeconds: NEW_STORE_PREPARE_SECONDS,
          at,
        });
        await repository.linkCategories(tx, id, body.categoryIds ?? []);
        if (area.defaultDelivery) await repository.insertStandardDelivery(tx, id, area.defaultDelivery);
        const owner = await consoleRepository.insertStaff(tx, {
          businessId: id,
          phoneNumber: body.ownerPhone,
          role: 'owner',
          invitedBy: user.id,
          at,
        });
        await consoleRepository.recordAudit(
          audit(
            user,
            { businessId: id, action: 'store.create', target: id, details: { name: body.name } },
            at,
          ),
          tx,
        );
        await consoleRepository.recordAudit(
          audit(
            user,
            { businessId: id, action: 'staff.invite', target: owner?.id ?? null, details: { role: 'owner' } },
            at,
          ),
          tx,
        );
        return id;
      });
      const row = await repository.storeById(businessId);
      if (!row) throw new AppError('STORE_NOT_FOUND');
      return storeDto(row);
    },

    async categories(user: ConsoleUser): Promise<BusinessCategoryDto[]> {
      await admin(user);
      return (await repository.categories()).map(categoryDto);
    },

    async createCategory(user: ConsoleUser, body: CategoryBody): Promise<BusinessCategoryDto> {
      await admin(user);
      const at = now();
      const id = await repository.transaction(async (tx) => {
        if (await repository.categoryNameTaken(tx, body.name, null))
          throw new AppError('CATEGORY_NAME_TAKEN');
        const created = await repository.insertCategory(tx, body.name, body.sortOrder ?? null);
        await consoleRepository.recordAudit(
          audit(
            user,
            { businessId: null, action: 'category.create', target: created, details: { name: body.name } },
            at,
          ),
          tx,
        );
        return created;
      });
      return categoryDto(await categoryOrThrow(id));
    },

    async updateCategory(
      user: ConsoleUser,
      categoryId: string,
      body: CategoryBody,
    ): Promise<BusinessCategoryDto> {
      await admin(user);
      const at = now();
      await repository.transaction(async (tx) => {
        if (await repository.categoryNameTaken(tx, body.name, categoryId))
          throw new AppError('CATEGORY_NAME_TAKEN');
        if (!(await repository.updateCategory(tx, categoryId, body.name, body.sortOrder ?? null))) {
          throw new AppError('CATEGORY_NOT_FOUND');
        }
        await consoleRepository.recordAudit(
          audit(
            user,
            { businessId: null, action: 'category.update', target: categoryId, details: { ...body } },
            at,
          ),
          tx,
        );
      });
      return categoryDto(await categoryOrThrow(categoryId));
    },

    async removeCategory(user: ConsoleUser, categoryId: string): Promise<void> {
      await admin(user);
      const at = now();
      await repository.transaction(async (tx) => {
        const outcome = await repository.deleteUnusedCategory(tx, categoryId);
        if (outcome === 'missing') throw new AppError('CATEGORY_NOT_FOUND');
        if (outcome === 'inUse') throw new AppError('CATEGORY_IN_USE');
        await consoleRepository.recordAudit(
          audit(user, { businessId: null, action: 'category.remove', target: categoryId }, at),
          tx,
        );
      });
    },

    /** Admins by configuration (not revocable here) and those granted in the database. */
    async admins(user: ConsoleUser): Promise<PlatformAdminDto[]> {
      await admin(user);
      const configured = deps.console.configuredAdminPhones();
      const granted = (await consoleRepository.platformAdminPhones()).filter(
        (phone) => !configured.includes(phone),
      );
      return [
        ...configured.map((phone) => ({ fullPhoneNumber: toFullPhoneNumber(phone), revocable: false })),
        ...granted.map((phone) => ({ fullPhoneNumber: toFullPhoneNumber(phone), revocable: true })),
      ];
    },

    async grantAdmin(user: ConsoleUser, phone: string): Promise<PlatformAdminDto> {
      await admin(user);
      const configured = deps.console.isConfiguredAdmin(phone);
      if (!configured && (await consoleRepository.grantPlatformAdmin(phone))) {
        await consoleRepository.recordAudit(
          audit(
            user,
            { businessId: null, action: 'platformAdmin.grant', target: toFullPhoneNumber(phone) },
            now(),
          ),
        );
      }
      return { fullPhoneNumber: toFullPhoneNumber(phone), revocable: !configured };
    },

    /** Not one's own (A246); a phone of PLATFORM_ADMINS stays an admin whatever the database says (A19). */
    async revokeAdmin(user: ConsoleUser, phone: string): Promise<void> {
      await admin(user);
      if (phone === user.phoneNumber) throw new AppError('PLATFORM_ADMIN_SELF');
      if (deps.console.isConfiguredAdmin(phone)) throw new AppError('FORBIDDEN');
      if (await consoleRepository.revokePlatformAdmin(phone)) {
        await consoleRepository.recordAudit(
          audit(
            user,
            { businessId: null, action: 'platformAdmin.revoke', target: toFullPhoneNumber(phone) },
            now(),
          ),
        );
      }
    },

    /** Whether the store is open to diners and what it still lacks. */
    async opening(actor: StoreActor): Promise<StoreOpeningDto> {
      return repository.transaction(async (tx) => {
        const facts = await repository.lockOpeningFacts(tx, actor.businessId);
        if (!facts) throw new AppError('STORE_NOT_FOUND');
        return { status: facts.status, gaps: readinessGaps(facts) };
      });
    },

    /** Opens (A245 while something is missing) or closes the store to diners; both audited. */
    async setOpening(actor: StoreActor, status: 'online' | 'offline'): Promise<StoreOpeningDto> {
      const at = now();
      return repository.transaction(async (tx) => {
        const facts = await repository.lockOpeningFacts(tx, actor.businessId);
        if (!facts) throw new AppError('STORE_NOT_FOUND');
        const gaps = readinessGaps(facts);
        if (status === 'online' && gaps.length > 0)
          throw new AppError('STORE_NOT_READY', `The store cannot open yet; it lacks: ${gaps.join(', ')}.`);
        if (facts.status !== status) {
          await repository.setStatus(tx, actor.businessId, status, at);
          await consoleRepository.recordAudit(
            {
              businessId: actor.businessId,
              actorKind: 'user',
              actorUserId: actor.user.id,
              action: status === 'online' ? 'store.open' : 'store.close',
              target: actor.businessId,
              at,
            },
            tx,
          );
        }
        return { status, gaps };
      });
    },
  };
}

export type PlatformAdminService = ReturnType<typeof createPlatformAdminService>;

import type {
  StoreProfileDto,
  StoreProfilePatch,
  StoreSpecialDayDto,
} from '@nearbite/contract/console-store-profile';
import {
  checkOrderingNumbers,
  checkProfileFormats,
  checkSpecialDays,
  checkWeeklyHours,
  sortedSpecialDays,
} from '@nearbite/domain/store-setup-rules';
import {
  localTimeAt,
  specialDayOn,
  storeStatusAt,
  type WeeklyOpenHours,
} from '@nearbite/domain/store-status';
import type { Db } from '../../db/client.js';
import type { SpecialHours } from '../../db/schema/catalog.js';
import { AppError } from '../../errors/app-error.js';
import type { GeocodedPlace } from '../../integrations/geocoder/geocoder.js';
import type { Clock } from '../../lib/clock.js';
import type { ConsoleRepository } from '../console/console.repository.js';
import type { StoreActor } from '../console/console.service.js';
import type { ProfileRow, ProfileWrite, StoreProfileRepository } from './store-profile.repository.js';

/** The last 5-digit ZIP code in an address ("…, San Francisco, CA 94108" → 94108), or null. */
export function postalCodeOf(address: string): string | null {
  const codes = address.match(/\b\d{5}(?=(?:-\d{4})?\b)/g);
  return codes?.[codes.length - 1] ?? null;
}

/** Special days from `today` on, by date: days gone by are neither shown nor kept. */
const upcoming = (days: SpecialHours, today: string): SpecialHours =>
  sortedSpecialDays(days.filter((day) => day.date >= today));

/** A special day as stored: the note only when it says something. */
function toStoredDay(day: StoreSpecialDayDto): SpecialHours[number] {
  const note = day.note?.trim();
  const intervals = day.intervals.map(([start, end]): [number, number] => [start, end]);
  return note ? { date: day.date, intervals, note } : { date: day.date, intervals };
}

/** The fields whose value differs, each with its old and new value (the audit entry's details). */
function changesBetween(before: object, after: object): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  const old = before as Record<string, unknown>;
  for (const [key, value] of Object.entries(after)) {
    if (JSON.stringify(old[key]) !== JSON.stringify(value)) changes[key] = { from: old[key], to: value };
  }
  return changes;
}

/** The business columns a patch writes, from its fields (the address geocoded beforehand). */
function writeOf(
  patch: StoreProfilePatch,
  place: GeocodedPlace | null,
  typed: string | undefined,
): ProfileWrite {
  const { address: _address, categoryIds: _categories, pointsEnabled, ...plain } = patch;
  const write: ProfileWrite = Object.fromEntries(
    Object.entries(plain).filter(([, value]) => value !== undefined),
  );
  if (pointsEnabled !== undefined) write.pointsStatus = pointsEnabled ? 'active' : 'inactive';
  if (place) {
    write.fullAddress = place.address;
    write.latitude = place.latitude;
    write.longitude = place.longitude;
    write.postalCode = postalCodeOf(place.address) ?? postalCodeOf(typed ?? '');
  }
  return write;
}

/**
 * The store's profile, weekly hours and special days as the console's Store tab edits them. Rules are the
 * domain's store-setup-rules; every change is written with its audit entry in one transaction, and the
 * diner's lists and store page read the same row, so they show it at once.
 */
export function createStoreProfileService(deps: {
  repository: StoreProfileRepository;
  audit: Pick<ConsoleRepository, 'recordAudit'>;
  /** The location service's geocode: an address picked from its suggestions → its point (A20 when none). */
  geocode: (address: string) => Promise<GeocodedPlace>;
  clock: Clock;
}) {
  const { repository, audit, geocode, clock } = deps;

  function toDto(
    row: ProfileRow,
    categoryIds: string[],
    pausedUntil: Date | null,
    now: number,
  ): StoreProfileDto {
    const today = localTimeAt(row.timeZone, now).date;
    const specialHours = upcoming(row.specialHours, today);
    const status = storeStatusAt(
      {
        orderInAdvance: row.orderInAdvance,
        expectedOpeningTime: row.expectedOpeningTime?.getTime() ?? null,
        openHours: row.openHours,
        specialHours,
        timeZone: row.timeZone,
        pausedUntil: pausedUntil?.getTime() ?? null,
      },
      now,
    );
    const special = specialDayOn(specialHours, today);
    const { id, pointsStatus, expectedOpeningTime: _opening, ...fields } = row;
    return {
      ...fields,
      businessId: id,
      categoryIds,
      pointsEnabled: pointsStatus === 'active',
      specialHours,
      today,
      status: {
        ...status,
        specialNote: special?.note ?? null,
        closedAllDay: special !== undefined && special.intervals.length === 0,
      },
    };
  }

  async function profileOf(businessId: string): Promise<StoreProfileDto> {
    const [row, categoryIds, pausedUntil] = await Promise.all([
      repository.profile(businessId),
      repository.categoryIds(businessId),
      repository.pausedUntil(businessId),
    ]);
    if (!row) throw new AppError('STORE_NOT_FOUND');
    return toDto(row, categoryIds, pausedUntil, clock());
  }

  /** Locks the store's row, lets `change` write, records the audit entry when something changed. */
  async function changeStore(
    actor: StoreActor,
    action: string,
    change: (tx: Db, row: ProfileRow, at: Date) => Promise<Record<string, unknown> | null>,
  ): Promise<StoreProfileDto> {
    const at = new Date(clock());
    await repository.transaction(async (tx) => {
      const row = await repository.profile(actor.businessId, tx, true);
      if (!row) throw new AppError('STORE_NOT_FOUND');
      const details = await change(tx, row, at);
      if (details === null) return;
      await audit.recordAudit(
        {
          businessId: actor.businessId,
          actorKind: 'user',
          actorUserId: actor.user.id,
          action,
          target: actor.businessId,
          details,
          at,
        },
        tx,
      );
    });
    return profileOf(actor.businessId);
  }

  /**
   * An open store's diners could choose a dining type the moment it is on: pickup needs an address to
   * collect from (A267), delivery the fee rule its carrier prices with (A238).
   */
  async function checkTypesTakenOn(
    tx: Db,
    businessId: string,
    before: readonly string[],
    after: readonly string[] | undefined,
  ): Promise<void> {
    const turnsOn = (type: string) => !before.includes(type) && (after?.includes(type) ?? false);
    if (!turnsOn('pickup') && !turnsOn('delivery')) return;
    const facts = await repository.orderingFacts(tx, businessId);
    if (!facts.online) return;
    if (turnsOn('pickup') && facts.pickupAddresses === 0) throw new AppError('PICKUP_ADDRESS_REQUIRED');
    if (turnsOn('delivery') && !facts.deliveryPriced) throw new AppError('MONEY_SETTINGS_BLOCK_ORDERING');
  }

  async function checkCategories(ids: readonly string[] | undefined): Promise<string[] | undefined> {
    if (ids === undefined) return undefined;
    const unique = [...new Set(ids)].sort();
    if ((await repository.countCategories(unique)) !== unique.length) {
      throw new AppError('REQUEST_INVALID', 'categoryIds names a category that does not exist.');
    }
    return unique;
  }

  return {
    profileOf,

    /** The categories a store may be listed under. */
    async categories() {
      return { categories: await repository.categories() };
    },

    /** Changes the fields the patch names; a picked address is geocoded for its point and ZIP code. */
    async update(actor: StoreActor, patch: StoreProfilePatch): Promise<StoreProfileDto> {
      checkProfileFormats(patch);
      checkOrderingNumbers(patch);
      const categoryIds = await checkCategories(patch.categoryIds);
      const place = patch.address === undefined ? null : await geocode(patch.address);
      const write = writeOf(patch, place, patch.address);
      return changeStore(actor, 'storeProfile.update', async (tx, row, at) => {
        const changes = changesBetween(row, write);
        if (changes.diningTypes)
          await checkTypesTakenOn(tx, actor.businessId, row.diningTypes, write.diningTypes);
        const before = await repository.categoryIds(actor.businessId, tx);
        if (categoryIds && changesBetween({ ids: before }, { ids: categoryIds }).ids) {
          await repository.replaceCategories(tx, actor.businessId, categoryIds);
          changes.categoryIds = { from: before, to: categoryIds };
        }
        if (Object.keys(changes).length === 0) return null;
        if ((await repository.write(tx, actor.businessId, write, at)) === 'websiteTaken') {
          throw new AppError('STORE_WEBSITE_INVALID', 'Another store already uses this website.');
        }
        return { changes };
      });
    },

    /** Replaces the weekly hours (Sunday first). */
    async putHours(actor: StoreActor, openHours: WeeklyOpenHours): Promise<StoreProfileDto> {
      checkWeeklyHours(openHours);
      const hours = openHours.map((day) => day.map(([start, end]): [number, number] => [start, end]));
      return changeStore(actor, 'storeHours.update', async (tx, row, at) => {
        if (JSON.stringify(row.openHours) === JSON.stringify(hours)) return null;
        await repository.write(tx, actor.businessId, { openHours: hours }, at);
        return { from: row.openHours, to: hours };
      });
    },

    /** Replaces the special days from today on; days gone by are dropped. */
    async putSpecialDays(actor: StoreActor, days: StoreSpecialDayDto[]): Promise<StoreProfileDto> {
      return changeStore(actor, 'storeSpecialDays.update', async (tx, row, at) => {
        const today = localTimeAt(row.timeZone, at.getTime()).date;
        checkSpecialDays(days, today);
        const next = sortedSpecialDays(days.map(toStoredDay));
        const before = upcoming(row.specialHours, today);
        if (JSON.stringify(before) === JSON.stringify(next) && before.length === row.specialHours.length)
          return null;
        await repository.write(tx, actor.businessId, { specialHours: next }, at);
        return { from: before, to: next };
      });
    },
  };
}

export type StoreProfileService = ReturnType<typeof createStoreProfileService>;

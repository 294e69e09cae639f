import {
  ALL_DAY,
  type CommodityDto,
  type CommoditySummaryDto,
  type RequiredForDineInDto,
  type TimedMenuDetailDto,
} from '@nearbite/contract/menu';
import type { BusinessDetailDto } from '@nearbite/contract/store';
import type { GeoPoint } from '@nearbite/domain/geo-distance';
import { milesBetween } from '@nearbite/domain/geo-distance';
import { roundMiles } from '@nearbite/domain/money-text';
import { isPaused, preparationSeconds } from '@nearbite/domain/store-operations';
import { localTimeAt, storeStatusAt } from '@nearbite/domain/store-status';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { type Language, localize } from '../../lib/request-language.js';
import { isUuid } from '../../lib/uuid.js';
import {
  bannerImages,
  toBusinessDetail,
  toCommodity,
  toCommoditySummary,
  toTimedMenu,
} from './store.mapper.js';
import type { BusinessRow, MenuFilter, StoreRepository } from './store.repository.js';

/** A table's repeated waiter calls within this window record one call (the GET is retried freely). */
export const CALL_SERVICE_WINDOW_MS = 30_000;
/** Goods search answers at most this many items. */
export const COMMODITY_SEARCH_LIMIT = 50;

/** Distances on the wire to a hundredth of a mile, as on the store cards. */

/** Store page: info, menu, items, goods search, required category, waiter calls, submission ids. */
export function createStoreService(deps: { repository: StoreRepository; clock: Clock }) {
  const { repository, clock } = deps;

  /** The store, or A76 for an unknown id and A78 for a store taken offline. */
  async function listedBusiness(businessId: string): Promise<BusinessRow> {
    const business = await repository.business(businessId);
    if (!business) throw new AppError('STORE_NOT_FOUND');
    if (business.status !== 'online') throw new AppError('STORE_OFFLINE');
    return business;
  }

  const summaries = (
    rows: Parameters<typeof toCommoditySummary>[0][],
    language: Language,
  ): CommoditySummaryDto[] => rows.map((row) => toCommoditySummary(row, language));

  return {
    /** The store page's first banner photo, or null for an unknown or offline store or one without photos. */
    async firstBanner(businessId: string): Promise<string | null> {
      const business = isUuid(businessId) ? await repository.business(businessId) : null;
      if (business?.status !== 'online') return null;
      return bannerImages(business)[0] ?? null;
    },

    async detail(businessId: string, point: GeoPoint | null, language: Language): Promise<BusinessDetailDto> {
      const business = await listedBusiness(businessId);
      const now = clock();
      const rows = await repository.businessDetail(business, new Date(now));
      const { board } = rows;
      const pausedUntil = board.pausedUntil?.getTime() ?? null;
      const status = storeStatusAt(
        {
          orderInAdvance: business.orderInAdvance,
          expectedOpeningTime: business.expectedOpeningTime?.getTime() ?? null,
          openHours: business.openHours,
          specialHours: business.specialHours,
          timeZone: business.timeZone,
          pausedUntil,
        },
        now,
      );
      const facts = {
        isOpen: status.isOpen,
        canReserved: status.canReserved,
        pauseReason: isPaused(pausedUntil, now) ? board.pauseReason : null,
        prepareFoodTimeSeconds: preparationSeconds(business.prepareFoodTimeSeconds, board.busyExtraMinutes),
        weekday: localTimeAt(business.timeZone, now).weekday,
        distance: point ? roundMiles(milesBetween(point, business)) : null,
      };
      return toBusinessDetail(rows, facts, language);
    },

    /**
     * The store's timed menus and its categories with their items. Categories the selection leaves
     * empty are left out, so every tab of the store page has items under it.
     */
    async menu(
      businessId: string,
      timedMenuId: string | undefined,
      language: Language,
    ): Promise<TimedMenuDetailDto> {
      const business = await listedBusiness(businessId);
      const menus = await repository.timedMenus(business.id);
      let filter: MenuFilter = { kind: 'all' };
      if (timedMenuId === ALL_DAY) filter = { kind: 'allDay' };
      else if (timedMenuId !== undefined) {
        if (!menus.some((menu) => menu.id === timedMenuId)) throw new AppError('TIMED_MENU_NOT_FOUND');
        filter = { kind: 'timedMenu', timedMenuId };
      }
      const [categories, commodities] = await Promise.all([
        repository.categories(business.id),
        repository.menuCommodities(business.id, filter),
      ]);
      const now = clock();
      return {
        timedMenus: menus.map((menu) => toTimedMenu(menu, business.timeZone, now, language)),
        commodityCategories: categories
          .map((category) => ({
            id: category.id,
            name: localize(category.name, language),
            requiredForDineIn: category.requiredForDineIn,
            commodities: summaries(
              commodities.filter((commodity) => commodity.categoryId === category.id),
              language,
            ),
          }))
          .filter((category) => category.commodities.length > 0),
      };
    },

    async commodity(id: string, language: Language): Promise<CommodityDto> {
      const rows = await repository.commodity(id);
      if (!rows) throw new AppError('COMMODITY_NOT_FOUND');
      if (rows.business.status !== 'online') throw new AppError('STORE_OFFLINE');
      return toCommodity(rows, clock(), language);
    },

    /** The store's items whose English or Chinese name contains the keywords, in menu order. */
    async search(businessId: string, keywords: string, language: Language): Promise<CommoditySummaryDto[]> {
      const business = await listedBusiness(businessId);
      const rows = await repository.searchCommodities(
        business.id,
        keywords.replace(/\s+/g, ' '),
        COMMODITY_SEARCH_LIMIT,
      );
      return summaries(rows, language);
    },

    async requiredForDineIn(businessId: string, language: Language): Promise<RequiredForDineInDto> {
      const business = await listedBusiness(businessId);
      const required = await repository.requiredCategory(business.id);
      if (!required) return { category: null, commodities: [] };
      return {
        category: { id: required.category.id, name: localize(required.category.name, language) },
        commodities: summaries(required.commodities, language),
      };
    },

    /**
     * Calls the waiter to a table of the store (A93 for a table the store does not have). Calls of one
     * table within 30 s of a recorded one answer the same but record nothing.
     */
    async callService(businessId: string, tableName: string, userId: string): Promise<void> {
      const business = await listedBusiness(businessId);
      if (!(await repository.tableExists(business.id, tableName))) throw new AppError('TABLE_NOT_FOUND');
      await repository.recordServiceCall(
        { businessId: business.id, tableName, userId },
        new Date(clock()),
        CALL_SERVICE_WINDOW_MS,
      );
    },

    /** A fresh identifier the order submission sends back as frontendIdentifier. */
    uniqueIdentifier: (userId: string): Promise<string> =>
      repository.issueUniqueIdentifier(userId, new Date(clock())),
  };
}

export type StoreService = ReturnType<typeof createStoreService>;

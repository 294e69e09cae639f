import { ALL_DAY, type CommoditySummaryDto, type RequiredForDineInDto } from '@nearbite/contract/menu';
import type { GeoPoint } from '@nearbite/domain/geo-distance';
import { milesBetween } from '@nearbite/domain/geo-distance';
import { roundMiles } from '@nearbite/domain/money-text';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { JsonText } from '../../lib/json-text.js';
import { type Language, localize } from '../../lib/request-language.js';
import { isUuid } from '../../lib/uuid.js';
import { bannerImages, toCommoditySummary } from './store.mapper.js';
import type { BusinessRow, MenuFilter, StoreRepository } from './store.repository.js';
import { detailRenderer, itemRenderer, type MenuRows, menuRenderer } from './store-page-json.js';
import { fillTemplate, type LiveStock } from './store-page-template.js';
import { createStorePages } from './store-pages.js';

/** A table's repeated waiter calls within this window record one call (the GET is retried freely). */
export const CALL_SERVICE_WINDOW_MS = 30_000;
/** Goods search answers at most this many items. */
export const COMMODITY_SEARCH_LIMIT = 50;

/** No live stock: the detail shows none. */
const NO_STOCK: LiveStock = new Map();

/** A76 for an unknown store and A78 for one taken offline; else the store. */
function listed<T extends { status: BusinessRow['status'] }>(store: T | null): T {
  if (!store) throw new AppError('STORE_NOT_FOUND');
  if (store.status !== 'online') throw new AppError('STORE_OFFLINE');
  return store;
}

/**
 * Store page: info, menu, items, goods search, required category, waiter calls, submission ids. The info,
 * menu and item answers are kept in this copy's memory by page version (store-pages.ts) with stock read live.
 */
export function createStoreService(deps: { repository: StoreRepository; clock: Clock }) {
  const { repository, clock } = deps;
  const pages = createStorePages();

  /** The store, or A76 for an unknown id and A78 for a store taken offline. */
  async function listedBusiness(businessId: string): Promise<BusinessRow> {
    return listed(await repository.business(businessId));
  }

  /** The store's row, read for its page after its page version (A76 when it went meanwhile). */
  async function storeRow(businessId: string): Promise<BusinessRow> {
    const business = await repository.business(businessId);
    if (!business) throw new AppError('STORE_NOT_FOUND');
    return business;
  }

  /** The menu's rows for a filter: all items, the all-day ones (ALL_DAY), or those and one timed menu's. */
  async function menuRows(businessId: string, timedMenuId: string | undefined): Promise<MenuRows> {
    const [business, timedMenus] = await Promise.all([
      storeRow(businessId),
      repository.timedMenus(businessId),
    ]);
    let filter: MenuFilter = { kind: 'all' };
    if (timedMenuId === ALL_DAY) filter = { kind: 'allDay' };
    else if (timedMenuId !== undefined) {
      if (!timedMenus.some((menu) => menu.id === timedMenuId)) throw new AppError('TIMED_MENU_NOT_FOUND');
      filter = { kind: 'timedMenu', timedMenuId };
    }
    const [categories, commodities] = await Promise.all([
      repository.categories(businessId),
      repository.menuCommodities(businessId, filter),
    ]);
    return { timeZone: business.timeZone, timedMenus, categories, commodities };
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

    /** The store's info; everything but its distance from the asking point comes from this copy's memory. */
    async detail(businessId: string, point: GeoPoint | null, language: Language): Promise<JsonText> {
      const state = listed(await repository.pageState(businessId));
      const now = clock();
      const { rows, template } = await pages.page(
        `detail ${businessId}`,
        state.version,
        language,
        now,
        async () => repository.businessDetail(await storeRow(businessId), new Date(now)),
        detailRenderer(language),
      );
      const distance = point ? roundMiles(milesBetween(point, rows.business)) : null;
      return `${fillTemplate(template, NO_STOCK)}${distance}}` as JsonText;
    },

    /**
     * The store's timed menus and its categories with their items. Categories the selection leaves
     * empty are left out, so every tab of the store page has items under it.
     */
    async menu(businessId: string, timedMenuId: string | undefined, language: Language): Promise<JsonText> {
      const state = listed(await repository.menuState(businessId));
      const { template } = await pages.page(
        `menu ${businessId} ${timedMenuId ?? ''}`,
        state.version,
        language,
        clock(),
        () => menuRows(businessId, timedMenuId),
        menuRenderer(language),
      );
      return fillTemplate(template, new Map(state.stocks)) as JsonText;
    },

    async commodity(id: string, language: Language): Promise<JsonText> {
      const state = await repository.itemState(id);
      if (!state) throw new AppError('COMMODITY_NOT_FOUND');
      listed(state);
      const { template } = await pages.page(
        `item ${id}`,
        state.version,
        language,
        clock(),
        async () => {
          const rows = await repository.commodity(id);
          if (!rows) throw new AppError('COMMODITY_NOT_FOUND');
          return rows;
        },
        itemRenderer(language),
      );
      return fillTemplate(template, new Map(state.stocks)) as JsonText;
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

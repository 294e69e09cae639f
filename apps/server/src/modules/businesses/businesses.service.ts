import {
  type BusinessCategoryDto,
  type BusinessSummaryDto,
  type DiningType,
  diningTypeSchema,
} from '@nearbite/contract/businesses';
import {
  MAP_MAX_BUSINESSES,
  PROMOTED_MAX_BUSINESSES,
  SEARCH_COMMODITIES_PER_BUSINESS,
  SEARCH_HISTORY_LIMIT,
  SEARCH_MAX_BUSINESSES,
  SEARCH_RANGE_MILES,
} from '@nearbite/domain/discovery';
import { milesBetween } from '@nearbite/domain/geo-distance';
import { roundMiles } from '@nearbite/domain/money-text';
import { isPaused, preparationSeconds } from '@nearbite/domain/store-operations';
import { storeStatusAt, storeStatusSteadyUntil } from '@nearbite/domain/store-status';
import { isWithinPeriod, periodsSteadyUntil } from '@nearbite/domain/time-period';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { JsonText } from '../../lib/json-text.js';
import { type Language, localize, localizeOptional } from '../../lib/request-language.js';
import type {
  Area,
  BusinessesRepository,
  CardRef,
  CommodityPreviewRow,
  StoreCardRow,
} from './businesses.repository.js';
import { createCardFragments } from './card-fragments.js';
import { createStoreCardCache } from './store-cards.js';

export interface NearbyRequest extends Area {
  filterMode: 'all' | 'category';
  businessTypes?: string | undefined;
  pageNumber: number;
  pageCapacity: number;
}

export interface SearchRequest {
  latitude: number;
  longitude: number;
  keywords: string;
}

/** A card with its great-circle distance from the asked point, as the card shows it. */
interface Measured {
  row: StoreCardRow;
  miles: number;
}

/**
 * The rows within the range, measured with the domain's distance. Queries answer nearest first (or a
 * superset of the circle), so this only ever cuts rows off the end of a nearest-first page.
 */
function withinRange(rows: StoreCardRow[], area: Area): Measured[] {
  return rows
    .map((row) => ({ row, miles: milesBetween(area, row) }))
    .filter((entry) => entry.miles <= area.rangeMiles);
}

/** The category ids of a category-filtered list (the contract refuses a malformed one); none is the caller's mistake. */
function categoryFilter(request: NearbyRequest): string[] | null {
  if (request.filterMode === 'all') return null;
  const ids = (request.businessTypes ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (ids.length === 0) throw new AppError('REQUEST_INVALID', 'filterMode=category needs businessTypes.');
  return [...new Set(ids.map((id) => id.toLowerCase()))];
}

/**
 * The host of a website address as businesses.website stores it: lower case, without scheme, port, path
 * or a trailing dot. The web app sends location.host, but a full URL works too.
 */
export function normalizeHost(website: string): string {
  const withoutScheme = website
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  const host = withoutScheme.split(/[/?#]/)[0] ?? '';
  return host
    .replace(/^[^@]*@/, '')
    .replace(/:\d*$/, '')
    .replace(/\.$/, '');
}

/** An empty list of order types means every order type; the wire lists them. */
const orderTypesOf = (types: DiningType[]): DiningType[] =>
  types.length > 0 ? types : [...diningTypeSchema.options];

/** What the open label of a card is judged from. */
const statusInput = (row: StoreCardRow) => ({
  orderInAdvance: row.orderInAdvance,
  expectedOpeningTime: row.expectedOpeningTime?.getTime() ?? null,
  openHours: row.openHours,
  specialHours: row.specialHours,
  timeZone: row.timeZone,
  pausedUntil: row.pausedUntil?.getTime() ?? null,
});

/** The instant a card written at `now` may first differ: its label's, or an activity starting or ending. */
function cardSteadyUntil(row: StoreCardRow, now: number): number {
  return periodsSteadyUntil(row.activities, now, storeStatusSteadyUntil(statusInput(row), now));
}

/** Discovery: store lists, search, carousel, map mode, store by website, search history. */
export function createBusinessesService(deps: { repository: BusinessesRepository; clock: Clock }) {
  const { repository, clock } = deps;
  const cards = createStoreCardCache({ load: (ids) => repository.cards(ids) });

  /** The cards of a page read at one instant; labels are then judged at that instant. */
  const cardsOf = (refs: CardRef[]): Promise<StoreCardRow[]> => cards.cardsOf(refs);

  const fragments = createCardFragments();

  function toSummary({ row, miles }: Measured, language: Language, now: number): BusinessSummaryDto {
    const input = statusInput(row);
    const { expectedOpeningTime, pausedUntil } = input;
    const status = storeStatusAt(input, now);
    return {
      id: row.id,
      name: localize(row.name, language),
      logo: row.logo,
      images: row.images,
      isOpen: status.isOpen,
      canReserved: status.canReserved,
      pauseReason: isPaused(pausedUntil, now) ? row.pauseReason : null,
      orderInAdvance: row.orderInAdvance,
      expectedOpeningTime,
      distance: roundMiles(miles),
      openHours: row.openHours,
      categorys: row.categories.map((category) => ({
        id: category.id,
        name: localize(category.name, language),
      })),
      diningTypes: row.diningTypes,
      prepareFoodTime: preparationSeconds(row.prepareFoodTimeSeconds, row.busyExtraMinutes ?? 0),
      deliveryCarrier: row.deliveryCarrier,
      pointsConfig: { status: row.pointsStatus === 'active' },
      activities: row.activities
        .filter((activity) => isWithinPeriod(activity, now))
        .map((activity) => ({
          id: activity.id,
          name: localize(activity.name, language),
          activityType: activity.activityType,
          details: [
            {
              discountPercent: activity.discountPercent,
              availableConditions: {
                availableOrderTypes: orderTypesOf(activity.availableOrderTypes),
                availableCommodities: activity.availableCommodityIds ?? [],
              },
            },
          ],
        })),
      announcement: localizeOptional(row.announcement, language),
      website: row.website,
      address: {
        fullAddress: row.fullAddress,
        postalCode: row.postalCode,
        timeZone: row.timeZone,
        location: { coordinates: [row.longitude, row.latitude] },
      },
    };
  }

  /**
   * The cards as one JSON array's items: each card's fragment finished with its distance, and with
   * `tail(id)` (more fields, each starting with a comma) when given.
   */
  function cardsJson(
    measured: Measured[],
    language: Language,
    now: number,
    tail: (id: string) => string = () => '',
  ): string {
    return measured
      .map((entry) => {
        const head = fragments.head(
          entry.row,
          language,
          now,
          () => {
            const { distance: _distance, ...card } = toSummary(entry, language, now);
            return card;
          },
          () => cardSteadyUntil(entry.row, now),
        );
        return `${head}${roundMiles(entry.miles)}${tail(entry.row.id)}}`;
      })
      .join(',');
  }

  /** Each store's matching dishes as the `,"commodities":[…]` of its card, in the language asked for. */
  function commoditiesTails(previews: CommodityPreviewRow[], language: Language): (id: string) => string {
    const byBusiness = new Map<string, NonNullable<BusinessSummaryDto['commodities']>>();
    for (const preview of previews) {
      const list = byBusiness.get(preview.businessId) ?? [];
      list.push({
        id: preview.id,
        name: localize(preview.name, language),
        thumbnail: preview.thumbnail,
        price: preview.price,
      });
      byBusiness.set(preview.businessId, list);
    }
    return (id) => `,"commodities":${JSON.stringify(byBusiness.get(id) ?? [])}`;
  }

  return {
    async categories(language: Language): Promise<BusinessCategoryDto[]> {
      const rows = await repository.categories();
      return rows.map((row) => ({ id: row.id, name: localize(row.name, language) }));
    },

    /** One page of online stores within the range, nearest first, written as JSON. */
    async nearby(request: NearbyRequest, language: Language): Promise<JsonText> {
      const { pageNumber, pageCapacity } = request;
      const now = clock();
      // One row beyond the page tells whether another page exists, without a count.
      const refs = await repository.nearby({
        latitude: request.latitude,
        longitude: request.longitude,
        rangeMiles: request.rangeMiles,
        categoryIds: categoryFilter(request),
        limit: pageCapacity + 1,
        offset: (pageNumber - 1) * pageCapacity,
      });
      const within = withinRange(await cardsOf(refs), request);
      const cards = cardsJson(within.slice(0, pageCapacity), language, now);
      const hasMore = within.length > pageCapacity;
      return `{"businesses":[${cards}],"pageNumber":${pageNumber},"pageCapacity":${pageCapacity},"hasMore":${hasMore}}` as JsonText;
    },

    /** The recommendation carousel: promoted stores within the range by rank, then distance. */
    async promoted(area: Area, language: Language): Promise<JsonText> {
      const now = clock();
      const rows = await cardsOf(await repository.promoted(area, PROMOTED_MAX_BUSINESSES));
      return `{"businesses":[${cardsJson(withinRange(rows, area), language, now)}]}` as JsonText;
    },

    /** Map mode: the nearest stores within the range, at most 100. */
    async mapModel(area: Area, language: Language): Promise<JsonText> {
      const now = clock();
      const filter = { ...area, categoryIds: null, limit: MAP_MAX_BUSINESSES, offset: 0 };
      const rows = await cardsOf(await repository.nearby(filter));
      return `{"businesses":[${cardsJson(withinRange(rows, area), language, now)}]}` as JsonText;
    },

    /**
     * Stores within 40 miles whose name or dishes contain the keywords, nearest first, each with up to
     * three matching dishes; a signed-in diner's keywords go into their history.
     */
    async search(
      request: SearchRequest,
      language: Language,
      history: { userId: string } | null,
    ): Promise<JsonText> {
      const keywords = request.keywords.replace(/\s+/g, ' ');
      const area = {
        latitude: request.latitude,
        longitude: request.longitude,
        rangeMiles: SEARCH_RANGE_MILES,
      };
      const now = clock();
      const [refs] = await Promise.all([
        repository.search(area, keywords, SEARCH_MAX_BUSINESSES),
        history
          ? repository.recordSearch(history.userId, keywords, new Date(now), SEARCH_HISTORY_LIMIT)
          : undefined,
      ]);
      const found = withinRange(await cardsOf(refs), area);
      const previews = await repository.matchingCommodities(
        found.map((entry) => entry.row.id),
        keywords,
        SEARCH_COMMODITIES_PER_BUSINESS,
      );
      return `{"businesses":[${cardsJson(found, language, now, commoditiesTails(previews, language))}]}` as JsonText;
    },

    async businessIdByWebsite(website: string): Promise<string> {
      const id = await repository.businessIdByWebsite(normalizeHost(website));
      if (!id) throw new AppError('STORE_WEBSITE_NOT_FOUND');
      return id;
    },

    searchHistories: (userId: string) => repository.searchHistories(userId, SEARCH_HISTORY_LIMIT),

    clearSearchHistories: (userId: string) => repository.clearSearchHistories(userId),
  };
}

export type BusinessesService = ReturnType<typeof createBusinessesService>;

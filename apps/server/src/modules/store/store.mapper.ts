import type { DiningType } from '@nearbite/contract/businesses';
import {
  ALL_DAY,
  type CommodityDto,
  type CommoditySummaryDto,
  type TimedMenuDto,
} from '@nearbite/contract/menu';
import type { BusinessDetailDto } from '@nearbite/contract/store';
import type { DeliveryConfigDto, DoordashDeliveryConfigDto } from '@nearbite/contract/store-config';
import { IMAGE_WIDTH_LIST, IMAGE_WIDTH_WIDE } from '@nearbite/domain/discovery';
import { dollars } from '@nearbite/domain/money-text';
import { deliversOn, deliveryDatesFor, isoWeekday, isTimedMenuOpen } from '@nearbite/domain/ordering-time';
import type { PauseReason } from '@nearbite/domain/store-operations';
import { DAY_MS, isOpenAt, type WeeklyOpenHours } from '@nearbite/domain/store-status';
import type { PointsExchangeTier } from '../../db/schema/points.js';
import { type Language, localize, localizeOptional } from '../../lib/request-language.js';
import { sizedImageUrl } from '../images/image-urls.js';
import type {
  ActivityRow,
  BusinessDetailRows,
  BusinessRow,
  CommodityDetailRows,
  CommoditySummaryRow,
  DeliveryConfigRow,
  TimedMenuRow,
} from './store.repository.js';

/** The hours of an item without a timed menu: all day, every day. */
const ALL_DAY_HOURS: Array<Array<[number, number]>> = Array.from({ length: 7 }, () => [[0, DAY_MS]]);
const ALL_DAY_NAME = { en: 'All day', zh: '全天' };

const clock = (ms: number): string => {
  const minutes = Math.floor(ms / 60_000);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

/** "11:00-14:30, 17:00-21:30" per weekday, Sunday first; "" on a day without hours. */
export function openHoursText(openHours: WeeklyOpenHours): string[] {
  return Array.from({ length: 7 }, (_, weekday) =>
    (openHours[weekday] ?? []).map(([start, end]) => `${clock(start)}-${clock(end)}`).join(', '),
  );
}

/** The sentence of one points tier: which item prices it covers. */
export function exchangeRuleText(tier: PointsExchangeTier, language: Language): string {
  const { minPrice, maxPrice } = tier;
  if (language === 'zh') {
    return minPrice > 0
      ? `${dollars(minPrice)}以上至${dollars(maxPrice)}的商品`
      : `${dollars(maxPrice)}及以下的商品`;
  }
  return minPrice > 0
    ? `Items over ${dollars(minPrice)} up to ${dollars(maxPrice)}`
    : `Items up to ${dollars(maxPrice)}`;
}

/** An empty list of order types means every order type; the wire lists them. */
const ORDER_TYPES: DiningType[] = ['delivery', 'pickup', 'dineIn'];
const orderTypesOf = (types: DiningType[]): DiningType[] => (types.length > 0 ? types : [...ORDER_TYPES]);

function toActivity(activity: ActivityRow, language: Language) {
  return {
    id: activity.id,
    name: localize(activity.name, language),
    activityDescribe: localizeOptional(activity.activityDescribe, language),
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
  };
}

/** The delivery config columns the wire shows. */
type DeliveryConfigColumns = Pick<
  DeliveryConfigRow,
  | 'basePrice'
  | 'baseDistanceMiles'
  | 'extraDeliveryPrices'
  | 'maxDistanceMiles'
  | 'minCommoditiesPrice'
  | 'smallOrderExtraPrice'
  | 'originLatitude'
  | 'originLongitude'
  | 'deliveryFeeShares'
>;

/** A standard delivery config row as the store page (and the order's fee rules) read it. */
export function toDeliveryConfig(row: DeliveryConfigColumns): DeliveryConfigDto {
  return {
    baseDeliveryPrice: { price: row.basePrice, distance: row.baseDistanceMiles },
    extraDeliveryPrice: row.extraDeliveryPrices,
    maxDistance: row.maxDistanceMiles,
    minCommoditiesPrice: row.minCommoditiesPrice,
    smallOrderExtraPrice: row.smallOrderExtraPrice,
    location:
      row.originLatitude !== null && row.originLongitude !== null
        ? { coordinates: [row.originLongitude, row.originLatitude] }
        : null,
    deliveryFeeShares: row.deliveryFeeShares,
  };
}

/** A third-party config row: its price and shares only. */
export function toDoordashConfig(
  row: Pick<DeliveryConfigRow, 'basePrice' | 'deliveryFeeShares'>,
): DoordashDeliveryConfigDto {
  return { baseDeliveryPrice: { price: row.basePrice }, deliveryFeeShares: row.deliveryFeeShares };
}

/** What the detail needs besides the rows: the time-dependent facts, judged once by the service. */
export interface DetailFacts {
  isOpen: boolean;
  canReserved: boolean;
  /** Why new orders are paused now; null when they are not. */
  pauseReason: PauseReason | null;
  /** The preparation diners are shown: the store's own and busy mode's minutes. */
  prepareFoodTimeSeconds: number;
  /** Today in the store's zone, 0 = Sunday … 6 = Saturday. */
  weekday: number;
  distance: number | null;
}

/** The store's banner photos as the store page shows them (750 px wide). */
export function bannerImages(business: Pick<BusinessRow, 'images'>): string[] {
  return business.images.map((url) => sizedImageUrl(url, IMAGE_WIDTH_WIDE));
}

export function toBusinessDetail(
  rows: BusinessDetailRows,
  facts: DetailFacts,
  language: Language,
): BusinessDetailDto {
  const { business } = rows;
  const standard = rows.deliveryConfigs.find((config) => config.kind === 'standard') ?? null;
  const doordash = rows.deliveryConfigs.find((config) => config.kind === 'doordash') ?? null;
  const deliveryDates = standard?.deliveryDates ?? null;
  const pointsOn = business.pointsStatus === 'active';
  const tiers = pointsOn ? (rows.exchangeTiers ?? []) : [];
  return {
    id: business.id,
    name: localize(business.name, language),
    logo: business.logo === null ? null : sizedImageUrl(business.logo, IMAGE_WIDTH_LIST),
    images: bannerImages(business),
    categorys: rows.categories.map((category) => ({
      id: category.id,
      name: localize(category.name, language),
    })),
    announcement: localizeOptional(business.announcement, language),
    activities: rows.activities.map((activity) => toActivity(activity, language)),
    diningTypes: business.diningTypes,
    deliveryCarrier: business.deliveryCarrier,
    prepareFoodTime: facts.prepareFoodTimeSeconds,
    distance: facts.distance,
    address: {
      fullAddress: business.fullAddress,
      postalCode: business.postalCode,
      location: { coordinates: [business.longitude, business.latitude] },
      timeZone: business.timeZone,
      area: {
        deliveryConfig: standard ? toDeliveryConfig(standard) : null,
        doordashDeliveryConfig: doordash ? toDoordashConfig(doordash) : null,
      },
    },
    contact: { phoneNumber: business.contactPhoneNumber },
    openHours: business.openHours,
    specialHours: business.specialHours,
    openHoursStr: openHoursText(business.openHours),
    isOpen: facts.isOpen,
    canReserved: facts.canReserved,
    pauseReason: facts.pauseReason,
    orderInAdvance: business.orderInAdvance,
    expectedOpeningTime: business.expectedOpeningTime?.getTime() ?? null,
    // Only business-run delivery keeps to its delivery dates; the other carriers deliver every day.
    todaySupportDelivery:
      business.diningTypes.includes('delivery') &&
      deliversOn(deliveryDatesFor(business.deliveryCarrier, deliveryDates), facts.weekday),
    weekDay: isoWeekday(facts.weekday),
    deliveryDates,
    taxRate: { combinedRate: business.taxRateMillionths },
    noTaxOnPickupOrders: business.noTaxOnPickupOrders,
    servicePrices: business.servicePrices,
    tipConfig: business.tipConfig,
    specialTipRules: business.specialTipRules ?? null,
    customizedTipDisabled: business.customizedTipDisabled,
    tipDisabledForOnline: business.tipDisabledForOnline,
    integralRules: tiers.map((tier) => ({
      availablePrices: { min: tier.minPrice, max: tier.maxPrice },
      requiredPoints: tier.requiredPoints,
    })),
    pointsConfig: {
      status: pointsOn,
      exchangeRules: {
        commodities: tiers.map((tier) => ({
          requiredPoints: tier.requiredPoints,
          content: exchangeRuleText(tier, language),
        })),
      },
    },
    pickUpAddresses: rows.pickupAddresses.map((address) => ({
      id: address.id,
      name: localize(address.addressName, language),
      address: address.fullAddress,
      location: { coordinates: [address.longitude, address.latitude] },
      pickupHours: address.pickupHours,
      asap: address.supportsImmediatePickUp,
    })),
    reserveDay: business.reserveDay,
    spacTime: business.spacTimeMinutes,
    tablesInfo: { tableNames: rows.tableNames },
  };
}

/** Out of stock, or taken off sale by the store. */
export const isSoldOut = (row: { stockNumber: number | null; isAvailable: boolean }): boolean =>
  !row.isAvailable || row.stockNumber === 0;

export function toCommoditySummary(row: CommoditySummaryRow, language: Language): CommoditySummaryDto {
  return {
    id: row.id,
    categoryId: row.categoryId,
    name: localize(row.name, language),
    description: localizeOptional(row.description, language),
    thumbnail: row.thumbnail === null ? null : sizedImageUrl(row.thumbnail, IMAGE_WIDTH_LIST),
    price: row.price,
    takeawayPrice: row.takeawayPrice,
    originPrice: row.originPrice,
    originTakeawayPrice: row.originTakeawayPrice,
    discountPercent: row.discountPercent,
    stockNumber: row.stockNumber,
    minBuyNumber: row.minBuyNumber,
    maxBuyNumber: row.maxBuyNumber,
    timedMenuId: row.timedMenuId ?? ALL_DAY,
    deliveryNotSupported: row.deliveryNotSupported,
    supportsExchange: row.supportsExchange,
    soldOut: isSoldOut(row),
    hasOptions: row.hasOptions,
  };
}

export function toTimedMenu(
  row: TimedMenuRow,
  timeZone: string,
  now: number,
  language: Language,
): TimedMenuDto {
  return {
    id: row.id,
    name: localize(row.name, language),
    openHours: row.openHours,
    isOpenNow: isOpenAt(row.openHours, timeZone, now),
  };
}

export function toCommodity(rows: CommodityDetailRows, now: number, language: Language): CommodityDto {
  const { commodity, business, timedMenu } = rows;
  const menuOpen = isTimedMenuOpen(timedMenu, business.timeZone, now);
  const hasOptions =
    commodity.specifications.length > 0 || commodity.addOnGroups.length > 0 || rows.attributes.length > 0;
  const { timedMenuId: _timedMenuId, ...summary } = toCommoditySummary(
    { ...commodity, hasOptions },
    language,
  );
  return {
    ...summary,
    businessId: business.id,
    images: commodity.images.map((url) => sizedImageUrl(url, IMAGE_WIDTH_WIDE)),
    specifications: commodity.specifications.map((specification) => ({
      id: specification.id,
      name: localize(specification.name, language),
      values: specification.values.map((value) => ({ id: value.id, name: localize(value.name, language) })),
      singularity: specification.singularity,
      required: specification.required,
      maxSelected: specification.maxSelected,
    })),
    attributes: rows.attributes.map((attribute) => ({
      id: attribute.id,
      name: localize(attribute.name, language),
      values: attribute.values.map((value) => ({ ...value, name: localize(value.name, language) })),
    })),
    addOns: commodity.addOnGroups.map((group) => ({
      id: group.id,
      name: localize(group.name, language),
      minBuyNumber: group.minBuyNumber,
      maxBuyNumber: group.maxBuyNumber,
      values: group.values.map((value) => ({
        id: value.id,
        name: localize(value.name, language),
        price: value.price,
        minBuyNumber: value.minBuyNumber,
        maxBuyNumber: value.maxBuyNumber,
      })),
    })),
    timedMenuId: timedMenu
      ? { id: timedMenu.id, name: localize(timedMenu.name, language), openHours: timedMenu.openHours }
      : { id: ALL_DAY, name: localize(ALL_DAY_NAME, language), openHours: ALL_DAY_HOURS },
    specifiedTax: commodity.specifiedTax,
    canJoin: !isSoldOut(commodity) && menuOpen,
  };
}

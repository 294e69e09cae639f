import type { LocalizedText } from '../db/schema/columns.js';
import { itemAt } from '../lib/prng.js';
import type { HostSite } from './business-generator.js';
import type { CatalogPlan } from './catalog-plan.js';
import type { AreaRow, CouponRow, HostRow, PlatformRows } from './catalog-rows.js';
import { type City, type LatLng, offsetPoint, SF_NEIGHBOURHOODS, US_CITIES } from './geography.js';
import { BUSINESS_CATEGORIES } from './menu-library.js';
import { everyDay, HOUR_MS } from './opening-hours.js';
import {
  couponRow,
  durationDays,
  EXPIRED_WINDOW,
  FAR_FUTURE,
  NOT_STARTED_WINDOW,
  VALID_FROM,
} from './promotions-generator.js';

/** Redeem codes of the platform's own coupons; store codes start with a digit, these with a letter. */
export const PLATFORM_REDEEM_CODES = {
  freeDelivery: 'NEAR',
  cash: 'BITE',
  pickupAndDineIn: 'DEMO',
  expired: 'OLDY',
};

const PLATFORM: LocalizedText = { en: 'any Nearbite store', zh: 'Nearbite全部商家' };

/** Rows that exist once per catalog: categories, areas, hosts, platform coupons and the welcome gift. */
export function generatePlatform(plan: CatalogPlan): PlatformRows {
  const welcome = welcomeCoupons(plan);
  const packageId = plan.ids('newUserPackage', 0);
  return {
    areas: plan.metros.map((metro, index) => areaRow(plan, metro, index)),
    businessCategories: BUSINESS_CATEGORIES.map((category, index) => ({
      id: plan.ids('businessCategory', index),
      name: category.name,
      sortOrder: index,
    })),
    hosts: hostRows(plan),
    coupons: [...welcome, ...platformCoupons(plan)],
    newUserPackages: [{ id: packageId, packageStatus: 'active' }],
    newUserPackageCoupons: welcome.map((coupon, index) => ({
      packageId,
      couponId: coupon.id ?? '',
      quantity: 1,
      sortOrder: index,
    })),
  };
}

function areaRow(plan: CatalogPlan, metro: string, index: number): AreaRow {
  const city = metroCity(metro);
  const handle = `nearbite.${metro}`;
  return {
    id: plan.ids('area', index),
    name: metro === 'sf' ? { en: 'San Francisco Bay Area', zh: '旧金山湾区' } : city.name,
    status: 'active',
    timeZone: city.timeZone,
    contactPhoneNumber: `${city.areaCode}5550100`,
    instagramAccount: handle,
    instagramUrl: `https://www.instagram.com/${handle}/`,
    serviceTimeStartMs: 9 * HOUR_MS,
    serviceTimeEndMs: 22 * HOUR_MS,
  };
}

/** The biggest city of a metro names its area. */
function metroCity(metro: string): City {
  return US_CITIES.filter((city) => city.metro === metro).reduce((biggest, city) =>
    city.population > biggest.population ? city : biggest,
  );
}

interface HostPlace extends LatLng {
  name: LocalizedText;
  street: string;
  postalCode: string;
}

/** Hosts near the centre; the first stands a few hundred feet away, so one is always within a mile. */
export function hostSites(plan: CatalogPlan): HostSite[] {
  return hostPlaces(plan).map((place, index) => ({
    id: plan.ids('host', index),
    latitude: place.latitude,
    longitude: place.longitude,
  }));
}

const HOST_NEIGHBOURHOODS = [
  'Union Square',
  'Chinatown',
  'Mission District',
  'Inner Sunset',
  'Marina',
  'SoMa',
];
const HOST_OFFSETS: Array<[number, number, LocalizedText]> = [
  [0.15, 45, { en: 'Central', zh: '中心' }],
  [1.2, 0, { en: 'North', zh: '北区' }],
  [2.5, 160, { en: 'South', zh: '南区' }],
  [3, 250, { en: 'West', zh: '西区' }],
  [2.2, 300, { en: 'Northwest', zh: '西北区' }],
  [1.5, 110, { en: 'East', zh: '东区' }],
];

function hostPlaces(plan: CatalogPlan): HostPlace[] {
  if (plan.useNeighbourhoods) {
    return HOST_NEIGHBOURHOODS.map((name) => {
      const hood = itemAt(
        SF_NEIGHBOURHOODS.filter((candidate) => candidate.name.en === name),
        0,
      );
      const point = offsetPoint(hood, 0.08, 45);
      return { ...point, name: hood.name, street: itemAt(hood.streets, 0), postalCode: hood.postalCode };
    });
  }
  return HOST_OFFSETS.map(([miles, bearing, name]) => ({
    ...offsetPoint(plan.center, miles, bearing),
    name,
    street: itemAt(plan.homeCity.streets, 0),
    postalCode: plan.homeCity.postalCode,
  }));
}

function hostRows(plan: CatalogPlan): HostRow[] {
  const city = plan.homeCity;
  return hostPlaces(plan).map((place, index) => ({
    id: plan.ids('host', index),
    name: { en: `Nearbite Host · ${place.name.en}`, zh: `Nearbite自提点 · ${place.name.zh}` },
    fullAddress: `${100 + index * 120} ${place.street}, ${city.name.en}, ${city.state} ${place.postalCode}`,
    latitude: place.latitude,
    longitude: place.longitude,
    phoneNumber: `${city.areaCode}555${String(200 + index).padStart(4, '0')}`,
    prepareTimeSeconds: index === 1 ? 1800 : 3600,
    // One host rests on Sundays, so the "time over" case of the host screen can be seen.
    pickupHours:
      index === 2
        ? everyDay([10 * HOUR_MS, 20 * HOUR_MS]).map((day, weekday) => (weekday === 0 ? [] : day))
        : everyDay([10 * HOUR_MS, 21 * HOUR_MS]),
    status: 'active',
  }));
}

/** The welcome gift: money off, a percentage off and free delivery, each valid for a while after claiming. */
function welcomeCoupons(plan: CatalogPlan): CouponRow[] {
  return [
    couponRow({
      id: plan.ids('coupon', 0xffff_0000, 0),
      businessId: null,
      where: PLATFORM,
      value: { couponType: 'cash', discountPrice: 500 },
      minCommoditiesPrice: 2500,
      expiry: durationDays(30),
      claimable: false,
    }),
    couponRow({
      id: plan.ids('coupon', 0xffff_0000, 1),
      businessId: null,
      where: PLATFORM,
      value: { couponType: 'discount', discountPercent: 85, maxDiscountPrice: 800 },
      minCommoditiesPrice: 1500,
      expiry: durationDays(14),
      claimable: false,
    }),
    couponRow({
      id: plan.ids('coupon', 0xffff_0000, 2),
      businessId: null,
      where: PLATFORM,
      value: { couponType: 'freeDeliveryPrice' },
      minCommoditiesPrice: 1000,
      orderTypes: ['delivery'],
      maxDeliveryDistanceMiles: 5,
      expiry: durationDays(30),
      claimable: false,
    }),
  ];
}

/**
 * Platform coupons on the claim page and behind redeem codes, including one that has expired, one not
 * yet started and one switched off, so each of those messages can be seen. DEMO grants two at once.
 */
function platformCoupons(plan: CatalogPlan): CouponRow[] {
  const id = (order: number) => plan.ids('coupon', 0xffff_0001, order);
  const codes = PLATFORM_REDEEM_CODES;
  return [
    couponRow({
      id: id(0),
      businessId: null,
      where: PLATFORM,
      value: { couponType: 'freeDeliveryPrice' },
      minCommoditiesPrice: 2000,
      orderTypes: ['delivery'],
      maxDeliveryDistanceMiles: 4,
      expiry: { expiryKind: 'interval', startTime: VALID_FROM, endTime: FAR_FUTURE },
      claimable: true,
      redeemCode: codes.freeDelivery,
    }),
    couponRow({
      id: id(1),
      businessId: null,
      where: PLATFORM,
      value: { couponType: 'cash', discountPrice: 800 },
      minCommoditiesPrice: 4000,
      expiry: { expiryKind: 'fixedTime', expiredTime: FAR_FUTURE },
      claimable: true,
      redeemCode: codes.cash,
      stockNumber: 1000,
    }),
    couponRow({
      id: id(2),
      businessId: null,
      where: PLATFORM,
      value: { couponType: 'discount', discountPercent: 80, maxDiscountPrice: 1000 },
      minCommoditiesPrice: 2000,
      orderTypes: ['pickup'],
      expiry: durationDays(7),
      claimable: true,
      redeemCode: codes.pickupAndDineIn,
    }),
    couponRow({
      id: id(3),
      businessId: null,
      where: PLATFORM,
      value: { couponType: 'cash', discountPrice: 300 },
      minCommoditiesPrice: 1500,
      orderTypes: ['dineIn'],
      expiry: durationDays(7),
      claimable: true,
      redeemCode: codes.pickupAndDineIn,
    }),
    couponRow({
      id: id(4),
      businessId: null,
      where: PLATFORM,
      value: { couponType: 'cash', discountPrice: 500 },
      minCommoditiesPrice: 2500,
      expiry: { expiryKind: 'interval', startTime: EXPIRED_WINDOW.start, endTime: EXPIRED_WINDOW.end },
      claimable: true,
      redeemCode: codes.expired,
    }),
    couponRow({
      id: id(5),
      businessId: null,
      where: PLATFORM,
      value: { couponType: 'cash', discountPrice: 1000 },
      minCommoditiesPrice: 5000,
      expiry: {
        expiryKind: 'interval',
        startTime: NOT_STARTED_WINDOW.start,
        endTime: NOT_STARTED_WINDOW.end,
      },
      claimable: true,
    }),
    couponRow({
      id: id(6),
      businessId: null,
      where: PLATFORM,
      value: { couponType: 'discount', discountPercent: 90, maxDiscountPrice: 500 },
      minCommoditiesPrice: 0,
      expiry: durationDays(7),
      claimable: true,
      status: 'inactive',
    }),
  ];
}

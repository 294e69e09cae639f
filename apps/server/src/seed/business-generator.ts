import type { DeliveryFeeShare, ServicePrice, TipConfig } from '../db/schema/catalog.js';
import { hashInts, itemAt, Rng } from '../lib/prng.js';
import { imageUrl, slugify } from '../modules/images/image-urls.js';
import { type BusinessTraits, traitsFor } from './business-traits.js';
import {
  areaIdOf,
  type CatalogPlan,
  categoryIdOf,
  cuisineOf,
  nameOf,
  type Region,
  regionOf,
} from './catalog-plan.js';
import {
  type BusinessRow,
  type BusinessRows,
  type DeliveryConfigRow,
  type DiningTableRow,
  emptyBusinessRows,
  type HostLinkRow,
  type PickupAddressRow,
} from './catalog-rows.js';
import {
  type City,
  distanceMiles,
  type LatLng,
  nearestCity,
  offsetPoint,
  SF_NEIGHBOURHOODS,
  US_CITIES,
} from './geography.js';
import { generateMenu } from './menu-generator.js';
import type { Cuisine } from './menu-library.types.js';
import { pointsProgramme, type StoreContext, storeActivities, storeCoupons } from './promotions-generator.js';

/** A host (self-pickup point) as far as the businesses delivering to it need to know. */
export interface HostSite extends LatLng {
  id: string;
}

interface Place {
  point: LatLng;
  city: City;
  streets: readonly string[];
  postalCode: string;
}

/** Cities where menus cost what they cost in San Francisco; elsewhere prices are a tenth lower. */
const EXPENSIVE_METROS = new Set(['sf', 'nyc', 'bos', 'sea', 'la', 'dca']);
const HOST_REACH_MILES = 8;
const WEBSITE_DOMAIN = 'nearbite.local';

/** All rows of business `index`: a pure function of the plan and the index. */
export function generateBusiness(plan: CatalogPlan, hosts: readonly HostSite[], index: number): BusinessRows {
  const rng = new Rng(hashInts(plan.seed, 0xb05, index));
  const region = regionOf(plan, index);
  const place = placeBusiness(plan, region, rng);
  const { cuisine, round } = cuisineOf(plan, index);
  const { name } = nameOf(plan, cuisine, round);
  const slug = slugify(name.en);
  const traits = traitsFor(region.kind === 'local' ? region.slot : null, cuisine, rng);
  const id = plan.ids('business', index);
  const rows = emptyBusinessRows();
  const context: StoreContext = { plan, index, businessId: id, businessName: name, traits, rng };

  const menu = generateMenu({
    plan,
    index,
    businessId: id,
    cuisine,
    traits,
    priceFactor: priceFactor(place.city, rng),
    rng,
  });
  rows.businesses.push(
    businessRow({ plan, index, id, region, place, cuisine, traits, name, slug, rng, menu }),
  );
  rows.businessCategoryLinks.push(
    ...[cuisine.key, ...cuisine.alsoListedAs.filter(() => rng.chance(0.5))].map((key) => ({
      businessId: id,
      categoryId: categoryIdOf(plan, key),
    })),
  );
  const delivery = traits.diningTypes.includes('delivery')
    ? deliveryConfigs(id, traits, place.point, rng)
    : [];
  rows.deliveryConfigs.push(...delivery);
  if (traits.diningTypes.includes('dineIn')) rows.diningTables.push(...diningTables(plan, index, id, rng));
  if (traits.diningTypes.includes('pickup'))
    rows.pickupAddresses.push(...pickupAddresses(plan, index, id, place, traits, rng));
  rows.timedMenus.push(...menu.timedMenus);
  rows.commodityCategories.push(...menu.commodityCategories);
  rows.commodities.push(...menu.commodities);
  rows.attributes.push(...menu.attributes);
  rows.attributeValues.push(...menu.attributeValues);
  const requiredCategories = new Set(
    menu.commodityCategories.filter((category) => category.requiredForDineIn).map((category) => category.id),
  );
  rows.activities.push(
    ...storeActivities(
      context,
      menu.commodities.filter((commodity) => !requiredCategories.has(commodity.categoryId)),
    ),
  );
  rows.coupons.push(...storeCoupons(context));
  if (traits.points) {
    const points = pointsProgramme(context);
    rows.pointsProgrammes.push(points.programme);
    rows.coupons.push(...points.coupons);
    rows.pointsCouponRules.push(...points.rules);
  }
  if (traits.deliveryCarrier === 'platform' && delivery.length > 0) {
    rows.hostLinks.push(
      ...hostLinks(id, place.point, hosts, delivery[0]?.maxDistanceMiles ?? HOST_REACH_MILES),
    );
  }
  return rows;
}

function placeBusiness(plan: CatalogPlan, region: Region, rng: Rng): Place {
  switch (region.kind) {
    case 'local': {
      if (plan.useNeighbourhoods) {
        const hood = rng.pick(SF_NEIGHBOURHOODS);
        return {
          point: scatter(hood, 0.25, rng),
          city: plan.homeCity,
          streets: hood.streets,
          postalCode: hood.postalCode,
        };
      }
      return inCity(scatter(plan.center, plan.radiusMiles, rng));
    }
    case 'satellite':
      return region.city
        ? cityPlace(region.city, scatter(region.city, 1.5, rng))
        : inCity(offsetPoint(plan.center, 12 + rng.float() * 20, rng.float() * 360));
    case 'elsewhere':
      return cityPlace(region.city, scatter(region.city, 2, rng));
    case 'national': {
      const city = weightedCity(rng);
      return cityPlace(city, scatter(city, 1 + Math.sqrt(city.population) / 10, rng));
    }
  }
}

const inCity = (point: LatLng): Place => cityPlace(nearestCity(point), point);
const cityPlace = (city: City, point: LatLng): Place => ({
  point,
  city,
  streets: city.streets,
  postalCode: city.postalCode,
});

/** A uniformly random point within `radius` miles. */
function scatter(origin: LatLng, radiusMiles: number, rng: Rng): LatLng {
  return offsetPoint(origin, radiusMiles * Math.sqrt(rng.float()), rng.float() * 360);
}

const CUMULATIVE_POPULATION: number[] = [];
for (const city of US_CITIES)
  CUMULATIVE_POPULATION.push((CUMULATIVE_POPULATION.at(-1) ?? 0) + city.population);

function weightedCity(rng: Rng): City {
  const target = rng.float() * (CUMULATIVE_POPULATION.at(-1) ?? 0);
  const position = CUMULATIVE_POPULATION.findIndex((sum) => sum > target);
  return itemAt(US_CITIES, position < 0 ? US_CITIES.length - 1 : position);
}

function priceFactor(city: City, rng: Rng): number {
  return (EXPENSIVE_METROS.has(city.metro) ? 1 : 0.9) * (0.92 + rng.float() * 0.2);
}

interface BusinessInput {
  plan: CatalogPlan;
  index: number;
  id: string;
  region: Region;
  place: Place;
  cuisine: Cuisine;
  traits: BusinessTraits;
  name: { en: string; zh: string };
  slug: string;
  rng: Rng;
  menu: ReturnType<typeof generateMenu>;
}

function businessRow(input: BusinessInput): BusinessRow {
  const { plan, index, place, traits, rng, slug } = input;
  const signature = input.menu.commodities.find(
    (commodity) => !commodity.deliveryNotSupported && commodity.price > 500,
  );
  return {
    id: input.id,
    areaId: areaIdOf(plan, place.city),
    name: input.name,
    status: 'online',
    logo: imageUrl('logo', slug),
    images: [imageUrl('banner', slug), ...(signature?.thumbnail ? [signature.thumbnail] : [])],
    announcement: rng.chance(0.6) ? rng.pick(input.cuisine.announcements) : null,
    contactPhoneNumber: `${place.city.areaCode}555${String(rng.int(0, 9999)).padStart(4, '0')}`,
    website: `${slug}.${WEBSITE_DOMAIN}`,
    fullAddress: `${rng.int(1, 59) * 50 + rng.int(0, 49)} ${rng.pick(place.streets)}, ${place.city.name.en}, ${place.city.state} ${place.postalCode}`,
    postalCode: place.postalCode,
    latitude: place.point.latitude,
    longitude: place.point.longitude,
    timeZone: place.city.timeZone,
    openHours: traits.openHours,
    diningTypes: traits.diningTypes,
    deliveryCarrier: traits.deliveryCarrier,
    prepareFoodTimeSeconds: rng.int(2, 8) * 300,
    taxRateMillionths: place.city.taxRate,
    noTaxOnPickupOrders: traits.noTaxOnPickupOrders,
    servicePrices: rng.chance(0.6) ? servicePrices(traits, rng) : [],
    tipConfig: rng.chance(0.15) ? customTips(rng) : null,
    specialTipRules: null,
    customizedTipDisabled: rng.chance(0.05),
    tipDisabledForOnline: rng.chance(0.05),
    orderInAdvance: traits.orderInAdvance,
    expectedOpeningTime: null,
    reserveDay: rng.weighted([
      [1, 6],
      [2, 2],
      [3, 1],
    ]),
    spacTimeMinutes: rng.weighted([
      [15, 6],
      [30, 3],
      [10, 1],
    ]),
    pointsStatus: traits.points ? 'active' : 'inactive',
    promotedRank: promotedRank(input.region, index),
  };
}

/** A handful of nearby stores lead the recommendation carousel; a few far ones too, for other centres. */
function promotedRank(region: Region, index: number): number | null {
  if (region.kind === 'local' && index < 120 && index % 6 === 0) return ((index / 6) % 10) + 1;
  return index % 500 === 250 ? 10 : null;
}

/** Service fees per order type; percent is a whole percent, cent a fixed amount in cents. */
function servicePrices(traits: BusinessTraits, rng: Rng): ServicePrice[] {
  return traits.diningTypes.map((orderType): ServicePrice => {
    if (orderType === 'delivery') return { orderType, percent: rng.pick([3, 5]), cent: rng.pick([0, 99]) };
    if (orderType === 'pickup') return { orderType, percent: rng.pick([0, 2, 3]), cent: 0 };
    return { orderType, percent: rng.pick([4, 5]), cent: rng.pick([0, 50]) };
  });
}

function customTips(rng: Rng): TipConfig {
  return {
    percentages: rng.pick([
      [1500, 1800, 2000],
      [1000, 1500, 2000],
    ]),
    fixedAmounts: [200, 300, 400],
    thresholdPrice: 2000,
  };
}

/**
 * Standard rules for every delivering store: a base price covering the first miles, then a price per
 * started extra mile (or two), a radius and a minimum order. Business-run delivery may skip weekdays
 * and may lack a small-order surcharge (then small orders cannot be delivered); DoorDash stores carry
 * DoorDash's own rule next to the standard one.
 */
function deliveryConfigs(
  businessId: string,
  traits: BusinessTraits,
  origin: LatLng,
  rng: Rng,
): DeliveryConfigRow[] {
  const carrier = traits.deliveryCarrier;
  const extraDistance = rng.pick([1, 1, 2]);
  const standard: DeliveryConfigRow = {
    businessId,
    kind: 'standard',
    basePrice: rng.pick([199, 249, 299, 399, 499]),
    baseDistanceMiles: rng.pick([1.5, 2, 3]),
    extraDeliveryPrices: [
      { price: extraDistance === 1 ? rng.pick([100, 150]) : 200, distance: extraDistance },
    ],
    maxDistanceMiles: rng.pick([4, 5, 6, 8]),
    minCommoditiesPrice: rng.pick([1000, 1500, 2000, 2500]),
    smallOrderExtraPrice: carrier === 'platform' ? rng.pick([199, 299, null]) : rng.pick([199, null]),
    deliveryFeeShares: [feeShare(rng)],
    deliveryDates:
      carrier === 'business' ? rng.pick([null, [1, 2, 3, 4, 5], [2, 3, 4, 5, 6, 7], [1, 3, 5, 6, 7]]) : null,
    originLatitude: origin.latitude,
    originLongitude: origin.longitude,
  };
  if (carrier !== 'doordash') return [standard];
  return [
    standard,
    {
      businessId,
      kind: 'doordash',
      basePrice: rng.pick([599, 699, 799]),
      baseDistanceMiles: 0,
      extraDeliveryPrices: [],
      maxDistanceMiles: standard.maxDistanceMiles,
      minCommoditiesPrice: standard.minCommoditiesPrice,
      smallOrderExtraPrice: null,
      deliveryFeeShares: [feeShare(rng)],
      deliveryDates: null,
      originLatitude: origin.latitude,
      originLongitude: origin.longitude,
    },
  ];
}

/**
 * Who pays the delivery fee: all of it (customer), a percentage of it (proportional, value in percent),
 * a fixed amount (fixedPrice, cents) or a fixed amount per mile (fixedUnitPrice, cents).
 */
function feeShare(rng: Rng): DeliveryFeeShare {
  return rng.weighted<DeliveryFeeShare>([
    [{ shareType: 'customer', value: 100 }, 6],
    [{ shareType: 'proportional', value: 50 }, 2],
    [{ shareType: 'fixedPrice', value: 299 }, 1],
    [{ shareType: 'fixedUnitPrice', value: 100 }, 1],
  ]);
}

const TABLE_LAYOUTS: Array<(count: number) => string[]> = [
  (count) => Array.from({ length: count }, (_, table) => String(table + 1)),
  (count) =>
    Array.from({ length: count }, (_, table) => `${table % 2 === 0 ? 'A' : 'B'}${Math.floor(table / 2) + 1}`),
  (count) =>
    Array.from({ length: count }, (_, table) => {
      const area = ['Window', 'Bar', 'Patio', 'Booth'][table % 4];
      return `${area} ${Math.floor(table / 4) + 1}`;
    }),
];

function diningTables(plan: CatalogPlan, index: number, businessId: string, rng: Rng): DiningTableRow[] {
  const names = rng.pick(TABLE_LAYOUTS)(plan.light ? 4 : rng.int(6, 12));
  return names.map((name, table) => ({
    id: plan.ids('diningTable', index, table),
    businessId,
    name,
    code: `${plan.tag}${index.toString(36)}-${table}`,
    sortOrder: table,
  }));
}

function pickupAddresses(
  plan: CatalogPlan,
  index: number,
  businessId: string,
  place: Place,
  traits: BusinessTraits,
  rng: Rng,
): PickupAddressRow[] {
  const number = rng.int(1, 59) * 50 + rng.int(0, 49);
  const street = rng.pick(place.streets);
  const counter: PickupAddressRow = {
    id: plan.ids('pickupAddress', index, 0),
    businessId,
    addressName: { en: 'Front counter', zh: '前台取餐' },
    fullAddress: `${number} ${street}, ${place.city.name.en}, ${place.city.state} ${place.postalCode}`,
    latitude: place.point.latitude,
    longitude: place.point.longitude,
    pickupHours: traits.openHours,
    supportsImmediatePickUp: rng.chance(0.9),
    sortOrder: 0,
  };
  if (plan.light || !rng.chance(0.3)) return [counter];
  const curb = offsetPoint(place.point, 0.05, rng.float() * 360);
  return [
    counter,
    {
      id: plan.ids('pickupAddress', index, 1),
      businessId,
      addressName: { en: 'Curbside pickup', zh: '路边取餐' },
      fullAddress: `${number + 2} ${street}, ${place.city.name.en}, ${place.city.state} ${place.postalCode}`,
      latitude: curb.latitude,
      longitude: curb.longitude,
      pickupHours: traits.openHours,
      supportsImmediatePickUp: false,
      sortOrder: 1,
    },
  ];
}

function hostLinks(
  businessId: string,
  point: LatLng,
  hosts: readonly HostSite[],
  reach: number,
): HostLinkRow[] {
  return hosts
    .filter((host) => distanceMiles(point, host) <= Math.min(reach, HOST_REACH_MILES))
    .map((host) => ({ selfPickupPointId: host.id, businessId }));
}

import type { DeliveryCarrier, OrderType, WeeklyHours } from '../db/schema/columns.js';
import type { Rng } from '../lib/prng.js';
import type { Cuisine } from './menu-library.types.js';
import { ALWAYS_OPEN, closedOn, NO_HOURS, regularHours, staggeredWindow } from './opening-hours.js';

export type CouponKind = 'discount' | 'cash' | 'freeDeliveryPrice';
export type HoursKind = 'always' | 'regular' | 'window' | 'closedOneDay' | 'none';

/** The features a business shows off; decided before any of its rows are built. */
export interface BusinessTraits {
  diningTypes: OrderType[];
  deliveryCarrier: DeliveryCarrier;
  hoursKind: HoursKind;
  openHours: WeeklyHours;
  orderInAdvance: boolean;
  timedMenus: boolean;
  requiredForDineIn: boolean;
  points: boolean;
  soldOutItem: boolean;
  storeCoupons: CouponKind[];
  itemDiscountActivity: boolean;
  orderTypeActivity: boolean;
  noTaxOnPickupOrders: boolean;
  cheaperPickup: boolean;
}

const DINING_COMBINATIONS: OrderType[][] = [
  ['delivery'],
  ['pickup'],
  ['dineIn'],
  ['delivery', 'pickup'],
  ['delivery', 'dineIn'],
  ['pickup', 'dineIn'],
  ['delivery', 'pickup', 'dineIn'],
];

const CARRIERS: DeliveryCarrier[] = ['platform', 'business', 'doordash'];

/** How many of the first local stores follow the fixed scenario table below instead of chance. */
export const SCENARIO_SLOTS = 50;

/**
 * The first local stores (slots) are laid out so that the default catalog always has every case the
 * product must show, whatever the seed; the rest is left to chance with realistic weights.
 *
 *   slot % 10 == 0      open around the clock
 *   slot % 10 in 3, 7   a short daily window at a staggered hour, taking orders in advance
 *   slot % 10 in 5, 9   regular hours but closed all day on one weekday (a different one each)
 *   slot 11 and 41      no opening hours at all
 *   slots 0-13          every combination of dining types, twice; slots 0-49 cycle the carriers
 */
export function traitsFor(slot: number | null, cuisine: Cuisine, rng: Rng): BusinessTraits {
  const scripted = slot !== null && slot < SCENARIO_SLOTS ? slot : null;
  const diningTypes =
    scripted !== null && scripted < 14
      ? [...(DINING_COMBINATIONS[scripted % DINING_COMBINATIONS.length] ?? ['pickup'])]
      : randomDiningTypes(cuisine, rng);
  const hoursKind = scripted !== null ? scriptedHoursKind(scripted) : randomHoursKind(rng);
  const delivers = diningTypes.includes('delivery');
  return {
    diningTypes,
    deliveryCarrier: carrierFor(scripted, delivers, rng),
    hoursKind,
    openHours: hoursFor(hoursKind, scripted ?? rng.int(0, 62), cuisine, rng),
    orderInAdvance:
      hoursKind === 'window' || hoursKind === 'closedOneDay' || (hoursKind !== 'none' && rng.chance(0.7)),
    timedMenus: scripted !== null ? scripted % 4 === 1 || rng.chance(0.3) : rng.chance(0.35),
    requiredForDineIn:
      diningTypes.includes('dineIn') && (scripted !== null ? scripted % 2 === 0 : rng.chance(0.4)),
    points: scripted !== null ? scripted % 4 === 2 : rng.chance(0.2),
    soldOutItem: scripted !== null ? scripted % 3 !== 2 : rng.chance(0.4),
    storeCoupons: couponsFor(scripted, delivers, rng),
    itemDiscountActivity: scripted !== null ? scripted % 3 === 0 : rng.chance(0.3),
    orderTypeActivity: scripted !== null ? scripted % 3 === 2 : rng.chance(0.25),
    noTaxOnPickupOrders: scripted !== null ? scripted % 6 === 4 : rng.chance(0.15),
    cheaperPickup: diningTypes.includes('pickup') && rng.chance(0.15),
  };
}

function randomDiningTypes(cuisine: Cuisine, rng: Rng): OrderType[] {
  if (cuisine.key === 'grocery') return rng.pick([['delivery', 'pickup'], ['delivery'], ['pickup']]);
  return rng.weighted<OrderType[]>([
    [['delivery', 'pickup'], 40],
    [['delivery', 'pickup', 'dineIn'], 35],
    [['pickup', 'dineIn'], 10],
    [['delivery'], 5],
    [['pickup'], 5],
    [['dineIn'], 3],
    [['delivery', 'dineIn'], 2],
  ]);
}

function carrierFor(scripted: number | null, delivers: boolean, rng: Rng): DeliveryCarrier {
  if (!delivers) return 'platform';
  if (scripted !== null) return CARRIERS[scripted % CARRIERS.length] ?? 'platform';
  return rng.weighted<DeliveryCarrier>([
    ['platform', 60],
    ['business', 25],
    ['doordash', 15],
  ]);
}

function scriptedHoursKind(slot: number): HoursKind {
  if (slot === 11 || slot === 41) return 'none';
  switch (slot % 10) {
    case 0:
      return 'always';
    case 3:
    case 7:
      return 'window';
    case 5:
    case 9:
      return 'closedOneDay';
    default:
      return 'regular';
  }
}

function randomHoursKind(rng: Rng): HoursKind {
  return rng.weighted<HoursKind>([
    ['regular', 80],
    ['always', 8],
    ['window', 5],
    ['closedOneDay', 6],
    ['none', 1],
  ]);
}

/** For scripted slots the window and the closed weekday follow the slot, so consecutive ones differ. */
function hoursFor(kind: HoursKind, slot: number, cuisine: Cuisine, rng: Rng): WeeklyHours {
  const pairIndex = Math.floor(slot / 10) * 2 + (slot % 10 >= 6 ? 1 : 0);
  switch (kind) {
    case 'always':
      return ALWAYS_OPEN;
    case 'none':
      return NO_HOURS;
    case 'window':
      return staggeredWindow(pairIndex);
    case 'closedOneDay':
      return closedOn(regularHours(cuisine.hours, rng), pairIndex);
    case 'regular':
      return regularHours(cuisine.hours, rng);
  }
}

function couponsFor(scripted: number | null, delivers: boolean, rng: Rng): CouponKind[] {
  const kinds: CouponKind[] = [];
  if (scripted !== null) {
    if (scripted % 5 === 1) kinds.push('discount');
    if (scripted % 5 === 2) kinds.push('cash');
    if (scripted % 5 === 3) kinds.push(delivers ? 'freeDeliveryPrice' : 'cash');
    return kinds;
  }
  if (rng.chance(0.25))
    kinds.push(
      rng.pick<CouponKind>(delivers ? ['discount', 'cash', 'freeDeliveryPrice'] : ['discount', 'cash']),
    );
  return kinds;
}

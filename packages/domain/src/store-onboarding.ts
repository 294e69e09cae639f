/**
 * Onboarding a store: what a new store starts with, and what it needs before diners may see it. A store is
 * created offline by a platform admin; its owner sets it up and opens it when it is ready.
 */

import type { WeeklyOpenHours } from './store-status.js';

/** Stores per page of the platform's store list. */
export const PLATFORM_STORES_PAGE_SIZE = 20;

/** Longest area or business-category name, per language. */
export const PLATFORM_NAME_MAX = 60;

/** A new store's preparation time until its owner sets one: 20 minutes, the catalog's default. */
export const NEW_STORE_PREPARE_SECONDS = 1200;

/** A week with no opening interval: a new store is closed until its owner sets hours. */
export const NO_HOURS: WeeklyOpenHours = [[], [], [], [], [], [], []];

/** What a store may lack before it opens to diners, in the order an owner fixes them. */
export const READINESS_GAPS = [
  'diningTypes',
  'openHours',
  'menu',
  'address',
  'deliveryFee',
  'pickupAddress',
] as const;
export type ReadinessGap = (typeof READINESS_GAPS)[number];

export interface ReadinessInput {
  diningTypes: readonly string[];
  openHours: WeeklyOpenHours;
  /** Items on sale (available, in a category). */
  itemsOnSale: number;
  hasCoordinates: boolean;
  /** Whether the store has the fee rule its delivery carrier prices with (deliveryConfigFor). */
  deliveryPriced: boolean;
  /** The store's pickup addresses: a pickup order names one. */
  pickupAddresses: number;
}

/** The gaps that keep a store from opening, in the order the owner would fix them; none means ready. */
export function readinessGaps(store: ReadinessInput): ReadinessGap[] {
  const gaps: ReadinessGap[] = [];
  if (store.diningTypes.length === 0) gaps.push('diningTypes');
  if (!store.openHours.some((day) => day.length > 0)) gaps.push('openHours');
  if (store.itemsOnSale === 0) gaps.push('menu');
  if (!store.hasCoordinates) gaps.push('address');
  if (store.diningTypes.includes('delivery') && !store.deliveryPriced) gaps.push('deliveryFee');
  if (store.diningTypes.includes('pickup') && store.pickupAddresses === 0) gaps.push('pickupAddress');
  return gaps;
}

/**
 * A store's own pickup addresses (the Money tab): where diners collect pickup orders and when. A pickup order
 * names one, so a store that offers pickup must keep at least one. Codes A266–A269 (errors-pickup-addresses.ts);
 * numbers chosen in docs/decisions/money-settings.md and pinned by pickup-address-rules.test.ts.
 */

import { refuse } from './coded-error.js';
import { isValidDayHours } from './store-setup-rules.js';
import type { WeeklyOpenHours } from './store-status.js';

/** A counter, a side door, a second shop: ten covers every store we have seen. */
export const PICKUP_ADDRESSES_MAX = 10;

/** Longest pickup-address name, per language. */
export const PICKUP_ADDRESS_NAME_MAX = 60;

export interface PickupAddressDraft {
  addressName: { en: string; zh: string };
  pickupHours: WeeklyOpenHours;
}

const hasHours = (hours: WeeklyOpenHours) => hours.some((day) => day.length > 0);

/**
 * Checks the addresses a store would save: each with valid hours on some day (A266), no two with the same
 * name in either language (A268), and at least one while the store offers pickup (A267).
 */
export function checkPickupAddresses(
  addresses: ReadonlyArray<PickupAddressDraft>,
  offersPickup: boolean,
): void {
  if (offersPickup && addresses.length === 0) refuse('PICKUP_ADDRESS_REQUIRED');
  for (const address of addresses) {
    const hours = address.pickupHours;
    if (hours.length !== 7 || !hours.every(isValidDayHours) || !hasHours(hours))
      refuse('PICKUP_ADDRESS_HOURS_INVALID', `Check the hours of ${address.addressName.en}.`);
  }
  for (const language of ['en', 'zh'] as const) {
    const names = addresses.map((address) => address.addressName[language].trim().toLowerCase());
    if (new Set(names).size !== names.length) refuse('PICKUP_ADDRESS_NAME_TAKEN');
  }
}

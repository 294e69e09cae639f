import { describe, expect, it } from 'vitest';
import type { CodedError } from './coded-error.js';
import { serverErrors } from './errors.js';
import {
  checkPickupAddresses,
  PICKUP_ADDRESS_NAME_MAX,
  PICKUP_ADDRESSES_MAX,
  type PickupAddressDraft,
} from './pickup-address-rules.js';
import type { WeeklyOpenHours } from './store-status.js';

const HOUR = 3_600_000;
const weekdays: WeeklyOpenHours = [[], [[9 * HOUR, 17 * HOUR]], [], [], [], [], []];
const counter: PickupAddressDraft = {
  addressName: { en: 'Front counter', zh: '前台' },
  pickupHours: weekdays,
};
const sideDoor: PickupAddressDraft = { addressName: { en: 'Side door', zh: '侧门' }, pickupHours: weekdays };

const codeOf = (run: () => void) => {
  try {
    run();
    return null;
  } catch (error) {
    return serverErrors[(error as CodedError).key].code;
  }
};

describe('pickup address rules', () => {
  it('pins its numbers: at most 10 addresses, names of up to 60 characters', () => {
    expect(PICKUP_ADDRESSES_MAX).toBe(10);
    expect(PICKUP_ADDRESS_NAME_MAX).toBe(60);
  });

  it('takes addresses with hours on some day and their own names', () => {
    expect(codeOf(() => checkPickupAddresses([counter, sideDoor], true))).toBeNull();
  });

  it('asks a store that offers pickup for one address (A267); a store without pickup may have none', () => {
    expect(codeOf(() => checkPickupAddresses([], true))).toBe('A267');
    expect(codeOf(() => checkPickupAddresses([], false))).toBeNull();
  });

  it('refuses an address with no hours, hours ending before they start, or not seven days (A266)', () => {
    const closedWeek: WeeklyOpenHours = [[], [], [], [], [], [], []];
    const backwards: WeeklyOpenHours = [[[17 * HOUR, 9 * HOUR]], [], [], [], [], [], []];
    for (const pickupHours of [closedWeek, backwards, weekdays.slice(0, 6)])
      expect(codeOf(() => checkPickupAddresses([{ ...counter, pickupHours }], true))).toBe('A266');
  });

  it('refuses two addresses with one name in either language, whatever the case (A268)', () => {
    const sameEnglish = { ...sideDoor, addressName: { en: 'FRONT COUNTER ', zh: '侧门' } };
    const sameChinese = { ...sideDoor, addressName: { en: 'Side door', zh: '前台' } };
    expect(codeOf(() => checkPickupAddresses([counter, sameEnglish], true))).toBe('A268');
    expect(codeOf(() => checkPickupAddresses([counter, sameChinese], true))).toBe('A268');
  });
});

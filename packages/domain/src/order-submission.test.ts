import { describe, expect, it } from 'vitest';
import {
  CHOSEN_SLOT_GRACE_MS,
  deliverySlotRules,
  isSubmittedTimeOffered,
  PAYMENT_WINDOW_MS,
  paymentDeadline,
  pickupSlotRules,
  type StoreTimeSettings,
} from './order-submission.js';
import { timeSlots } from './ordering-time.js';
import type { WeeklyOpenHours } from './store-status.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const LA = 'America/Los_Angeles';
/** Wednesday 11 June 2025, 12:07:30 in Los Angeles. */
const WED_1207_LA = Date.parse('2025-06-11T19:07:30Z');
const laAt = (iso: string) => Date.parse(`${iso}-07:00`);
const everyDay = (...intervals: Array<[number, number]>): WeeklyOpenHours =>
  Array.from({ length: 7 }, () => intervals);

const store: StoreTimeSettings = {
  timeZone: LA,
  openHours: everyDay([11 * HOUR, 21 * HOUR]),
  prepareSeconds: 1200,
  spacTimeMinutes: 15,
  reserveDay: 1,
  orderInAdvance: true,
  isOpen: true,
};

describe('paymentDeadline', () => {
  it('gives a submitted order 15 minutes to be paid', () => {
    expect(PAYMENT_WINDOW_MS).toBe(15 * MINUTE);
    expect(paymentDeadline(WED_1207_LA)).toBe(WED_1207_LA + 15 * MINUTE);
  });
});

describe('slot rules', () => {
  it('delivers on the store hours with ASAP while open, only on its delivery weekdays', () => {
    const offered = timeSlots(deliverySlotRules(store, [4, 5]), WED_1207_LA);
    expect(offered.asap).toBe(false);
    expect(offered.days.map((day) => day.date)).toEqual(['2025-06-12']);
    expect(timeSlots(deliverySlotRules(store, null), WED_1207_LA).asap).toBe(true);
  });

  it('picks up on the address hours, with ASAP only where the address allows it', () => {
    const address = { pickupHours: everyDay([13 * HOUR, 14 * HOUR]), asap: false };
    const offered = timeSlots(pickupSlotRules(store, address), WED_1207_LA);
    expect(offered.asap).toBe(false);
    expect(offered.days[0]?.slots[0]).toBe(laAt('2025-06-11T13:00:00'));
    const counter = { pickupHours: store.openHours, asap: true };
    expect(timeSlots(pickupSlotRules(store, counter), WED_1207_LA).asap).toBe(true);
  });

  it('offers only the next hour to a store that takes no pre-orders', () => {
    const rules = deliverySlotRules({ ...store, orderInAdvance: false }, null);
    const slots = timeSlots(rules, WED_1207_LA).days.flatMap((day) => day.slots);
    expect(Math.max(...slots)).toBeLessThanOrEqual(WED_1207_LA + HOUR);
  });
});

describe('isSubmittedTimeOffered', () => {
  const rules = deliverySlotRules(store, null);
  const earliest = laAt('2025-06-11T12:30:00');

  it('accepts an offered slot and ASAP while open', () => {
    expect(isSubmittedTimeOffered(earliest, rules, WED_1207_LA)).toBe(true);
    expect(isSubmittedTimeOffered('asap', rules, WED_1207_LA)).toBe(true);
  });

  it('still accepts a slot the chooser offered a few minutes ago, not one from longer ago', () => {
    const later = WED_1207_LA + 4 * MINUTE; // the earliest slot is now 12:35
    expect(isSubmittedTimeOffered(earliest, rules, later)).toBe(true);
    expect(isSubmittedTimeOffered(earliest, rules, later + CHOSEN_SLOT_GRACE_MS)).toBe(false);
  });

  it('refuses a time between slots and ASAP while closed', () => {
    expect(isSubmittedTimeOffered(earliest + MINUTE, rules, WED_1207_LA)).toBe(false);
    expect(isSubmittedTimeOffered('asap', { ...rules, isOpen: false }, WED_1207_LA)).toBe(false);
  });
});

/**
 * Ordering times (specification sections 4, 5 and 9): timed menus, delivery and pickup time slots, ASAP,
 * pre-orders and business-run delivery days. Every function takes `now` (epoch ms) and works in the
 * business's time zone; opening hours follow store-status.ts (Sunday first, [start, end) ms of the day).
 *
 * Slots: the earliest is now plus the preparation time, rounded up to a 5-minute boundary. Each opening
 * interval of today and the next `reserveDay` days offers slots from max(earliest, interval start) (rounded
 * up to 5 minutes) every `spacTime` minutes while before the interval's end (a slot at the closing minute
 * is not offered). Future days start at their opening time: the kitchen prepares ahead for them.
 */

import type { DeliveryCarrier } from './delivery-fee.js';
import { hoursOnDay, isOpenAt, type SpecialDays, type WeeklyOpenHours } from './store-status.js';
import { epochAtLocal, isoDateOf, type LocalDay, localDayAt, weekdayOf } from './zoned-time.js';

const MINUTE_MS = 60_000;

/** Slot times are rounded up to this boundary. */
export const SLOT_ROUNDING_MS = 5 * MINUTE_MS;
/** A chosen time more than this far ahead makes the order a pre-order. */
export const PRE_ORDER_THRESHOLD_MS = 60 * MINUTE_MS;
/** Preparation time of a self-pickup point (host) when its config gives none. */
export const DEFAULT_PICKUP_POINT_PREPARE_SECONDS = 3600;
/** Days ahead a store takes orders for, when it sets none. */
export const DEFAULT_RESERVE_DAY = 1;
/** Minutes between slots, when the store sets none. */
export const DEFAULT_SPAC_TIME_MINUTES = 15;

/** Whether an item of a timed menu can be ordered now: all-day (null) always, else within the menu's hours. */
export function isTimedMenuOpen(
  menu: { openHours: WeeklyOpenHours } | null,
  timeZone: string,
  now: number,
): boolean {
  return menu === null || isOpenAt(menu.openHours, timeZone, now);
}

/** The delivery-dates weekday of an opening-hours weekday: Monday 1 … Sunday 7. */
export function isoWeekday(weekday: number): number {
  return weekday === 0 ? 7 : weekday;
}

/** The delivery dates that apply: only business-run delivery keeps to them; other carriers deliver daily. */
export function deliveryDatesFor(
  carrier: DeliveryCarrier,
  deliveryDates: readonly number[] | null,
): readonly number[] | null {
  return carrier === 'business' ? deliveryDates : null;
}

/** Whether delivery runs on a weekday (0 = Sunday); null dates mean every day. */
export function deliversOn(deliveryDates: readonly number[] | null, weekday: number): boolean {
  return deliveryDates === null || deliveryDates.includes(isoWeekday(weekday));
}

/** Whether delivery runs today in the business's time zone (the "no delivery today" check). */
export function deliversToday(
  deliveryDates: readonly number[] | null,
  timeZone: string,
  now: number,
): boolean {
  return deliversOn(deliveryDates, weekdayOf(localDayAt(timeZone, now)));
}

/** An epoch time rounded up to the next 5-minute boundary (whole-5-minute offsets keep it local). */
export function roundUpToSlot(epoch: number): number {
  return Math.ceil(epoch / SLOT_ROUNDING_MS) * SLOT_ROUNDING_MS;
}

/** The earliest slot: now plus the preparation time, rounded up to 5 minutes. */
export function earliestSlot(now: number, prepareSeconds: number): number {
  return roundUpToSlot(now + Math.max(0, prepareSeconds) * 1000);
}

/** The preparation time of a host: its configured one, or 3600 s. */
export function hostPrepareSeconds(prepareTime: number | null | undefined): number {
  return prepareTime ?? DEFAULT_PICKUP_POINT_PREPARE_SECONDS;
}

/** What decides the times offered for one way of ordering (delivery, a pickup address, a host). */
export interface SlotRules {
  timeZone: string;
  /** The business's opening hours, a pickup address's or a host's pickup hours. */
  hours: WeeklyOpenHours;
  /** The store's special days: a listed date offers its own intervals instead of the weekday's. */
  specialDays?: SpecialDays;
  /** Preparation time in seconds (prepareFoodTime; a host's prepareTime). */
  prepareSeconds: number;
  /** Minutes between slots (spacTime). */
  spacTimeMinutes: number;
  /** Days after today that can be chosen (0: today only). */
  reserveDay: number;
  /** Whether the store is open now (isOpen): ASAP needs it. */
  isOpen: boolean;
  /** ASAP allowed by the destination: the pickup address's supportsImmediatePickUp; true for delivery. */
  asapAllowed: boolean;
  /** Delivery weekdays (deliveryDatesFor); null for every day and for pickup. */
  deliveryDates: readonly number[] | null;
  /** The store takes pre-orders (orderInAdvance); when false only times up to 1 hour ahead are offered. */
  preOrderAllowed: boolean;
}

/** One day of the time chooser. */
export interface SlotDay {
  /** 0 today, 1 tomorrow … */
  dayOffset: number;
  /** Local date, YYYY-MM-DD. */
  date: string;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** Epoch ms, ascending. */
  slots: number[];
}

/** What the time chooser offers: ASAP, and the days that have at least one slot. */
export interface TimeSlots {
  asap: boolean;
  days: SlotDay[];
}

function slotsOfDay(rules: SlotRules, day: LocalDay, earliest: number, now: number): number[] {
  const step = Math.max(1, rules.spacTimeMinutes) * MINUTE_MS;
  const slots = new Set<number>();
  for (const [start, end] of hoursOnDay(rules.hours, rules.specialDays, weekdayOf(day), isoDateOf(day))) {
    const close = epochAtLocal(rules.timeZone, day, end);
    for (
      let slot = roundUpToSlot(Math.max(earliest, epochAtLocal(rules.timeZone, day, start)));
      slot < close;
      slot += step
    ) {
      if (rules.preOrderAllowed || slot - now <= PRE_ORDER_THRESHOLD_MS) slots.add(slot);
    }
  }
  return [...slots].sort((a, b) => a - b);
}

/** The times offered: ASAP only today while open (and allowed), slots for today and reserveDay days ahead. */
export function timeSlots(rules: SlotRules, now: number): TimeSlots {
  const today = localDayAt(rules.timeZone, now);
  const earliest = earliestSlot(now, rules.prepareSeconds);
  const days: SlotDay[] = [];
  for (let dayOffset = 0; dayOffset <= Math.max(0, rules.reserveDay); dayOffset++) {
    const day = today + dayOffset;
    const weekday = weekdayOf(day);
    if (!deliversOn(rules.deliveryDates, weekday)) continue;
    const slots = slotsOfDay(rules, day, earliest, now);
    if (slots.length > 0) days.push({ dayOffset, date: isoDateOf(day), weekday, slots });
  }
  const asap =
    rules.asapAllowed &&
    rules.isOpen &&
    deliversOn(rules.deliveryDates, weekdayOf(today)) &&
    isOpenAt(rules.hours, rules.timeZone, now, rules.specialDays);
  return { asap, days };
}

/**
 * Whether a chosen time ('asap' or an epoch slot) is offered at `now`. The server may pass a `now` a
 * little earlier than its clock, so a slot that passed while the diner was submitting still counts.
 */
export function isOfferedTime(time: number | 'asap', rules: SlotRules, now: number): boolean {
  const offered = timeSlots(rules, now);
  if (time === 'asap') return offered.asap;
  return offered.days.some((day) => day.slots.includes(time));
}

export const RESERVED_ORDER_TYPES = ['normal', 'preOrder'] as const;
export type ReservedOrderType = (typeof RESERVED_ORDER_TYPES)[number];

/** 'preOrder' when the chosen time is more than 1 hour ahead; 'normal' otherwise and for ASAP (null). */
export function reservedOrderType(time: number | null, now: number): ReservedOrderType {
  return time !== null && time - now > PRE_ORDER_THRESHOLD_MS ? 'preOrder' : 'normal';
}

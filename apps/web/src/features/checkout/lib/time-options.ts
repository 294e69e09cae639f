import type { PickupSlotDayDto } from '@nearbite/contract/pickup-points';
import type { BusinessDetailDto } from '@nearbite/contract/store';
import type { PickUpAddressDto } from '@nearbite/contract/store-config';
import {
  deliverySlotRules,
  pickupSlotRules,
  type StoreTimeSettings,
} from '@nearbite/domain/order-submission';
import {
  deliversToday,
  deliveryDatesFor,
  type SlotRules,
  type TimeSlots,
} from '@nearbite/domain/ordering-time';

/** The store page's fields that decide its delivery and pickup times. */
export function storeTimeSettings(business: BusinessDetailDto): StoreTimeSettings {
  return {
    timeZone: business.address.timeZone,
    openHours: business.openHours,
    specialHours: business.specialHours,
    prepareSeconds: business.prepareFoodTime,
    spacTimeMinutes: business.spacTime,
    reserveDay: business.reserveDay,
    orderInAdvance: business.orderInAdvance,
    isOpen: business.isOpen,
  };
}

/** The times offered for delivery from the store (the rules the server checks the chosen time with). */
export function deliveryRules(business: BusinessDetailDto): SlotRules {
  return deliverySlotRules(
    storeTimeSettings(business),
    deliveryDatesFor(business.deliveryCarrier, business.deliveryDates),
  );
}

/** The times offered at one of the store's pickup addresses. */
export function pickupRules(business: BusinessDetailDto, address: PickUpAddressDto): SlotRules {
  return pickupSlotRules(storeTimeSettings(business), address);
}

/** A host's times as the server computed them: no ASAP at a host. */
export function hostTimeSlots(data: readonly PickupSlotDayDto[]): TimeSlots {
  return { asap: false, days: data.filter((day) => day.slots.length > 0).map((day) => ({ ...day })) };
}

/** Whether the store delivers today (business-run delivery keeps to its delivery days). */
export function storeDeliversToday(business: BusinessDetailDto, now: number): boolean {
  return deliversToday(
    deliveryDatesFor(business.deliveryCarrier, business.deliveryDates),
    business.address.timeZone,
    now,
  );
}

/** Whether a chosen time is still offered. */
export function isStillOffered(time: number | 'asap', slots: TimeSlots): boolean {
  if (time === 'asap') return slots.asap;
  return slots.days.some((day) => day.slots.includes(time));
}

/** "12:30 PM" / "12:30" in the store's time zone. */
export function clockText(epoch: number, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' }).format(epoch);
}

/** "Sat, Nov 22" / "11月22日周六" in the store's time zone. */
export function dayText(epoch: number, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(epoch);
}

const clockOfDay = (ms: number): string => {
  const minutes = Math.floor(ms / 60_000);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

/** A day's hours as "10:00–14:30, 17:00–21:00"; "" for a day without hours. */
export function hoursText(intervals: ReadonlyArray<readonly [number, number]>): string {
  return intervals.map(([start, end]) => `${clockOfDay(start)}–${clockOfDay(end)}`).join(', ');
}

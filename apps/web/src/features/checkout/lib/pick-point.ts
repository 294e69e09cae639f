import type { PickupPointDto } from '@nearbite/contract/pickup-points';
import { defaultHost } from '@nearbite/domain/ordering-limits';
import type { TimeSlots } from '@nearbite/domain/ordering-time';
import { isValidPhone } from '@nearbite/domain/phone';
import { paths } from '../../../shared/lib/paths';
import type { CheckoutChoices } from './checkout-choices';
import { chosenHostOf } from './checkout-state';
import { isStillOffered } from './time-options';

/**
 * The host the pickup-point screen marks: the diner's pick while it is listed, else the best match of a
 * search, else the store's default host (the nearest within a mile), else the nearest.
 */
export function shownHost(
  list: readonly PickupPointDto[],
  pickedId: string | null,
  searched: string,
): PickupPointDto | undefined {
  const picked = list.find((host) => host.id === pickedId);
  if (picked) return picked;
  return searched ? list[0] : (defaultHost(list) ?? list[0]);
}

/** The pickup time shown: the diner's while the host still offers it, else its first slot, else none. */
export function shownPickupTime(picked: number | null, slots: TimeSlots): number | null {
  if (picked !== null && isStillOffered(picked, slots)) return picked;
  return slots.days[0]?.slots[0] ?? null;
}

/** Where the pickup-point screen returns when there is no earlier screen of this visit: checkout, else home. */
export function pickPointFallback(businessId: string | null): string {
  return businessId ? `${paths.postDetail}?businessId=${encodeURIComponent(businessId)}` : paths.home;
}

export interface PickPointForm {
  businessId: string | null;
  host: PickupPointDto | undefined;
  time: number | null;
  signedIn: boolean;
  name: string;
  phone: string;
}

/** What "Select this point" does. */
export type PickPointOutcome =
  | { kind: 'nothing' }
  | { kind: 'signIn' }
  | { kind: 'refuse'; code: 'T2' }
  | { kind: 'save'; businessId: string; choices: Partial<CheckoutChoices> };

/**
 * "Select this point": nothing without a store, a host and a time; sign in first; refuse an invalid
 * phone (T2); else the host, its contact and its time become checkout's choices.
 */
export function pickPointOutcome(form: PickPointForm): PickPointOutcome {
  const { businessId, host, time, phone } = form;
  if (!businessId || !host || time === null) return { kind: 'nothing' };
  if (!form.signedIn) return { kind: 'signIn' };
  if (!isValidPhone(phone)) return { kind: 'refuse', code: 'T2' };
  return {
    kind: 'save',
    businessId,
    choices: {
      hostOn: true,
      host: chosenHostOf(host),
      hostContact: { userName: form.name.trim(), phoneNumber: phone },
      phone,
      timeType: 'pickPoint',
      time,
    },
  };
}

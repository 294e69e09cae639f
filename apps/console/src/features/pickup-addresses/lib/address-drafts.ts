import type {
  PickupAddressBody,
  PickupAddressesDto,
  StorePickupAddressDto,
} from '@nearbite/contract/console-pickup-addresses';
import type { PlaceDto } from '@nearbite/contract/location';
import type { WeeklyOpenHours } from '@nearbite/domain/store-status';
import { type HoursRow, rowsOfWeek, weekOfRows } from '../../../shared/lib/hours-rows';

/** One pickup address as the form edits it; `id` is kept so carts holding the address keep working. */
export interface AddressDraft {
  key: string;
  id?: string;
  nameEn: string;
  nameZh: string;
  place: PlaceDto | null;
  rows: HoursRow[][];
  asap: boolean;
}

let nextKey = 0;
const newKey = () => `draft-${++nextKey}`;

export function draftOf(address: StorePickupAddressDto): AddressDraft {
  return {
    key: address.id,
    id: address.id,
    nameEn: address.addressName.en,
    nameZh: address.addressName.zh,
    place: { address: address.fullAddress, latitude: address.latitude, longitude: address.longitude },
    rows: rowsOfWeek(address.pickupHours),
    asap: address.supportsImmediatePickUp,
  };
}

/** A new, empty address: no place, closed every day, ASAP allowed. */
export function blankDraft(): AddressDraft {
  return { key: newKey(), nameEn: '', nameZh: '', place: null, rows: rowsOfWeek(noHours()), asap: true };
}

/** The names a first address copied from the store gets, in both languages whatever the console's. */
export const AT_THE_STORE = { en: 'At the store', zh: '到店自取' } as const;

/** The store's own address and hours, the usual first pickup address. */
export function storeDraft(
  store: PickupAddressesDto['store'],
  names: { en: string; zh: string } = AT_THE_STORE,
): AddressDraft {
  const place =
    store.latitude === null || store.longitude === null
      ? null
      : { address: store.fullAddress, latitude: store.latitude, longitude: store.longitude };
  return {
    key: newKey(),
    nameEn: names.en,
    nameZh: names.zh,
    place,
    rows: rowsOfWeek(store.openHours),
    asap: true,
  };
}

const noHours = (): WeeklyOpenHours => [[], [], [], [], [], [], []];

/** What keeps a draft from being sent, the first found; null when it is complete. */
export type DraftProblem =
  | { kind: 'name'; index: number }
  | { kind: 'place'; index: number }
  | { kind: 'hours'; index: number; weekday: number }
  | { kind: 'noHours'; index: number };

/** The list to send, or the first problem of a draft (the server checks the same and more). */
export function bodyOf(drafts: AddressDraft[]): { body: PickupAddressBody[] } | { problem: DraftProblem } {
  const body: PickupAddressBody[] = [];
  for (const [index, draft] of drafts.entries()) {
    if (!draft.nameEn.trim() || !draft.nameZh.trim()) return { problem: { kind: 'name', index } };
    if (!draft.place) return { problem: { kind: 'place', index } };
    const week = weekOfRows(draft.rows);
    if ('invalidDay' in week) return { problem: { kind: 'hours', index, weekday: week.invalidDay } };
    if (!week.hours.some((day) => day.length > 0)) return { problem: { kind: 'noHours', index } };
    body.push({
      ...(draft.id ? { id: draft.id } : {}),
      addressName: { en: draft.nameEn.trim(), zh: draft.nameZh.trim() },
      fullAddress: draft.place.address,
      latitude: draft.place.latitude,
      longitude: draft.place.longitude,
      pickupHours: week.hours,
      supportsImmediatePickUp: draft.asap,
    });
  }
  return { body };
}

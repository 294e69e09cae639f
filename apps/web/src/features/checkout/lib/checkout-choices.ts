import type { TipChoice } from '@nearbite/domain/tips';
import { useCallback, useSyncExternalStore } from 'react';
import { type KeyValueStorage, safeSet, sessionStore } from '../../../shared/lib/browser-storage';
import { paths } from '../../../shared/lib/paths';

/** A self-pickup point (host) as checkout keeps it once chosen. */
export interface ChosenHost {
  id: string;
  name: string;
  fullAddress: string;
  latitude: number;
  longitude: number;
  /** Miles from the diner. */
  distance: number;
}

/** Whose times the time chooser offers: the store's (or pickup address's), or the chosen host's. */
export type TimeType = 'default' | 'pickPoint';

/**
 * What the diner chose in checkout for one store. Kept per store in session storage. The dining type and
 * the dine-in diner count belong to the store page, which keeps them itself.
 */
export interface CheckoutChoices {
  /** The saved address chosen (its id); null means the default address, if any. */
  addressId: string | null;
  /** The self-pickup (host) switch. */
  hostOn: boolean;
  /** The chosen host; null means the default host (the nearest within 1 mile), if any. */
  host: ChosenHost | null;
  /** Contact at the host; null means the signed-in diner. */
  hostContact: { userName: string; phoneNumber: string } | null;
  timeType: TimeType;
  /** The store's pickup address (its id); null means the first. */
  pickupAddressId: string | null;
  /** An epoch slot, 'asap', or null for none chosen yet. */
  time: number | 'asap' | null;
  /** Null means the first offered option. */
  tip: TipChoice | null;
  /** The user coupon chosen; null for none. */
  couponId: string | null;
  note: string;
  /** Contact phone as typed; null means the signed-in diner's. */
  phone: string | null;
  /** Reopen checkout when the diner comes back to the store page (from the address or host screen). */
  reopen: boolean;
}

export const EMPTY_CHOICES: CheckoutChoices = {
  addressId: null,
  hostOn: false,
  host: null,
  hostContact: null,
  timeType: 'default',
  pickupAddressId: null,
  time: null,
  tip: null,
  couponId: null,
  note: '',
  phone: null,
  reopen: false,
};

const KEY_PREFIX = 'checkout:';
/** The store whose checkout opened the address form or the pickup-point screen. */
const ACTIVE_KEY = 'checkoutBusinessId';

/** Screens between which the choices are kept: the store pages and the screens checkout opens. */
export const CHECKOUT_PATHS: ReadonlySet<string> = new Set([
  paths.postDetail,
  paths.postSearch,
  paths.deliveryAddress,
  paths.postPickPoint,
]);

/** Whether leaving for `nextPath` keeps the checkout choices (address, pickup point, search, the store). */
export function keepsChoices(nextPath: string): boolean {
  return CHECKOUT_PATHS.has(nextPath);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseTip(value: unknown): TipChoice | null {
  if (!isObject(value)) return null;
  if (value.kind === 'option' && Number.isInteger(value.index))
    return { kind: 'option', index: value.index as number };
  if (value.kind === 'custom' && Number.isInteger(value.amount) && (value.amount as number) >= 0) {
    return { kind: 'custom', amount: value.amount as number };
  }
  return null;
}

function parseHost(value: unknown): ChosenHost | null {
  if (!isObject(value)) return null;
  const { id, name, fullAddress, latitude, longitude, distance } = value;
  if (typeof id !== 'string' || typeof name !== 'string' || typeof fullAddress !== 'string') return null;
  if (typeof latitude !== 'number' || typeof longitude !== 'number' || typeof distance !== 'number')
    return null;
  return { id, name, fullAddress, latitude, longitude, distance };
}

const stringOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Stored choices, or the empty ones for anything missing or malformed (old or hand-edited storage). */
export function parseChoices(raw: string | null): CheckoutChoices {
  if (!raw) return EMPTY_CHOICES;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return EMPTY_CHOICES;
  }
  if (!isObject(value)) return EMPTY_CHOICES;
  const contact = isObject(value.hostContact) ? value.hostContact : null;
  const time = value.time;
  return {
    addressId: stringOrNull(value.addressId),
    hostOn: value.hostOn === true,
    host: parseHost(value.host),
    hostContact:
      contact && typeof contact.userName === 'string' && typeof contact.phoneNumber === 'string'
        ? { userName: contact.userName, phoneNumber: contact.phoneNumber }
        : null,
    timeType: value.timeType === 'pickPoint' ? 'pickPoint' : 'default',
    pickupAddressId: stringOrNull(value.pickupAddressId),
    time: time === 'asap' || (typeof time === 'number' && Number.isFinite(time)) ? time : null,
    tip: parseTip(value.tip),
    couponId: stringOrNull(value.couponId),
    note: typeof value.note === 'string' ? value.note : '',
    phone: stringOrNull(value.phone),
    reopen: value.reopen === true,
  };
}

export interface CheckoutChoicesStore {
  get(businessId: string): CheckoutChoices;
  update(businessId: string, patch: Partial<CheckoutChoices>): void;
  clear(businessId: string): void;
  /** Forgets every store's choices. */
  clearAll(): void;
  /** Remembers the store whose checkout sends the diner to the address form or the pickup-point screen. */
  setActive(businessId: string): void;
  /** That store, or null. */
  active(): string | null;
  subscribe(listener: () => void): () => void;
}

/**
 * The checkout choices of each store, in session storage under `checkout:<businessId>`, so they survive
 * the trips to the address form, the pickup-point screen and the goods search (and a reload).
 */
export function createCheckoutChoicesStore(storage: KeyValueStorage): CheckoutChoicesStore {
  const cache = new Map<string, CheckoutChoices>();
  const known = new Set<string>();
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const get = (businessId: string): CheckoutChoices => {
    let choices = cache.get(businessId);
    if (!choices) {
      choices = parseChoices(storage.getItem(KEY_PREFIX + businessId));
      cache.set(businessId, choices);
    }
    return choices;
  };
  const clear = (businessId: string) => {
    storage.removeItem(KEY_PREFIX + businessId);
    known.delete(businessId);
    cache.set(businessId, EMPTY_CHOICES);
  };
  return {
    get,
    update(businessId, patch) {
      const next = { ...get(businessId), ...patch };
      cache.set(businessId, next);
      known.add(businessId);
      safeSet(storage, KEY_PREFIX + businessId, JSON.stringify(next));
      emit();
    },
    clear(businessId) {
      clear(businessId);
      emit();
    },
    clearAll() {
      for (const businessId of new Set([...known, ...cache.keys(), ...storedIds(storage)])) clear(businessId);
      storage.removeItem(ACTIVE_KEY);
      emit();
    },
    setActive(businessId) {
      safeSet(storage, ACTIVE_KEY, businessId);
    },
    active: () => storage.getItem(ACTIVE_KEY),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Business ids with stored choices (only a real Web Storage can list its keys). */
function storedIds(storage: KeyValueStorage): string[] {
  const web = storage as Partial<Storage>;
  if (typeof web.length !== 'number' || typeof web.key !== 'function') return [];
  const ids: string[] = [];
  for (let index = 0; index < web.length; index++) {
    const key = web.key(index);
    if (key?.startsWith(KEY_PREFIX)) ids.push(key.slice(KEY_PREFIX.length));
  }
  return ids;
}

export const checkoutChoicesStore = createCheckoutChoicesStore(sessionStore);

/** Whether checkout should open again as the diner comes back to the store page; asking clears the mark. */
export function takeReopen(store: CheckoutChoicesStore, businessId: string): boolean {
  const { reopen } = store.get(businessId);
  if (reopen) store.update(businessId, { reopen: false });
  return reopen;
}

/** One store's checkout choices and a way to change them; re-renders when they change. */
export function useCheckoutChoices(
  businessId: string,
): [CheckoutChoices, (patch: Partial<CheckoutChoices>) => void] {
  const choices = useSyncExternalStore(
    checkoutChoicesStore.subscribe,
    () => checkoutChoicesStore.get(businessId),
    () => EMPTY_CHOICES,
  );
  const update = useCallback(
    (patch: Partial<CheckoutChoices>) => checkoutChoicesStore.update(businessId, patch),
    [businessId],
  );
  return [choices, update];
}

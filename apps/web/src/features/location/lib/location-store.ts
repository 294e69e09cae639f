import { type KeyValueStorage, safeSet, sessionStore } from '../../../shared/lib/browser-storage';

/** Session-storage key of the chosen location (the specification's client state). */
export const LOCATION_STORAGE_KEY = 'location';

/** The diner's location, as the specification names its fields. */
export interface ChosenLocation {
  latitude: number;
  longitude: number;
  address: string;
  /** True when the diner picked the place (search or map), false when it came from the device. */
  manuallySet: boolean;
}

export interface LocationStore {
  get(): ChosenLocation | null;
  set(location: ChosenLocation): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

const isCoordinate = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/** A stored value, or null when it is missing or not a location (old or hand-edited storage). */
export function parseLocation(raw: string | null): ChosenLocation | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof ChosenLocation, unknown>> | null;
    if (!value || !isCoordinate(value.latitude, 90) || !isCoordinate(value.longitude, 180)) return null;
    return {
      latitude: value.latitude,
      longitude: value.longitude,
      address: typeof value.address === 'string' ? value.address : '',
      manuallySet: value.manuallySet === true,
    };
  } catch {
    return null;
  }
}

/** The chosen location, kept in session storage and shared by every screen. */
export function createLocationStore(storage: KeyValueStorage): LocationStore {
  let current = parseLocation(storage.getItem(LOCATION_STORAGE_KEY));
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    get: () => current,
    set(location) {
      current = { ...location };
      safeSet(storage, LOCATION_STORAGE_KEY, JSON.stringify(current));
      emit();
    },
    clear() {
      storage.removeItem(LOCATION_STORAGE_KEY);
      if (current === null) return;
      current = null;
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const locationStore = createLocationStore(sessionStore);

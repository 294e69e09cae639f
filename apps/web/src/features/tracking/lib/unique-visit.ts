import { type KeyValueStorage, safeSet } from '../../../shared/lib/browser-storage';

/** Local-storage key of the day (the browser's own calendar day) the last unique visit was reported. */
export const HOME_UV_DAY_KEY = 'homeUvDay';

/** The browser's local calendar day, `2026-03-07`. */
export function localDay(now: Date): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** A unique visitor is counted once per browser per local day. */
export function isUniqueVisitDue(storage: KeyValueStorage, now: Date): boolean {
  return storage.getItem(HOME_UV_DAY_KEY) !== localDay(now);
}

export function recordUniqueVisit(storage: KeyValueStorage, now: Date): void {
  safeSet(storage, HOME_UV_DAY_KEY, localDay(now));
}

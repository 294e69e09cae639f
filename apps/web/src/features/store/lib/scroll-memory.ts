import { type KeyValueStorage, safeSet } from '../../../shared/lib/browser-storage';

/**
 * The store page is "kept alive" (specification section 2) by remembering its scroll position per
 * business in session storage while its data stays in the TanStack Query cache; coming back restores
 * both, so the page looks as it was left. Session storage keeps it per tab and across a reload.
 */
const key = (businessId: string) => `storeScroll:${businessId}`;

export function saveScroll(storage: KeyValueStorage, businessId: string, y: number): void {
  safeSet(storage, key(businessId), String(Math.max(0, Math.round(y))));
}

/** The remembered scroll position, or 0. */
export function savedScroll(storage: KeyValueStorage, businessId: string): number {
  const value = Number(storage.getItem(key(businessId)));
  return Number.isFinite(value) && value > 0 ? value : 0;
}

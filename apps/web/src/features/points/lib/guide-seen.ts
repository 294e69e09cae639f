import { localStore, safeSet } from '../../../shared/lib/browser-storage';

const KEY = 'pointsGuideSeen';

/** Whether the first-time points guide was already shown on this browser. */
export function guideSeen(): boolean {
  return localStore.getItem(KEY) === '1';
}

/** Stores the seen flag, so the guide does not show again. */
export function markGuideSeen(): void {
  safeSet(localStore, KEY, '1');
}

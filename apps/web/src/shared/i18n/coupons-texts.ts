import { loadTexts, useTexts } from './use-texts';

/** The coupon screens' texts (claim page, wallet, success, demo) and the failure view's (/fail). */
const namespaces = ['coupons', 'fail'] as const;

/** Loads those namespaces ahead of the screens (route loaders, prefetch). */
export function loadCouponsTexts(): Promise<void> {
  return loadTexts(namespaces);
}

/** Suspends the calling screen until those namespaces are in (its Suspense shows the loading view). */
export function useCouponsTexts(): void {
  useTexts(namespaces);
}

import { loadTexts, useTexts } from './use-texts';

/** Checkout's texts (checkout panel, address form, pickup point) and the price breakdown's. */
const namespaces = ['checkout', 'price'] as const;

/** Loads those namespaces ahead of the screens (route loaders, prefetch). */
export function loadCheckoutTexts(): Promise<void> {
  return loadTexts(namespaces);
}

/** Suspends the calling screen until those namespaces are in (its Suspense shows the loading view). */
export function useCheckoutTexts(): void {
  useTexts(namespaces);
}

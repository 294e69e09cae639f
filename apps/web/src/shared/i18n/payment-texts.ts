import { loadTexts, useTexts } from './use-texts';

/** The saved-card screens' and the payment screen's texts, with the price breakdown's. */
const namespaces = ['cards', 'payment', 'price'] as const;

/** Loads those namespaces ahead of the screens (route loaders, prefetch). */
export function loadPaymentTexts(): Promise<void> {
  return loadTexts(namespaces);
}

/** Suspends the calling screen until those namespaces are in (its Suspense shows the loading view). */
export function usePaymentTexts(): void {
  useTexts(namespaces);
}

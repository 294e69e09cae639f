import { loadTexts, useTexts } from './use-texts';

/** The store page's texts: store, order again, goods search, item dialog, cart. */
const namespaces = ['store', 'orderAgain', 'goodsSearch', 'item', 'cart'] as const;

/** Loads those namespaces ahead of the screens (route loaders, prefetch). */
export function loadStoreTexts(): Promise<void> {
  return loadTexts(namespaces);
}

/** Suspends the calling screen until those namespaces are in (its Suspense shows the loading view). */
export function useStoreTexts(): void {
  useTexts(namespaces);
}

import { loadTexts, useTexts } from './use-texts';

/** The points programme screens' texts. */
const namespaces = ['points'] as const;

/** Loads those namespaces ahead of the screens (route loaders, prefetch). */
export function loadPointsTexts(): Promise<void> {
  return loadTexts(namespaces);
}

/** Suspends the calling screen until those namespaces are in (its Suspense shows the loading view). */
export function usePointsTexts(): void {
  useTexts(namespaces);
}

import type { Namespace } from 'i18next';
import { useTranslation } from 'react-i18next';
import { i18n } from './i18n';

/** Loads namespaces through i18next's backend; resolves when they are in (or failed: keys show). */
export function loadTexts(namespaces: Namespace): Promise<void> {
  return i18n.loadNamespaces(namespaces);
}

/** Suspends the calling screen until its namespaces are in (its Suspense shows the loading view). */
export function useTexts(namespaces: Namespace): void {
  useTranslation(namespaces, { useSuspense: true });
}

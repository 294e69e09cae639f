import { use } from 'react';
import { i18n } from './i18n';
import type { TextNamespaces } from './translation';
import { useTranslation } from './use-translation';

/** Loads namespaces; resolves when they are in (or failed: keys show). */
export function loadTexts(namespaces: TextNamespaces): Promise<void> {
  return i18n.loadNamespaces(namespaces);
}

/** One promise per set of namespaces, so a suspended screen waits on the same one each render. */
const pending = new Map<string, Promise<void>>();

/** Suspends the calling screen until its namespaces are in (its Suspense shows the loading view). */
export function useTexts(namespaces: TextNamespaces): void {
  useTranslation();
  if (i18n.hasLoaded(namespaces)) return;
  const id = `${i18n.language}|${typeof namespaces === 'string' ? namespaces : namespaces.join(',')}`;
  let load = pending.get(id);
  if (!load) {
    load = loadTexts(namespaces);
    pending.set(id, load);
  }
  use(load);
}

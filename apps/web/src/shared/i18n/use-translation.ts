import { useSyncExternalStore } from 'react';
import { i18n } from './i18n';
import type { Translate } from './translation';

const currentT = () => i18n.t;

/**
 * The app's texts in a component: `t` reads them in the page's language, and the component re-renders with a
 * new `t` when texts come in (a namespace loaded) or the language changes.
 */
export function useTranslation(): { t: Translate; i18n: typeof i18n } {
  const t = useSyncExternalStore(i18n.subscribe, currentT, currentT);
  return { t, i18n };
}

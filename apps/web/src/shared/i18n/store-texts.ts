import { use } from 'react';
import { i18n } from './i18n';
import { appLanguage } from './language';

let loading: Promise<void> | null = null;

/**
 * Merges the store page's texts (store, goodsSearch, item, cart) into the i18n resources. They load with
 * the store screens, like the error texts, so the home route does not carry them.
 */
export function loadStoreTexts(): Promise<void> {
  loading ??= Promise.all([
    import('./store.en'),
    appLanguage === 'zh-CN' ? import('./store.zh') : Promise.resolve(null),
  ]).then(
    ([english, chinese]) => {
      i18n.addResourceBundle('en', 'translation', english.storeTextsEn, true, true);
      if (chinese) i18n.addResourceBundle('zh-CN', 'translation', chinese.storeTextsZh, true, true);
    },
    // The screen still renders (showing keys for its texts) rather than waiting for ever; a reload retries.
    () => undefined,
  );
  return loading;
}

/** Suspends the calling screen until the store texts are in (the route's Suspense shows the loading view). */
export function useStoreTexts(): void {
  use(loadStoreTexts());
}

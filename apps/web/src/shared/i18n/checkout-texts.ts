import { use } from 'react';
import { i18n } from './i18n';
import { appLanguage } from './language';

let loading: Promise<void> | null = null;

/**
 * Merges checkout's texts (checkout panel, address form, pickup-point screen) into the i18n resources.
 * They load with those screens, like the store texts, so the home route does not carry them.
 */
export function loadCheckoutTexts(): Promise<void> {
  loading ??= Promise.all([
    import('./checkout.en'),
    appLanguage === 'zh-CN' ? import('./checkout.zh') : Promise.resolve(null),
    // The price breakdown's texts, shared by checkout and the payment screen.
    import('./price.en'),
    appLanguage === 'zh-CN' ? import('./price.zh') : Promise.resolve(null),
  ]).then(
    ([english, chinese, priceEnglish, priceChinese]) => {
      i18n.addResourceBundle('en', 'translation', english.checkoutTextsEn, true, true);
      i18n.addResourceBundle('en', 'translation', priceEnglish.priceTextsEn, true, true);
      if (chinese) i18n.addResourceBundle('zh-CN', 'translation', chinese.checkoutTextsZh, true, true);
      if (priceChinese) i18n.addResourceBundle('zh-CN', 'translation', priceChinese.priceTextsZh, true, true);
    },
    // The screen still renders (showing keys for its texts) rather than waiting for ever; a reload retries.
    () => undefined,
  );
  return loading;
}

/** Suspends the calling screen until checkout's texts are in (its Suspense shows the loading view). */
export function useCheckoutTexts(): void {
  use(loadCheckoutTexts());
}

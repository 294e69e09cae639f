import { use } from 'react';
import { i18n } from './i18n';
import { appLanguage } from './language';

let loading: Promise<void> | null = null;

/**
 * Merges the coupon screens' texts (claim page, wallet, success, fail actions, demo) into the i18n resources.
 * They load with those screens, so the home route does not carry them.
 */
export function loadCouponsTexts(): Promise<void> {
  loading ??= Promise.all([
    import('./coupons.en'),
    appLanguage === 'zh-CN' ? import('./coupons.zh') : Promise.resolve(null),
  ]).then(
    ([english, chinese]) => {
      i18n.addResourceBundle('en', 'translation', english.couponsTextsEn, true, true);
      if (chinese) i18n.addResourceBundle('zh-CN', 'translation', chinese.couponsTextsZh, true, true);
    },
    // The screen still renders (showing keys for its texts) rather than waiting for ever; a reload retries.
    () => undefined,
  );
  return loading;
}

/** Suspends the calling screen until the coupon texts are in (its Suspense shows the loading view). */
export function useCouponsTexts(): void {
  use(loadCouponsTexts());
}

import { loadCheckoutTexts } from '../shared/i18n/checkout-texts';
import { loadErrorTexts } from '../shared/i18n/error-texts';
import { i18n } from '../shared/i18n/i18n';
import type { AppLanguage } from '../shared/i18n/language';
import { loadStoreTexts } from '../shared/i18n/store-texts';

let chineseAdded = false;

/**
 * Puts the app's texts in and switches i18next to `language`. The app picks its language once per page
 * load from the browser; a test switches it in place, so the Chinese texts the loaders would fetch for a
 * Chinese browser are added here.
 */
export async function loadTextsFor(language: AppLanguage): Promise<void> {
  await Promise.all([loadStoreTexts(), loadCheckoutTexts(), loadErrorTexts()]);
  if (language === 'zh-CN' && !chineseAdded) {
    const bundles = await Promise.all([
      import('../shared/i18n/zh').then((texts) => texts.zh),
      import('../shared/i18n/store.zh').then((texts) => texts.storeTextsZh),
      import('../shared/i18n/checkout.zh').then((texts) => texts.checkoutTextsZh),
      import('../shared/i18n/price.zh').then((texts) => texts.priceTextsZh),
      import('../shared/i18n/errors.zh').then((texts) => texts.errorTextsZh),
    ]);
    for (const bundle of bundles) i18n.addResourceBundle('zh-CN', 'translation', bundle, true, true);
    chineseAdded = true;
  }
  await i18n.changeLanguage(language);
}

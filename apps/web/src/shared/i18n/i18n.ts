import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { appLanguage } from './language';

/** The one i18next instance; English is the fallback for any missing text. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: appLanguage,
  fallbackLng: 'en',
  load: 'currentOnly',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
  // Texts added after start (Chinese, error texts) re-render the screens that show them.
  react: { useSuspense: false, bindI18nStore: 'added' },
});

if (typeof document !== 'undefined') document.documentElement.lang = appLanguage;

/**
 * Resolves once the texts of the page's language are in. English ships with the entry; Chinese
 * is fetched only by Chinese browsers. Rejects when the Chinese texts cannot be fetched (the app
 * then shows English).
 */
export const i18nReady: Promise<void> =
  appLanguage === 'zh-CN'
    ? import('./zh').then(({ zh }) => {
        i18n.addResourceBundle('zh-CN', 'translation', zh, true, true);
      })
    : Promise.resolve();

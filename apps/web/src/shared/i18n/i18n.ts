import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { appLanguage } from './language';
import { sharedTexts } from './shared-texts';
import type { TextLoaders } from './translation';

const loaders: TextLoaders = { ...sharedTexts };

/**
 * Adds namespaces to the ones i18next can load: the app adds the features' texts at start, since the
 * shared setup may not import features.
 */
export function addTextLoaders(more: TextLoaders): void {
  Object.assign(loaders, more);
}

/** i18next's backend: a namespace's file is imported the first time a screen asks for that namespace. */
const lazyTexts: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = loaders[namespace]?.[language === 'zh-CN' ? 'zh-CN' : 'en'];
    if (!load) {
      callback(new Error(`No texts for ${namespace} (${language})`), false);
      return;
    }
    // A failed chunk load is not retried here: the screen shows what it has; a reload retries.
    load().then(
      (texts) => callback(null, texts as Record<string, unknown>),
      (error: Error) => callback(error, false),
    );
  },
};

/** The one i18next instance; English is the fallback for any missing text. */
export const i18n = i18next.createInstance();

void i18n
  .use(lazyTexts)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en } },
    // English common texts are bundled; everything else comes through the backend.
    partialBundledLanguages: true,
    ns: ['translation'],
    defaultNS: 'translation',
    // `t('checkout.summary.total')` reads key `summary.total` of namespace `checkout` once that namespace
    // is loaded (i18next takes the first segment as the namespace only when it is a known one), so keys
    // read the same whether their texts are common or a feature's.
    nsSeparator: '.',
    lng: appLanguage,
    fallbackLng: 'en',
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    showSupportNotice: false,
    // Texts added after start re-render the screens that show them; screens that need a namespace
    // suspend for it through useTexts (use-texts.ts).
    react: { useSuspense: false, bindI18nStore: 'added' },
  });

if (typeof document !== 'undefined') document.documentElement.lang = appLanguage;

/**
 * Resolves once the common texts of the page's language are in. English ships with the entry; Chinese
 * is fetched only by Chinese browsers (when that fails the app shows English).
 */
export const i18nReady: Promise<void> =
  appLanguage === 'zh-CN' ? i18n.loadNamespaces('translation') : Promise.resolve();

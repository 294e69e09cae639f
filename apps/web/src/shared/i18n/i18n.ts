import { en } from './en';
import { type AppLanguage, appLanguage } from './language';
import { sharedTexts } from './shared-texts';
import { type TextShelf, type TextTree, type TextValues, translate } from './text-lookup';
import type { TextKey, TextLoaders, TextNamespaces, Translate } from './translation';

const loaders: TextLoaders = { ...sharedTexts };

/**
 * Adds namespaces to the ones the app can load: the app adds the features' texts at start, since the
 * shared setup may not import features.
 */
export function addTextLoaders(more: TextLoaders): void {
  Object.assign(loaders, more);
}

/** English common texts ship with the entry; every other namespace is a chunk fetched on first use. */
const shelf: TextShelf = { en: { translation: en as unknown as TextTree }, 'zh-CN': {} };
/** A namespace's load, by `language|namespace`: asked for once, done when in or failed (its keys show then). */
const loads = new Map<string, Promise<void>>();
const settled = new Set<string>(['en|translation']);
const listeners = new Set<() => void>();
const isNamespace = (name: string) => Object.hasOwn(loaders, name);

let language: AppLanguage = appLanguage;
let currentT: Translate = translator(language);

function translator(lng: AppLanguage): Translate {
  return (key: TextKey, values?: TextValues) => translate(shelf, isNamespace, lng, key, values);
}

/** Texts came in (or the language changed): screens re-render with a new `t`. */
function changed(): void {
  currentT = translator(language);
  for (const listener of listeners) listener();
}

function loadNamespace(lng: AppLanguage, namespace: string): Promise<void> {
  const id = `${lng}|${namespace}`;
  let load = loads.get(id);
  if (load) return load;
  if (settled.has(id)) return Promise.resolve();
  const loader = loaders[namespace]?.[lng];
  // A failed chunk load is not retried: the screen shows what it has; a reload retries.
  load = (loader ? loader() : Promise.reject(new Error(`No texts for ${namespace}`))).then(
    (texts) => {
      shelf[lng][namespace] = texts as TextTree;
      settled.add(id);
      changed();
    },
    () => {
      settled.add(id);
    },
  );
  loads.set(id, load);
  return load;
}

function asList(namespaces: TextNamespaces): readonly string[] {
  return typeof namespaces === 'string' ? [namespaces] : namespaces;
}

/**
 * The app's texts: English and Simplified Chinese, the language chosen once from the browser (tests switch it
 * in place). `t('checkout.title')` reads key `title` of namespace `checkout` once that is loaded, and every key
 * whose first segment names no namespace reads the common texts, so keys read the same wherever they live.
 */
export const i18n = {
  get language(): AppLanguage {
    return language;
  },
  /** The current `t`: a new function whenever texts come in, so memoised screens see them. */
  get t(): Translate {
    return currentT;
  },
  getFixedT(lng: AppLanguage): Translate {
    return translator(lng);
  },
  /** Whether `key` has a text in the current language or English (plural forms count). */
  exists(key: string): boolean {
    const missing = '\u0000';
    return translate(shelf, isNamespace, language, key, { defaultValue: missing }) !== missing;
  },
  /** Loads namespaces in the current language (or `lng`); resolves when they are in, or failed (keys show then). */
  loadNamespaces(namespaces: TextNamespaces, lng: AppLanguage = language): Promise<void> {
    return Promise.all(asList(namespaces).map((namespace) => loadNamespace(lng, namespace))).then(
      () => undefined,
    );
  },
  /** True once each namespace is in (or failed) in the current language. */
  hasLoaded(namespaces: TextNamespaces): boolean {
    return asList(namespaces).every((namespace) => settled.has(`${language}|${namespace}`));
  },
  /** Switches the language in place (tests; the app picks it once per page load) and loads its common texts. */
  changeLanguage(lng: AppLanguage): Promise<void> {
    language = lng;
    changed();
    return loadNamespace(lng, 'translation');
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

if (typeof document !== 'undefined') document.documentElement.lang = appLanguage;

/**
 * Resolves once the common texts of the page's language are in. English ships with the entry; Chinese
 * is fetched only by Chinese browsers (when that fails the app shows English).
 */
export const i18nReady: Promise<void> =
  appLanguage === 'zh-CN' ? i18n.loadNamespaces('translation') : Promise.resolve();

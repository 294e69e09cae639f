import type { AppLanguage } from './language';
import { type TextTree, translate } from './text-lookup';
import type { Translate } from './translation';

/**
 * A `t` over the given namespaces with the app's own lookup, interpolation and plurals, as the app reads
 * them (`namespace.key`), for tests of helpers that take a `t`.
 */
export function translatorOver(language: AppLanguage, namespaces: Record<string, object>): Translate {
  const texts = { translation: {}, ...namespaces } as Record<string, TextTree>;
  const shelf = { en: {}, 'zh-CN': {}, [language]: texts } as Record<AppLanguage, Record<string, TextTree>>;
  const isNamespace = (name: string) => name !== 'translation' && Object.hasOwn(namespaces, name);
  return (key, values) => translate(shelf, isNamespace, language, key, values);
}

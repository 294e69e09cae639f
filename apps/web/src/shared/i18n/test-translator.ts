import i18next from 'i18next';
import type { AppLanguage } from './language';
import type { Translate } from './translation';

/**
 * A `t` over the given namespaces with i18next's own lookup, interpolation and plurals, as the app
 * reads them (`namespace.key`), for tests of helpers that take a `t`.
 */
export function translatorOver(language: AppLanguage, namespaces: Record<string, object>): Translate {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    resources: { [language]: { translation: {}, ...namespaces } },
    ns: ['translation', ...Object.keys(namespaces)],
    defaultNS: 'translation',
    nsSeparator: '.',
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  const t = instance.t as (key: string, values?: Record<string, string | number>) => string;
  return (key, values) => t(key, values);
}

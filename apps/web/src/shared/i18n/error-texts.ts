import { i18n } from './i18n';
import { appLanguage } from './language';

let loading: Promise<void> | null = null;

/**
 * Merges the error texts (`error<CODE>`, one per code of the catalogue) into the i18n resources.
 * They load after start, off the home route's critical path; showError waits for them.
 */
export function loadErrorTexts(): Promise<void> {
  loading ??= Promise.all([
    import('./errors.en'),
    appLanguage === 'zh-CN' ? import('./errors.zh') : Promise.resolve(null),
  ]).then(
    ([english, chinese]) => {
      i18n.addResourceBundle('en', 'translation', english.errorTextsEn, true, true);
      if (chinese) i18n.addResourceBundle('zh-CN', 'translation', chinese.errorTextsZh, true, true);
    },
    (error: unknown) => {
      loading = null; // a failed chunk load may succeed later
      throw error;
    },
  );
  return loading;
}

import { use } from 'react';
import { i18n } from './i18n';
import { appLanguage } from './language';

let loading: Promise<void> | null = null;

/**
 * Merges the points programme screens' texts into the i18n resources.
 * They load with /integral/*, so the home route does not carry them.
 */
export function loadPointsTexts(): Promise<void> {
  loading ??= Promise.all([
    import('./points.en'),
    appLanguage === 'zh-CN' ? import('./points.zh') : Promise.resolve(null),
  ]).then(
    ([english, chinese]) => {
      i18n.addResourceBundle('en', 'translation', english.pointsTextsEn, true, true);
      if (chinese) i18n.addResourceBundle('zh-CN', 'translation', chinese.pointsTextsZh, true, true);
    },
    // The screen still renders (showing keys for its texts) rather than waiting for ever; a reload retries.
    () => undefined,
  );
  return loading;
}

/** Suspends the calling screen until the points texts are in (its Suspense shows the loading view). */
export function usePointsTexts(): void {
  use(loadPointsTexts());
}

import { featureTexts } from '../app/feature-texts';
import { i18n } from '../shared/i18n/i18n';
import type { AppLanguage } from '../shared/i18n/language';
import { sharedTexts } from '../shared/i18n/shared-texts';

/** Every namespace the app can load: the shared ones and those the app registers for its features. */
const everyNamespace = ['translation', ...Object.keys(sharedTexts), ...Object.keys(featureTexts)];

/**
 * Switches the texts to `language` and loads every namespace in it through the app's own loaders. The app
 * picks its language once per page load from the browser; a test switches it in place.
 */
export async function loadTextsFor(language: AppLanguage): Promise<void> {
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(everyNamespace);
}

import { createApiClient } from '@nearbite/api-client/api-client';
import { acceptLanguageFor, appLanguage } from '../i18n/language';
import { userStore } from './user-store';

/** The app's client: Accept-Language of this page load; a 401 clears the stored user. */
export const api = createApiClient({
  acceptLanguage: () => acceptLanguageFor(appLanguage),
  onUnauthorized: () => userStore.clear(),
});

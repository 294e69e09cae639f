import { bindCall } from '@nearbite/api-client/api-call';
import { createApiClient } from '@nearbite/api-client/api-client';
import { acceptLanguageFor, languageStore } from '../i18n/language';
import { sessionEvents } from './session-events';
import { sessionHint } from './session-hint';

/** The console's client: the console's language at each call; a 401 means the session is over. */
export const api = createApiClient({
  acceptLanguage: () => acceptLanguageFor(languageStore.get()),
  onUnauthorized: () => {
    sessionHint.set(false);
    sessionEvents.signedOut();
  },
});

/** Calls a contract route: every console call goes through it, so paths and types come from the contract. */
export const call = bindCall(api);

/** Session rules. */

/** "Keep me logged in" keeps the session for 30 days. */
export const KEEP_LOGIN_SESSION_MS = 30 * 24 * 60 * 60 * 1000;
/** Without "keep me logged in" the cookie lasts for the browser session; the server still ends it after 1 day. */
export const BROWSER_SESSION_MS = 24 * 60 * 60 * 1000;
/** Session tokens carry 256 bits of randomness. */
export const SESSION_TOKEN_BYTES = 32;
export const SESSION_COOKIE_NAME = 'nb_session';

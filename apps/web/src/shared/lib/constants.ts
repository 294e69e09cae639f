/** Timing and sizing constants of the web shell (rules shared with the server live in packages/domain). */

/** The product version logged once at start. */
export const APP_VERSION = '2.3.0';
/** The product name, shown untranslated. */
export const PRODUCT_NAME = 'Nearbite';

/** The first-load splash hides 1.6 s after the page started loading. */
export const SPLASH_DURATION_MS = 1600;
/** Every API call gives up after 30 s. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** How long a notice toast stays up. */
export const NOTICE_DURATION_MS = 2000;
/** Error toasts carry two lines and stay up a little longer. */
export const ERROR_TOAST_DURATION_MS = 3000;
/** How often the resend countdown re-renders; below 1 s so the label never skips a second. */
export const COUNTDOWN_TICK_MS = 250;
/** Base path of the API. */
export const API_BASE_PATH = '/apis/v1';

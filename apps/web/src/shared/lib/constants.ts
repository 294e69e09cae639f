/** Timing and sizing constants of the web shell (numbers of the specifications live in @nearbite/domain/app-constants). */

/** The product name, shown untranslated. */
export const PRODUCT_NAME = 'Nearbite';

/** How long a notice toast stays up. */
export const NOTICE_DURATION_MS = 2000;
/** Error toasts carry two lines and stay up a little longer. */
export const ERROR_TOAST_DURATION_MS = 3000;
/** How often the resend countdown re-renders; below 1 s so the label never skips a second. */
export const COUNTDOWN_TICK_MS = 250;

/** Rules of the texted sign-in code. */

/** Sign-in codes have 4 digits. */
export const LOGIN_CODE_LENGTH = 4;
/** A code expires 10 minutes after it is sent. */
export const CODE_TTL_MS = 10 * 60 * 1000;
/** A code dies after 5 wrong tries. */
export const CODE_MAX_WRONG_TRIES = 5;
/** A new code may be sent no sooner than 60 s after the previous one. */
export const CODE_RESEND_INTERVAL_MS = 60 * 1000;
/** At most 10 codes a day to one phone. */
export const CODE_DAILY_CAP_PER_PHONE = 10;
/**
 * At most 500 codes a day requested from one client address. A carrier's NAT puts thousands of phones behind
 * one address, so this cap only stops a single machine texting hundreds of numbers; the per-minute rate
 * below spreads what it allows, and each phone keeps its own caps (60 s apart, 10 a day).
 */
export const CODE_DAILY_CAP_PER_CLIENT = 500;
/** At most 10 codes a minute requested from one client address (a rolling minute). */
export const CODE_RATE_PER_CLIENT = 10;
export const CODE_RATE_WINDOW_MS = 60 * 1000;

/** True when the input is a complete 4-digit sign-in code. */
export function isCompleteLoginCode(code: string): boolean {
  return new RegExp(`^[0-9]{${LOGIN_CODE_LENGTH}}$`).test(code);
}

/** Seconds left on the resend countdown that started at `sentAt`. */
export function resendSecondsLeft(sentAt: number, now: number): number {
  return Math.max(0, Math.ceil((sentAt + CODE_RESEND_INTERVAL_MS - now) / 1000));
}

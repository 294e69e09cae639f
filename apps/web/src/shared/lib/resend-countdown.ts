import { CODE_RESEND_INTERVAL_MS, resendSecondsLeft } from '@nearbite/domain/verification';
import { type KeyValueStorage, safeSet } from './browser-storage';

/** Local-storage key of the time the last sign-in code was sent (survives reloads). */
export const RESEND_STORAGE_KEY = 'verificationCodeSentAt';

const MAX_SECONDS = Math.ceil(CODE_RESEND_INTERVAL_MS / 1000);

/** The stored send time, or null when none (or garbage) is stored. */
export function readSentAt(storage: KeyValueStorage, key = RESEND_STORAGE_KEY): number | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  const sentAt = Number(raw);
  return Number.isSafeInteger(sentAt) && sentAt > 0 ? sentAt : null;
}

export function recordSentAt(storage: KeyValueStorage, sentAt: number, key = RESEND_STORAGE_KEY): void {
  safeSet(storage, key, String(sentAt));
}

/**
 * Seconds before another code may be sent. A send time in the future (the clock was set back)
 * never counts for more than the full interval.
 */
export function countdownSeconds(sentAt: number | null, now: number): number {
  if (sentAt === null) return 0;
  return Math.min(MAX_SECONDS, resendSecondsLeft(sentAt, now));
}

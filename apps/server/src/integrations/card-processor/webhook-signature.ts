import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../errors/app-error.js';

/** How old a signed webhook may be (Stripe's default tolerance). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The `Stripe-Signature` header for a payload: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t.payload)>`. */
export function signWebhookPayload(payload: string, secret: string, timestampSeconds: number): string {
  return `t=${timestampSeconds},v1=${hmac(secret, timestampSeconds, payload)}`;
}

/**
 * Checks a `Stripe-Signature` header over the raw body exactly as Stripe's libraries do: any `v1` entry
 * must match and the timestamp must be within the tolerance. Throws the coded signature error.
 */
export function verifyWebhookSignature(
  payload: string,
  header: string | undefined,
  secret: string,
  nowSeconds: number,
  toleranceSeconds = WEBHOOK_TOLERANCE_SECONDS,
): void {
  const entries = (header ?? '').split(',').map((part) => part.trim().split('='));
  const timestamp = Number(entries.find(([key]) => key === 't')?.[1]);
  const signatures = entries.filter(([key, value]) => key === 'v1' && value).map(([, value]) => value);
  if (!Number.isInteger(timestamp) || signatures.length === 0) {
    throw new AppError('SIGNATURE_PARAMETERS_MISSING');
  }
  const expected = Buffer.from(hmac(secret, timestamp, payload), 'hex');
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature ?? '', 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new AppError('SIGNATURE_INVALID');
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) throw new AppError('SIGNATURE_EXPIRED');
}

function hmac(secret: string, timestampSeconds: number, payload: string): string {
  return createHmac('sha256', secret).update(`${timestampSeconds}.${payload}`, 'utf8').digest('hex');
}

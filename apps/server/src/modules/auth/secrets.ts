import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { LOGIN_CODE_LENGTH } from '@nearbite/domain/verification';

/** A uniformly random numeric code from the cryptographic generator. */
export function generateNumericCode(length = LOGIN_CODE_LENGTH): string {
  return randomInt(0, 10 ** length)
    .toString()
    .padStart(length, '0');
}

export function generateToken(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function hashCode(code: string, salt: string): string {
  return sha256Hex(`${salt}:${code}`);
}

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

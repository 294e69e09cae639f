import { COUPON_CODE_LENGTH } from '@nearbite/domain/coupon-claim';

/** What the redeem field keeps: letters and digits in upper case, at most 4. */
export function sanitizeRedeemCode(input: string): string {
  return input
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, COUPON_CODE_LENGTH);
}

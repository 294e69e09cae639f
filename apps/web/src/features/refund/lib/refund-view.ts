import type { RefundInfoDto } from '@nearbite/contract/order-receipts';
import { formatPhoneInput, nationalDigits, toFullPhoneNumber } from '@nearbite/domain/phone';

/** The refund's reasons as stored (keys or a merchant's words): the full refund's, else each refund's once. */
export function refundReasonsOf(refund: RefundInfoDto): string[] {
  if (refund.fullRefunded && refund.fullRefundReason?.trim()) return [refund.fullRefundReason.trim()];
  return refund.refundedPrices
    .map((row) => row.reason?.trim() ?? '')
    .filter((reason, index, all) => reason !== '' && all.indexOf(reason) === index);
}

/** The custom-amount refunds (not tied to items), in cents. */
export function customRefundTotal(refund: RefundInfoDto): number {
  return refund.refundedPrices
    .filter((row) => row.refundType === 'customAmount')
    .reduce((sum, row) => sum + row.price, 0);
}

/** The store's phone as shown and as a tel: link; null without a US number. */
export function storePhoneOf(refund: RefundInfoDto): { text: string; href: string } | null {
  const digits = refund.business.phoneNumber ? nationalDigits(refund.business.phoneNumber) : null;
  return digits ? { text: formatPhoneInput(digits), href: `tel:${toFullPhoneNumber(digits)}` } : null;
}

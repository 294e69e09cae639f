import { CANCELLATION_REASONS } from '@nearbite/domain/order-display';

/**
 * Reasons the server stores as keys: the diner's five cancellation reasons, an unpaid order's timeout
 * (`paymentTimeout`), and a store's cancellation or refund with no reason given (the event's name). Anything
 * else is a merchant's own words and is shown as written.
 */
const KEYED_REASONS: ReadonlySet<string> = new Set([
  ...CANCELLATION_REASONS,
  'paymentTimeout',
  'cancel',
  'expire',
  'fullRefund',
]);

/** A cancellation or refund reason as the diner reads it (orders.reason.*), from the order screens' texts. */
export function orderReasonText(reason: string, t: (key: string) => string): string {
  const trimmed = reason.trim();
  return KEYED_REASONS.has(trimmed) ? t(`orders.reason.${trimmed}`) : trimmed;
}

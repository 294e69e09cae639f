import { CANCELLATION_REASONS } from '@nearbite/domain/order-display';
import type { TextKey } from './translation';

/**
 * Reasons the server stores as keys: the diner's five cancellation reasons, an unpaid order's timeout
 * (`paymentTimeout`), and a store's cancellation or refund with no reason given (the event's name). Anything
 * else is a merchant's own words and is shown as written.
 */
const KEYED_REASONS = new Set([
  ...CANCELLATION_REASONS,
  'paymentTimeout',
  'cancel',
  'expire',
  'fullRefund',
] as const);

type KeyedReason = typeof KEYED_REASONS extends Set<infer Reason> ? Reason : never;

function isKeyed(reason: string): reason is KeyedReason {
  return (KEYED_REASONS as ReadonlySet<string>).has(reason);
}

/** A cancellation or refund reason as the diner reads it (orders.reason.*), from the order screens' texts. */
export function orderReasonText(reason: string, t: (key: TextKey) => string): string {
  const trimmed = reason.trim();
  return isKeyed(trimmed) ? t(`orders.reason.${trimmed}`) : trimmed;
}

import { CART_INACTIVITY_MS } from '@nearbite/domain/ordering-limits';

/** Whether the cart has gone 10 minutes without activity since `since` (epoch ms; null: not running). */
export function isInactive(since: number | null, now: number): boolean {
  return since !== null && now - since >= CART_INACTIVITY_MS;
}

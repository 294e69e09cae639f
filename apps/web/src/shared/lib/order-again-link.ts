import { paths } from './paths';

/** The store page's query naming the order Order again refills the cart from (our own; see decisions). */
export const ORDER_AGAIN_PARAM = 'orderAgain';

/**
 * The store page that refills its cart from an order: the order list and the order detail link here
 * (with the table while a dine-in session is fresh); the store screen does the refilling.
 */
export function orderAgainUrl(businessId: string, orderId: string, tableName: string | null = null): string {
  const table = tableName ? `&tableName=${encodeURIComponent(tableName)}` : '';
  return `${paths.postDetail}?businessId=${encodeURIComponent(businessId)}${table}&${ORDER_AGAIN_PARAM}=${encodeURIComponent(orderId)}`;
}

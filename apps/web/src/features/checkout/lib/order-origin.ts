/** The order's extraInfo: which client placed it and, from a site outside the product's own, where. */
export interface OrderExtraInfo {
  clientFrom?: string;
  clientSystem?: string;
  orderFrom?: string;
}

/** The phone system from the user agent: ios, android, or web for anything else. */
export function clientSystemOf(userAgent: string): 'ios' | 'android' | 'web' {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'web';
}

/**
 * extraInfo for an order placed on `hostname`. The order-origin flag (orderFrom, the host name) is set
 * when the page is not on one of the product's own hosts; with no hosts configured every host is ours.
 */
export function orderExtraInfo(
  hostname: string,
  userAgent: string,
  productionHosts: readonly string[],
): OrderExtraInfo {
  const host = hostname.toLowerCase();
  const ours = productionHosts.length === 0 || productionHosts.some((name) => name.toLowerCase() === host);
  return {
    clientFrom: 'h5',
    clientSystem: clientSystemOf(userAgent),
    ...(ours ? {} : { orderFrom: host.slice(0, 253) }),
  };
}

/**
 * Card scan. Browsers have no card-scanning API, so the scan button shows only where a host app (a
 * native wrapper of this web app) injects `window.nearbiteCardScanner`; ordinary browsers still get
 * their own camera autofill through the `cc-*` autocomplete fields.
 */

/** What a scan reads off the card; the expiry is optional (some scanners miss it). */
export interface ScannedCard {
  cardNumber: string;
  expMonth?: number;
  expYear?: number;
}

export interface CardScanner {
  /** Rejects when the diner cancels or the scan fails (U1). */
  scan(): Promise<ScannedCard>;
}

/** The host app's scanner, or null where the device offers none. */
export function cardScanner(host: object | undefined = globalThis.window): CardScanner | null {
  const candidate = (host as { nearbiteCardScanner?: unknown } | undefined)?.nearbiteCardScanner;
  return typeof (candidate as CardScanner | undefined)?.scan === 'function'
    ? (candidate as CardScanner)
    : null;
}

import { readFile } from 'node:fs/promises';
import { request } from 'node:https';
import { AppError } from '../../errors/app-error.js';

export interface ApplePayMerchant {
  merchantId: string;
  certPath: string;
  keyPath: string;
  displayName: string;
}

/**
 * Apple's merchant validation hosts end in apple.com; any other endpointURL would make us present our
 * merchant certificate to a host the client chose.
 */
export function isAppleValidationUrl(endpointURL: string): boolean {
  try {
    const url = new URL(endpointURL);
    return (
      url.protocol === 'https:' &&
      (url.hostname === 'apple.com' || url.hostname.endsWith('.apple.com')) &&
      !url.port
    );
  } catch {
    return false;
  }
}

/**
 * Asks Apple for a merchant session (Apple Pay JS's onvalidatemerchant) with the merchant identity
 * certificate. Without a configured merchant it answers E4; any failure at Apple's end answers E1.
 */
export function createApplePaySessions(merchant: ApplePayMerchant | null, timeoutMs = 10_000) {
  let credentials: Promise<{ cert: Buffer; key: Buffer }> | null = null;
  const loadCredentials = (m: ApplePayMerchant) => {
    credentials ??= Promise.all([readFile(m.certPath), readFile(m.keyPath)]).then(([cert, key]) => ({
      cert,
      key,
    }));
    return credentials;
  };

  return {
    configured: merchant !== null,

    async requestSession(endpointURL: string, domain: string): Promise<Record<string, unknown>> {
      if (!merchant) throw new AppError('APPLE_PAY_UNAVAILABLE');
      if (!isAppleValidationUrl(endpointURL)) {
        throw new AppError('REQUEST_INVALID', 'endpointURL must be an Apple Pay validation URL.');
      }
      let tls: { cert: Buffer; key: Buffer };
      try {
        tls = await loadCredentials(merchant);
      } catch {
        credentials = null;
        throw new AppError('APPLE_PAY_UNAVAILABLE', 'The Apple Pay merchant certificate cannot be read.');
      }
      const body = JSON.stringify({
        merchantIdentifier: merchant.merchantId,
        displayName: merchant.displayName,
        initiative: 'web',
        initiativeContext: domain,
      });
      return new Promise((resolve, reject) => {
        const call = request(
          endpointURL,
          {
            method: 'POST',
            cert: tls.cert,
            key: tls.key,
            timeout: timeoutMs,
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => {
              try {
                const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
                if (response.statusCode !== 200 || typeof parsed !== 'object' || parsed === null) {
                  reject(new AppError('APPLE_PAY_SESSION_FAILED'));
                  return;
                }
                resolve(parsed as Record<string, unknown>);
              } catch {
                reject(new AppError('APPLE_PAY_SESSION_FAILED'));
              }
            });
          },
        );
        call.on('timeout', () => call.destroy(new Error('timeout')));
        call.on('error', () => reject(new AppError('APPLE_PAY_SESSION_FAILED')));
        call.end(body);
      });
    },
  };
}

export type ApplePaySessions = ReturnType<typeof createApplePaySessions>;

import type { CallAnswer } from '@nearbite/api-client/api-call';
import { type CardPlatform, type CardProcessorConfigDto, cardRoutes } from '@nearbite/contract/cards';
import { orderViewRoutes } from '@nearbite/contract/order-views';
import { type PaymentOutcomeDto, type PayOrderBodyDto, paymentRoutes } from '@nearbite/contract/payments';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/lib/api-call';

/** The order being paid; the diner's own data, so under ['account', …] (dropped at sign-out). */
export function orderForPaymentKey(orderId: string) {
  return ['account', 'orders', orderId, 'payment'] as const;
}

/** GET /orders/{orderId}: total, breakdown and the seconds left to pay. */
export function useOrderForPayment(orderId: string | null) {
  return useQuery({
    enabled: orderId !== null,
    queryKey: orderForPaymentKey(orderId ?? ''),
    queryFn: ({ signal }) => call(orderViewRoutes.detail, { params: { orderId: orderId ?? '' }, signal }),
    staleTime: 0,
    retry: 1,
  });
}

/** GET /configs/cardProcessor: the wallet's processor settings. */
export function useProcessorConfig(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['configs', 'cardProcessor'],
    queryFn: ({ signal }) => call(cardRoutes.processorConfig, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** POST /orders/{orderId}/payment. */
export function payOrder(orderId: string, body: PayOrderBodyDto): Promise<PaymentOutcomeDto> {
  return call(paymentRoutes.pay, { params: { orderId }, body });
}

/** PUT /orders/{orderId}/payment/fromClient: the server asks the processor how the payment ended. */
export function confirmFromClient(
  orderId: string,
  paymentPlatform: CardPlatform,
  transactionId: string,
): Promise<CallAnswer<typeof paymentRoutes.confirmFromClient>> {
  return call(paymentRoutes.confirmFromClient, {
    params: { orderId },
    body: { orderId, paymentPlatform, transactionId },
  });
}

/** POST /payments/services/getApplePaySessionRequest: Apple's merchant session for the wallet sheet. */
export function applePaySession(endpointURL: string) {
  return call(paymentRoutes.applePaySession, { body: { endpointURL, domain: window.location.hostname } });
}

/** A form-encoded call to the card processor with the public key as bearer; the answer's `id`, or null. */
async function processorCall(
  config: Pick<CardProcessorConfigDto, 'publishableKey'>,
  url: string,
  fields: Record<string, string>,
): Promise<string | null> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${config.publishableKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(fields),
      credentials: 'omit',
    });
    const body = (await response.json().catch(() => null)) as { id?: unknown } | null;
    return response.ok && typeof body?.id === 'string' ? body.id : null;
  } catch {
    return null;
  }
}

/** The processor's base URL (…/v1), from its create-payment-method address. */
function processorBase(config: Pick<CardProcessorConfigDto, 'paymentMethodsUrl'>): string {
  return config.paymentMethodsUrl.replace(/\/payment_methods\/?$/, '');
}

/**
 * A payment method from a wallet's token: Apple Pay's token fields become a processor token first
 * (Stripe's /v1/tokens), then a card payment method. Null when the processor refuses.
 */
export async function walletPaymentMethod(
  config: Pick<CardProcessorConfigDto, 'publishableKey' | 'paymentMethodsUrl'>,
  token: { tokenId: string | null; tokenFields: Record<string, string> | null },
): Promise<string | null> {
  const tokenId =
    token.tokenId ??
    (token.tokenFields
      ? await processorCall(config, `${processorBase(config)}/tokens`, token.tokenFields)
      : null);
  if (!tokenId) return null;
  return processorCall(config, config.paymentMethodsUrl, { type: 'card', 'card[token]': tokenId });
}

/**
 * The sandbox processor's stand-in for the bank's authentication page: the diner's chosen outcome is
 * posted to the payment intent (form-encoded, like Stripe), which then succeeds or fails.
 */
export async function sandboxAuthenticate(
  config: Pick<CardProcessorConfigDto, 'publishableKey' | 'paymentMethodsUrl'>,
  transactionId: string,
  clientSecret: string,
  outcome: 'succeed' | 'fail',
): Promise<void> {
  await fetch(`${processorBase(config)}/payment_intents/${encodeURIComponent(transactionId)}/authenticate`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${config.publishableKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ client_secret: clientSecret, outcome }),
    credentials: 'omit',
  }).catch(() => undefined);
}

import type { ServerErrorKey } from '@nearbite/domain/errors';
import Stripe from 'stripe';
import { AppError } from '../../errors/app-error.js';
import type { CardBrand, CardProcessor, ChargeResult } from './card-processor.js';
import { failureKeyOf, parseWebhookJson, toProcessorEvent } from './stripe-shapes.js';

const ACCEPTED_BRANDS = new Set<string>(['visa', 'mastercard', 'amex', 'discover']);

export interface StripeProcessorOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  walletsEnabled: boolean;
  /** Tests pass a client whose HTTP is stubbed; production builds the SDK's own. */
  client?: Stripe;
}

/** The catalogue error of an SDK error that is not a card decline (those become failed results). */
function keyOfStripeError(error: unknown): ServerErrorKey {
  if (!(error instanceof Stripe.errors.StripeError)) return 'CARD_PROCESSOR_UNAVAILABLE';
  if (error instanceof Stripe.errors.StripeCardError) return failureKeyOf(error.code, error.decline_code);
  if (error instanceof Stripe.errors.StripeConnectionError) return 'CARD_PROCESSOR_UNAVAILABLE';
  if (error instanceof Stripe.errors.StripeAuthenticationError) return 'CARD_PROCESSOR_AUTH_FAILED';
  if (error instanceof Stripe.errors.StripePermissionError) return 'CARD_PROCESSOR_AUTH_FAILED';
  if (error instanceof Stripe.errors.StripeRateLimitError) return 'CARD_PROCESSOR_RATE_LIMITED';
  if (error instanceof Stripe.errors.StripeIdempotencyError) return 'CARD_PAYMENT_DUPLICATE';
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    return error.code === 'resource_missing' ? 'CARD_TOKEN_INVALID' : 'CARD_PAYMENT_FIELD_INVALID';
  }
  return 'CARD_PAYMENT_FAILED';
}

/** Runs an SDK call; its errors become the catalogue's coded errors (never the SDK's message internals). */
async function call<T>(work: () => Promise<T>, fallback?: ServerErrorKey): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const key = keyOfStripeError(error);
    throw new AppError(fallback && key === 'CARD_PAYMENT_FIELD_INVALID' ? fallback : key);
  }
}

/** Our result for a PaymentIntent in any state. */
export function resultOfIntent(intent: Stripe.PaymentIntent): ChargeResult & { amount: number } {
  const base = {
    processorPaymentId: intent.id,
    amount: intent.amount,
    clientSecret: null,
    redirectUrl: null,
    failureCode: null,
    failureMessage: null,
  };
  if (intent.status === 'succeeded') return { ...base, status: 'succeeded' };
  if (intent.status === 'canceled') {
    return { ...base, status: 'failed', failureCode: 'CARD_PAYMENT_CANCELED', failureMessage: 'Canceled.' };
  }
  const error = intent.last_payment_error;
  if (intent.status === 'requires_payment_method' && error) {
    return {
      ...base,
      status: 'failed',
      failureCode: failureKeyOf(error.code, error.decline_code),
      failureMessage: error.message ?? null,
    };
  }
  // requires_action, requires_confirmation, processing, or a client intent not yet confirmed.
  const action = intent.next_action;
  const redirectUrl =
    intent.status === 'requires_action' && action?.type === 'redirect_to_url'
      ? (action.redirect_to_url?.url ?? null)
      : null;
  return { ...base, status: 'requiresAction', clientSecret: intent.client_secret, redirectUrl };
}

/**
 * Stripe through its official SDK: a customer per user, payment methods attached to it, PaymentIntents
 * created and confirmed in one idempotent call, refunds with idempotency keys, signed webhooks. Building
 * it makes no network call.
 */
export function createStripeCardProcessor(options: StripeProcessorOptions): CardProcessor {
  const stripe =
    options.client ??
    new Stripe(options.secretKey, { maxNetworkRetries: 2, timeout: 20_000, telemetry: false });

  return {
    platform: 'stripe',
    // Stripe's search "is not suitable for read-after-write flows": new objects appear within a minute.
    lookupLagMs: 5 * 60_000,

    clientConfig: () => ({
      publishableKey: options.publishableKey,
      paymentMethodsUrl: 'https://api.stripe.com/v1/payment_methods',
      walletsEnabled: options.walletsEnabled,
    }),

    async createCustomer(userId) {
      const customer = await call(() =>
        stripe.customers.create({ metadata: { userId } }, { idempotencyKey: `customer_${userId}` }),
      );
      return customer.id;
    },

    async attachPaymentMethod(paymentMethodId, customerId) {
      const method = await call(
        () => stripe.paymentMethods.attach(paymentMethodId, { customer: customerId }),
        'CARD_BIND_FAILED',
      );
      if (!method.card) throw new AppError('CARD_TOKEN_INVALID', 'The payment method is not a card.');
      if (!ACCEPTED_BRANDS.has(method.card.brand)) {
        await call(() => stripe.paymentMethods.detach(method.id)).catch(() => undefined);
        throw new AppError('CARD_TYPE_UNSUPPORTED');
      }
      return {
        id: method.id,
        brand: method.card.brand as CardBrand,
        last4: method.card.last4,
        expMonth: method.card.exp_month,
        expYear: method.card.exp_year,
      };
    },

    async detachPaymentMethod(paymentMethodId) {
      await call(() => stripe.paymentMethods.detach(paymentMethodId));
    },

    async charge(request) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amount,
            currency: 'usd',
            ...(request.customerId ? { customer: request.customerId } : {}),
            payment_method: request.paymentMethodId,
            // With a return URL, a card needing 3-D Secure answers a redirect to the bank's page (no
            // Stripe.js in the client); without one, nothing may redirect.
            ...(request.returnUrl
              ? { automatic_payment_methods: { enabled: true }, return_url: request.returnUrl }
              : { automatic_payment_methods: { enabled: true, allow_redirects: 'never' as const } }),
            confirm: true,
            metadata: request.metadata,
          },
          { idempotencyKey: request.idempotencyKey },
        );
        const { amount: _amount, ...result } = resultOfIntent(intent);
        return result;
      } catch (error) {
        // A decline is an answer, not a fault: the intent exists and failed.
        if (error instanceof Stripe.errors.StripeCardError) {
          const intent = (error.raw as { payment_intent?: { id?: string } } | undefined)?.payment_intent;
          return {
            processorPaymentId: intent?.id ?? null,
            status: 'failed',
            clientSecret: null,
            redirectUrl: null,
            failureCode: failureKeyOf(error.code, error.decline_code),
            failureMessage: error.message,
          };
        }
        throw new AppError(keyOfStripeError(error));
      }
    },

    async createClientIntent(request) {
      const intent = await call(() =>
        stripe.paymentIntents.create(
          {
            amount: request.amount,
            currency: 'usd',
            // Cards and wallets only: nothing that redirects, so no return URL is needed.
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            metadata: request.metadata,
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      if (!intent.client_secret) throw new AppError('CARD_PAYMENT_FAILED');
      return { processorPaymentId: intent.id, clientSecret: intent.client_secret };
    },

    retrievePayment: async (id) => resultOfIntent(await call(() => stripe.paymentIntents.retrieve(id))),

    async findPayment({ paymentId }) {
      // Every intent we create carries our payment's id in its metadata.
      const found = await call(() =>
        stripe.paymentIntents.search({ query: `metadata['paymentId']:'${paymentId}'`, limit: 1 }),
      );
      const [intent] = found.data;
      return intent ? resultOfIntent(intent) : null;
    },

    async cancelPayment(id) {
      try {
        return resultOfIntent(await stripe.paymentIntents.cancel(id));
      } catch (error) {
        // It may have succeeded (or been canceled) meanwhile: its state now is the answer.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          return resultOfIntent(await call(() => stripe.paymentIntents.retrieve(id)));
        }
        throw new AppError(keyOfStripeError(error));
      }
    },

    async refund(request) {
      const refund = await call(() =>
        stripe.refunds.create(
          { payment_intent: request.processorPaymentId, amount: request.amount },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      const status =
        refund.status === 'succeeded'
          ? 'succeeded'
          : refund.status === 'failed' || refund.status === 'canceled'
            ? 'failed'
            : 'pending';
      return { processorRefundId: refund.id, status };
    },

    verifyWebhook(rawBody, signatureHeader) {
      if (!signatureHeader) throw new AppError('SIGNATURE_PARAMETERS_MISSING');
      try {
        stripe.webhooks.constructEvent(rawBody, signatureHeader, options.webhookSecret);
      } catch (error) {
        // constructEvent parses the body only once the signature holds: a signed body that is not JSON.
        if (error instanceof SyntaxError)
          throw new AppError('REQUEST_INVALID', 'The webhook body is not JSON.');
        const message = error instanceof Error ? error.message : '';
        if (/tolerance/i.test(message)) throw new AppError('SIGNATURE_EXPIRED');
        if (/Unable to extract timestamp and signatures/i.test(message)) {
          throw new AppError('SIGNATURE_PARAMETERS_MISSING');
        }
        throw new AppError('SIGNATURE_INVALID');
      }
      return toProcessorEvent(parseWebhookJson(rawBody));
    },
  };
}

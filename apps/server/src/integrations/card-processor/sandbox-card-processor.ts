import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type {
  CardBrand,
  CardProcessor,
  ChargeRequest,
  ChargeResult,
  ProcessorPaymentMethod,
} from './card-processor.js';
import type { SandboxIntent, SandboxProcessorRepository } from './sandbox-card-processor.repository.js';
import {
  cardError,
  checkCard,
  confirmedStatus,
  DECLINES,
  declineOf,
  requestError,
  type SandboxCardInput,
  type StripeStyleError,
} from './sandbox-test-cards.js';
import { eventFor, intentJson, type SignedSandboxEvent, stripeId } from './sandbox-webhook-events.js';
import { parseWebhookJson, toProcessorEvent } from './stripe-shapes.js';
import { verifyWebhookSignature } from './webhook-signature.js';

/** The sandbox's public key: the bearer of its create-payment-method call. */
export const SANDBOX_PUBLISHABLE_KEY = 'pk_sandbox_nearbite';
/** Same-origin path of the sandbox's create-payment-method endpoint (Stripe's /v1/payment_methods). */
export const SANDBOX_PAYMENT_METHODS_URL = '/apis/v1/sandbox/v1/payment_methods';

export type SandboxResult<T> = { ok: true; body: T } | { ok: false; error: StripeStyleError };

function secretsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The offline card processor (the default): Stripe test mode's behaviour on our own tables. It keeps
 * brand, last four, expiry and the test card's behaviour; the number and CVC are checked and dropped.
 */
export function createSandboxCardProcessor(deps: {
  repository: SandboxProcessorRepository;
  clock: Clock;
  webhookSecret: string;
}) {
  const { repository, clock, webhookSecret } = deps;
  const now = () => new Date(clock());

  function chargeResultOf(intent: SandboxIntent): ChargeResult & { amount: number } {
    const base = {
      processorPaymentId: intent.id,
      amount: intent.amount,
      clientSecret: null,
      // The sandbox authenticates in the client's own dialog, never by a redirect.
      redirectUrl: null,
      failureCode: null,
      failureMessage: null,
    };
    switch (intent.status) {
      case 'succeeded':
        return { ...base, status: 'succeeded' };
      case 'requires_action':
        return { ...base, status: 'requiresAction', clientSecret: intent.clientSecret };
      case 'canceled':
        return {
          ...base,
          status: 'failed',
          failureCode: 'CARD_PAYMENT_CANCELED',
          failureMessage: 'Canceled.',
        };
      default: {
        const decline = declineOf(intent.behaviour);
        // A client intent nobody has confirmed yet still waits for the client.
        if (!decline) return { ...base, status: 'requiresAction', clientSecret: intent.clientSecret };
        const key =
          decline === DECLINES.insufficientFunds ? 'CARD_INSUFFICIENT_FUNDS' : 'CARD_PAYMENT_DECLINED';
        return {
          ...base,
          status: 'failed',
          failureCode: decline === DECLINES.authenticationFailed ? 'CARD_AUTHENTICATION_REQUIRED' : key,
          failureMessage: decline.message,
        };
      }
    }
  }

  async function intentOrThrow(id: string): Promise<SandboxIntent> {
    const intent = await repository.intent(id);
    if (!intent) throw new AppError('PAYMENT_RECORD_NOT_FOUND');
    return intent;
  }

  const processor: CardProcessor = {
    platform: 'sandbox',
    lookupLagMs: 0,

    clientConfig: () => ({
      publishableKey: SANDBOX_PUBLISHABLE_KEY,
      paymentMethodsUrl: SANDBOX_PAYMENT_METHODS_URL,
      walletsEnabled: false,
    }),

    createCustomer: async () => stripeId('cus'),

    async attachPaymentMethod(paymentMethodId, customerId): Promise<ProcessorPaymentMethod> {
      const method = await repository.attach(paymentMethodId, customerId);
      if (!method) {
        const exists = await repository.paymentMethod(paymentMethodId);
        throw new AppError(exists ? 'CARD_BIND_FAILED' : 'CARD_TOKEN_INVALID');
      }
      if (method.brand === 'unknown') throw new AppError('CARD_TYPE_UNSUPPORTED');
      return {
        id: method.id,
        brand: method.brand as CardBrand,
        last4: method.last4,
        expMonth: method.expMonth,
        expYear: method.expYear,
      };
    },

    detachPaymentMethod: (paymentMethodId) => repository.detach(paymentMethodId),

    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const method = await repository.paymentMethod(request.paymentMethodId);
      const usable = method && (request.customerId === null || method.customerId === request.customerId);
      const inserted = await repository.insertIntent({
        id: stripeId('pi'),
        idempotencyKey: request.idempotencyKey,
        paymentMethodId: usable ? method.id : null,
        amount: request.amount,
        // An unknown method cannot pay: the intent ends at once, as Stripe's request would fail.
        status: usable ? confirmedStatus(method.behaviour) : 'canceled',
        clientSecret: `${stripeId('pi')}_secret_${randomBytes(12).toString('hex')}`,
        metadata: request.metadata,
        createdAt: now(),
        updatedAt: now(),
      });
      // A retried key answers the first intent, whatever this request said.
      const { amount: _amount, ...result } = chargeResultOf(await intentOrThrow(inserted.id));
      return result.status === 'failed' && !inserted.paymentMethodId
        ? { ...result, failureCode: 'CARD_INFO_INCORRECT', failureMessage: 'No such payment method.' }
        : result;
    },

    async createClientIntent(request) {
      const id = stripeId('pi');
      const intent = await repository.insertIntent({
        id,
        idempotencyKey: request.idempotencyKey,
        paymentMethodId: null,
        amount: request.amount,
        status: 'requires_payment_method',
        clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        metadata: request.metadata,
        createdAt: now(),
        updatedAt: now(),
      });
      return { processorPaymentId: intent.id, clientSecret: intent.clientSecret };
    },

    retrievePayment: async (id) => chargeResultOf(await intentOrThrow(id)),

    async findPayment({ idempotencyKey }) {
      const id = await repository.intentIdByKey(idempotencyKey);
      return id ? chargeResultOf(await intentOrThrow(id)) : null;
    },

    async cancelPayment(id) {
      await repository.transition(
        id,
        ['requires_payment_method', 'requires_action'],
        { status: 'canceled' },
        now(),
      );
      return chargeResultOf(await intentOrThrow(id));
    },

    async refund(request) {
      // The same key always names the same refund, as Stripe answers a retried request.
      const processorRefundId = `re_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24)}`;
      const intent = await repository.intent(request.processorPaymentId);
      if (intent?.status === 'succeeded' && intent.behaviour === 'refundFail') {
        return { processorRefundId, status: 'failed' };
      }
      const outcome = await repository.refund(
        request.processorPaymentId,
        request.amount,
        request.idempotencyKey,
        now(),
      );
      if (outcome === 'refused') throw new AppError('CARD_PAYMENT_AMOUNT_INVALID', 'Nothing left to refund.');
      return { processorRefundId, status: 'succeeded' };
    },

    verifyWebhook(rawBody, signatureHeader) {
      verifyWebhookSignature(rawBody, signatureHeader, webhookSecret, Math.floor(clock() / 1000));
      return toProcessorEvent(parseWebhookJson(rawBody));
    },
  };

  return {
    ...processor,
    publishableKey: SANDBOX_PUBLISHABLE_KEY,

    /** Stripe's POST /v1/payment_methods for a card. */
    async createPaymentMethod(input: SandboxCardInput): Promise<SandboxResult<Record<string, unknown>>> {
      const card = checkCard(input, clock);
      if ('status' in card) return { ok: false, error: card };
      const id = stripeId('pm');
      await repository.insertPaymentMethod({ id, ...card, createdAt: now() });
      return {
        ok: true,
        body: {
          id,
          object: 'payment_method',
          type: 'card',
          created: Math.floor(clock() / 1000),
          customer: null,
          livemode: false,
          billing_details: {
            name: input.name ?? null,
            address: { postal_code: input.postalCode ?? null },
          },
          card: { brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear },
        },
      };
    },

    /**
     * Stripe's client-side confirmation of a client intent with a payment method (what stripe.js does
     * with a wallet's method). Answers the intent and the event Stripe would send.
     */
    async confirmIntent(
      id: string,
      clientSecret: string,
      paymentMethodId: string,
    ): Promise<SandboxResult<ReturnType<typeof intentJson>> & { event: SignedSandboxEvent | null }> {
      const intent = await repository.intent(id);
      if (!intent || !secretsEqual(intent.clientSecret, clientSecret)) {
        return {
          ok: false,
          error: requestError(404, 'resource_missing', 'No such payment_intent.'),
          event: null,
        };
      }
      const method = await repository.paymentMethod(paymentMethodId);
      if (!method) {
        return {
          ok: false,
          error: requestError(404, 'resource_missing', 'No such payment_method.'),
          event: null,
        };
      }
      const moved = await repository.transition(
        id,
        ['requires_payment_method'],
        { status: confirmedStatus(method.behaviour), paymentMethodId: method.id },
        now(),
      );
      if (!moved) {
        return {
          ok: false,
          error: requestError(
            400,
            'payment_intent_unexpected_state',
            'The PaymentIntent cannot be confirmed now.',
          ),
          event: null,
        };
      }
      const confirmed = await intentOrThrow(id);
      const event = eventFor(confirmed, webhookSecret, clock);
      const decline = confirmed.status === 'requires_payment_method' ? declineOf(confirmed.behaviour) : null;
      if (decline) {
        const error = cardError(decline.code, decline.message, 'payment_method');
        if (decline.declineCode) error.body.error.decline_code = decline.declineCode;
        return { ok: false, error, event };
      }
      return { ok: true, body: intentJson(confirmed), event };
    },

    /**
     * The sandbox's authentication page for a card that asks for it (4000 0027 6000 3184): succeed or
     * fail the authentication. Answers the intent and the event Stripe would send.
     */
    async authenticate(
      id: string,
      clientSecret: string,
      outcome: 'succeed' | 'fail',
    ): Promise<SandboxResult<ReturnType<typeof intentJson>> & { event: SignedSandboxEvent | null }> {
      const intent = await repository.intent(id);
      if (!intent || !secretsEqual(intent.clientSecret, clientSecret)) {
        return {
          ok: false,
          error: requestError(404, 'resource_missing', 'No such payment_intent.'),
          event: null,
        };
      }
      const status = outcome === 'succeed' ? 'succeeded' : 'requires_payment_method';
      if (!(await repository.transition(id, ['requires_action'], { status }, now()))) {
        return {
          ok: false,
          error: requestError(
            400,
            'payment_intent_unexpected_state',
            'The PaymentIntent needs no authentication.',
          ),
          event: null,
        };
      }
      const authenticated = await intentOrThrow(id);
      return {
        ok: true,
        body: intentJson(authenticated),
        event: eventFor(authenticated, webhookSecret, clock),
      };
    },
  };
}

export type SandboxCardProcessor = ReturnType<typeof createSandboxCardProcessor>;

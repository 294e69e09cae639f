import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error.js';
import { createStripeCardProcessor } from './stripe-card-processor.js';

/**
 * The Stripe processor offline: the SDK's HTTP goes to a recording stub instead of api.stripe.com, so the
 * tests see the requests it would send (idempotency keys included) and answer them as Stripe would.
 */

const WEBHOOK_SECRET = 'whsec_test_secret_for_unit_tests';

interface Recorded {
  method: string;
  path: string;
  headers: Record<string, unknown>;
  body: URLSearchParams;
}

function stubbedStripe(answer: (request: Recorded) => { status: number; body: unknown }) {
  const requests: Recorded[] = [];
  const httpClient: Stripe.HttpClient = {
    getClientName: () => 'stub',
    makeRequest: async (_host, _port, path, method, headers, requestData) => {
      const request = { method, path, headers, body: new URLSearchParams(requestData) };
      requests.push(request);
      const { status, body } = answer(request);
      return {
        getStatusCode: () => status,
        getHeaders: () => ({ 'request-id': 'req_stub' }),
        getRawResponse: () => ({}),
        toStream: () => {
          throw new Error('no stream');
        },
        toJSON: async () => body,
      };
    },
  } as unknown as Stripe.HttpClient;
  const client = new Stripe('sk_test_offline', { httpClient, maxNetworkRetries: 0 });
  const processor = createStripeCardProcessor({
    secretKey: 'sk_test_offline',
    publishableKey: 'pk_test_offline',
    webhookSecret: WEBHOOK_SECRET,
    walletsEnabled: true,
    client,
  });
  return { processor, requests, client };
}

const intent = (fields: Record<string, unknown>) => ({
  id: 'pi_123',
  object: 'payment_intent',
  amount: 2599,
  currency: 'usd',
  client_secret: 'pi_123_secret_abc',
  last_payment_error: null,
  ...fields,
});

describe('Stripe card processor', () => {
  it('finds the intent of a payment whose answer was lost by the payment id in its metadata', async () => {
    const { processor, requests } = stubbedStripe(() => ({
      status: 200,
      body: {
        object: 'search_result',
        url: '/v1/payment_intents/search',
        has_more: false,
        data: [intent({ status: 'succeeded' })],
      },
    }));
    const found = await processor.findPayment({ idempotencyKey: 'pay_order_1', paymentId: 'payment-1' });
    expect(found).toMatchObject({ processorPaymentId: 'pi_123', status: 'succeeded', amount: 2599 });
    expect(requests[0]?.method).toBe('GET');
    expect(decodeURIComponent(requests[0]?.path ?? '')).toContain("query=metadata['paymentId']:'payment-1'");
    // Stripe's search lags behind new intents: "not found" is believed only after lookupLagMs.
    expect(processor.lookupLagMs).toBeGreaterThanOrEqual(60_000);
  });

  it('answers null when no intent carries the payment id', async () => {
    const { processor } = stubbedStripe(() => ({
      status: 200,
      body: { object: 'search_result', url: '/v1/payment_intents/search', has_more: false, data: [] },
    }));
    expect(await processor.findPayment({ idempotencyKey: 'pay_x_1', paymentId: 'payment-2' })).toBeNull();
  });

  it('makes no request when it is built', () => {
    const { requests, processor } = stubbedStripe(() => ({ status: 500, body: {} }));
    expect(processor.clientConfig()).toEqual({
      publishableKey: 'pk_test_offline',
      paymentMethodsUrl: 'https://api.stripe.com/v1/payment_methods',
      walletsEnabled: true,
    });
    expect(requests).toHaveLength(0);
  });

  it('confirms a PaymentIntent with the saved method under the payment’s idempotency key', async () => {
    const { processor, requests } = stubbedStripe(() => ({
      status: 200,
      body: intent({ status: 'succeeded' }),
    }));
    const result = await processor.charge({
      amount: 2599,
      customerId: 'cus_1',
      paymentMethodId: 'pm_1',
      idempotencyKey: 'pay_order_1',
      metadata: { orderId: 'order' },
    });
    expect(result).toEqual({
      processorPaymentId: 'pi_123',
      status: 'succeeded',
      clientSecret: null,
      redirectUrl: null,
      failureCode: null,
      failureMessage: null,
    });
    const [request] = requests;
    expect(request?.path).toBe('/v1/payment_intents');
    expect(request?.headers['Idempotency-Key']).toBe('pay_order_1');
    expect(Object.fromEntries(request?.body ?? [])).toMatchObject({
      amount: '2599',
      currency: 'usd',
      customer: 'cus_1',
      payment_method: 'pm_1',
      confirm: 'true',
      'metadata[orderId]': 'order',
      'automatic_payment_methods[allow_redirects]': 'never',
    });
    expect(request?.body.has('return_url')).toBe(false);
  });

  it('sends the return URL and answers a 3-D Secure redirect with the bank page’s address', async () => {
    const returnUrl = 'https://app.example/payment?orderId=o-1&authenticated=1';
    const bankPage = 'https://hooks.stripe.com/3d_secure_2/hosted?merchant=acct_1&payment_intent=pi_123';
    const { processor, requests } = stubbedStripe(() => ({
      status: 200,
      body: intent({
        status: 'requires_action',
        next_action: {
          type: 'redirect_to_url',
          redirect_to_url: { url: bankPage, return_url: returnUrl },
        },
      }),
    }));
    const result = await processor.charge({
      amount: 2599,
      customerId: 'cus_1',
      paymentMethodId: 'pm_1',
      idempotencyKey: 'pay_order_1',
      metadata: {},
      returnUrl,
    });
    expect(result).toEqual({
      processorPaymentId: 'pi_123',
      status: 'requiresAction',
      clientSecret: 'pi_123_secret_abc',
      redirectUrl: bankPage,
      failureCode: null,
      failureMessage: null,
    });
    const body = Object.fromEntries(requests[0]?.body ?? []);
    expect(body).toMatchObject({ confirm: 'true', return_url: returnUrl, payment_method: 'pm_1' });
    // A return URL allows the redirect; "never" would make Stripe refuse it.
    expect(body['automatic_payment_methods[allow_redirects]']).toBeUndefined();
  });

  it('answers requires_action with the client secret, and a decline with its code', async () => {
    const action = stubbedStripe(() => ({ status: 200, body: intent({ status: 'requires_action' }) }));
    const charge = {
      amount: 2599,
      customerId: null,
      paymentMethodId: 'pm_1',
      idempotencyKey: 'k',
      metadata: {},
    };
    expect(await action.processor.charge(charge)).toMatchObject({
      status: 'requiresAction',
      clientSecret: 'pi_123_secret_abc',
      redirectUrl: null,
    });

    const declined = stubbedStripe(() => ({
      status: 402,
      body: {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'insufficient_funds',
          message: 'Your card has insufficient funds.',
          payment_intent: intent({ status: 'requires_payment_method' }),
        },
      },
    }));
    expect(await declined.processor.charge(charge)).toMatchObject({
      processorPaymentId: 'pi_123',
      status: 'failed',
      failureCode: 'CARD_INSUFFICIENT_FUNDS',
    });
  });

  it('turns Stripe’s own failures into coded errors', async () => {
    const unauthorised = stubbedStripe(() => ({
      status: 401,
      body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
    }));
    await expect(unauthorised.processor.retrievePayment('pi_123')).rejects.toMatchObject({
      key: 'CARD_PROCESSOR_AUTH_FAILED',
    });
    const missing = stubbedStripe(() => ({
      status: 404,
      body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such' } },
    }));
    await expect(missing.processor.attachPaymentMethod('pm_x', 'cus_1')).rejects.toBeInstanceOf(AppError);
  });

  it('refunds under the given idempotency key', async () => {
    const { processor, requests } = stubbedStripe(() => ({
      status: 200,
      body: { id: 're_1', object: 'refund', status: 'succeeded', amount: 500 },
    }));
    expect(
      await processor.refund({ processorPaymentId: 'pi_123', amount: 500, idempotencyKey: 'refund-1' }),
    ).toEqual({
      processorRefundId: 're_1',
      status: 'succeeded',
    });
    expect(requests[0]?.headers['Idempotency-Key']).toBe('refund-1');
  });

  it('verifies webhooks with Stripe’s signature and maps their events', () => {
    const { processor, client } = stubbedStripe(() => ({ status: 500, body: {} }));
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.payment_failed',
      data: {
        object: intent({
          status: 'requires_payment_method',
          last_payment_error: { code: 'card_declined', decline_code: 'generic_decline' },
        }),
      },
    });
    const header = client.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect(processor.verifyWebhook(payload, header)).toEqual({
      id: 'evt_1',
      type: 'payment.failed',
      rawType: 'payment_intent.payment_failed',
      processorPaymentId: 'pi_123',
      processorRefundId: null,
      failureCode: 'CARD_PAYMENT_DECLINED',
      paymentId: null,
    });
    const forged = client.webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_ours' });
    expect(() => processor.verifyWebhook(payload, forged)).toThrow(
      expect.objectContaining({ key: 'SIGNATURE_INVALID' }),
    );
    const stale = client.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    expect(() => processor.verifyWebhook(payload, stale)).toThrow(
      expect.objectContaining({ key: 'SIGNATURE_EXPIRED' }),
    );
    expect(() => processor.verifyWebhook(payload, undefined)).toThrow(
      expect.objectContaining({ key: 'SIGNATURE_PARAMETERS_MISSING' }),
    );
    // Correctly signed bodies that are not events are refused as bad requests, not crashes.
    for (const body of [
      'not json',
      '[]',
      '{"id":"evt_3","type":"x"}',
      '{"id":"evt\\u0000","type":"x","data":{"object":{}}}',
    ]) {
      const signed = client.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET });
      expect(() => processor.verifyWebhook(body, signed)).toThrow(
        expect.objectContaining({ key: 'REQUEST_INVALID' }),
      );
    }

    const refund = JSON.stringify({
      id: 'evt_2',
      object: 'event',
      type: 'refund.updated',
      data: { object: { id: 're_1', object: 'refund', status: 'succeeded', payment_intent: 'pi_123' } },
    });
    const refundHeader = client.webhooks.generateTestHeaderString({
      payload: refund,
      secret: WEBHOOK_SECRET,
    });
    expect(processor.verifyWebhook(refund, refundHeader)).toMatchObject({
      type: 'refund.succeeded',
      processorRefundId: 're_1',
    });
  });

  it('maps a refund Stripe fails or cancels, even after accepting it, to refund.failed', () => {
    const { processor, client } = stubbedStripe(() => ({ status: 500, body: {} }));
    const verify = (type: string, status: string) => {
      const payload = JSON.stringify({
        id: `evt_${type}_${status}`,
        object: 'event',
        type,
        data: {
          object: {
            id: 're_1',
            object: 'refund',
            amount: 500,
            status,
            payment_intent: 'pi_123',
            failure_reason: status === 'failed' ? 'expired_or_canceled_card' : null,
          },
        },
      });
      const header = client.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      return processor.verifyWebhook(payload, header);
    };
    for (const type of ['charge.refund.updated', 'refund.updated', 'refund.failed']) {
      expect(verify(type, 'failed')).toEqual({
        id: `evt_${type}_failed`,
        type: 'refund.failed',
        rawType: type,
        processorPaymentId: 'pi_123',
        processorRefundId: 're_1',
        failureCode: null,
        paymentId: null,
      });
    }
    expect(verify('refund.updated', 'canceled')).toMatchObject({
      type: 'refund.failed',
      processorRefundId: 're_1',
    });
    // Still on its way: nothing to apply yet.
    expect(verify('charge.refund.updated', 'pending')).toMatchObject({ type: 'other' });
    expect(verify('refund.updated', 'requires_action')).toMatchObject({ type: 'other' });
  });
});

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SandboxCardProcessor } from '../../integrations/card-processor/sandbox-card-processor.js';
import type { StripeStyleError } from '../../integrations/card-processor/sandbox-test-cards.js';
import type { SignedSandboxEvent } from '../../integrations/card-processor/sandbox-webhook-events.js';
import type { PaymentsService } from '../payments/payments.service.js';

/** Where the sandbox's Stripe-like endpoints live, under the API base path. */
export const SANDBOX_PREFIX = '/sandbox/v1';

type Fields = Record<string, string>;

const intentParams = z.object({ id: z.string().min(1).max(64) });
const authenticateBody = z.object({
  client_secret: z.string().min(1).max(255),
  outcome: z.enum(['succeed', 'fail']),
});
const confirmBody = z.object({
  client_secret: z.string().min(1).max(255),
  payment_method: z.string().min(1).max(255),
});

const missingParam: StripeStyleError = {
  status: 400,
  body: {
    error: { type: 'invalid_request_error', code: 'parameter_missing', message: 'Missing required param.' },
  },
};

/** Form or JSON fields as strings; nested JSON is not part of these calls. */
function fieldsOf(body: unknown): Fields {
  if (!body || typeof body !== 'object') return {};
  return Object.fromEntries(
    Object.entries(body as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/**
 * The sandbox card processor's public endpoints, called by the web app in place of api.stripe.com:
 * create a payment method (form-encoded, publishable key as bearer), confirm a client intent, and the
 * authentication page of a card that asks for it. Answers and errors are in Stripe's shapes. The bodies
 * carry card numbers and CVCs: nothing here logs a body, and Fastify's request log has none.
 */
export async function sandboxProcessorRoutesPlugin(
  app: FastifyInstance,
  options: { sandbox: SandboxCardProcessor; payments: PaymentsService },
): Promise<void> {
  const { sandbox, payments } = options;

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const fail = (reply: FastifyReply, error: StripeStyleError) => reply.status(error.status).send(error.body);

  /** The publishable key as Stripe takes it; a missing or wrong key answers 401 in Stripe's shape. */
  function authorized(request: FastifyRequest, reply: FastifyReply): boolean {
    const header = request.headers.authorization ?? '';
    if (header === `Bearer ${sandbox.publishableKey}`) return true;
    void fail(reply, {
      status: 401,
      body: {
        error: {
          type: 'invalid_request_error',
          message: header ? 'Invalid API Key provided.' : 'You did not provide an API key.',
        },
      },
    });
    return false;
  }

  /** Delivers the event Stripe would send to the webhook, through the webhook's own code path. */
  async function deliver(request: FastifyRequest, event: SignedSandboxEvent | null): Promise<void> {
    if (!event) return;
    try {
      await payments.receiveWebhook(event.payload, event.signature);
    } catch (error) {
      request.log.error({ err: error }, 'sandbox processor: delivering an event failed');
    }
  }

  app.post(`${SANDBOX_PREFIX}/payment_methods`, { schema: { hide: true } }, async (request, reply) => {
    if (!authorized(request, reply)) return reply;
    const fields = fieldsOf(request.body);
    const result = await sandbox.createPaymentMethod({
      type: fields.type,
      number: fields['card[number]'],
      expMonth: fields['card[exp_month]'],
      expYear: fields['card[exp_year]'],
      cvc: fields['card[cvc]'],
      name: fields['billing_details[name]'],
      postalCode: fields['billing_details[address][postal_code]'],
    });
    return result.ok ? reply.send(result.body) : fail(reply, result.error);
  });

  app.post(
    `${SANDBOX_PREFIX}/payment_intents/:id/confirm`,
    { schema: { hide: true } },
    async (request, reply) => {
      if (!authorized(request, reply)) return reply;
      const params = intentParams.safeParse(request.params);
      const body = confirmBody.safeParse(fieldsOf(request.body));
      if (!params.success || !body.success) return fail(reply, missingParam);
      const result = await sandbox.confirmIntent(
        params.data.id,
        body.data.client_secret,
        body.data.payment_method,
      );
      await deliver(request, result.event);
      return result.ok ? reply.send(result.body) : fail(reply, result.error);
    },
  );

  app.post(
    `${SANDBOX_PREFIX}/payment_intents/:id/authenticate`,
    { schema: { hide: true } },
    async (request, reply) => {
      const params = intentParams.safeParse(request.params);
      const body = authenticateBody.safeParse(fieldsOf(request.body));
      if (!params.success || !body.success) return fail(reply, missingParam);
      const result = await sandbox.authenticate(params.data.id, body.data.client_secret, body.data.outcome);
      await deliver(request, result.event);
      return result.ok ? reply.send(result.body) : fail(reply, result.error);
    },
  );
}

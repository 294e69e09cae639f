import { paymentRoutes } from '@nearbite/contract/payments';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors/app-error.js';
import type { ApplePaySessions } from '../../integrations/card-processor/apple-pay-session.js';
import { schemaOf } from '../../lib/contract-route.js';
import { requireUser } from '../../plugins/session.js';
import type { PaymentsService } from './payments.service.js';

/** Path of the processor's webhook, under the API base path. */
export const PAYMENTS_WEBHOOK_PATH = '/payments/webhook';
const WEBHOOK_BODY_LIMIT = 1_048_576;

/** The host name the request came to, without a port. */
const hostOf = (request: FastifyRequest) => request.hostname.replace(/:\d+$/, '').toLowerCase();

export async function paymentsRoutesPlugin(
  app: FastifyInstance,
  options: { payments: PaymentsService; applePay: ApplePaySessions; productionHosts: string[] },
): Promise<void> {
  const { payments, applePay } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['payments'];

  api.post(
    paymentRoutes.pay.url,
    { schema: schemaOf(paymentRoutes.pay, tags, 'Pay what an order owes (once per order)') },
    async (request) => {
      const user = await requireUser(request);
      // The web app is served from the same origin as the API, so the bank returns the diner there.
      const origin = `${request.protocol}://${request.headers.host}`;
      return payments.pay(user.id, request.params.orderId, request.body, origin);
    },
  );

  api.post(
    paymentRoutes.intentFromClient.url,
    { schema: schemaOf(paymentRoutes.intentFromClient, tags, 'A payment the client confirms itself') },
    async (request) => {
      const user = await requireUser(request);
      return payments.clientIntent(user.id, request.body.orderId);
    },
  );

  api.put(
    paymentRoutes.confirmFromClient.url,
    { schema: schemaOf(paymentRoutes.confirmFromClient, tags, 'Record a payment the client completed') },
    async (request) => {
      const user = await requireUser(request);
      return payments.confirmFromClient(user.id, request.params.orderId, request.body);
    },
  );

  api.post(
    paymentRoutes.applePaySession.url,
    { schema: schemaOf(paymentRoutes.applePaySession, tags, 'Apple Pay merchant validation') },
    async (request) => {
      await requireUser(request);
      if (!applePay.configured) throw new AppError('APPLE_PAY_UNAVAILABLE');
      const { endpointURL, domain } = request.body;
      // Our merchant identity vouches only for our own site.
      const allowed = [hostOf(request), ...options.productionHosts];
      if (!allowed.includes(domain.toLowerCase())) {
        throw new AppError('APPLE_PAY_DOMAIN_NOT_VERIFIED');
      }
      return applePay.requestSession(endpointURL, domain);
    },
  );

  // The webhook reads its body as the raw string the signature covers; only this route parses so.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    webhook.post(
      PAYMENTS_WEBHOOK_PATH,
      { bodyLimit: WEBHOOK_BODY_LIMIT, schema: { tags, summary: 'Card processor webhook (Stripe-signed)' } },
      async (request, reply) => {
        const signature = request.headers['stripe-signature'];
        const raw = typeof request.body === 'string' ? request.body : '';
        await payments.receiveWebhook(raw, Array.isArray(signature) ? signature[0] : signature);
        return reply.send({ received: true });
      },
    );
  });
}

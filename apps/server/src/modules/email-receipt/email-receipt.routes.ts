import { orderViewRoutes } from '@nearbite/contract/order-views';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { schemaOf } from '../../lib/contract-route.js';
import { languageOf } from '../../lib/request-language.js';
import { requireUser } from '../../plugins/session.js';
import type { EmailReceiptService } from './email-receipt.service.js';

/** Verifying the diner's e-mail address and e-mailing an order's receipt to it. */
export async function emailReceiptRoutesPlugin(
  app: FastifyInstance,
  options: { emailReceipt: EmailReceiptService },
): Promise<void> {
  const { emailReceipt } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['email receipt'];

  api.post(
    orderViewRoutes.sendEmailCode.url,
    { schema: schemaOf(orderViewRoutes.sendEmailCode, tags, 'E-mail a 6-digit code to an address') },
    async (request) => {
      await requireUser(request);
      await emailReceipt.sendCode(
        request.body.email,
        request.ip,
        languageOf(request.headers['accept-language']),
      );
      return { ok: true } as const;
    },
  );

  api.put(
    orderViewRoutes.verifyEmail.url,
    { schema: schemaOf(orderViewRoutes.verifyEmail, tags, "Verify the code and keep the user's address") },
    async (request) => {
      const user = await requireUser(request);
      await emailReceipt.verify(user.id, request.body.email, request.body.verificationCode);
      return { ok: true } as const;
    },
  );

  api.post(
    orderViewRoutes.emailReceipt.url,
    { schema: schemaOf(orderViewRoutes.emailReceipt, tags, "E-mail an order's receipt to the user") },
    async (request) => {
      const user = await requireUser(request);
      // The link names the site the diner is using; a forged Host only reaches the sender's own inbox.
      const siteOrigin = `${request.protocol}://${request.host}`;
      await emailReceipt.emailReceipt(
        user,
        request.params.orderId,
        request.body.name,
        siteOrigin,
        languageOf(request.headers['accept-language']),
      );
      return { ok: true } as const;
    },
  );
}

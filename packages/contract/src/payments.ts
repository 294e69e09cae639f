import { z } from 'zod';
import { cardPlatformSchema } from './cards.js';
import { okSchema, text, uuidSchema } from './common.js';

/** Payment types of the specification's Payment entity. */
export const paymentTypeSchema = z.enum([
  'Card',
  'Cash',
  'Other',
  'ApplePay',
  'GooglePay',
  'PaypalPay',
  'AliPay',
  'WechatPay',
]);

/**
 * The payment request of the ordering specification. `amountUSD` is in cents like every amount on the
 * wire; the server refuses one that differs from what the order still owes.
 */
export const payOrderBodySchema = z
  .object({
    amountUSD: z.number().int().positive().max(100_000_000),
    /** The saved card to charge (Card). */
    paymentProfileId: uuidSchema.nullable().default(null),
    /** Card, ApplePay or GooglePay are accepted; the others answer B2. */
    paymentType: paymentTypeSchema,
    paymentPlatform: cardPlatformSchema,
    purpose: z.object({ type: z.literal(1), note: text().max(60) }).strict(),
    /** Wallets: the payment method id created from the wallet's token. */
    paymentOpaqueData: z
      .object({ paymentMethodId: text().min(3).max(255) })
      .strict()
      .nullable()
      .default(null),
  })
  .strict();

/**
 * The outcome of a pay call. `requiresAction` means the card needs authentication: with a `redirectUrl`
 * (Stripe's 3-D Secure) the client sends the diner there, who comes back to
 * `/payment?orderId=…&authenticated=1&payment_intent=…`; without one (the sandbox) it completes it with
 * `clientSecret` on the sandbox's authentication page. Either way it then calls
 * `PUT /orders/{orderId}/payment/fromClient`.
 */
export const paymentOutcomeSchema = z
  .object({
    paymentId: z.string(),
    status: z.enum(['succeeded', 'requiresAction']),
    clientSecret: z.string().nullable(),
    /** For requiresAction: the bank's authentication page to send the diner to; null when none. */
    redirectUrl: z.string().nullable(),
    /** The processor's id of the payment (transactionId of the fromClient call). */
    transactionId: z.string(),
  })
  .meta({ id: 'PaymentOutcome' });

export const paymentRoutes = {
  pay: {
    method: 'POST',
    url: '/orders/:orderId/payment',
    params: z.object({ orderId: uuidSchema }).strict(),
    body: payOrderBodySchema,
    response: paymentOutcomeSchema,
  },
  /** A PaymentIntent for client-side confirmation (wallets, Stripe Elements). */
  intentFromClient: {
    method: 'POST',
    url: '/stripe/paymentIntent/fromClient',
    body: z.object({ orderId: uuidSchema, paymentType: z.enum(['card']) }).strict(),
    response: z.object({ client_secret: z.string() }),
  },
  /** After the client authenticated or confirmed: the server checks with the processor and records it. */
  confirmFromClient: {
    method: 'PUT',
    url: '/orders/:orderId/payment/fromClient',
    params: z.object({ orderId: uuidSchema }).strict(),
    body: z
      .object({
        orderId: uuidSchema,
        paymentPlatform: cardPlatformSchema,
        transactionId: text().min(3).max(255),
      })
      .strict(),
    response: okSchema.extend({ status: z.enum(['succeeded', 'failed']) }),
  },
  applePaySession: {
    method: 'POST',
    url: '/payments/services/getApplePaySessionRequest',
    body: z.object({ endpointURL: text().url().max(500), domain: text().min(1).max(253) }).strict(),
    /** Apple's merchant session object, passed through to completeMerchantValidation. */
    response: z.record(z.string(), z.unknown()),
  },
} as const;

export type PayOrderBodyDto = z.input<typeof payOrderBodySchema>;
export type PaymentOutcomeDto = z.infer<typeof paymentOutcomeSchema>;
export type PaymentType = z.infer<typeof paymentTypeSchema>;

import { z } from 'zod';
import { okSchema, text, uuidSchema } from './common.js';

/** The card processors a deployment can run: `sandbox` (offline, Stripe test-card behaviour) or `stripe`. */
export const cardPlatformSchema = z.enum(['sandbox', 'stripe']);

/** A saved card as the card list and the payment screen show it; never more than brand, last four and expiry. */
export const savedCardSchema = z
  .object({
    id: z.string(),
    /** visa, mastercard, amex, discover. */
    cardType: z.enum(['visa', 'mastercard', 'amex', 'discover']),
    /** The last four digits. */
    cardNumber: z.string().regex(/^\d{4}$/),
    /** MM/YY. */
    expirationDate: z.string(),
    /** Path of the brand logo (width 100). */
    logo: z.string(),
    platform: cardPlatformSchema,
    /** The first card of the list is the default one. */
    isDefault: z.boolean(),
  })
  .meta({ id: 'SavedCard' });

/**
 * Saving a card: the client first creates a payment method at the processor (the processor's
 * create-payment-method call, form-encoded, public key as bearer) and sends its id as `token`. The
 * server reads brand, last four and expiry back from the processor, not from this body.
 */
export const addCardBodySchema = z
  .object({
    /** Masked number as the form showed it, e.g. "****-****-****-4242"; informative only. */
    cardNumber: text().max(32),
    /** MM/YYYY. */
    expirationDate: text().regex(/^(0[1-9]|1[0-2])\/\d{4}$/),
    firstName: text().trim().min(1).max(60),
    lastName: text().trim().min(1).max(60),
    /** The payment method id the processor returned. */
    token: text().min(3).max(255),
    postalCode: text().regex(/^\d{5}$/),
    platform: cardPlatformSchema,
  })
  .strict();

/** What the web app needs to call the processor's create-payment-method endpoint directly. */
export const cardProcessorConfigSchema = z
  .object({
    platform: cardPlatformSchema,
    /** The bearer key of the create-payment-method call. */
    publishableKey: z.string(),
    /** Absolute or same-origin URL of the create-payment-method endpoint (form-encoded POST). */
    paymentMethodsUrl: z.string(),
    /** Whether wallets (Apple Pay, Google Pay through the Payment Request API) may be offered. */
    walletsEnabled: z.boolean(),
    /** Apple Pay's merchant identifier; null when Apple Pay is not set up. */
    applePayMerchantId: z.string().nullable(),
  })
  .meta({ id: 'CardProcessorConfig' });

export const cardRoutes = {
  list: {
    method: 'GET',
    url: '/user/creditCards',
    response: z.object({ cards: z.array(savedCardSchema) }),
  },
  add: {
    method: 'POST',
    url: '/user/creditCards',
    body: addCardBodySchema,
    response: savedCardSchema,
  },
  /** Makes the card the default (it moves to the top of the list). */
  setDefault: {
    method: 'PUT',
    url: '/user/creditCards/:id',
    params: z.object({ id: uuidSchema }).strict(),
    body: z.object({ isDefault: z.literal(true) }).strict(),
    response: okSchema,
  },
  remove: {
    method: 'DELETE',
    url: '/user/creditCards/:id',
    params: z.object({ id: uuidSchema }).strict(),
    response: okSchema,
  },
  processorConfig: {
    method: 'GET',
    url: '/configs/cardProcessor',
    response: cardProcessorConfigSchema,
  },
} as const;

export type SavedCardDto = z.infer<typeof savedCardSchema>;
export type AddCardBodyDto = z.infer<typeof addCardBodySchema>;
export type CardPlatform = z.infer<typeof cardPlatformSchema>;
export type CardProcessorConfigDto = z.infer<typeof cardProcessorConfigSchema>;

import { z } from 'zod';
import { text } from './common.js';

export const outboxMessageSchema = z
  .object({
    id: z.string(),
    channel: z.enum(['sms', 'email']),
    recipient: z.string(),
    subject: z.string().nullable(),
    body: z.string(),
    createdTime: z.number().int(),
  })
  .meta({ id: 'OutboxMessage' });

export const outboxQuerySchema = z
  .object({
    recipient: text().max(320).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();

/** One store of the demo catalog with the phone of its known owner (packages/domain/src/demo-owners.ts). */
export const demoStoreSchema = z
  .object({
    /** The store's number in the catalog (0-based, generation order). */
    index: z.number().int(),
    businessId: z.string(),
    /** The store's name in the request's language. */
    name: z.string(),
    /** The owner's phone, E.164: `+1555` and the index on 7 digits. */
    ownerPhone: z.string(),
  })
  .meta({ id: 'DemoStore' });

export const demoStoresQuerySchema = z
  .object({ limit: z.coerce.number().int().min(1).max(50).default(8) })
  .strict();

/** Demo-mode helpers, keyed by route. */
export const devRoutes = {
  outbox: {
    method: 'GET',
    url: '/dev/outbox',
    querystring: outboxQuerySchema,
    response: z.object({ messages: z.array(outboxMessageSchema) }).strict(),
  },
  /** The first demo stores with their owners' phones, for playing a store from the console (demo mode only, A15). */
  demoStores: {
    method: 'GET',
    url: '/dev/demoStores',
    querystring: demoStoresQuerySchema,
    response: z.object({ stores: z.array(demoStoreSchema) }).strict(),
  },
} as const;

export type OutboxMessageDto = z.infer<typeof outboxMessageSchema>;
export type DemoStoreDto = z.infer<typeof demoStoreSchema>;

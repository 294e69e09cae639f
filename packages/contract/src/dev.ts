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

/** Demo-mode helpers, keyed by route. */
export const devRoutes = {
  outbox: {
    method: 'GET',
    url: '/dev/outbox',
    querystring: outboxQuerySchema,
    response: z.object({ messages: z.array(outboxMessageSchema) }).strict(),
  },
} as const;

export type OutboxMessageDto = z.infer<typeof outboxMessageSchema>;

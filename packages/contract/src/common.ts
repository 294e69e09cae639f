import { z } from 'zod';

/** The body of every error answer. */
export const errorEnvelopeSchema = z
  .object({ errType: z.number().int(), innerErrorType: z.number().int(), message: z.string() })
  .meta({ id: 'ErrorEnvelope' });

/** An empty JSON object, the answer of calls whose answer the specification does not show. */
export const okSchema = z.object({ ok: z.literal(true) }).strict();

/** Every request body is an object with no unknown fields. */
export const emptyBodySchema = z.object({}).strict();

export const epochMsSchema = z.number().int().nonnegative();

export type ErrorEnvelopeDto = z.infer<typeof errorEnvelopeSchema>;

import { z } from 'zod';

/** The body of every error answer. */
export const errorEnvelopeSchema = z
  .object({ errType: z.number().int(), innerErrorType: z.number().int(), message: z.string() })
  .meta({ id: 'ErrorEnvelope' });

/**
 * Whether text can be stored and sent back: PostgreSQL's text cannot hold NUL, and a UTF-16 half without its
 * pair is not Unicode (it cannot be encoded as UTF-8). The `u` flag makes the class match only lone halves,
 * so emoji (surrogate pairs) pass.
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !/[\uD800-\uDFFF]/u.test(value);
}

export const UNSTORABLE_TEXT_MESSAGE = 'must not contain NUL or unpaired surrogate characters';

/** A string of a request: every request string is one, so bad text is A1 and never reaches the database. */
export function text() {
  return z.string().refine(isStorableText, { message: UNSTORABLE_TEXT_MESSAGE });
}

/** An empty JSON object, the answer of calls whose answer the specification does not show. */
export const okSchema = z.object({ ok: z.literal(true) }).strict();

/** Every request body is an object with no unknown fields. */
export const emptyBodySchema = z.object({}).strict();

/**
 * A record id: every table keys its rows by a uuid, so an id that is not one names nothing and is
 * refused here (A1, 400) before any service reads it. Ids kept inside JSON (specification and add-on
 * values) and short codes (order numbers, slugs, provider ids) are not uuids and stay plain text.
 */
export const uuidSchema = z.uuid();

export const epochMsSchema = z.number().int().nonnegative();

/** The short order number diners read to support (packages/domain order-code), e.g. `K7M3QX`. */
export const orderCodeSchema = z
  .string()
  .meta({ description: 'Short order number: 6 characters', examples: ['K7M3QX'] });

export type ErrorEnvelopeDto = z.infer<typeof errorEnvelopeSchema>;

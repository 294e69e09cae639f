import { z } from 'zod';
import { epochMsSchema, okSchema, text, uuidSchema } from './common.js';
import { consoleStoreParams } from './console-staff.js';

/**
 * A store's API keys for the merchant API (`Authorization: Bearer nbk_…`). A key acts on its own store's
 * orders only. Owners create and revoke keys; managers may list them.
 */

export const apiKeySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    /** The key's first characters (`nbk_` and 8 more), to tell keys apart; the rest is never shown again. */
    prefix: z.string(),
    createdTime: epochMsSchema,
    lastUsedTime: epochMsSchema.nullable(),
  })
  .meta({ id: 'ApiKey' });

export const createApiKeyBodySchema = z.object({ name: text().trim().min(1).max(60) }).strict();

export const consoleApiKeyRoutes = {
  /** The store's live keys, newest first. */
  list: {
    method: 'GET',
    url: '/console/stores/:businessId/apiKeys',
    params: consoleStoreParams,
    response: z.object({ apiKeys: z.array(apiKeySchema) }),
  },
  /** Creates a key; its token is in this answer only (only its SHA-256 is kept). */
  create: {
    method: 'POST',
    url: '/console/stores/:businessId/apiKeys',
    params: consoleStoreParams,
    body: createApiKeyBodySchema,
    response: z.object({ apiKey: apiKeySchema, token: z.string() }),
  },
  /** Revokes a key at once; A198 when the store has no such live key. */
  revoke: {
    method: 'DELETE',
    url: '/console/stores/:businessId/apiKeys/:keyId',
    params: z.object({ businessId: uuidSchema, keyId: uuidSchema }).strict(),
    response: okSchema,
  },
} as const;

export type ApiKeyDto = z.infer<typeof apiKeySchema>;
export type CreateApiKeyBody = z.infer<typeof createApiKeyBodySchema>;

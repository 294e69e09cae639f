import { z } from 'zod';
import { epochMsSchema } from './common.js';
import { consoleStoreParams } from './console-staff.js';

/** Who made a change: a signed-in user, one of the store's API keys, the platform-wide operator token or a command-line tool. */
export const auditActorSchema = z
  .object({
    kind: z.enum(['user', 'apiKey', 'operatorToken', 'cli']),
    userId: z.string().nullable(),
    /** The user's phone, E.164; null for other kinds. */
    fullPhoneNumber: z.string().nullable(),
    apiKeyId: z.string().nullable(),
    apiKeyName: z.string().nullable(),
  })
  .meta({ id: 'AuditActor' });

export const auditEntrySchema = z
  .object({
    id: z.string(),
    actor: auditActorSchema,
    /** e.g. `staff.invite`, `staff.revoke`, `apiKey.create`, `apiKey.revoke`, `order.event`, `order.refund`. */
    action: z.string(),
    /** The id the action was about (a staff membership, a key, an order); null when none. */
    target: z.string().nullable(),
    details: z.record(z.string(), z.unknown()),
    createdTime: epochMsSchema,
  })
  .meta({ id: 'AuditEntry' });

export const consoleAuditRoutes = {
  /** The store's changes, newest first; owners and managers. */
  list: {
    method: 'GET',
    url: '/console/stores/:businessId/auditLog',
    params: consoleStoreParams,
    querystring: z
      .object({
        pageNumber: z.coerce.number().int().min(1).max(10_000).default(1),
        pageCapacity: z.coerce.number().int().min(1).max(100).default(20),
      })
      .strict(),
    response: z.object({ entries: z.array(auditEntrySchema), hasMore: z.boolean() }),
  },
} as const;

export type AuditEntryDto = z.infer<typeof auditEntrySchema>;

import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors/app-error.js';
import type { ChangeEntry, ConsoleService, MerchantCaller } from './console.service.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Who the merchant API's guard let in, per request. */
const callers = new WeakMap<FastifyRequest, MerchantCaller>();

/** What the merchant API's routes check callers and scopes with. */
export interface MerchantAccess {
  /** The `onRequest` hook of every merchant route. */
  guard(request: FastifyRequest): Promise<void>;
  /**
   * Refuses an order outside the caller's store with the answer of an unknown order (A98, 404), so a store's
   * key cannot tell another store's orders from ones that do not exist. Answers the order's store (null for
   * an unknown order, which the service then refuses itself).
   */
  orderInScope(request: FastifyRequest, orderId: string): Promise<string | null>;
  /** Refuses another store than the key's with the answer of an unknown store (A76, 404). */
  storeInScope(request: FastifyRequest, businessId: string): void;
  /** Whether the caller may see the store's orders (the order-number lookup hides the others). */
  seesStore(request: FastifyRequest, businessId: string): boolean;
  /** Records the caller's committed change in the store's audit log; a failure is logged, not answered. */
  record(request: FastifyRequest, entry: ChangeEntry): Promise<void>;
  /** Records the caller's change in the store's audit log inside the change's transaction `tx`. */
  recordIn(request: FastifyRequest, tx: Db, entry: ChangeEntry): Promise<void>;
}

function callerOf(request: FastifyRequest): MerchantCaller {
  const caller = callers.get(request);
  if (!caller) throw new AppError('UNAUTHENTICATED');
  return caller;
}

/**
 * The merchant API's credentials: a store's API key (`Bearer nbk_…`, acting on that store only) or the
 * platform-wide OPERATOR_TOKEN (every store), compared in constant time. Without OPERATOR_TOKEN any bearer
 * that is not a store key answers 404, as the API did before store keys existed; a missing, wrong or
 * revoked credential is 401 (A7).
 */
export function createMerchantAccess(
  operatorToken: string | undefined,
  consoleService: ConsoleService,
): MerchantAccess {
  const expected = operatorToken === undefined ? null : digest(operatorToken);
  return {
    async guard(request) {
      const header = request.headers.authorization ?? '';
      const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
      const key = token ? await consoleService.keyForToken(token) : null;
      if (key) {
        callers.set(request, { kind: 'apiKey', ...key });
        return;
      }
      if (!expected) {
        if (token && consoleService.isStoreKey(token)) throw new AppError('UNAUTHENTICATED');
        throw new AppError('ROUTE_NOT_FOUND');
      }
      if (!token || !timingSafeEqual(digest(token), expected)) throw new AppError('UNAUTHENTICATED');
      callers.set(request, { kind: 'operatorToken' });
    },

    async orderInScope(request, orderId) {
      const caller = callerOf(request);
      const businessId = await consoleService.orderStore(orderId);
      if (caller.kind === 'apiKey' && businessId !== caller.businessId) throw new AppError('ORDER_NOT_FOUND');
      return businessId;
    },

    storeInScope(request, businessId) {
      const caller = callerOf(request);
      if (caller.kind === 'apiKey' && businessId !== caller.businessId) throw new AppError('STORE_NOT_FOUND');
    },

    seesStore(request, businessId) {
      const caller = callerOf(request);
      return caller.kind === 'operatorToken' || caller.businessId === businessId;
    },

    async record(request, entry) {
      // The change has committed: failing the answer now would make the caller retry something already done.
      try {
        await consoleService.recordMerchantChange(callerOf(request), entry);
      } catch (error) {
        request.log.error({ err: error, audit: entry }, 'audit log entry not written');
      }
    },

    async recordIn(request, tx, entry) {
      await consoleService.recordMerchantChange(callerOf(request), entry, tx);
    },
  };
}

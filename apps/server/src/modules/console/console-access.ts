import type { ConsoleAction } from '@nearbite/domain/staff-roles';
import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../plugins/session.js';
import type { ConsoleService, ConsoleUser, StoreActor } from './console.service.js';

/** The signed-in user for the console (A7 when signed out). */
export async function requireConsoleUser(request: FastifyRequest): Promise<ConsoleUser> {
  const user = await requireUser(request);
  return { id: user.id, phoneNumber: user.phoneNumber };
}

/**
 * The one check of every store-scoped console call (the order board's routes reuse it): signed out is A7
 * (401), someone not on the store's staff A194 (403), a role that may not take the action A195 (403). A
 * platform admin passes for every store.
 */
export async function requireStoreActor(
  request: FastifyRequest,
  consoleService: ConsoleService,
  businessId: string,
  action?: ConsoleAction,
): Promise<StoreActor> {
  const user = await requireConsoleUser(request);
  return consoleService.actorIn(user, businessId, action);
}

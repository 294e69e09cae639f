import { addressRoutes } from '@nearbite/contract/addresses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { schemaOf } from '../../lib/contract-route.js';
import { requireUser } from '../../plugins/session.js';
import type { AddressesService } from './addresses.service.js';

export async function addressesRoutesPlugin(
  app: FastifyInstance,
  options: { addresses: AddressesService },
): Promise<void> {
  const { addresses } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['addresses'];

  api.get(
    addressRoutes.list.url,
    { schema: schemaOf(addressRoutes.list, tags, "The signed-in diner's delivery addresses") },
    async (request) => addresses.list((await requireUser(request)).id),
  );

  api.post(
    addressRoutes.create.url,
    { schema: schemaOf(addressRoutes.create, tags, 'Save a new delivery address') },
    async (request) => addresses.create((await requireUser(request)).id, request.body),
  );

  api.put(
    addressRoutes.update.url,
    { schema: schemaOf(addressRoutes.update, tags, 'Change the delivery address at an index') },
    async (request) => addresses.update((await requireUser(request)).id, request.params.index, request.body),
  );

  api.delete(
    addressRoutes.remove.url,
    { schema: schemaOf(addressRoutes.remove, tags, 'Delete the delivery address at an index') },
    async (request) => addresses.remove((await requireUser(request)).id, request.params.index),
  );
}

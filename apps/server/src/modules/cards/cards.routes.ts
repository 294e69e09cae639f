import { cardRoutes } from '@nearbite/contract/cards';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { schemaOf } from '../../lib/contract-route.js';
import { requireUser } from '../../plugins/session.js';
import { cardLogoSvg, isLogoBrand } from './card-logos.js';
import type { CardsService } from './cards.service.js';

const NO_STORE = 'no-store';

export async function cardsRoutesPlugin(
  app: FastifyInstance,
  options: { cards: CardsService },
): Promise<void> {
  const { cards } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['cards'];

  api.get(
    cardRoutes.list.url,
    { schema: schemaOf(cardRoutes.list, tags, 'Saved cards') },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', NO_STORE);
      return { cards: await cards.list(user.id) };
    },
  );

  api.post(
    cardRoutes.add.url,
    { schema: schemaOf(cardRoutes.add, tags, 'Save a card created at the card processor') },
    async (request) => {
      const user = await requireUser(request);
      return cards.add(user.id, request.body);
    },
  );

  api.put(
    cardRoutes.setDefault.url,
    { schema: schemaOf(cardRoutes.setDefault, tags, 'Make a card the default') },
    async (request) => {
      const user = await requireUser(request);
      await cards.setDefault(user.id, request.params.id);
      return { ok: true as const };
    },
  );

  api.delete(
    cardRoutes.remove.url,
    { schema: schemaOf(cardRoutes.remove, tags, 'Delete a saved card') },
    async (request) => {
      const user = await requireUser(request);
      await cards.remove(user.id, request.params.id);
      return { ok: true as const };
    },
  );

  api.get(
    cardRoutes.processorConfig.url,
    { schema: schemaOf(cardRoutes.processorConfig, tags, 'The card processor the web app talks to') },
    async () => cards.processorConfig(),
  );

  api.get(
    '/cards/logos/:brand.svg',
    {
      schema: {
        tags,
        summary: 'A card network badge',
        params: z.object({ brand: z.string().max(20) }),
      },
    },
    async (request, reply) => {
      const { brand } = request.params;
      if (!isLogoBrand(brand)) throw new AppError('RECORD_NOT_FOUND', `No logo for "${brand}".`);
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(cardLogoSvg(brand));
    },
  );
}

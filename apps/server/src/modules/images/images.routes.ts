import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { drawImage } from './image-drawing.js';
import { IMAGE_KINDS, IMAGE_WIDTHS, type ImageKind } from './image-urls.js';

const paramsSchema = z.object({ kind: z.string().max(40), key: z.string().min(1).max(120) });
const querySchema = z.strictObject({
  w: z
    .enum(IMAGE_WIDTHS.map(String) as [string, ...string[]])
    .transform(Number)
    .optional(),
});

const isImageKind = (kind: string): kind is ImageKind => (IMAGE_KINDS as readonly string[]).includes(kind);

/**
 * GET /images/:kind/:key.svg draws the catalog's logos, banners and dish pictures on request. The same
 * URL always gives the same picture, so browsers and CDNs may keep it for a year.
 */
export async function imagesRoutesPlugin(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/images/:kind/:key.svg',
    {
      schema: {
        tags: ['images'],
        summary: 'A drawn catalog image',
        params: paramsSchema,
        querystring: querySchema,
      },
    },
    async (request, reply) => {
      const { kind, key } = request.params;
      if (!isImageKind(kind)) throw new AppError('RECORD_NOT_FOUND', `No image kind "${kind}".`);
      const width = request.query.w;
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(drawImage({ kind, key, ...(width ? { width } : {}) }));
    },
  );
}

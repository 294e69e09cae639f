import { PHOTO_WIDTHS } from '@nearbite/domain/photo-rules';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PhotosService } from './photos.service.js';

const paramsSchema = z.object({ photoId: z.string().min(1).max(64) });
/** Only the served widths: any other `w` is refused (A1) rather than snapped, so a wrong URL shows up. */
const querySchema = z.strictObject({
  w: z
    .enum(PHOTO_WIDTHS.map(String) as [string, ...string[]])
    .transform((value) => Number(value) as (typeof PHOTO_WIDTHS)[number])
    .optional(),
});

/**
 * GET /images/photo/:photoId serves an uploaded photo's derived file, beside the drawn catalog images: the
 * best format the browser's Accept header takes, so the answer varies by Accept. A photo's files never
 * change, so browsers and CDNs may keep them for a year.
 */
export async function photoImagesRoutesPlugin(
  app: FastifyInstance,
  options: { photos: PhotosService },
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/images/photo/:photoId',
    {
      schema: {
        tags: ['images'],
        summary: 'An uploaded photo (AVIF, WebP or JPEG/PNG by Accept; w=300 or 750, default 750)',
        params: paramsSchema,
        querystring: querySchema,
      },
    },
    async (request, reply) => {
      const photo = await options.photos.served(
        request.params.photoId,
        request.query.w,
        request.headers.accept,
      );
      reply
        .header('vary', 'Accept')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', photo.etag);
      if (request.headers['if-none-match'] === photo.etag) return reply.status(304).send();
      return reply.type(photo.contentType).send(Buffer.from(photo.bytes));
    },
  );
}

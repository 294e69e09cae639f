import { consolePhotoRoutes } from '@nearbite/contract/console-photos';
import { PHOTO_MAX_BYTES } from '@nearbite/domain/photo-rules';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors/app-error.js';
import { schemaOf } from '../../lib/contract-route.js';
import type { ConsoleService, StoreActor } from '../console/console.service.js';
import { requireStoreActor } from '../console/console-access.js';
import type { PhotosService } from './photos.service.js';

/**
 * A store's photos in the console: owners and managers (manageStoreProfile) upload, list and delete. The
 * upload's body is the picture's raw bytes, read only after the caller passed the role check, up to
 * PHOTO_MAX_BYTES (a bigger one is A200, not the API's general A3).
 */
export async function photosRoutesPlugin(
  app: FastifyInstance,
  options: { photos: PhotosService; console: ConsoleService },
): Promise<void> {
  const service = options.photos;
  const access = options.console;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['console'];
  api.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  api.get(
    consolePhotoRoutes.list.url,
    { schema: schemaOf(consolePhotoRoutes.list, tags, "A store's uploaded photos") },
    async (request) => {
      const actor = await requireStoreActor(request, access, request.params.businessId, 'manageStoreProfile');
      return { photos: await service.list(actor) };
    },
  );

  api.delete(
    consolePhotoRoutes.remove.url,
    {
      schema: schemaOf(
        consolePhotoRoutes.remove,
        tags,
        'Delete a photo no longer shown (owners and managers)',
      ),
    },
    async (request) => {
      const actor = await requireStoreActor(request, access, request.params.businessId, 'manageStoreProfile');
      await service.remove(actor, request.params.photoId);
      return { ok: true as const };
    },
  );

  await api.register(async (upload) => {
    const actors = new WeakMap<FastifyRequest, StoreActor>();
    // Any declared type is read as bytes: the service decides what they are from the bytes themselves.
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: PHOTO_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    upload.setErrorHandler((error: FastifyError) => {
      // Thrown on to the app's error handler, which answers the envelope.
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new AppError('PHOTO_TOO_LARGE');
      if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') throw new AppError('PHOTO_TYPE_UNSUPPORTED');
      throw error;
    });
    upload.withTypeProvider<ZodTypeProvider>().post(
      consolePhotoRoutes.upload.url,
      {
        bodyLimit: PHOTO_MAX_BYTES,
        config: { imageBody: true },
        schema: schemaOf(consolePhotoRoutes.upload, tags, 'Upload a photo: the raw image bytes as the body'),
        // The role is checked before the body is read, so a stranger cannot make the server take 15 MB.
        preParsing: async (request, _reply, payload) => {
          // Params are validated after parsing; a malformed id must not reach the database (A1, not a 500).
          const params = consolePhotoRoutes.upload.params.safeParse(request.params);
          if (!params.success) throw new AppError('REQUEST_INVALID');
          const { businessId } = params.data;
          actors.set(request, await requireStoreActor(request, access, businessId, 'manageStoreProfile'));
          return payload;
        },
      },
      async (request) => {
        const actor = actors.get(request);
        if (!actor) throw new Error('photo upload without its actor');
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return service.upload(actor, body);
      },
    );
  });
}

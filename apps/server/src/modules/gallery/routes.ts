import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { galleryFieldsSchema, galleryListReplySchema } from '@academy/contract';
import { actorOf } from '../../audit/audit-log.ts';
import { invalidInput } from '../../http/http-error.ts';
import { sendCachedBytes } from '../../http/cached-bytes.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { readMultipartImage } from '../../storage/read-upload.ts';
import { addGalleryImage, listGallery, removeGalleryImage } from './service.ts';
import { rateLimits } from '../../http/rate-limits.ts';

export async function galleryRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpointRoute(app, 'GetAllGalleryImages', {
      summary: 'Gallery images, newest first, optionally of one category; answers 304 to a matching If-None-Match',
    }),
    handler: async (request, reply) => {
      const category = request.query.galleryCategory;
      const snapshot = await app.lists.snapshot(
        'gallery',
        `${category ?? 'all'}:${request.language}`,
        galleryListReplySchema,
        async () => ({
          body: { status: 1, message: request.t('api.galleryFetched'), data: await listGallery(app, category) },
        }),
      );
      return sendCachedBytes(request, reply, snapshot);
    },
  });

  api.route({
    ...endpointRoute(app, 'CreateGalleryImage', {
      summary:
        'Uploads a gallery image (admin): multipart galleryImage (at most 5 MB and 50 megapixels), galleryTitle, galleryCategory',
    }),
    config: { ...rateLimits(app.config).upload, invalidates: ['gallery'] },
    handler: async (request, reply) => {
      app.images.assertAcceptingUploads();
      const { fields, file } = await readMultipartImage(request, 'galleryImage');
      const parsed = galleryFieldsSchema.safeParse(fields);
      const problems = [
        ...(file ? [] : [request.t('api.imageRequired')]),
        ...(parsed.success ? [] : parsed.error.issues.map((issue) => issue.message)),
      ];
      if (!file || !parsed.success) throw invalidInput(problems);
      const item = await addGalleryImage(app, actorOf(request), { ...parsed.data, image: file.buffer });
      return reply.code(201).send({ status: 1, message: request.t('api.galleryUploaded'), data: item });
    },
  });

  api.route({
    ...endpointRoute(app, 'DeleteGalleryImage', { summary: 'Deletes a gallery image and its files (admin)' }),
    config: { invalidates: ['gallery'] },
    handler: async (request) => {
      await removeGalleryImage(app, actorOf(request), request.params.id);
      return { status: 1 as const, message: request.t('api.galleryDeleted') };
    },
  });
}

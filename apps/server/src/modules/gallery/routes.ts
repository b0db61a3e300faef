import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  errorReplySchema,
  galleryFieldsSchema,
  galleryItemReplySchema,
  galleryListReplySchema,
  galleryQuerySchema,
  idParamSchema,
  MESSAGES,
} from '@academy/contract';
import { badRequest } from '../../http/http-error.ts';
import { sendCachedBytes } from '../../http/cached-bytes.ts';
import { readMultipartImage } from '../../storage/read-upload.ts';
import { addGalleryImage, listGallery, removeGalleryImage } from './service.ts';
import { rateLimits } from '../../http/rate-limits.ts';

export async function galleryRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/Gallery/GetAllGalleryImages',
    {
      schema: {
        operationId: 'GetAllGalleryImages',
        tags: ['gallery'],
        summary: 'Gallery images, newest first, optionally of one category; answers 304 to a matching If-None-Match',
        querystring: galleryQuerySchema,
        response: {
          200: galleryListReplySchema,
          304: z.void().describe('Not Modified: the list matches If-None-Match'),
          400: errorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const category = request.query.galleryCategory;
      const snapshot = await app.lists.snapshot('gallery', category ?? 'all', galleryListReplySchema, async () => ({
        body: { status: 1, message: 'Gallery images fetched successfully', data: await listGallery(app, category) },
      }));
      return sendCachedBytes(request, reply, snapshot);
    },
  );

  api.post(
    '/Gallery/CreateGalleryImage',
    {
      preHandler: app.requireAdmin,
      config: { ...rateLimits(app.config).upload, invalidates: ['gallery'] },
      schema: {
        operationId: 'CreateGalleryImage',
        tags: ['gallery'],
        summary:
          'Uploads a gallery image (admin): multipart galleryImage (at most 5 MB and 50 megapixels), galleryTitle, galleryCategory',
        consumes: ['multipart/form-data'],
        security: [{ token: [] }],
        response: {
          201: galleryItemReplySchema,
          400: errorReplySchema,
          401: errorReplySchema,
          403: errorReplySchema,
          413: errorReplySchema,
          415: errorReplySchema,
          429: errorReplySchema,
          503: errorReplySchema,
        },
      },
    },
    async (request, reply) => {
      app.images.assertAcceptingUploads();
      const { fields, file } = await readMultipartImage(request, 'galleryImage');
      const parsed = galleryFieldsSchema.safeParse(fields);
      const problems = [
        ...(file ? [] : [MESSAGES.imageRequired]),
        ...(parsed.success ? [] : parsed.error.issues.map((issue) => issue.message)),
      ];
      if (!file || !parsed.success) throw badRequest(problems.join(' '));
      const item = await addGalleryImage(app, { ...parsed.data, image: file.buffer });
      return reply.code(201).send({ status: 1, message: MESSAGES.galleryUploaded, data: item });
    },
  );

  api.delete(
    '/Gallery/DeleteGalleryImage/:id',
    {
      preHandler: app.requireAdmin,
      config: { invalidates: ['gallery'] },
      schema: {
        operationId: 'DeleteGalleryImage',
        tags: ['gallery'],
        summary: 'Deletes a gallery image and its files (admin)',
        params: idParamSchema,
        security: [{ token: [] }],
        response: {
          200: envelopeSchema,
          400: errorReplySchema,
          401: errorReplySchema,
          403: errorReplySchema,
          404: errorReplySchema,
        },
      },
    },
    async (request) => {
      await removeGalleryImage(app, request.params.id);
      return { status: 1 as const, message: MESSAGES.galleryDeleted };
    },
  );
}

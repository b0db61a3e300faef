import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createFighterReplySchema,
  envelopeSchema,
  errorReplySchema,
  fighterImageReplySchema,
  fighterReplySchema,
  fightersReplySchema,
  forgotPasswordRequestSchema,
  idParamSchema,
  loginReplySchema,
  loginRequestSchema,
  MESSAGES,
  resetPasswordRequestSchema,
  signUpRequestSchema,
  updateFighterRequestSchema,
} from '@academy/contract';
import { assertOwnRecord } from '../../security/guards.ts';
import { badRequest } from '../../http/http-error.ts';
import { sendCachedBytes } from '../../http/cached-bytes.ts';
import { readMultipartImage } from '../../storage/read-upload.ts';
import { fighterLogin } from '../logins/service.ts';
import { requestPasswordResetCode, resetPassword } from './password-reset.ts';
import { getFighter, getFighterPhotoUrl, listFighters, replaceFighterPhoto, signUp, updateFighter } from './service.ts';
import { rateLimits } from '../../http/rate-limits.ts';

const errors = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
  429: errorReplySchema,
};

/** Fighter accounts: sign-up, login, password reset by emailed code, profile, photo and the admin's list. */
export async function fightersRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { auth: authLimit, upload: uploadLimit } = rateLimits(app.config);

  api.post(
    '/Fighters/CreateFighter',
    {
      config: { ...authLimit, invalidates: ['fighters'] },
      schema: {
        operationId: 'CreateFighter',
        tags: ['fighters'],
        summary: 'Fighter sign-up; 409 when the email (compared case-insensitively) already has an account',
        body: signUpRequestSchema,
        response: { 200: createFighterReplySchema, 409: errorReplySchema, ...errors },
      },
    },
    async (request) => {
      const id = await signUp(app, request.body);
      return { status: 1 as const, message: MESSAGES.signupSuccessful, id };
    },
  );

  api.post(
    '/Fighters/FighterLogin',
    {
      config: authLimit,
      schema: {
        operationId: 'FighterLogin',
        tags: ['fighters'],
        summary: 'Fighter login; answers a JWT to send as x-auth-token',
        body: loginRequestSchema,
        response: { 200: loginReplySchema, ...errors },
      },
    },
    async (request) => fighterLogin(app, request.body),
  );

  api.post(
    '/Fighters/FighterForgotPassword',
    {
      config: authLimit,
      schema: {
        operationId: 'FighterForgotPassword',
        tags: ['fighters'],
        summary: 'Emails a 4-digit reset code; the same reply whether or not the email has an account',
        description:
          'At most one new code per account per minute: a request inside that minute gets the same reply and the code already sent stays valid.',
        body: forgotPasswordRequestSchema,
        response: { 200: envelopeSchema, ...errors },
      },
    },
    async (request) => {
      await requestPasswordResetCode(app, request.body.email);
      return { status: 1 as const, message: MESSAGES.otpSent };
    },
  );

  api.post(
    '/Fighters/FighterResetPassword',
    {
      config: authLimit,
      schema: {
        operationId: 'FighterResetPassword',
        tags: ['fighters'],
        summary: 'Sets a new password with the emailed code (10 minutes, 5 tries, single use)',
        body: resetPasswordRequestSchema,
        response: { 200: envelopeSchema, ...errors },
      },
    },
    async (request) => {
      await resetPassword(app, request.body);
      return { status: 1 as const, message: MESSAGES.passwordReset };
    },
  );

  api.get(
    '/Fighters/GetFighterDetailsById/:id',
    {
      preHandler: app.requireUser,
      schema: {
        operationId: 'GetFighterDetailsById',
        tags: ['fighters'],
        summary: 'One fighter: the fighter themself or an admin',
        security: [{ token: [] }],
        params: idParamSchema,
        response: { 200: fighterReplySchema, ...errors },
      },
    },
    async (request) => {
      assertOwnRecord(request.user, request.params.id, { adminAllowed: true });
      const fighter = await getFighter(app, request.params.id);
      return { status: 1 as const, message: 'Fighter details', fighter };
    },
  );

  api.put(
    '/Fighters/UpdateFighterDetails/:id',
    {
      preHandler: app.requireUser,
      config: { invalidates: ['fighters'] },
      schema: {
        operationId: 'UpdateFighterDetails',
        tags: ['fighters'],
        summary: 'The fighter saves their own profile; the email never changes',
        security: [{ token: [] }],
        params: idParamSchema,
        body: updateFighterRequestSchema,
        response: { 200: fighterReplySchema, ...errors },
      },
    },
    async (request) => {
      assertOwnRecord(request.user, request.params.id, { adminAllowed: false });
      const fighter = await updateFighter(app, request.params.id, request.body);
      return { status: 1 as const, message: MESSAGES.profileUpdated, fighter };
    },
  );

  api.put(
    '/Fighters/UpdateFighterProfileImage/:id',
    {
      preHandler: app.requireUser,
      config: { ...uploadLimit, invalidates: ['fighters'] },
      schema: {
        operationId: 'UpdateFighterProfileImage',
        tags: ['fighters'],
        summary:
          'The fighter replaces their own photo (multipart field fighterImage, at most 5 MB and 50 megapixels, JPG/PNG/WebP/GIF)',
        description: '503 when the server is busy processing images: try again in a minute.',
        security: [{ token: [] }],
        consumes: ['multipart/form-data'],
        params: idParamSchema,
        response: {
          200: fighterImageReplySchema,
          413: errorReplySchema,
          415: errorReplySchema,
          503: errorReplySchema,
          ...errors,
        },
      },
    },
    async (request) => {
      // Checked before the body is read, so nobody can make the server buffer a photo for someone else.
      assertOwnRecord(request.user, request.params.id, { adminAllowed: false });
      app.images.assertAcceptingUploads();
      const { file } = await readMultipartImage(request, 'fighterImage');
      if (!file) throw badRequest('Please choose an image to upload as fighterImage.');
      const fighterImageUrl = await replaceFighterPhoto(app, request.params.id, file.buffer);
      return { status: 1 as const, message: 'Profile picture updated successfully', data: { fighterImageUrl } };
    },
  );

  api.get(
    '/Fighters/GetFighterProfileImage/:id',
    {
      preHandler: app.requireUser,
      schema: {
        operationId: 'GetFighterProfileImage',
        tags: ['fighters'],
        summary: "A fighter's photo URL (null when none): the fighter themself or an admin",
        security: [{ token: [] }],
        params: idParamSchema,
        response: { 200: fighterImageReplySchema, ...errors },
      },
    },
    async (request) => {
      assertOwnRecord(request.user, request.params.id, { adminAllowed: true });
      const fighterImageUrl = await getFighterPhotoUrl(app, request.params.id);
      return { status: 1 as const, message: 'Fighter profile image', data: { fighterImageUrl } };
    },
  );

  api.get(
    '/Fighters/GetAllFighters',
    {
      preHandler: app.requireAdmin,
      schema: {
        operationId: 'GetAllFighters',
        tags: ['fighters'],
        summary: 'Every fighter, newest first (admin only)',
        security: [{ token: [] }],
        response: { 200: fightersReplySchema, ...errors },
      },
    },
    async (request, reply) => {
      const snapshot = await app.lists.snapshot('fighters', 'all', fightersReplySchema, async () => ({
        body: { status: 1, message: 'Fighters list', fighters: await listFighters(app) },
      }));
      return sendCachedBytes(request, reply, snapshot, 'private');
    },
  );
}

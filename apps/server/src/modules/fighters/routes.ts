import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fightersReplySchema } from '@academy/contract';
import { assertChildOfFamily, assertFamilyProfile, fighterAccountOf } from '../../security/family-access.ts';
import { assertOwnRecord } from '../../security/guards.ts';
import { badRequest, conflict } from '../../http/http-error.ts';
import { sendCachedBytes } from '../../http/cached-bytes.ts';
import { actorOf } from '../../audit/audit-log.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { searchPeople } from '../people-search/service.ts';
import { readMultipartImage } from '../../storage/read-upload.ts';
import { requestPasswordResetCode, resetPassword } from './password-reset.ts';
import { hasConfirmedConsent } from '../consents/service.ts';
import {
  addChild,
  askChildConsentAgain,
  listAllProfiles,
  listFamily,
  withdrawChildConsent,
  withdrawConsentByLink,
} from './family.ts';
import {
  getFighter,
  getFighterPhotoUrl,
  replaceFighterPhoto,
  setFighterLanguage,
  signUp,
  updateFighter,
} from './service.ts';
import { rateLimits } from '../../http/rate-limits.ts';
import { batchMemberIds } from '../enrolments/service.ts';

/** Fighter accounts: sign-up, password reset by emailed code, profile, photo and the admin's list. */
/** A search in the fighters list keeps at most this many profiles: a search that finds more is not a search. */
const SEARCH_IN_LIST = 200;

export async function fightersRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { auth: authLimit, upload: uploadLimit } = rateLimits(app.config);

  api.route({
    ...endpointRoute(app, 'CreateFighter', {
      summary: 'Fighter sign-up; 409 when the email (compared case-insensitively) already has an account',
    }),
    config: { ...authLimit, invalidates: ['fighters'] },
    handler: async (request) => {
      const id = await signUp(app, actorOf(request), request.body, request.language);
      return { status: 1 as const, message: request.t('api.signupSuccessful'), id };
    },
  });

  api.route({
    ...endpointRoute(app, 'FighterForgotPassword', {
      summary: 'Emails a 4-digit reset code; the same reply whether or not the email has an account',
      description:
        'At most one new code per account per minute: a request inside that minute gets the same reply and the code already sent stays valid.',
    }),
    config: authLimit,
    handler: async (request) => {
      await requestPasswordResetCode(app, actorOf(request), request.body.email);
      return { status: 1 as const, message: request.t('api.otpSent') };
    },
  });

  api.route({
    ...endpointRoute(app, 'FighterResetPassword', {
      summary: 'Sets a new password with the emailed code (10 minutes, 5 tries, single use)',
    }),
    config: authLimit,
    handler: async (request) => {
      await resetPassword(app, actorOf(request), request.body);
      return { status: 1 as const, message: request.t('api.passwordReset') };
    },
  });

  api.route({
    ...endpointRoute(app, 'GetFighterDetailsById', {
      summary: "One profile: the account's own or one of its children's, or any for an admin",
    }),
    handler: async (request) => {
      await assertFamilyProfile(app, request.user, request.params.id, { adminAllowed: true });
      const fighter = await getFighter(app, request.params.id);
      return { status: 1 as const, message: request.t('api.fighterDetails'), fighter };
    },
  });

  api.route({
    ...endpointRoute(app, 'UpdateFighterDetails', {
      summary: "The fighter saves their own profile or a child's; the email never changes",
      description: "A child's profile takes the date of birth (the age follows from it); the account's own, the age.",
    }),
    config: { invalidates: ['fighters'] },
    handler: async (request) => {
      const place = await assertFamilyProfile(app, request.user, request.params.id, { adminAllowed: false });
      const fighter = await updateFighter(app, actorOf(request), request.params.id, request.body, place);
      return { status: 1 as const, message: request.t('api.profileUpdated'), fighter };
    },
  });

  api.route({
    ...endpointRoute(app, 'UpdateFighterProfileImage', {
      summary:
        'The fighter replaces their own photo (multipart field fighterImage, at most 5 MB and 50 megapixels, JPG/PNG/WebP/GIF)',
      description: '503 when the server is busy processing images: try again in a minute.',
    }),
    config: { ...uploadLimit, invalidates: ['fighters'] },
    handler: async (request) => {
      // Checked before the body is read, so nobody can make the server buffer a photo for someone else.
      const place = await assertFamilyProfile(app, request.user, request.params.id, { adminAllowed: false });
      if (place.isChild && !(await hasConfirmedConsent(app.db, request.params.id))) {
        throw conflict('api.consentNeededForPhoto');
      }
      app.images.assertAcceptingUploads();
      const { file } = await readMultipartImage(request, 'fighterImage');
      if (!file) throw badRequest('api.fighterPhotoMissing');
      const fighterImageUrl = await replaceFighterPhoto(app, actorOf(request), request.params.id, file.buffer);
      return { status: 1 as const, message: request.t('api.fighterPhotoUpdated'), data: { fighterImageUrl } };
    },
  });

  api.route({
    ...endpointRoute(app, 'SetFighterLanguage', {
      summary: 'The fighter saves their language, the one their emails go out in; the reply speaks it',
    }),
    config: { invalidates: ['fighters'] },
    handler: async (request) => {
      assertOwnRecord(request.user, request.params.id, { adminAllowed: false });
      await setFighterLanguage(app, actorOf(request), request.params.id, request.body.language);
      return { status: 1 as const, message: request.t('api.languageSaved') };
    },
  });

  api.route({
    ...endpointRoute(app, 'GetFighterProfileImage', {
      summary: "A fighter's photo URL (null when none): the fighter themself or an admin",
    }),
    handler: async (request) => {
      await assertFamilyProfile(app, request.user, request.params.id, { adminAllowed: true });
      const fighterImageUrl = await getFighterPhotoUrl(app, request.params.id);
      return { status: 1 as const, message: request.t('api.fighterPhoto'), data: { fighterImageUrl } };
    },
  });

  api.route({
    ...endpointRoute(app, 'GetFamily', {
      summary: "The account's profiles: its own first, then its children's, each with where its consent stands",
    }),
    handler: async (request) => {
      const accountId = fighterAccountOf(request.user);
      return { status: 1 as const, message: request.t('api.familyListed'), profiles: await listFamily(app, accountId) };
    },
  });

  api.route({
    ...endpointRoute(app, 'AddChild', {
      summary: "A guardian adds a child's profile; the guardian is emailed a link to confirm consent",
      description:
        'The child must be under 18 (India, DPDP Act 2023). The consent stays pending until the guardian confirms from the link; meanwhile the child can be booked for events but no photo is accepted.',
    }),
    config: { ...authLimit, invalidates: ['fighters'] },
    handler: async (request, reply) => {
      const accountId = fighterAccountOf(request.user);
      const profile = await addChild(app, actorOf(request), accountId, request.body, request.language);
      reply.code(201);
      const message = request.t('api.childAdded', { name: profile.fullName, email: request.body.guardian.email });
      return { status: 1 as const, message, profile };
    },
  });

  api.route({
    ...endpointRoute(app, 'RequestChildConsent', {
      summary: 'Emails the consent link for a child again, or asks anew after a withdrawal or an expired link',
      description: '409 when the consent is already confirmed, or the profile is not a child of the account.',
    }),
    config: { ...authLimit, invalidates: ['fighters'] },
    handler: async (request) => {
      await assertChildOfFamily(app, request.user, request.params.id);
      const email = await askChildConsentAgain(app, actorOf(request), request.params.id, request.language);
      return { status: 1 as const, message: request.t('api.consentRequested', { email }) };
    },
  });

  api.route({
    ...endpointRoute(app, 'WithdrawChildConsent', {
      summary: "The guardian withdraws consent for a child's profile; the child's photo is removed at once",
      description: '409 when there is no consent to withdraw (never asked, or already withdrawn).',
    }),
    config: { invalidates: ['fighters'] },
    handler: async (request) => {
      await assertChildOfFamily(app, request.user, request.params.id);
      const name = await withdrawChildConsent(app, actorOf(request), request.params.id);
      return { status: 1 as const, message: request.t('api.consentWithdrawnForChild', { name }) };
    },
  });

  // From the emailed link, without an account: the consents module's other link routes, with the same limit.
  api.route({
    ...endpointRoute(app, 'WithdrawConsent', {
      summary: "The guardian withdraws consent from the emailed link; a child's photo is removed at once",
      description: '409 when it is already withdrawn.',
    }),
    config: { ...authLimit, invalidates: ['fighters'] },
    handler: async (request) => {
      const consent = await withdrawConsentByLink(app, actorOf(request), request.body.token);
      return { status: 1 as const, message: request.t('api.consentWithdrawn'), consent };
    },
  });

  api.route({
    ...endpointRoute(app, 'GetAllFighters', {
      summary:
        'Every fighter, newest first (staff); of one rank, of one batch (in it or asking to join), or found by a search (q)',
    }),
    handler: async (request, reply) => {
      const { rankId, batchId, q } = request.query;
      const listed = async (found: Set<string> | null) => {
        const members = batchId ? await batchMemberIds(app, batchId) : null;
        const fighters = (await listAllProfiles(app)).filter(
          (fighter) =>
            (!rankId || fighter.rankId === rankId) &&
            (!members || members.has(fighter.id)) &&
            (!found || found.has(fighter.id)),
        );
        return { status: 1 as const, message: request.t('api.fightersListed'), fighters };
      };
      // A search is the staff bar's, typed once: answered fresh rather than kept among the list's snapshots.
      if (q) return listed(new Set((await searchPeople(app, q, SEARCH_IN_LIST)).map((person) => person.id)));
      const variant = `${request.language}:${rankId ?? ''}:${batchId ?? ''}`;
      const snapshot = await app.lists.snapshot('fighters', variant, fightersReplySchema, async () => ({
        body: await listed(null),
      }));
      return sendCachedBytes(request, reply, snapshot, 'private');
    },
  });
}

import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { type UserType } from '@academy/contract';
import { forbidden, unauthorized } from '../http/http-error.ts';
import type { AuthUser } from './tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: a valid token of any role, else 401. */
    requireUser: onRequestAsyncHookHandler;
    /** onRequest hook: a valid admin token, else 401 (no/bad token) or 403 (other role). */
    requireAdmin: onRequestAsyncHookHandler;
    /** onRequest hook: reads a token when one is sent; a bad one is ignored (public routes stay public). */
    optionalUser: onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

function readToken(request: FastifyRequest): string | null {
  const header = request.headers['x-auth-token'];
  if (typeof header === 'string' && header.trim()) return header.trim();
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ')) return authorization.slice(7).trim() || null;
  return null;
}

/** The user behind a token that is well signed, unexpired, and still valid for an existing account of its role. */
async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<AuthUser> {
  const token = readToken(request);
  if (!token) throw unauthorized();
  const claims = await app.tokens.verify(token);
  if (!claims) throw unauthorized('api.invalidSession');
  const session = await app.sessions.check(claims);
  if (session === 'ended') throw unauthorized('api.sessionEnded');
  if (session === 'no-account') throw unauthorized('api.invalidSession');
  const user: AuthUser = { id: claims.id, role: claims.role };
  request.user = user;
  return user;
}

/** The route guards, on the app's token service and session store. */
export const guardsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null);

    app.decorate('requireUser', async function (request: FastifyRequest) {
      await authenticate(app, request);
    });

    app.decorate('requireAdmin', async function (request: FastifyRequest) {
      const user = await authenticate(app, request);
      if (user.role !== 'admin') throw forbidden('api.adminOnly');
    });

    // A public route stays public: a token that is no longer valid makes the caller a visitor, not a 401.
    app.decorate('optionalUser', async function (request: FastifyRequest) {
      const token = readToken(request);
      const claims = token ? await app.tokens.verify(token) : null;
      if (claims && (await app.sessions.check(claims)) === 'valid') request.user = { id: claims.id, role: claims.role };
    });
  },
  { name: 'guards' },
);

/** A fighter may touch only their own record; an admin may read any (docs/decisions/007-accounts.md). */
export function assertOwnRecord(user: AuthUser | null, fighterId: string, options: { adminAllowed: boolean }) {
  if (!user) throw unauthorized();
  if (user.role === 'admin' && options.adminAllowed) return;
  if (user.role !== 'fighter' || user.id !== fighterId) throw forbidden('api.ownProfileOnly');
}

export type { AuthUser, UserType };

import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { UserType } from '@academy/contract';
import { forbidden, unauthorized } from '../http/http-error.ts';
import { TokenService, type AuthUser } from './tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** preHandler: a valid token of any role, else 401. */
    requireUser: preHandlerAsyncHookHandler;
    /** preHandler: a valid admin token, else 401 (no/bad token) or 403 (other role). */
    requireAdmin: preHandlerAsyncHookHandler;
    /** preHandler: reads a token when one is sent; a bad one is ignored (public routes stay public). */
    optionalUser: preHandlerAsyncHookHandler;
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

async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<AuthUser> {
  const token = readToken(request);
  if (!token) throw unauthorized('Please log in to continue.');
  const user = await app.tokens.verify(token);
  if (!user) throw unauthorized('Your session has expired or is invalid. Please log in again.');
  request.user = user;
  return user;
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: { secret: Uint8Array }) => {
    app.decorate('tokens', new TokenService(options.secret));
    app.decorateRequest('user', null);

    app.decorate('requireUser', async function (request: FastifyRequest) {
      await authenticate(app, request);
    });

    app.decorate('requireAdmin', async function (request: FastifyRequest) {
      const user = await authenticate(app, request);
      if (user.role !== 'admin') throw forbidden('Only an admin can do this.');
    });

    app.decorate('optionalUser', async function (request: FastifyRequest) {
      const token = readToken(request);
      if (token) request.user = await app.tokens.verify(token);
    });
  },
  { name: 'auth' },
);

/** A fighter may touch only their own record; an admin may read any (DESIGN.md section 5). */
export function assertOwnRecord(user: AuthUser | null, fighterId: string, options: { adminAllowed: boolean }) {
  if (!user) throw unauthorized();
  if (user.role === 'admin' && options.adminAllowed) return;
  if (user.role !== 'fighter' || user.id !== fighterId) throw forbidden('You can only access your own profile.');
}

export type { AuthUser, UserType };

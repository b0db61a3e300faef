import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import {
  ENDPOINTS,
  mayCallBeforeTwoFactor,
  STAFF_ROLES,
  staffMayCall,
  staffMayTake,
  type EndpointName,
  type StaffAction,
  type UserType,
} from '@academy/contract';
import { forbidden, unauthorized } from '../http/http-error.ts';
import type { AuthUser } from './tokens.ts';

declare module 'fastify' {
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

/**
 * The user behind a token that is well signed, unexpired, and still valid for an existing account of its role. A
 * member whose role must sign in with a second factor and who has none yet may only set one up (403 elsewhere).
 */
async function authenticate(app: FastifyInstance, request: FastifyRequest, name: EndpointName): Promise<AuthUser> {
  const token = readToken(request);
  if (!token) throw unauthorized();
  const claims = await app.tokens.verify(token);
  if (!claims) throw unauthorized('api.invalidSession');
  const session = await app.sessions.check(claims);
  if (session.state === 'ended') throw unauthorized('api.sessionEnded');
  if (session.state === 'no-account') throw unauthorized('api.invalidSession');
  if (session.mustSetUpTwoFactor && !mayCallBeforeTwoFactor(name)) throw forbidden('api.twoFactorSetUpFirst');
  const user: AuthUser = {
    id: claims.id,
    role: claims.role,
    ...(session.staffRole ? { staffRole: session.staffRole } : {}),
    ...(session.mustSetUpTwoFactor ? { mustSetUpTwoFactor: true as const } : {}),
  };
  request.user = user;
  return user;
}

/** Whether a member of staff's role may use the endpoint at all (for some batch, when it is scoped). */
function staffMay(name: EndpointName, user: AuthUser): boolean {
  return user.staffRole !== undefined && staffMayCall(name, user.staffRole);
}

/** A family's own endpoint says so to staff; any other tells the member their role does not reach it. */
function staffRefusal(name: EndpointName) {
  const familyOnly = STAFF_ROLES.every((role) => !staffMayCall(name, role));
  return forbidden(familyOnly ? 'api.ownProfileOnly' : 'api.staffRoleRefused');
}

/**
 * The endpoint's guard, run on onRequest before anything of the request is read: its access in ENDPOINTS (who
 * needs a token) and its row of STAFF_ACCESS (which staff roles). A valid token of a member whose role the row
 * leaves out: 403 where a token is required; where it is optional, the member is any visitor.
 */
export function endpointGuard(app: FastifyInstance, name: EndpointName): onRequestAsyncHookHandler | undefined {
  const { access } = ENDPOINTS[name];
  if (access === 'public') return undefined;
  if (access === 'optional') {
    // A public route stays public: a token that is no longer valid makes the caller a visitor, not a 401.
    return async (request) => {
      const token = readToken(request);
      const claims = token ? await app.tokens.verify(token) : null;
      if (!claims) return;
      const session = await app.sessions.check(claims);
      if (session.state !== 'valid' || session.mustSetUpTwoFactor) return;
      const user: AuthUser = {
        id: claims.id,
        role: claims.role,
        ...(session.staffRole ? { staffRole: session.staffRole } : {}),
      };
      if (user.role === 'admin' && !staffMay(name, user)) return;
      request.user = user;
    };
  }
  return async (request) => {
    const user = await authenticate(app, request, name);
    if (user.role === 'fighter') {
      if (access === 'admin') throw forbidden('api.adminOnly');
      return;
    }
    if (!staffMay(name, user)) throw staffRefusal(name);
  };
}

/** Declares request.user on every request (null until a guard sets it). */
export const guardsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null);
  },
  { name: 'guards' },
);

/** A decision within an endpoint that only some of its roles may take (STAFF_ACTIONS): 403 for the others. */
export function assertStaffAction(user: AuthUser | null, action: StaffAction): void {
  if (!user) throw unauthorized();
  if (user.role !== 'admin' || !user.staffRole || !staffMayTake(action, user.staffRole))
    throw forbidden('api.staffRoleRefused');
}

/** A fighter may touch only their own record; an admin may read any (docs/decisions/007-accounts.md). */
export function assertOwnRecord(user: AuthUser | null, fighterId: string, options: { adminAllowed: boolean }) {
  if (!user) throw unauthorized();
  if (user.role === 'admin' && options.adminAllowed) return;
  if (user.role !== 'fighter' || user.id !== fighterId) throw forbidden('api.ownProfileOnly');
}

export type { AuthUser, UserType };

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ENDPOINT_SCHEMAS,
  ENDPOINTS,
  errorReplySchema,
  STAFF_ACCESS,
  STAFF_ROLES,
  type Access,
  type EndpointName,
  type EndpointShape,
  type TatamiEndpoint,
  type TaughtEndpoint,
} from '@academy/contract';
import { endpointGuard } from '../security/guards.ts';
import { tatamiGuard, type TatamiScope } from '../security/tatami-scope.ts';
import { teachingGuard, type TeachingScope } from '../security/teaching.ts';

type Schemas<N extends EndpointName> = (typeof ENDPOINT_SCHEMAS)[N];
type Input<N extends EndpointName> = Omit<Schemas<N>, 'reply'>;
type SuccessStatus<N extends EndpointName> = (typeof ENDPOINTS)[N]['okStatus'];

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
/** A request to the endpoint once validated: its params, body and query as the schemas give them. */
export interface ValidatedRequest<N extends EndpointName> {
  params: Parsed<Schemas<N> extends { params: infer S } ? S : undefined>;
  body: Parsed<Schemas<N> extends { body: infer S } ? S : undefined>;
  query: Parsed<Schemas<N> extends { querystring: infer S } ? S : undefined>;
}

export interface EndpointDocs<ErrorReplies = object> {
  summary: string;
  description?: string;
  /** Error answers whose body is not the usual `{status: 0, message}` (readiness reports what is wrong). */
  errorReplies?: ErrorReplies;
}

/**
 * An endpoint some staff role may use only for the batches they teach names, in its route, what a request is
 * about (STAFF_ACCESS's 'taught'); the compiler asks for it, so such an endpoint cannot go unchecked.
 */
type TeachingDocs<N extends EndpointName> = N extends TaughtEndpoint
  ? { taught: (request: ValidatedRequest<N>) => TeachingScope }
  : { taught?: never };

/**
 * An endpoint a table official may use only for their own tatami names, in its route, which tatami a request is
 * about (STAFF_ACCESS's 'tatami', decision 061); the compiler asks for it, as for 'taught'.
 */
type TatamiDocs<N extends EndpointName> = N extends TatamiEndpoint
  ? { tatami: (request: ValidatedRequest<N>) => TatamiScope }
  : { tatami?: never };

/** OpenAPI security per access: none, a token optional (it adds to the reply), a token required. */
const SECURITY: Record<Access, Array<Record<string, string[]>>> = {
  public: [],
  optional: [{ token: [] }, {}],
  user: [{ token: [] }],
  admin: [{ token: [] }],
};

/**
 * Every answer but success: a malformed address or input (400, which any route can meet), what the access
 * implies (401 without a valid token; 403 for the wrong user or role), and the endpoint's own.
 */
function errorStatuses(endpoint: EndpointShape): number[] {
  const statuses = new Set<number>([400, ...endpoint.errors]);
  if (endpoint.access === 'user' || endpoint.access === 'admin') {
    statuses.add(401);
    statuses.add(403);
  }
  return [...statuses].sort((a, b) => a - b);
}

/**
 * The route options the contract's endpoint table fixes: method, address, access check, input schemas and
 * reply schemas, and the OpenAPI operation. A module adds its handler and any config (rate limits, caching).
 */
export function endpointRoute<
  N extends EndpointName,
  ErrorReplies extends Partial<Record<number, z.ZodType>> = Record<never, never>,
>(
  app: FastifyInstance,
  name: N,
  { errorReplies, taught, tatami, ...docs }: EndpointDocs<ErrorReplies> & TeachingDocs<N> & TatamiDocs<N>,
) {
  const endpoint: EndpointShape = ENDPOINTS[name];
  const { reply, ...input } = ENDPOINT_SCHEMAS[name] as Schemas<N> & { reply: z.ZodType };
  const errors = Object.fromEntries(errorStatuses(endpoint).map((status) => [status, errorReplySchema]));
  const response = {
    [endpoint.okStatus]: reply,
    ...(endpoint.etag ? { 304: z.void().describe('Not Modified: the list matches If-None-Match') } : {}),
    ...errors,
    ...errorReplies,
  } as Record<SuccessStatus<N>, Schemas<N>['reply']> & ErrorReplies;
  // The caller is checked on onRequest, before anything of the request is read: a visitor or a fighter calling an
  // admin route, or a member of staff whose role the route's STAFF_ACCESS row leaves out, hears 401 or 403 whatever
  // they sent, not 400 about a body they may not send at all (validation, the NUL check and the body's parsing come
  // later), and nothing of an unauthorized body is parsed. A route's rate limit (added to the same hook by
  // @fastify/rate-limit when the route registers) runs after it. Whether an instructor teaches the batch a request
  // names can only be known from the validated input: that check runs as the route's preHandler.
  const onRequest = endpointGuard(app, name);
  if (!taught && STAFF_ROLES.some((role) => STAFF_ACCESS[name][role] === 'taught'))
    throw new Error(`${name}: STAFF_ACCESS limits a role to the batches it teaches; its route must say which`);
  if (!tatami && STAFF_ROLES.some((role) => STAFF_ACCESS[name][role] === 'tatami'))
    throw new Error(`${name}: STAFF_ACCESS limits a role to its own tatami; its route must say which`);
  const preHandler = taught
    ? teachingGuard<ValidatedRequest<N>>(app, name, taught as (request: ValidatedRequest<N>) => TeachingScope)
    : tatami
      ? tatamiGuard<ValidatedRequest<N>>(app, name, tatami as (request: ValidatedRequest<N>) => TatamiScope)
      : undefined;
  return {
    method: endpoint.method,
    url: endpoint.path,
    ...(onRequest ? { onRequest } : {}),
    ...(preHandler ? { preHandler } : {}),
    schema: {
      ...(input as Input<N>),
      operationId: name,
      tags: [endpoint.tag],
      ...docs,
      security: SECURITY[endpoint.access],
      ...(endpoint.body === 'multipart' ? { consumes: ['multipart/form-data'] } : {}),
      response,
    },
  };
}

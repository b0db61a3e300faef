import type { z } from 'zod';
import type { BodyOf, Endpoint, MultipartBody, PathParams, QueryOf, ReplyOf } from './endpoint.ts';

/**
 * The schemas the server validates an endpoint's input with and serializes its reply with. The compiler holds
 * them to the endpoint table's types: a schema that drifts from the type its endpoint promises does not build.
 */
export type EndpointSchemas<E extends Endpoint> = {
  reply: z.ZodType<ReplyOf<E>>;
  /** Headers a route reads besides the token and the language (a payment link's secret), documented and checked. */
  headers?: z.ZodType<Record<string, unknown>>;
} & ([BodyOf<E>] extends [undefined] | [MultipartBody] ? { body?: never } : { body: z.ZodType<unknown, BodyOf<E>> }) &
  (PathParams<E['path']> extends Record<string, never>
    ? { params?: never }
    : { params: z.ZodType<PathParams<E['path']>, PathParams<E['path']>> }) &
  (QueryOf<E> extends Record<string, never>
    ? { querystring?: never }
    : { querystring: z.ZodType<unknown, QueryOf<E>> });

/** A feature's part of ENDPOINT_SCHEMAS: a schema entry for each endpoint of its part of ENDPOINTS. */
export type PartSchemas<Part extends Record<string, Endpoint>> = { [K in keyof Part]: EndpointSchemas<Part[K]> };

// Zod-free, like every endpoints.ts: what an endpoint is, and the helper each feature writes its endpoints with.
// The one table is ../endpoints.ts, assembled from each feature's <feature>/endpoints.ts.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call: anyone; anyone, with more in the reply for a member of staff; any logged-in user (the server then
 * checks that the user owns what is asked for); a member of staff ('admin', the account kind). Which staff roles
 * may use each endpoint, and for which batches, is STAFF_ACCESS in staff-access.ts.
 */
export type Access = 'public' | 'optional' | 'user' | 'admin';

/** 4xx and 5xx answers an endpoint gives besides the ones its access and input already imply. */
export type ErrorStatus = 403 | 404 | 409 | 413 | 415 | 429 | 503;

export interface EndpointShape {
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: Access;
  /** 'multipart' bodies are FormData (an image and text fields); 'json' bodies are the Body type. */
  readonly body: 'none' | 'json' | 'multipart';
  readonly tag: string;
  readonly errors: readonly ErrorStatus[];
  /** 201 when the call creates something that has its own address. */
  readonly okStatus: 200 | 201;
  /** A list served with an ETag: a matching If-None-Match gets a bodiless 304. */
  readonly etag: boolean;
}

/** An endpoint and, as types only, what it takes and answers. */
export interface Endpoint<
  Path extends string = string,
  Body = unknown,
  Query = unknown,
  Reply = unknown,
> extends EndpointShape {
  readonly path: Path;
  /** Never set: carries the types to the callers. */
  readonly types?: { readonly body: Body; readonly query: Query; readonly reply: Reply };
}

export type NoQuery = Record<string, never>;

/** `endpoint<Reply, Body, Query>()({...})`: types given, the path's literal type inferred. */
export function endpoint<Reply, Body = undefined, Query = NoQuery>() {
  return <const Path extends string>(
    shape: Pick<EndpointShape, 'method' | 'access' | 'tag'> &
      Partial<Omit<EndpointShape, 'method' | 'access' | 'tag' | 'path'>> & { path: Path },
  ): Endpoint<Path, Body, Query, Reply> => ({ body: 'none', errors: [], okStatus: 200, etag: false, ...shape });
}

/** The upload endpoints' bodies: the image and the text fields, as the browser's FormData. */
export type MultipartBody = FormData;

/** What an upload may answer besides its own errors. */
export const UPLOAD_ERRORS = [409, 413, 415, 429, 503] as const;

type Types<E> =
  E extends Endpoint<string, infer Body, infer Query, infer Reply> ? { body: Body; query: Query; reply: Reply } : never;
export type ReplyOf<E> = Types<E>['reply'];
export type BodyOf<E> = Types<E>['body'];
export type QueryOf<E> = Types<E>['query'];

/** `{ id: string }` for '/api/x/:id'; `{}` for a path without parameters. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<string, never>;

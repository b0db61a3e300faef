import {
  addressInLanguage,
  endpointUrl,
  isLanguage,
  type BodyOf,
  type Endpoint,
  type PathParams,
  type QueryOf,
  type ReplyOf,
} from '@academy/contract';
import { clearSession, getSession } from './session.ts';

/** A failed call: the server's message (or a generic one) and the HTTP status. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number,
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** What a call to `endpoint` takes: path parameters when its path has some, its body and query when it has them. */
export type CallOptions<E extends Endpoint> = (PathParams<E['path']> extends Record<string, never>
  ? { params?: undefined }
  : { params: PathParams<E['path']> }) &
  ([BodyOf<E>] extends [undefined] ? { body?: undefined } : { body: BodyOf<E> }) & {
    query?: QueryOf<E>;
    signal?: AbortSignal;
    /** Headers of the call's own (a payment link's secret), besides the token and the language. */
    headers?: Record<string, string>;
    /** Uploads only: the fraction of the body sent so far. */
    onProgress?: (fraction: number) => void;
  };

/** The stored token, sent only where it counts: a public call (a login) neither needs nor judges it. */
function authHeaders(endpoint: Endpoint): Record<string, string> {
  const { token } = getSession();
  return token && endpoint.access !== 'public' ? { 'x-auth-token': token } : {};
}

/** The page's language, which the server answers in, not the browser's (a Hindi browser may read English). */
function pageLanguage(): string {
  return document.documentElement.lang || 'en';
}

function languageHeader(): Record<string, string> {
  return { 'accept-language': pageLanguage() };
}

/**
 * A list cached per language (`etag`) names the page's language in its address too, as the prerendered page's
 * preload of it does: the preload, the browser's cache and this fetch then agree on one language (decision 048).
 */
function addressOf(endpoint: Endpoint, url: string): string {
  const language = pageLanguage();
  return endpoint.etag && isLanguage(language) ? addressInLanguage(url, language) : url;
}

function onUnauthorized(status: number, message: string, sentToken: boolean) {
  // A stored token the server refused is worthless: drop it so the guards send the user to login, which then
  // says why. A 401 to a call that carried no token (a mistyped password on a login form) says nothing of it.
  if (status === 401 && sentToken && getSession().token) clearSession(message);
}

async function parse<T>(response: Response, sentToken: boolean): Promise<T> {
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  const envelope = body as { status?: unknown; message?: unknown } | null;
  // Status 2 is a reply too: AdminLogin's "the code comes next" (two-factor.ts in the contract).
  if (!response.ok || (envelope?.status !== 1 && envelope?.status !== 2)) {
    const message =
      typeof envelope?.message === 'string' && envelope.message
        ? envelope.message
        : `Request failed (${response.status})`;
    onUnauthorized(response.status, message, sentToken);
    throw new ApiError(message, response.status, body);
  }
  return body as T;
}

/**
 * Calls an endpoint of the contract's table and answers its reply type. Adds x-auth-token and unwraps the
 * {status, message} envelope; a multipart body goes by XMLHttpRequest, which can report upload progress.
 */
export function callApi<E extends Endpoint>(
  endpoint: E,
  ...[options]: OptionalIfEmpty<CallOptions<E>>
): Promise<ReplyOf<E>> {
  const { params, body, query, signal, onProgress, headers: own } = (options ?? {}) as CallOptions<Endpoint>;
  const url = addressOf(endpoint, endpointUrl<Endpoint>(endpoint, params, query as Record<string, string | undefined>));
  const auth = authHeaders(endpoint);
  const sentToken = 'x-auth-token' in auth;
  if (body instanceof FormData)
    return upload<ReplyOf<E>>(endpoint.method, url, body, { ...own, ...auth }, sentToken, onProgress);
  const headers: Record<string, string> = { accept: 'application/json', ...languageHeader(), ...own, ...auth };
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetch(url, {
    method: endpoint.method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  }).then((response) => parse<ReplyOf<E>>(response, sentToken));
}

/**
 * Calls an endpoint that answers a file (a receipt's PDF) and answers its bytes. A refusal is still the
 * {status, message} envelope, thrown as an ApiError like callApi's.
 */
export async function callFileApi<E extends Endpoint>(
  endpoint: E,
  ...[options]: OptionalIfEmpty<CallOptions<E>>
): Promise<Blob> {
  const { params, query, signal, headers: own } = (options ?? {}) as CallOptions<Endpoint>;
  const url = endpointUrl<Endpoint>(endpoint, params, query as Record<string, string | undefined>);
  const auth = authHeaders(endpoint);
  const response = await fetch(url, {
    method: endpoint.method,
    headers: { ...languageHeader(), ...own, ...auth },
    signal,
  });
  if (!response.ok) await parse(response, 'x-auth-token' in auth);
  return response.blob();
}

/** Options may be left out when nothing in them is required. */
type OptionalIfEmpty<T> = Record<string, never> extends RequiredPart<T> ? [options?: T] : [options: T];
type RequiredPart<T> = { [K in keyof T as undefined extends T[K] ? never : K]: T[K] };

function upload<T>(
  method: string,
  url: string,
  form: FormData,
  headers: Record<string, string>,
  sentToken: boolean,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.setRequestHeader('accept', 'application/json');
    for (const [key, value] of Object.entries(languageHeader())) xhr.setRequestHeader(key, value);
    for (const [key, value] of Object.entries(headers)) xhr.setRequestHeader(key, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError('Network error, please try again.', 0));
    xhr.onload = () => {
      const response = new Response(xhr.responseText || null, { status: xhr.status });
      parse<T>(response, sentToken).then(resolve, reject);
    };
    xhr.send(form);
  });
}

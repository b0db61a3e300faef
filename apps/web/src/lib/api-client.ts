import type { Envelope } from '@academy/contract';
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

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

function authHeaders(): Record<string, string> {
  const { token } = getSession();
  return token ? { 'x-auth-token': token } : {};
}

function onUnauthorized(status: number, message: string) {
  // A stored token the server no longer accepts is worthless: drop it so the guards send the user to login,
  // which then says why.
  if (status === 401 && getSession().token) clearSession(message);
}

async function parse<T>(response: Response): Promise<T> {
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  const envelope = body as Partial<Envelope> | null;
  if (!response.ok || envelope?.status !== 1) {
    const message =
      typeof envelope?.message === 'string' && envelope.message
        ? envelope.message
        : `Request failed (${response.status})`;
    onUnauthorized(response.status, message);
    throw new ApiError(message, response.status, body);
  }
  return body as T;
}

/** JSON call to our API; adds x-auth-token and unwraps the {status, message} envelope. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...authHeaders() };
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(buildUrl(path, options.query), {
    method: options.method ?? 'GET',
    headers,
    body,
    signal: options.signal,
  });
  return parse<T>(response);
}

/** Multipart upload with progress (fetch cannot report upload progress, XMLHttpRequest can). */
export function apiUpload<T>(
  path: string,
  form: FormData,
  options: { method?: 'POST' | 'PUT'; onProgress?: (fraction: number) => void } = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', path);
    xhr.setRequestHeader('accept', 'application/json');
    for (const [key, value] of Object.entries(authHeaders())) xhr.setRequestHeader(key, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError('Network error, please try again.', 0));
    xhr.onload = () => {
      const response = new Response(xhr.responseText || null, { status: xhr.status });
      parse<T>(response).then(resolve, reject);
    };
    xhr.send(form);
  });
}

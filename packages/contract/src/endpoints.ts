// The one list of the API's endpoints, assembled from each feature's part (<feature>/endpoints.ts). It and
// its parts import types only, so a page that calls the API does not load zod.
import { AUDIT_ENDPOINTS } from './audit/endpoints.ts';
import { CLASSES_ENDPOINTS } from './classes/endpoints.ts';
import { DASHBOARD_ENDPOINTS } from './dashboard/endpoints.ts';
import { EVENTS_ENDPOINTS } from './events/endpoints.ts';
import { FAMILIES_ENDPOINTS } from './families/endpoints.ts';
import { GALLERY_ENDPOINTS } from './gallery/endpoints.ts';
import { HEALTH_ENDPOINTS } from './health/endpoints.ts';
import { LEADS_ENDPOINTS } from './leads/endpoints.ts';
import { MESSAGING_ENDPOINTS } from './messaging/endpoints.ts';
import { OUTBOX_ENDPOINTS } from './outbox/endpoints.ts';
import { PAYMENTS_ENDPOINTS } from './payments/endpoints.ts';
import { PEOPLE_SEARCH_ENDPOINTS } from './people-search/endpoints.ts';
import { RANKS_ENDPOINTS } from './ranks/endpoints.ts';
import { SHARED_ENDPOINTS } from './shared/endpoints.ts';
import { STAFF_ENDPOINTS } from './staff/endpoints.ts';

import type { Endpoint, PathParams } from './shared/endpoint.ts';
import { TOURNAMENTS_ENDPOINTS } from './tournaments/endpoints.ts';

export type {
  Access,
  BodyOf,
  Endpoint,
  EndpointShape,
  ErrorStatus,
  HttpMethod,
  MultipartBody,
  PathParams,
  QueryOf,
  ReplyOf,
} from './shared/endpoint.ts';

/**
 * Keyed by operationId: every endpoint once, written in its feature's folder (decision 013; endpoint-parts.test.ts
 * holds each name to one part). The staff's logins sit with the staff's part; logging out everywhere is last, so
 * tests that walk the list keep their tokens.
 */
export const ENDPOINTS = {
  ...HEALTH_ENDPOINTS,
  ...FAMILIES_ENDPOINTS,
  ...GALLERY_ENDPOINTS,
  ...EVENTS_ENDPOINTS,
  ...CLASSES_ENDPOINTS,
  ...DASHBOARD_ENDPOINTS,
  ...LEADS_ENDPOINTS,
  ...RANKS_ENDPOINTS,
  ...PAYMENTS_ENDPOINTS,
  ...OUTBOX_ENDPOINTS,
  ...MESSAGING_ENDPOINTS,
  ...AUDIT_ENDPOINTS,
  ...PEOPLE_SEARCH_ENDPOINTS,
  ...TOURNAMENTS_ENDPOINTS,
  ...STAFF_ENDPOINTS,
  ...SHARED_ENDPOINTS,
} as const;

export type Endpoints = typeof ENDPOINTS;
export type EndpointName = keyof Endpoints;

/** The address of a call: parameters filled in (escaped), the query appended without its empty values. */
export function endpointUrl<E extends Endpoint>(
  endpoint: E,
  params?: PathParams<E['path']>,
  query?: Record<string, string | number | undefined>,
): string {
  const values = (params ?? {}) as Record<string, string>;
  const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${endpoint.path} needs ${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

import type { EndpointName, Endpoints } from './endpoints.ts';
import type { EndpointSchemas } from './shared/endpoint-schema-types.ts';
import { AUDIT_ENDPOINT_SCHEMAS } from './audit/endpoint-schemas.ts';
import { CLASSES_ENDPOINT_SCHEMAS } from './classes/endpoint-schemas.ts';
import { DASHBOARD_ENDPOINT_SCHEMAS } from './dashboard/endpoint-schemas.ts';
import { EVENTS_ENDPOINT_SCHEMAS } from './events/endpoint-schemas.ts';
import { FAMILIES_ENDPOINT_SCHEMAS } from './families/endpoint-schemas.ts';
import { GALLERY_ENDPOINT_SCHEMAS } from './gallery/endpoint-schemas.ts';
import { HEALTH_ENDPOINT_SCHEMAS } from './health/endpoint-schemas.ts';
import { LEADS_ENDPOINT_SCHEMAS } from './leads/endpoint-schemas.ts';
import { OUTBOX_ENDPOINT_SCHEMAS } from './outbox/endpoint-schemas.ts';
import { MESSAGING_ENDPOINT_SCHEMAS } from './messaging/endpoint-schemas.ts';
import { PAYMENTS_ENDPOINT_SCHEMAS } from './payments/endpoint-schemas.ts';
import { PEOPLE_SEARCH_ENDPOINT_SCHEMAS } from './people-search/endpoint-schemas.ts';
import { RANKS_ENDPOINT_SCHEMAS } from './ranks/endpoint-schemas.ts';
import { SHARED_ENDPOINT_SCHEMAS } from './shared/endpoint-schemas.ts';
import { STAFF_ENDPOINT_SCHEMAS } from './staff/endpoint-schemas.ts';
import { TOURNAMENTS_ENDPOINT_SCHEMAS } from './tournaments/endpoint-schemas.ts';

export type { EndpointSchemas } from './shared/endpoint-schema-types.ts';

/**
 * Each endpoint's schemas, assembled from each feature's part (<feature>/endpoint-schemas.ts), in the order of
 * ENDPOINTS. The compiler holds every part, and the whole, to the endpoint table's types.
 */
export const ENDPOINT_SCHEMAS = {
  ...HEALTH_ENDPOINT_SCHEMAS,
  ...FAMILIES_ENDPOINT_SCHEMAS,
  ...GALLERY_ENDPOINT_SCHEMAS,
  ...EVENTS_ENDPOINT_SCHEMAS,
  ...CLASSES_ENDPOINT_SCHEMAS,
  ...DASHBOARD_ENDPOINT_SCHEMAS,
  ...LEADS_ENDPOINT_SCHEMAS,
  ...RANKS_ENDPOINT_SCHEMAS,
  ...PAYMENTS_ENDPOINT_SCHEMAS,
  ...OUTBOX_ENDPOINT_SCHEMAS,
  ...MESSAGING_ENDPOINT_SCHEMAS,
  ...AUDIT_ENDPOINT_SCHEMAS,
  ...TOURNAMENTS_ENDPOINT_SCHEMAS,
  ...PEOPLE_SEARCH_ENDPOINT_SCHEMAS,
  ...STAFF_ENDPOINT_SCHEMAS,
  ...SHARED_ENDPOINT_SCHEMAS,
} as const satisfies { [K in EndpointName]: EndpointSchemas<Endpoints[K]> };

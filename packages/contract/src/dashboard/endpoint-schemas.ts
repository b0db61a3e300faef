import { dashboardReplySchema } from './dashboard.ts';
import type { DASHBOARD_ENDPOINTS } from './endpoints.ts';
import type { PartSchemas } from '../shared/endpoint-schema-types.ts';

/** The schemas of the endpoints of the owner's dashboard: their rows of ENDPOINT_SCHEMAS. */
export const DASHBOARD_ENDPOINT_SCHEMAS = {
  GetDashboard: { reply: dashboardReplySchema },
} as const satisfies PartSchemas<typeof DASHBOARD_ENDPOINTS>;

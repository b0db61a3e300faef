import { familyFileReplySchema, searchQuerySchema, searchReplySchema } from './search.ts';
import { idParamSchema } from '../shared/common.ts';
import type { PEOPLE_SEARCH_ENDPOINTS } from './endpoints.ts';
import type { PartSchemas } from '../shared/endpoint-schema-types.ts';

/** The schemas of the endpoints of the staff bar's search: their rows of ENDPOINT_SCHEMAS. */
export const PEOPLE_SEARCH_ENDPOINT_SCHEMAS = {
  SearchPeople: { querystring: searchQuerySchema, reply: searchReplySchema },
  GetFamilyFile: { params: idParamSchema, reply: familyFileReplySchema },
} as const satisfies PartSchemas<typeof PEOPLE_SEARCH_ENDPOINTS>;

// Zod-free: types only, and the zod-free endpoint helper (the one table, ../endpoints.ts, says why).
import { endpoint } from '../shared/endpoint.ts';
import type { FamilyFileReply, SearchQuery, SearchReply } from './search.ts';

/**
 * The endpoints of the staff bar's search: their rows of ENDPOINTS (../endpoints.ts), keyed by operationId (decision
 * 013).
 */
export const PEOPLE_SEARCH_ENDPOINTS = {
  /** The staff bar's search: people and bookings. */
  SearchPeople: endpoint<SearchReply, undefined, SearchQuery>()({
    method: 'GET',
    path: '/api/Admin/SearchPeople',
    access: 'admin',
    tag: 'search',
  }),
  /** A family found by the search, by any of its profiles' ids. */
  GetFamilyFile: endpoint<FamilyFileReply>()({
    method: 'GET',
    path: '/api/Admin/GetFamilyFile/:id',
    access: 'admin',
    tag: 'search',
    errors: [404],
  }),
} as const;

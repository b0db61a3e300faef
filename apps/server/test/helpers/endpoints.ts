import { ENDPOINTS as TABLE, type EndpointName } from '@academy/contract';

/**
 * Every API endpoint with its name, in the contract table's order (logging out everywhere last, so walkers keep
 * their tokens).
 */
export const ENDPOINTS = Object.entries(TABLE).map(([name, endpoint]) => ({ ...endpoint, name: name as EndpointName }));

export type Endpoint = (typeof ENDPOINTS)[number];

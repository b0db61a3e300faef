import { ENDPOINTS as TABLE } from '@academy/contract';

/** Every API endpoint, in the contract table's order (logging out everywhere last, so walkers keep their tokens). */
export const ENDPOINTS = Object.values(TABLE);

export type Endpoint = (typeof ENDPOINTS)[number];

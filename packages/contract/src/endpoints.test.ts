import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from './endpoints.ts';

/** The two actions the original client spells in camelCase (decision 036); every other action is PascalCase. */
const ORIGINAL_CAMEL_CASE_ACTIONS = ['getEventById', 'updateEvent'];
/** The area the original client spells in lower case; new endpoints about events join it as it is. */
const ORIGINAL_LOWER_CASE_AREA = 'events';
/** The probes a supervisor and a load balancer call (decision 009): not operations of the product's areas. */
const PROBES = { GetReadiness: '/api/health', GetLiveness: '/api/health/live' };

describe('endpoint addresses', () => {
  it("are /api/<Area>/<operationId>, PascalCase but for the original client's events calls", () => {
    for (const [name, endpoint] of Object.entries(ENDPOINTS)) {
      if (name in PROBES) {
        expect(endpoint.path).toBe(PROBES[name as keyof typeof PROBES]);
        continue;
      }
      const [, area, action] = /^\/api\/([^/]+)\/([^/]+)(\/:\w+)?$/.exec(endpoint.path) ?? [];
      expect(action, endpoint.path).toBe(name);
      expect(/^[A-Z]/.test(action!) || ORIGINAL_CAMEL_CASE_ACTIONS.includes(action!), endpoint.path).toBe(true);
      expect(/^[A-Z][A-Za-z]+$/.test(area!) || area === ORIGINAL_LOWER_CASE_AREA, endpoint.path).toBe(true);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { ENDPOINTS } from '@academy/contract';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

type Operation = { operationId?: string; responses?: Record<string, unknown>; security?: unknown[] };

describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: { paths: Record<string, Record<string, Operation>> };

  beforeAll(async () => {
    t = await createTestApp();
    document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  });
  afterAll(async () => t?.close());

  it('passes redocly lint with its recommended rules', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });

  it('documents every endpoint of the contract table once, with a 4xx answer and its access', () => {
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
    );
    expect(documented.map(({ operation }) => operation.operationId).sort()).toEqual(Object.keys(ENDPOINTS).sort());
    for (const { path, method, operation } of documented) {
      const endpoint = ENDPOINTS[operation.operationId as keyof typeof ENDPOINTS];
      expect(`${method} ${path}`).toBe(`${endpoint.method} ${endpoint.path.replace(/:(\w+)/g, '{$1}')}`);
      expect(
        Object.keys(operation.responses ?? {}).some((status) => /^4\d\d$/.test(status)),
        path,
      ).toBe(true);
      expect(operation.security, path).toBeDefined();
      if (endpoint.access === 'user' || endpoint.access === 'admin')
        expect(operation.security).toEqual([{ token: [] }]);
      if (endpoint.access === 'public') expect(operation.security).toEqual([]);
    }
  });
});

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorReplySchema, envelopeSchema } from '@academy/contract';
import { adminToken, insertFighterWithToken } from './helpers/auth.ts';
import { ENDPOINTS } from './helpers/endpoints.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';

/**
 * Property-based abuse test (issue 6): malformed bodies, params, query strings and headers on every endpoint
 * never produce a 5xx, and every refusal has the {status: 0, message} shape.
 */
const RUNS_PER_ENDPOINT = 60;

const nastyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '../../etc/passwd',
    '%00',
    '\u0000',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '🥋'.repeat(30),
    'a'.repeat(5000),
    'null',
    '[]',
    '{}',
    '-1',
    '1e309',
    'NaN',
  ),
);

const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(
    fc.constantFrom(
      'email',
      'password',
      'fullName',
      'mobileNumber',
      'age',
      'gender',
      'code',
      'newPassword',
      'confirmNewPassword',
      'confirmPassword',
      'eventId',
      'fighterName',
      'height',
      'weight',
      'discipline',
      'beltLevel',
      'masterName',
      'academyName',
      'fighterId',
      '__proto__',
      'constructor',
    ),
    fc.oneof(
      nastyString,
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.integer(), { maxLength: 3 }),
    ),
  ),
);

const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'multipart/form-data',
  'multipart/form-data; boundary=----x',
  'application/x-www-form-urlencoded',
  'application/xml',
);

describe(`fuzzing every endpoint on ${testDialect}`, () => {
  let t: TestApp;
  let tokens: string[];

  beforeAll(async () => {
    t = await createTestApp();
    const fighter = await insertFighterWithToken(t.app);
    tokens = [await adminToken(t.app), fighter.token, 'forged.token.value', `${fighter.token.slice(0, -4)}AAAA`];
  });
  afterAll(async () => t?.close());

  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.method} ${endpoint.path} survives malformed input`, async () => {
      await fc.assert(
        fc.asyncProperty(
          nastyString,
          fc.option(body, { nil: undefined }),
          fc.option(contentType, { nil: undefined }),
          fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
          fc.dictionary(fc.constantFrom('galleryCategory', 'timestamp', 'id', 'x'), nastyString, { maxKeys: 2 }),
          fc.boolean(),
          async (id, payload, type, tokenIndex, query, rawText) => {
            const url = endpoint.path.replace(':id', encodeURIComponent(id) || 'x');
            const headers: Record<string, string> = {};
            if (type) headers['content-type'] = type;
            if (tokenIndex !== undefined) headers['x-auth-token'] = tokens[tokenIndex]!;
            const res = await t.app.inject({
              method: endpoint.method,
              url,
              query,
              headers,
              payload:
                payload === undefined
                  ? undefined
                  : rawText
                    ? JSON.stringify(payload).slice(0, -1)
                    : JSON.stringify(payload),
            });
            expect(res.statusCode, `${endpoint.method} ${url} -> ${res.body.slice(0, 200)}`).toBeLessThan(500);
            const json = res.json();
            expect(envelopeSchema.safeParse(json).success, res.body.slice(0, 200)).toBe(true);
            if (res.statusCode >= 400)
              expect(errorReplySchema.safeParse(json).success, res.body.slice(0, 200)).toBe(true);
          },
        ),
        { numRuns: RUNS_PER_ENDPOINT },
      );
    });
  }
});

import type { Insertable } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, fightersReplySchema, rankClaimsReplySchema, ranksReplySchema } from '@academy/contract';
import type { FightersTable } from '../src/db/schema.ts';
import { newCheckinCode, newId, nowIso } from '../src/lib/ids.ts';
import { adminToken } from './helpers/auth.ts';
import { serverAfterMigrating } from './helpers/migrations.ts';
import { testDialect } from './helpers/test-app.ts';

/** What profiles had typed in the free-text belt field before ranks, and what the migration makes of it. */
const TYPED: [string | null, string | null][] = [
  ['Yellow belt', 'Yellow 9'],
  ['brown 2nd kyu', 'Brown 2'],
  ['1st Dan', 'Black 1'],
  ['BLACK', 'Black 1'],
  ['Red (other dojo)', null],
  ['Whte', null],
  [null, null],
];

describe(`the ranks migration on ${testDialect}`, () => {
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;
  const ids = TYPED.map(() => newId());

  beforeAll(async () => {
    // The schema as it was before ranks, with the belts fighters had typed.
    ({ app, close } = await serverAfterMigrating({
      name: 'ranks-migration',
      last: '010-classes-attendance',
      fill: async (db) => {
        const now = nowIso();
        for (const [i, [beltLevel]] of TYPED.entries()) {
          await db
            .insertInto('fighters')
            .values({
              id: ids[i]!,
              email: `typed${i}@test.academy`,
              passwordHash: null,
              fullName: `Typed Belt ${i}`,
              mobileNumber: '9876543210',
              gender: 'Female',
              age: 20,
              weight: null,
              height: null,
              discipline: 'Karate',
              beltLevel,
              address: null,
              masterName: null,
              academyName: null,
              imageKey: null,
              guardianId: null,
              dateOfBirth: null,
              checkinCode: newCheckinCode(),
              createdAt: now,
              updatedAt: now,
            } as Insertable<FightersTable>)
            .execute();
        }
      },
    }));
  });
  afterAll(async () => close?.());

  it('makes each typed belt the syllabus names a rank, and leaves the others for the admin to confirm', async () => {
    const admin = { 'x-auth-token': await adminToken(app) };
    const ranks = ranksReplySchema.parse(
      (await app.inject({ method: 'GET', url: ENDPOINTS.GetRanks.path })).json(),
    ).ranks;
    const fighters = fightersReplySchema.parse(
      (await app.inject({ method: 'GET', url: ENDPOINTS.GetAllFighters.path, headers: admin })).json(),
    ).fighters;
    for (const [i, [typed, expected]] of TYPED.entries()) {
      const fighter = fighters.find((f) => f.id === ids[i])!;
      const rank = ranks.find((r) => r.id === fighter.rankId);
      expect(rank ? `${rank.name} ${rank.grade}` : null, `typed ${typed}`).toBe(expected);
      expect(fighter.beltLevel, `typed ${typed}`).toBe(rank ? rank.name : typed);
    }
    const claims = rankClaimsReplySchema.parse(
      (await app.inject({ method: 'GET', url: ENDPOINTS.GetRankClaims.path, headers: admin })).json(),
    ).claims;
    expect(claims.map((c) => c.beltLevel).sort()).toEqual(['Red (other dojo)', 'Whte']);
    expect(claims.every((c) => c.suggestedRankId === null)).toBe(true);
  });
});

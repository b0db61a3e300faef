import { newId } from '../../src/lib/ids.ts';
import type { FastifyInstance } from 'fastify';
import {
  academyToday,
  endpointUrl,
  ENDPOINTS,
  gradingReplySchema,
  promotionReplySchema,
  ranksReplySchema,
  type GradingFields,
  type Rank,
} from '@academy/contract';

const as = (token: string) => ({ 'x-auth-token': token });

export async function ranksViaApi(app: FastifyInstance): Promise<Rank[]> {
  const res = await app.inject({ method: 'GET', url: ENDPOINTS.GetRanks.path });
  if (res.statusCode !== 200) throw new Error(`GetRanks failed: ${res.statusCode} ${res.body}`);
  return ranksReplySchema.parse(res.json()).ranks;
}

/** A grading today of the given batches that tests every rank of the syllabus with no rules. */
export function gradingFields(
  batchIds: string[],
  ranks: Rank[],
  overrides: Partial<GradingFields> = {},
): GradingFields {
  return {
    name: 'Kyu grading',
    day: academyToday(),
    startTime: '09:00',
    place: 'Kaizen Dojo, Kothrud, Pune',
    examiners: ['Sensei Rao', 'Sensei Iyer'],
    fee: 800,
    batchIds,
    rules: ranks.map((rank) => ({ rankId: rank.id, minMonths: 0, minClasses: 0, minAge: 0 })),
    ...overrides,
  };
}

export async function createGradingViaApi(app: FastifyInstance, adminToken: string, fields: GradingFields) {
  const res = await app.inject({
    method: 'POST',
    url: ENDPOINTS.CreateGrading.path,
    headers: as(adminToken),
    payload: fields,
  });
  if (res.statusCode !== 201) throw new Error(`CreateGrading failed: ${res.statusCode} ${res.body}`);
  return gradingReplySchema.parse(res.json());
}

export async function inviteViaApi(app: FastifyInstance, adminToken: string, gradingId: string, fighterIds: string[]) {
  const res = await app.inject({
    method: 'POST',
    url: endpointUrl(ENDPOINTS.InviteCandidates, { id: gradingId }),
    headers: as(adminToken),
    payload: { fighterIds },
  });
  if (res.statusCode !== 200) throw new Error(`InviteCandidates failed: ${res.statusCode} ${res.body}`);
  return gradingReplySchema.parse(res.json());
}

export async function promoteViaApi(
  app: FastifyInstance,
  adminToken: string,
  body: { fighterId: string; rankId: string; day: string; examiner?: string },
) {
  const res = await app.inject({
    method: 'POST',
    url: ENDPOINTS.RecordPromotion.path,
    headers: as(adminToken),
    payload: { examiner: '', ...body },
  });
  if (res.statusCode !== 201) throw new Error(`RecordPromotion failed: ${res.statusCode} ${res.body}`);
  return promotionReplySchema.parse(res.json()).promotion;
}

/** A gradings row on `day`, written straight to the table by tests of the queries beneath the API. */
export function gradingRow(day: string, id = newId()) {
  const now = new Date().toISOString();
  return {
    id,
    name: 'Grading',
    day,
    startTime: '09:00',
    place: 'Hall',
    examiners: '[]',
    fee: 0,
    createdAt: now,
    updatedAt: now,
  };
}

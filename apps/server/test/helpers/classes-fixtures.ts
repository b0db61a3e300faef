import type { FastifyInstance } from 'fastify';
import {
  academyToday,
  addDays,
  closeClassDayReplySchema,
  endpointUrl,
  ENDPOINTS,
  WEEKDAYS,
  type Batch,
  type BatchFieldsValues,
  type CloseClassDayReply,
  type Enrolment,
} from '@academy/contract';

/**
 * A batch that has met every day for a month, so today's class day is held and marks can be taken. It starts at
 * 23:50 IST: a check-in any time today comes before the start's grace, so it is 'present' whatever the hour.
 */
export function batchFields(overrides: Partial<BatchFieldsValues> = {}): BatchFieldsValues {
  return {
    name: 'Late Evening Karate',
    program: 'Adults Karate',
    level: 'Beginners',
    minAge: 5,
    maxAge: null,
    place: 'Kaizen Dojo, Kothrud, Pune',
    weekdays: [...WEEKDAYS],
    startTime: '23:50',
    endTime: '23:59',
    capacity: 20,
    monthlyFee: 1500,
    instructor: 'Sensei Rao',
    startDate: addDays(academyToday(), -30),
    autoAccept: true,
    ...overrides,
  };
}

/** Creates a batch through the real API; fails the test when the server refuses. */
export async function createBatchViaApi(
  app: FastifyInstance,
  adminToken: string,
  overrides: Partial<BatchFieldsValues> = {},
): Promise<Batch> {
  const res = await app.inject({
    method: 'POST',
    url: ENDPOINTS.CreateBatch.path,
    headers: { 'x-auth-token': adminToken },
    payload: batchFields(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`CreateBatch failed: ${res.statusCode} ${res.body}`);
  return res.json().batch as Batch;
}

/** Asks for a profile to join a batch with the family's token: active at once when the batch accepts by itself. */
export async function enrolViaApi(
  app: FastifyInstance,
  token: string,
  batchId: string,
  fighterId: string,
): Promise<Enrolment> {
  const res = await app.inject({
    method: 'POST',
    url: ENDPOINTS.RequestEnrolment.path,
    headers: { 'x-auth-token': token },
    payload: { batchId, fighterId },
  });
  if (res.statusCode !== 201) throw new Error(`RequestEnrolment failed: ${res.statusCode} ${res.body}`);
  return res.json().enrolment as Enrolment;
}

/** Cancels one class day of a batch through the real API; answers the reply (its counts and words). */
export async function closeClassDayViaApi(
  app: FastifyInstance,
  adminToken: string,
  batchId: string,
  day: string,
  reason = 'Diwali holiday',
): Promise<CloseClassDayReply> {
  const res = await app.inject({
    method: 'POST',
    url: ENDPOINTS.CloseClassDay.path,
    headers: { 'x-auth-token': adminToken },
    payload: { batchIds: [batchId], day, reason },
  });
  if (res.statusCode !== 200) throw new Error(`CloseClassDay failed: ${res.statusCode} ${res.body}`);
  return closeClassDayReplySchema.parse(res.json());
}

/** A profile's check-in code as the family's classes page shows it. */
export async function checkinCodeViaApi(app: FastifyInstance, token: string, fighterId: string): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: endpointUrl(ENDPOINTS.GetFighterClasses, { id: fighterId }),
    headers: { 'x-auth-token': token },
  });
  if (res.statusCode !== 200) throw new Error(`GetFighterClasses failed: ${res.statusCode} ${res.body}`);
  return res.json().checkinCode as string;
}

/** Tomorrow in IST: a day whose class day can still be cancelled (the server refuses a day in the past). */
export const tomorrow = () => addDays(academyToday(), 1);

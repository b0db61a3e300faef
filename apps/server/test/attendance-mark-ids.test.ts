import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academyToday, attendanceReplySchema, ENDPOINTS, type AttendanceMark } from '@academy/contract';
import { purgeByRetention } from '../src/privacy/retention-job.ts';
import { adminToken } from './helpers/auth.ts';
import { createBatchViaApi, enrolViaApi } from './helpers/classes-fixtures.ts';
import { signUpAndLogin, type SignedUpFighter } from './helpers/fighter-accounts.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The instructor's phone sends each tap with its own id and sends it again until it hears back (decision 042): a
 * retry after a lost reply, or two copies of one tap at once, must apply it and audit it once.
 */
describe(`attendance marks sent again with their id on ${testDialect}`, () => {
  let t: TestApp;
  let admin: string;
  let batchId: string;
  const today = academyToday();

  async function member(fullName: string): Promise<SignedUpFighter> {
    const fighter = await signUpAndLogin(t.app, { fullName, age: 30 });
    await enrolViaApi(t.app, fighter.token, batchId, fighter.id);
    return fighter;
  }

  const mark = (fighterId: string, value: AttendanceMark, markId?: string) =>
    t.app.inject({
      method: 'POST',
      url: ENDPOINTS.MarkAttendance.path,
      headers: { 'x-auth-token': admin },
      payload: { batchId, day: today, fighterId, mark: value, ...(markId && { markId }) },
    });

  /** The audit log's marks of a fighter, oldest first: what each change set. */
  async function auditedMarks(fighterId: string): Promise<string[]> {
    const rows = await t.app.db
      .selectFrom('auditLog')
      .select(['after', 'at'])
      .where('action', '=', 'attendance.mark')
      .where('subjectId', '=', fighterId)
      .orderBy('at')
      .execute();
    return rows.map((row) => (JSON.parse(row.after!) as { mark: string }).mark);
  }

  async function storedMark(fighterId: string) {
    const row = await t.app.db
      .selectFrom('attendance')
      .select('mark')
      .where('batchId', '=', batchId)
      .where('day', '=', today)
      .where('fighterId', '=', fighterId)
      .executeTakeFirst();
    return row?.mark;
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminToken(t.app);
    batchId = (await createBatchViaApi(t.app, admin)).id;
  });
  afterAll(() => t?.close());

  it('applies a tap once when it arrives again after a lost reply', async () => {
    const asha = await member('Asha Patil');
    const id = randomUUID();
    const first = await mark(asha.id, 'present', id);
    expect(first.statusCode, first.body).toBe(200);
    const again = await mark(asha.id, 'present', id);
    expect(again.statusCode, again.body).toBe(200);
    // The retry hears the mark as it was saved, not a second saving.
    expect(attendanceReplySchema.parse(again.json()).entry).toEqual(attendanceReplySchema.parse(first.json()).entry);
    expect(await auditedMarks(asha.id)).toEqual(['present']);
  });

  it("does not let a late retry undo another phone's later change, nor audit it again", async () => {
    const ravi = await member('Ravi Kumar');
    const fromThisPhone = randomUUID();
    expect((await mark(ravi.id, 'present', fromThisPhone)).statusCode).toBe(200);
    // Its reply was lost; meanwhile another phone corrects the mark.
    expect((await mark(ravi.id, 'absent', randomUUID())).statusCode).toBe(200);

    const retry = await mark(ravi.id, 'present', fromThisPhone);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(attendanceReplySchema.parse(retry.json()).entry.mark).toBe('absent');
    expect(await storedMark(ravi.id)).toBe('absent');
    expect(await auditedMarks(ravi.id)).toEqual(['present', 'absent']);
  });

  it('applies two copies of one tap arriving together once', async () => {
    const meera = await member('Meera Iyer');
    const id = randomUUID();
    const replies = await Promise.all([1, 2, 3].map(() => mark(meera.id, 'late', id)));
    for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);
    expect(new Set(replies.map((reply) => attendanceReplySchema.parse(reply.json()).entry.markedAt)).size).toBe(1);
    expect(await auditedMarks(meera.id)).toEqual(['late']);
  });

  it("refuses a mark's id sent again for another fighter", async () => {
    const kabir = await member('Kabir Shah');
    const zoya = await member('Zoya Khan');
    const id = randomUUID();
    expect((await mark(kabir.id, 'present', id)).statusCode).toBe(200);
    const reused = await mark(zoya.id, 'present', id);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe('This mark’s id was already used for another mark.');
    expect(await storedMark(zoya.id)).toBeUndefined();
  });

  it('refuses an id that is no UUID, and still takes a mark sent without one', async () => {
    const dev = await member('Dev Malhotra');
    const bad = await mark(dev.id, 'present', 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The mark’s id must be a UUID.');
    expect((await mark(dev.id, 'present')).statusCode).toBe(200);
    expect((await mark(dev.id, 'present')).statusCode).toBe(200);
    expect(await auditedMarks(dev.id)).toEqual(['present']);
  });

  it('deletes the ids of a fighter with the fighter', async () => {
    const gone = await member('Ira Sen');
    expect((await mark(gone.id, 'present', randomUUID())).statusCode).toBe(200);
    const idsOf = () =>
      t.app.db.selectFrom('attendanceMarkIds').select('id').where('fighterId', '=', gone.id).execute();
    expect(await idsOf()).toHaveLength(1);
    await t.app.db.deleteFrom('fighters').where('id', '=', gone.id).execute();
    expect(await idsOf()).toEqual([]);
  });

  it('forgets the ids in the retention run 90 days on', async () => {
    const count = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('attendanceMarkIds')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    expect(before).toBeGreaterThan(0);
    expect((await purgeByRetention(t.app.db, new Date(Date.now() + 89 * DAY_MS))).attendanceMarkIds).toBe(0);
    expect((await purgeByRetention(t.app.db, new Date(Date.now() + 91 * DAY_MS))).attendanceMarkIds).toBe(before);
    expect(await count()).toBe(0);
  });
});

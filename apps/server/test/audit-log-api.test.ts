import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIT_PAGE_SIZE,
  auditLogReplySchema,
  endpointUrl,
  ENDPOINTS,
  type AuditAction,
  type AuditQuery,
} from '@academy/contract';
import { recordAudit, systemActor } from '../src/audit/audit-log.ts';
import { newId } from '../src/lib/ids.ts';
import { ADMIN, adminToken } from './helpers/auth.ts';
import { extractResetCode, FIGHTER_PASSWORD, signUpAndLogin, waitForOutbox } from './helpers/fighter-accounts.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';

interface Seed {
  at: string;
  action: AuditAction;
  actorId?: string;
  actorLabel?: string;
  subjectKind?: string;
  subjectId?: string;
}

describe(`GetAuditLog on ${testDialect}`, () => {
  let t: TestApp;
  let admin: string;
  const ids = new Map<string, string>();

  /** Writes an entry as recordAudit does, but at a chosen instant; `name` recalls its id. */
  async function seed(name: string, entry: Seed) {
    const id = newId();
    ids.set(name, id);
    await t.app.db
      .insertInto('auditLog')
      .values({
        id,
        at: entry.at,
        actorRole: entry.actorId ? 'fighter' : 'admin',
        actorId: entry.actorId ?? 'seeding-admin',
        actorLabel: entry.actorLabel ?? 'seeding-admin@test.academy',
        ip: '203.0.113.9',
        action: entry.action,
        subjectKind: entry.subjectKind ?? 'event',
        subjectId: entry.subjectId ?? null,
        before: null,
        after: JSON.stringify({ seeded: name }),
      })
      .execute();
  }
  const named = (...names: string[]) => names.map((name) => ids.get(name));

  async function read(query: AuditQuery, token: string | null = admin) {
    const res = await t.app.inject({
      method: 'GET',
      url: endpointUrl(ENDPOINTS.GetAuditLog, {}, query as Record<string, string | number>),
      headers: token ? { 'x-auth-token': token } : {},
    });
    return { status: res.statusCode, body: res.json() };
  }
  async function entryIds(query: AuditQuery) {
    const { status, body } = await read(query);
    expect(status, JSON.stringify(body)).toBe(200);
    return auditLogReplySchema.parse(body).entries.map((entry) => entry.id);
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminToken(t.app);
    // One person's three entries: two as the actor, one where another acted on them.
    // Only actions the retention job keeps for years: a daily run during the test must not change its answers.
    await seed('asha sign-up', {
      at: '2026-03-01T04:00:00.000Z',
      action: 'fighter.signUp',
      actorId: 'asha-id',
      actorLabel: 'asha@test.academy',
    });
    await seed('asha update', {
      at: '2026-03-02T04:00:00.000Z',
      action: 'fighter.update',
      actorId: 'asha-id',
      actorLabel: 'asha@test.academy',
      subjectId: 'asha-id',
    });
    await seed('admin on asha', { at: '2026-03-03T04:00:00.000Z', action: 'event.update', subjectId: 'asha-id' });
    await seed('admin on event', { at: '2026-03-04T04:00:00.000Z', action: 'event.update', subjectId: 'event-7' });
    // Around the IST midnights of 1-2 and 2-3 January 2026 (18:30 UTC).
    await seed('1 Jan 23:50 IST', { at: '2026-01-01T18:20:00.000Z', action: 'email.retry', actorId: 'clock' });
    await seed('2 Jan 00:10 IST', { at: '2026-01-01T18:40:00.000Z', action: 'email.retry', actorId: 'clock' });
    await seed('2 Jan 23:59 IST', { at: '2026-01-02T18:29:59.999Z', action: 'email.retry', actorId: 'clock' });
    await seed('3 Jan 00:00 IST', { at: '2026-01-02T18:30:00.000Z', action: 'email.retry', actorId: 'clock' });
    // 120 deletions a minute apart, for the pages.
    for (let i = 0; i < 120; i++) {
      const at = new Date(Date.parse('2026-02-01T00:00:00.000Z') + i * 60_000).toISOString();
      await seed(`deletion ${i}`, { at, action: 'gallery.delete', subjectId: `photo-${i}` });
    }
  });
  afterAll(() => t?.close());

  it('filters by a person: email (in any case), account id, or the id of what was acted on', async () => {
    expect(await entryIds({ person: 'ASHA@Test.Academy' })).toEqual(named('asha update', 'asha sign-up'));
    expect(await entryIds({ person: 'asha-id' })).toEqual(named('admin on asha', 'asha update', 'asha sign-up'));
    expect(await entryIds({ person: 'event-7' })).toEqual(named('admin on event'));
    expect(await entryIds({ person: 'nobody@test.academy' })).toEqual([]);
  });

  it('filters by action, and by action and person together', async () => {
    expect(await entryIds({ action: 'event.update' })).toEqual(named('admin on event', 'admin on asha'));
    expect(await entryIds({ action: 'event.update', person: 'asha-id' })).toEqual(named('admin on asha'));
  });

  it('reads from and to as whole days in IST, both included', async () => {
    const clock = { person: 'clock' };
    expect(await entryIds({ ...clock, from: '2026-01-02', to: '2026-01-02' })).toEqual(
      named('2 Jan 23:59 IST', '2 Jan 00:10 IST'),
    );
    expect(await entryIds({ ...clock, to: '2026-01-01' })).toEqual(named('1 Jan 23:50 IST'));
    expect(await entryIds({ ...clock, from: '2026-01-03' })).toEqual(named('3 Jan 00:00 IST'));
    expect(await entryIds({ ...clock, from: '2026-01-01', to: '2026-01-03' })).toHaveLength(4);
  });

  it('pages 50 at a time, newest first, with the total', async () => {
    const deletions = { action: 'gallery.delete' as const };
    const page1 = auditLogReplySchema.parse((await read(deletions)).body);
    expect(page1).toMatchObject({ status: 1, message: 'Audit log', total: 120, page: 1, pageSize: AUDIT_PAGE_SIZE });
    expect(page1.entries.map((entry) => entry.id)).toEqual(
      Array.from({ length: 50 }, (_, i) => ids.get(`deletion ${119 - i}`)),
    );
    const page2 = auditLogReplySchema.parse((await read({ ...deletions, page: 2 })).body);
    expect(page2).toMatchObject({ total: 120, page: 2 });
    expect(page2.entries.map((entry) => entry.id)).toEqual(
      Array.from({ length: 50 }, (_, i) => ids.get(`deletion ${69 - i}`)),
    );
    expect((await entryIds({ ...deletions, page: 3 })).length).toBe(20);
    expect(await entryIds({ ...deletions, page: 4 })).toEqual([]);

    const everything = auditLogReplySchema.parse((await read({})).body);
    const times = everything.entries.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(everything.total).toBeGreaterThanOrEqual(128);
  });

  it('answers each entry with who, when, what, before and after', async () => {
    const [entry] = auditLogReplySchema.parse((await read({ person: 'event-7' })).body).entries;
    expect(entry).toEqual({
      id: ids.get('admin on event'),
      at: '2026-03-04T04:00:00.000Z',
      // Written without a staff role, as every entry before roles existed: the owner's. Its account is gone: no name.
      actor: {
        role: 'admin',
        id: 'seeding-admin',
        label: 'seeding-admin@test.academy',
        ip: '203.0.113.9',
        name: null,
        staffRole: 'owner',
      },
      action: 'event.update',
      subject: { kind: 'event', id: 'event-7', name: null },
      before: null,
      after: { seeded: 'admin on event' },
    });
  });

  it('names what was acted on as it is named now: a fighter, a member of staff; an id gone names nothing', async () => {
    const fighter = await signUpAndLogin(t.app, { fullName: 'Meera Joshi' });
    const staff = await t.app.db.selectFrom('admins').select(['id', 'name', 'email']).executeTakeFirstOrThrow();
    await seed('on meera', {
      at: '2026-03-05T04:00:00.000Z',
      action: 'fighter.update',
      subjectKind: 'fighter',
      subjectId: fighter.id,
    });
    await seed('on staff', {
      at: '2026-03-05T05:00:00.000Z',
      action: 'admin.passwordChanged',
      subjectKind: 'admin',
      subjectId: staff.id,
    });
    await seed('on nobody', {
      at: '2026-03-05T06:00:00.000Z',
      action: 'fighter.update',
      subjectKind: 'fighter',
      subjectId: 'erased-id',
    });
    const { entries } = auditLogReplySchema.parse((await read({ from: '2026-03-05', to: '2026-03-05' })).body);
    const subjectOf = (name: string) => entries.find((entry) => entry.id === ids.get(name))!.subject;
    expect(subjectOf('on meera')).toEqual({ kind: 'fighter', id: fighter.id, name: 'Meera Joshi' });
    expect(subjectOf('on staff').name).toBe(staff.name || staff.email);
    expect(subjectOf('on nobody').name).toBeNull();
  });

  it('is for the admin only, and refuses filters it does not know', async () => {
    const fighter = await signUpAndLogin(t.app);
    expect((await read({}, fighter.token)).status).toBe(403);
    expect((await read({}, null)).status).toBe(401);
    expect((await read({ from: '2026-13-01' })).status).toBe(400);
    expect((await read({ action: 'fighter.fly' as AuditAction })).status).toBe(400);
    expect((await read({ page: 0 })).status).toBe(400);
  });
});

describe(`what the audit log never holds, on ${testDialect}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('keeps no password, hash, token or reset code, whatever the calls carried', async () => {
    const secrets: string[] = [FIGHTER_PASSWORD, ADMIN.password, 'a-brand-new-password-1'];
    const adminTokenValue = await adminToken(t.app);
    const fighter = await signUpAndLogin(t.app, { fullName: 'Secret Keeper' });
    secrets.push(adminTokenValue, fighter.token);
    await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.FighterLogin.path,
      payload: { email: fighter.email, password: 'a-wrong-password-9' },
    });
    secrets.push('a-wrong-password-9');
    await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.FighterForgotPassword.path,
      payload: { email: fighter.email },
    });
    const code = extractResetCode((await waitForOutbox(t.config.outboxDir, fighter.email, 1))[0]!);
    await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.FighterResetPassword.path,
      payload: {
        email: fighter.email,
        code,
        newPassword: 'a-brand-new-password-1',
        confirmNewPassword: 'a-brand-new-password-1',
      },
    });
    // And a module that passes secrets by mistake: they are dropped, what is not a secret stays.
    await recordAudit(t.app.db, systemActor('test'), {
      action: 'booking.create',
      subject: { kind: 'booking', id: 'b1' },
      after: { password: 'p', passwordHash: 'h', token: 't', code: '4321', otp: '4321', bookingCode: 'KKA-ABCDEF' },
    });

    const rows = await t.app.db.selectFrom('auditLog').selectAll().execute();
    expect(rows.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'admin.login',
        'fighter.signUp',
        'fighter.login',
        'fighter.loginFailed',
        'fighter.reset',
      ]),
    );
    const stored = JSON.stringify(rows);
    for (const secret of secrets) expect(stored).not.toContain(secret);
    expect(stored).not.toContain('$argon2');
    for (const row of rows) {
      for (const values of [row.before, row.after]) {
        const parsed = (values ? JSON.parse(values) : {}) as Record<string, unknown>;
        expect(
          Object.keys(parsed).filter((key) => /password|hash|token|secret|otp|^code$/i.test(key)),
          row.action,
        ).toEqual([]);
        expect(Object.values(parsed), row.action).not.toContain(code);
      }
    }
    const mistaken = rows.find((row) => row.subjectId === 'b1');
    expect(JSON.parse(mistaken!.after!)).toEqual({ bookingCode: 'KKA-ABCDEF' });
  });
});

describe('the audit log is appended only', () => {
  const source = path.resolve(import.meta.dirname, '../src');
  const files = (fs.readdirSync(source, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file))
    .map((file) => ({ file, text: fs.readFileSync(path.join(source, file), 'utf8') }));

  it('has no code in the server that updates or deletes its rows, but the named exceptions', () => {
    const writes =
      /(updateTable|deleteFrom|replaceInto|mergeInto)\(\s*['"](auditLog|audit_log|auditPeople|audit_people)['"]|\b(update|delete\s+from|truncate(\s+table)?)\s+"?audit_(log|people)\b/gi;
    /** The function of the file that a position falls in. */
    const enclosing = (text: string, at: number) =>
      [...text.matchAll(/^export (?:async )?function (\w+)/gm)].filter((fn) => fn.index < at).at(-1)?.[1];
    const found = files.flatMap(({ file, text }) =>
      [...text.matchAll(writes)].map((match) => [file, match[0], enclosing(text, match.index)]),
    );
    // Deletion by the retention periods (only the daily retention job calls it), and an erasure's redaction.
    expect(found.sort()).toEqual([
      [path.join('audit', 'audit-log.ts'), "deleteFrom('auditLog'", 'deleteAuditEntriesPastRetention'],
      [path.join('audit', 'erasure-redaction.ts'), "updateTable('auditLog'", 'redactAuditEntriesOfErasedPerson'],
    ]);
    const callers = files.filter(({ text }) => /deleteAuditEntriesPastRetention\(/.test(text)).map(({ file }) => file);
    expect(callers.sort()).toEqual([path.join('audit', 'audit-log.ts'), path.join('privacy', 'retention-job.ts')]);
    const redactors = files
      .filter(({ text }) => /redactAuditEntriesOfErasedPerson\(/.test(text))
      .map(({ file }) => file);
    expect(redactors.sort()).toEqual([
      path.join('audit', 'erasure-redaction.ts'),
      path.join('modules', 'data-rights', 'erasure.ts'),
    ]);
  });

  it('is written in one place, recordAudit, which every module calls', () => {
    // audit_people too: which entries hold a person's values is written with the entry, and only then.
    const inserts = files.filter(({ text }) =>
      /insertInto\(\s*['"](auditLog|audit_log|auditPeople|audit_people)['"]/.test(text),
    );
    expect(inserts.map(({ file }) => file)).toEqual([path.join('audit', 'audit-log.ts')]);
  });
});

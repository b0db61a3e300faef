import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_INVITE_TOKEN_PATTERN } from '@academy/contract';
import { serverAfterMigrating } from './helpers/migrations.ts';
import { testDialect } from './helpers/test-app.ts';

const NOW = '2026-01-10T10:00:00.000Z';

/**
 * Migration 020 on a database whose numbers were typed before the rule: every Indian mobile becomes its 10 digits
 * (in the waiting list's saved booking form too), anything else stays as it was, one audit entry counts both, and
 * every existing lead gets its own sign-up link secret.
 */
describe(`the Indian mobiles migration on ${testDialect}`, () => {
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ app, close } = await serverAfterMigrating({
      name: 'mobiles',
      last: '017-audit-people',
      fill: async (db) => {
        const raw = db.withoutPlugins();
        await sql`insert into fighters (id, email, full_name, mobile_number, created_at, updated_at) values
        ('f-plain', 'plain@x.in', 'Plain', '9820123456', ${NOW}, ${NOW}),
        ('f-prefix', 'prefix@x.in', 'Prefix', '919820123457', ${NOW}, ${NOW}),
        ('f-zero', 'zero@x.in', 'Zero', '09820123458', ${NOW}, ${NOW}),
        ('f-landline', 'landline@x.in', 'Landline', '02025531234', ${NOW}, ${NOW})`.execute(raw);
        await sql`insert into events (id, event_name, event_description, address, event_date_time, total_seats,
        entry_fee, created_at, updated_at) values ('e1', 'Open', 'Open', 'Pune', ${NOW}, 10, 0, ${NOW}, ${NOW})`.execute(
          raw,
        );
        await sql`insert into bookings (id, booking_code, event_id, fighter_name, email, email_normalized, mobile_number,
        age, belt_level, height, weight, discipline, master_name, academy_name, booked_at) values
        ('b-prefix', 'KKA-AAAAAA', 'e1', 'A', 'a@x.in', 'a@x.in', '917012345678', 20, 'White', 160, 50, 'Karate', 'M',
          'K', ${NOW}),
        ('b-foreign', 'KKA-BBBBBB', 'e1', 'B', 'b@x.in', 'b@x.in', '447700900123', 20, 'White', 160, 50, 'Karate', 'M',
          'K', ${NOW})`.execute(raw);
        const form = JSON.stringify({
          eventId: 'e1',
          fighterName: 'C',
          mobileNumber: '918888877777',
          guardian: { name: 'G', relation: 'Mother', mobileNumber: '09999988888', email: 'g@x.in', agreed: true },
        });
        await sql`insert into waitlist (id, event_id, fighter_name, email, email_normalized, name_normalized,
        mobile_number, language, request, state, joined_at, updated_at) values
        ('w1', 'e1', 'C', 'c@x.in', 'c@x.in', 'c', '918888877777', 'en', ${form}, 'waiting', ${NOW}, ${NOW})`.execute(
          raw,
        );
        await sql`insert into consents (id, fighter_id, child_name, guardian_name, relation, guardian_mobile,
        guardian_email, notice_version, method, language, token_hash, requested_at) values
        ('c1', 'f-plain', 'Child', 'Plain', 'Mother', '09820123456', 'plain@x.in', '2026-01-01', 'email-link', 'en',
          'hash-1', ${NOW})`.execute(raw);
        await sql`insert into leads (id, name, mobile_number, student_age, state, language, contact_consent_at,
        created_at, updated_at) values
        ('l1', 'Lead One', '919876501234', 8, 'new', 'en', ${NOW}, ${NOW}, ${NOW}),
        ('l2', 'Lead Two', '9876501235', 30, 'contacted', 'hi', ${NOW}, ${NOW}, ${NOW})`.execute(raw);
      },
    }));
  });
  afterAll(async () => close?.());

  const mobiles = async (table: 'fighters' | 'bookings' | 'leads') =>
    Object.fromEntries(
      (await app.db.selectFrom(table).select(['id', 'mobileNumber']).execute()).map((row) => [
        row.id,
        row.mobileNumber,
      ]),
    );

  it('rewrites every Indian mobile as its 10 digits and leaves the rest as typed', async () => {
    expect(await mobiles('fighters')).toEqual({
      'f-plain': '9820123456',
      'f-prefix': '9820123457',
      'f-zero': '9820123458',
      'f-landline': '02025531234',
    });
    expect(await mobiles('bookings')).toEqual({ 'b-prefix': '7012345678', 'b-foreign': '447700900123' });
    expect(await mobiles('leads')).toEqual({ l1: '9876501234', l2: '9876501235' });
    const consent = await app.db.selectFrom('consents').select('guardianMobile').executeTakeFirstOrThrow();
    expect(consent.guardianMobile).toBe('9820123456');
  });

  it("rewrites the waiting list's number and the booking form it keeps", async () => {
    const entry = await app.db.selectFrom('waitlist').select(['mobileNumber', 'request']).executeTakeFirstOrThrow();
    expect(entry.mobileNumber).toBe('8888877777');
    expect(JSON.parse(entry.request)).toMatchObject({
      fighterName: 'C',
      mobileNumber: '8888877777',
      guardian: { name: 'G', mobileNumber: '9999988888' },
    });
  });

  it('reports how many it changed and left in one audit entry, without the numbers', async () => {
    const entry = await app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'mobile.normalise')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actorRole: 'system', subjectKind: 'migration', people: '{}' });
    expect(JSON.parse(entry.after!)).toEqual({
      changed: { fighters: 2, bookings: 1, waitlist: 1, consents: 1, leads: 1 },
      leftAsTyped: { fighters: 1, bookings: 1, waitlist: 0, consents: 0, leads: 0 },
    });
    expect(entry.after).not.toContain('98201');
  });

  it('gives every lead its own sign-up link secret and no account yet', async () => {
    const leads = await app.db.selectFrom('leads').select(['inviteToken', 'accountId']).execute();
    expect(leads.map((lead) => lead.accountId)).toEqual([null, null]);
    for (const lead of leads) expect(lead.inviteToken).toMatch(LEAD_INVITE_TOKEN_PATTERN);
    expect(new Set(leads.map((lead) => lead.inviteToken)).size).toBe(2);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  academyToday,
  auditLogReplySchema,
  categoryCertificatesReplySchema,
  CERTIFICATE_NUMBER_PATTERN,
  competitionCertificateReplySchema,
  endpointUrl,
  ENDPOINTS,
  verifyCertificateReplySchema,
} from '@academy/contract';
import { adminToken } from './helpers/auth.ts';
import { signUpAndLogin, type SignedUpFighter } from './helpers/fighter-accounts.ts';
import { promoteViaApi, ranksViaApi } from './helpers/ranks-fixtures.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';
import { addEntriesViaApi, cadetEntry, drawViaApi, tournamentViaApi } from './helpers/tournament-fixtures.ts';

let t: TestApp;
let owner: string;
let family: SignedUpFighter;

beforeAll(async () => {
  t = await createTestApp();
  owner = await adminToken(t.app);
  family = await signUpAndLogin(t.app, { fullName: 'Asha Patil' });
});
afterAll(() => t.close());

const ATHLETES = ['Arjun Mehta', 'Kiran Bose', 'Dev Rao', 'Ishaan Kale', 'Om Sathe'];

/**
 * A cadets' tournament whose male kata (points, one pool) has the five ATHLETES, in that order of merit once scored,
 * and a sixth entry withdrawn before the draw. Arjun's entry is the family's own profile's; the others are a
 * visiting club's athletes, with no profile.
 */
async function kataCategory() {
  const { event, tournament } = await tournamentViaApi(t.app, owner);
  const categoryId = tournament.categories[0]!.id;
  const { entries } = await addEntriesViaApi(t.app, owner, event._id, 'Tigers Dojo', [
    ...ATHLETES.map((name) => cadetEntry(name, [categoryId])),
    cadetEntry('Absent Amit', [categoryId]),
  ]);
  const entry = (name: string) => entries!.find((each) => each.athleteName === name)!.id;
  await t.app.db
    .updateTable('tournamentEntries')
    .set({ fighterId: family.id })
    .where('id', '=', entry('Arjun Mehta'))
    .execute();
  await t.app.db
    .updateTable('tournamentEntries')
    .set({ state: 'withdrawn' })
    .where('id', '=', entry('Absent Amit'))
    .execute();
  await drawViaApi(t.app, owner, categoryId, true);
  const finish = async () => {
    for (const [index, name] of ATHLETES.entries()) {
      const score = 9 - index / 10;
      const res = await t.app.inject({
        method: 'POST',
        url: endpointUrl(ENDPOINTS.RecordKataScore, { id: categoryId }),
        headers: { 'x-auth-token': owner },
        payload: { round: 1, entryId: entry(name), scores: Array.from({ length: 7 }, () => score) },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  };
  return { event, categoryId, entry, finish };
}

const issue = (entryId: string, token?: string, language?: string) =>
  t.app.inject({
    method: 'POST',
    url: endpointUrl(ENDPOINTS.IssueCompetitionCertificate, { id: entryId }),
    headers: { ...(token ? { 'x-auth-token': token } : {}), ...(language ? { 'accept-language': language } : {}) },
  });
const issueAll = (categoryId: string) =>
  t.app.inject({
    method: 'POST',
    url: endpointUrl(ENDPOINTS.IssueCategoryCertificates, { id: categoryId }),
    headers: { 'x-auth-token': owner },
  });
const verify = (number: string, language?: string) =>
  t.app.inject({
    method: 'GET',
    url: endpointUrl(ENDPOINTS.VerifyCertificate, { number }),
    headers: language ? { 'accept-language': language } : {},
  });
const certificateRows = (entryIds: string[]) =>
  t.app.db.selectFrom('competitionCertificates').selectAll().where('entryId', 'in', entryIds).execute();
const lastSerial = async () =>
  (
    await t.app.db
      .selectFrom('certificateSeries')
      .select('lastNumber')
      .where('year', '=', Number(academyToday().slice(0, 4)))
      .executeTakeFirst()
  )?.lastNumber ?? 0;
const serialOf = (number: string) => Number(number.split('-')[2]);

describe(`competition certificates on ${testDialect}`, () => {
  it('come only once the places are final, and never for a withdrawn entry', async () => {
    const { categoryId, entry, finish } = await kataCategory();
    const finished = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: endpointUrl(ENDPOINTS.GetCategory, { id: categoryId }),
          headers: { 'x-auth-token': owner },
        })
      ).json().finished;
    expect(await finished()).toBe(false);
    const early = await issue(entry('Arjun Mehta'), family.token);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'The places of this category are not final yet: its certificates come once every place is decided.',
    );
    await finish();
    expect(await finished()).toBe(true);
    const withdrawn = await issue(entry('Absent Amit'), owner);
    expect(withdrawn.statusCode).toBe(409);
    expect(withdrawn.json().message).toBe('A withdrawn entry did not compete: it has no certificate.');
    expect(await certificateRows([entry('Arjun Mehta'), entry('Absent Amit')])).toEqual([]);
  });

  it("gives the family its champion's certificate once, numbered from the certificates' one series", async () => {
    const { event, entry, finish } = await kataCategory();
    await finish();
    // A promotion takes the series' next number; the certificate takes the one after it.
    const ranks = await ranksViaApi(t.app);
    const promotion = await promoteViaApi(t.app, owner, {
      fighterId: family.id,
      rankId: ranks[1]!.id,
      day: '2025-06-01',
    });
    const res = await issue(entry('Arjun Mehta'), family.token);
    expect(res.statusCode, res.body).toBe(200);
    const { certificate } = competitionCertificateReplySchema.parse(res.json());
    expect(certificate).toEqual({
      number: expect.stringMatching(CERTIFICATE_NUMBER_PATTERN),
      entryId: entry('Arjun Mehta'),
      athleteName: 'Arjun Mehta',
      eventName: event.eventName,
      day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      categoryName: 'Kata · Male · Cadets (14–15)',
      place: 1,
    });
    expect(serialOf(certificate.number)).toBe(serialOf(promotion.certificateNumber) + 1);

    const again = competitionCertificateReplySchema.parse((await issue(entry('Arjun Mehta'), owner)).json());
    expect(again.certificate).toEqual(certificate);
    expect(await certificateRows([entry('Arjun Mehta')])).toHaveLength(1);
    const audit = auditLogReplySchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `${endpointUrl(ENDPOINTS.GetAuditLog)}?action=tournament.certificate&person=${entry('Arjun Mehta')}`,
          headers: { 'x-auth-token': owner },
        })
      ).json(),
    );
    expect(audit.entries.map((each) => [each.actor.id, each.after])).toEqual([
      [family.id, { entryId: entry('Arjun Mehta'), number: certificate.number, place: 1 }],
    ]);
  });

  it("names the category in the reader's language", async () => {
    const { entry, finish } = await kataCategory();
    await finish();
    const { certificate } = competitionCertificateReplySchema.parse(
      (await issue(entry('Arjun Mehta'), family.token, 'hi')).json(),
    );
    expect(certificate.categoryName).not.toBe('Kata · Male · Cadets (14–15)');
    expect(certificate.categoryName).toMatch(/[\u0900-\u097f]/);
  });

  it("keeps a visiting club's athlete's certificate for the organiser, and another family out", async () => {
    const { entry, finish } = await kataCategory();
    await finish();
    expect((await issue(entry('Om Sathe'), family.token)).statusCode).toBe(403);
    const stranger = await signUpAndLogin(t.app);
    expect((await issue(entry('Arjun Mehta'), stranger.token)).statusCode).toBe(403);
    expect((await issue(entry('Arjun Mehta'))).statusCode).toBe(401);
    const visiting = await issue(entry('Om Sathe'), owner);
    expect(visiting.statusCode, visiting.body).toBe(200);
    expect(visiting.json().certificate).toMatchObject({ athleteName: 'Om Sathe', place: null });
  });

  it("prints a category's certificates, medallists first, issuing only those not yet issued", async () => {
    const { categoryId, entry, finish } = await kataCategory();
    await finish();
    const first = competitionCertificateReplySchema.parse((await issue(entry('Dev Rao'), owner)).json()).certificate;
    const res = await issueAll(categoryId);
    expect(res.statusCode, res.body).toBe(200);
    const { certificates, message } = categoryCertificatesReplySchema.parse(res.json());
    expect(message).toBe('5 certificates ready.');
    expect(certificates.map((each) => [each.athleteName, each.place])).toEqual([
      ['Arjun Mehta', 1],
      ['Kiran Bose', 2],
      ['Dev Rao', 3],
      ['Ishaan Kale', 3],
      ['Om Sathe', null],
    ]);
    expect(certificates.find((each) => each.athleteName === 'Dev Rao')).toEqual(first);
    expect(new Set(certificates.map((each) => each.number)).size).toBe(5);
    // Printed again, the same numbers.
    expect(categoryCertificatesReplySchema.parse((await issueAll(categoryId)).json()).certificates).toEqual(
      certificates,
    );
  });

  it('reprints an issued category without taking its row, so a reprint never waits on an issue', async () => {
    const { categoryId, finish } = await kataCategory();
    await finish();
    const printed = categoryCertificatesReplySchema.parse((await issueAll(categoryId)).json()).certificates;
    const audited = () =>
      t.app.db
        .selectFrom('auditLog')
        .select('id')
        .where('action', '=', 'tournament.certificate')
        .where('subjectId', '=', categoryId)
        .execute();
    expect(await audited()).toHaveLength(1);
    const reprint = async () => {
      const res = await issueAll(categoryId);
      expect(res.statusCode, res.body).toBe(200);
      expect(categoryCertificatesReplySchema.parse(res.json()).certificates).toEqual(printed);
    };
    if (testDialect === 'postgres') {
      // Another request holds the category's row, as issuing does: the reprint answers all the same.
      await t.app.db.transaction().execute(async (trx) => {
        await trx.selectFrom('tournamentCategories').select('id').where('id', '=', categoryId).forUpdate().execute();
        await reprint();
      });
    } else {
      await reprint();
    }
    expect(await audited()).toHaveLength(1);
  });

  it('are checked at /verify like a certificate of rank: name, tournament, category, place and day only', async () => {
    const { event, entry, finish } = await kataCategory();
    await finish();
    const { certificate } = competitionCertificateReplySchema.parse((await issue(entry('Om Sathe'), owner)).json());
    const res = await verify(certificate.number.toLowerCase());
    expect(res.statusCode, res.body).toBe(200);
    expect(verifyCertificateReplySchema.parse(res.json()).certificate).toEqual({
      kind: 'competition',
      number: certificate.number,
      fighterName: 'Om Sathe',
      eventName: event.eventName,
      categoryName: 'Kata · Male · Cadets (14–15)',
      place: null,
      day: certificate.day,
    });
    expect(Object.keys(res.json().certificate).sort()).toEqual([
      'categoryName',
      'day',
      'eventName',
      'fighterName',
      'kind',
      'number',
      'place',
    ]);
    const hindi = verifyCertificateReplySchema.parse((await verify(certificate.number, 'hi')).json()).certificate;
    expect(hindi.kind === 'competition' && hindi.categoryName).toMatch(/[\u0900-\u097f]/);
    expect((await verify(certificate.number.replace(/-[A-Z0-9]{4}$/, '-QQQQ'))).statusCode).toBe(
      certificate.number.endsWith('-QQQQ') ? 200 : 404,
    );
  });

  it('issue one certificate per entry when many ask at once, with no number lost from the series', async () => {
    const { categoryId, entry, finish } = await kataCategory();
    await finish();
    const before = await lastSerial();
    const replies = await Promise.all([
      ...Array.from({ length: 5 }, (_, i) => issue(entry('Arjun Mehta'), i % 2 === 0 ? family.token : owner)),
      ...Array.from({ length: 3 }, () => issueAll(categoryId)),
    ]);
    for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);
    const numbers = replies.flatMap((reply) => {
      const body = reply.json();
      return body.certificate ? [body.certificate] : body.certificates;
    });
    const byEntry = new Map<string, Set<string>>();
    for (const each of numbers) byEntry.set(each.entryId, (byEntry.get(each.entryId) ?? new Set()).add(each.number));
    expect([...byEntry.values()].map((set) => set.size)).toEqual([1, 1, 1, 1, 1]);
    const rows = await certificateRows(ATHLETES.map(entry));
    expect(rows).toHaveLength(5);
    expect(await lastSerial()).toBe(before + 5);
    expect(rows.map((row) => serialOf(row.number)).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 5 }, (_, i) => before + 1 + i),
    );
  });
});

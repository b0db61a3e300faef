import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACADEMY_OPEN_PROFILE,
  ENDPOINTS,
  EXPORT_DATA_FILE,
  WKF_2023_PROFILE,
  type TournamentReply,
} from '@academy/contract';
import { adminToken } from './helpers/auth.ts';
import { createEventViaApi, DAY_MS, fromNow } from './helpers/events-fixtures.ts';
import { FIGHTER_PASSWORD, signUpAndLogin } from './helpers/fighter-accounts.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { unzip } from './helpers/zip.ts';
import { addEntriesViaApi, bornForAge, CADETS, tournamentViaApi } from './helpers/tournament-fixtures.ts';

let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await adminToken(t.app);
});
afterAll(() => t.close());

const url = (path: string, id: string) => path.replace(':id', id);
const post = (path: string, id: string, payload: object, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: url(path, id),
    headers: { 'x-auth-token': owner, 'accept-language': language },
    payload,
  });

const cadet = (athleteName: string, gender: 'male' | 'female', weightKg: number, categoryIds: string[]) => ({
  athleteName,
  gender,
  dateOfBirth: bornForAge(14),
  weightKg,
  level: 5,
  categoryIds,
});

describe('setting up a tournament', () => {
  it('offers the built-in rule profiles', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: ENDPOINTS.GetRuleProfiles.path,
      headers: { 'x-auth-token': owner },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profiles.map((p: { name: string }) => p.name)).toEqual([
      WKF_2023_PROFILE.name,
      ACADEMY_OPEN_PROFILE.name,
    ]);
  });

  it('answers null for an event that is not a tournament, and 404 for no event', async () => {
    const event = await createEventViaApi(t.app, owner, { eventDateTime: fromNow(3 * DAY_MS) });
    const res = await t.app.inject({
      method: 'GET',
      url: url(ENDPOINTS.GetTournament.path, event._id),
      headers: { 'x-auth-token': owner },
    });
    expect(res.json()).toMatchObject({ status: 1, tournament: null, entries: [] });
    const missing = await t.app.inject({
      method: 'GET',
      url: url(ENDPOINTS.GetTournament.path, 'no-such-event'),
      headers: { 'x-auth-token': owner },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('generates the categories of the profile, named in the reader language, and keeps entered ones when the rules change', async () => {
    const { event, tournament } = await tournamentViaApi(t.app, owner);
    expect(tournament.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(tournament.categories.map((c) => c.name)).toEqual([
      'Kata · Male · Cadets (14–15)',
      'Kata · Female · Cadets (14–15)',
      'Kumite · Male · Cadets (14–15) · −52 kg',
      'Kumite · Male · Cadets (14–15) · −57 kg',
      'Kumite · Male · Cadets (14–15) · −63 kg',
      'Kumite · Male · Cadets (14–15) · −70 kg',
      'Kumite · Male · Cadets (14–15) · +70 kg',
      'Kumite · Female · Cadets (14–15) · −47 kg',
      'Kumite · Female · Cadets (14–15) · −54 kg',
      'Kumite · Female · Cadets (14–15) · −61 kg',
      'Kumite · Female · Cadets (14–15) · +61 kg',
    ]);
    const kumite57 = tournament.categories[3]!;
    await addEntriesViaApi(t.app, owner, event._id, 'Kaizen Karate Academy', [
      cadet('Ira Kale', 'male', 55, [kumite57.id]),
    ]);

    const hindi = await t.app.inject({
      method: 'GET',
      url: url(ENDPOINTS.GetTournament.path, event._id),
      headers: { 'x-auth-token': owner, 'accept-language': 'hi' },
    });
    expect(hindi.json().tournament.categories[0].name).toBe('काता · पुरुष · Cadets (14–15 वर्ष)');

    // Kata only now: the kumite categories go, except the one an athlete is entered in, which stays last.
    const res = await post(ENDPOINTS.SetUpTournament.path, event._id, { ...CADETS, disciplines: ['kata'] });
    expect(res.statusCode, res.body).toBe(200);
    const after = (res.json() as TournamentReply).tournament!;
    expect(after.categories.map((c) => [c.id === kumite57.id ? 'kept' : c.name, c.entries])).toEqual([
      ['Kata · Male · Cadets (14–15)', 0],
      ['Kata · Female · Cadets (14–15)', 0],
      ['kept', 1],
    ]);
    expect(after.categories[0]!.id).toBe(tournament.categories[0]!.id);
  });

  it('refuses an age group the profile does not have, and an empty choice, in the reader language', async () => {
    const event = await createEventViaApi(t.app, owner, { eventDateTime: fromNow(3 * DAY_MS) });
    const unknown = await post(ENDPOINTS.SetUpTournament.path, event._id, { ...CADETS, ageGroups: ['masters'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('That age group is not in the rule profile.');
    const none = await post(ENDPOINTS.SetUpTournament.path, event._id, { ...CADETS, disciplines: [] }, 'mr');
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain('किमान एक प्रकार निवडा.');
  });
});

describe('entries', () => {
  it('enters athletes who fit, and names the one who does not', async () => {
    const { event, tournament } = await tournamentViaApi(t.app, owner);
    const [kataMale, , kumiteMale52] = tournament.categories;
    const added = await addEntriesViaApi(t.app, owner, event._id, 'Shotokan Pune', [
      cadet('Aarav Shah', 'male', 50, [kataMale!.id, kumiteMale52!.id]),
      cadet('Kabir Rao', 'male', 51.9, [kumiteMale52!.id]),
    ]);
    expect(added.message).toBe('3 entries added.');
    expect(added.tournament!.categories.slice(0, 3).map((c) => c.entries)).toEqual([1, 0, 2]);
    expect(added.entries.map((e) => [e.athleteName, e.age, e.weightKg, e.club])).toEqual([
      ['Aarav Shah', 14, 50, 'Shotokan Pune'],
      ['Aarav Shah', 14, 50, 'Shotokan Pune'],
      ['Kabir Rao', 14, 51.9, 'Shotokan Pune'],
    ]);

    const heavy = await post(ENDPOINTS.AddEntries.path, event._id, {
      club: 'Shotokan Pune',
      athletes: [cadet('Neel Joshi', 'male', 49, [kataMale!.id]), cadet('Rohan Das', 'male', 60, [kumiteMale52!.id])],
    });
    expect(heavy.statusCode).toBe(400);
    expect(heavy.json().message).toBe(
      'Rohan Das cannot enter Kumite · Male · Cadets (14–15) · −52 kg: their weight is outside it.',
    );
    // All or nothing: Neel Joshi, who fitted, was not entered either.
    const now = await t.app.inject({
      method: 'GET',
      url: url(ENDPOINTS.GetTournament.path, event._id),
      headers: { 'x-auth-token': owner },
    });
    expect(now.json().entries.map((e: { athleteName: string }) => e.athleteName)).not.toContain('Neel Joshi');

    const again = await post(ENDPOINTS.AddEntries.path, event._id, {
      club: 'Other',
      athletes: [cadet('Kabir Rao', 'male', 51, [kumiteMale52!.id])],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Kabir Rao is already entered in Kumite · Male · Cadets (14–15) · −52 kg.');

    const young = await post(ENDPOINTS.AddEntries.path, event._id, {
      club: 'Other',
      athletes: [{ ...cadet('Tiny Tim', 'male', 30, [kataMale!.id]), dateOfBirth: bornForAge(11) }],
    });
    expect(young.json().message).toBe(
      'Tiny Tim cannot enter Kata · Male · Cadets (14–15): their age on the tournament day is outside it.',
    );
  });

  it('moves an entry within its discipline, merges and splits categories, each in the audit log', async () => {
    const { event, tournament } = await tournamentViaApi(t.app, owner);
    const [kataMale, kataFemale, kumiteMale52, kumiteMale57] = tournament.categories;
    const added = await addEntriesViaApi(t.app, owner, event._id, 'Kaizen', [
      cadet('Veer Patil', 'male', 50, [kataMale!.id, kumiteMale52!.id]),
      cadet('Om Kulkarni', 'male', 51, [kumiteMale52!.id]),
      cadet('Jay More', 'male', 50.5, [kumiteMale52!.id]),
    ]);
    const veerKumite = added.entries.find((e) => e.athleteName === 'Veer Patil' && e.categoryId === kumiteMale52!.id)!;
    const veerKata = added.entries.find((e) => e.athleteName === 'Veer Patil' && e.categoryId === kataMale!.id)!;

    const across = await post(ENDPOINTS.MoveEntry.path, veerKumite.id, { categoryId: kataFemale!.id });
    expect(across.statusCode).toBe(400);
    const moved = await post(ENDPOINTS.MoveEntry.path, veerKumite.id, { categoryId: kumiteMale57!.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((moved.json() as TournamentReply).entries.find((e) => e.id === veerKumite.id)!.categoryId).toBe(
      kumiteMale57!.id,
    );

    const merged = await post(ENDPOINTS.MergeCategories.path, kataFemale!.id, { intoId: kataMale!.id });
    expect(merged.statusCode, merged.body).toBe(200);
    const afterMerge = (merged.json() as TournamentReply).tournament!;
    expect(afterMerge.categories.find((c) => c.id === kataFemale!.id)).toBeUndefined();
    expect(afterMerge.categories.find((c) => c.id === kataMale!.id)!.name).toBe('Kata · Mixed · Cadets (14–15)');

    const jay = added.entries.find((e) => e.athleteName === 'Jay More')!;
    const all = await post(ENDPOINTS.SplitCategory.path, kumiteMale52!.id, {
      entryIds: [jay.id, added.entries.find((e) => e.athleteName === 'Om Kulkarni')!.id],
    });
    expect(all.statusCode).toBe(400);
    const split = await post(ENDPOINTS.SplitCategory.path, kumiteMale52!.id, { entryIds: [jay.id] });
    expect(split.statusCode, split.body).toBe(200);
    const afterSplit = (split.json() as TournamentReply).tournament!;
    const at = afterSplit.categories.findIndex((c) => c.id === kumiteMale52!.id);
    expect(afterSplit.categories[at + 1]!.name).toBe(afterSplit.categories[at]!.name);
    expect(afterSplit.categories[at + 1]!.entries).toBe(1);
    expect(afterSplit.categories.map((c) => c.position)).toEqual(afterSplit.categories.map((_, i) => i + 1));

    const audit = await t.app.db
      .selectFrom('auditLog')
      .select(['action', 'subjectId'])
      .where('action', 'like', 'tournament.%')
      .execute();
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'tournament.moveEntry', subjectId: veerKumite.id },
        { action: 'tournament.merge', subjectId: kataMale!.id },
        { action: 'tournament.split', subjectId: kumiteMale52!.id },
        { action: 'tournament.addEntries', subjectId: veerKata.id },
        { action: 'tournament.setUp', subjectId: event._id },
      ]),
    );
  });
});

describe("an athlete's data", () => {
  it('is in their export, and their erasure leaves the entry in its category under a name that is nobody', async () => {
    const athlete = await signUpAndLogin(t.app, { fullName: 'Sara Khan' });
    const { event, tournament } = await tournamentViaApi(t.app, owner);
    const added = await addEntriesViaApi(t.app, owner, event._id, 'Kaizen', [
      { ...cadet('Sara Khan', 'female', 46, [tournament.categories[1]!.id]) },
      { ...cadet('Rhea Sen', 'female', 45, [tournament.categories[1]!.id]) },
    ]);
    const sara = added.entries.find((e) => e.athleteName === 'Sara Khan')!;
    // Entries made through a family's booking carry the profile; by hand, the organiser links none.
    await t.app.db.updateTable('tournamentEntries').set({ fighterId: athlete.id }).where('id', '=', sara.id).execute();

    const exported = await t.app.inject({
      method: 'GET',
      url: url(ENDPOINTS.ExportFighterData.path, athlete.id),
      headers: { 'x-auth-token': athlete.token },
    });
    const data = JSON.parse((await unzip(exported.rawPayload)).get(EXPORT_DATA_FILE)!.toString('utf8'));
    expect(data.tournamentEntries).toEqual([
      expect.objectContaining({
        athleteName: 'Sara Khan',
        weightKg: 46,
        club: 'Kaizen',
        event: { id: event._id, name: event.eventName },
      }),
    ]);

    const erased = await t.app.inject({
      method: 'POST',
      url: url(ENDPOINTS.EraseFighter.path, athlete.id),
      headers: { 'x-auth-token': athlete.token },
      payload: { password: FIGHTER_PASSWORD },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const after = await t.app.db.selectFrom('tournamentEntries').selectAll().where('eventId', '=', event._id).execute();
    const saraNow = after.find((e) => e.id === sara.id)!;
    const rhea = after.find((e) => e.id !== sara.id)!;
    expect([saraNow.athleteName, saraNow.dateOfBirth, saraNow.weightGrams, saraNow.fighterId]).toEqual([
      expect.not.stringContaining('Sara'),
      '1900-01-01',
      null,
      null,
    ]);
    expect([rhea.athleteName, rhea.weightGrams]).toEqual(['Rhea Sen', 45000]);
    expect(after.every((e) => e.categoryId === tournament.categories[1]!.id)).toBe(true);
  });
});

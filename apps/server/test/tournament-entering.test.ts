import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENDPOINTS,
  enterTournamentReplySchema,
  athleteEntriesReplySchema,
  tournamentCategoriesReplySchema,
  type EnterTournamentRequest,
  type TournamentReply,
} from '@academy/contract';
import { adminToken } from './helpers/auth.ts';
import { createEventViaApi, DAY_MS, fromNow } from './helpers/events-fixtures.ts';
import { signUpAndLogin, waitForOutbox } from './helpers/fighter-accounts.ts';
import { mailBodies, mailSubject } from './helpers/mail.ts';
import { savePaymentSettings } from './helpers/payment-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import {
  addEntriesViaApi,
  bornForAge,
  cadetEntry,
  drawViaApi,
  tournamentViaApi,
} from './helpers/tournament-fixtures.ts';

let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await adminToken(t.app);
  await savePaymentSettings(t.app, owner);
});
afterAll(() => t.close());

const url = (path: string, id: string) => path.replace(':id', id);
const call = (method: 'GET' | 'POST', path: string, id: string, payload?: object, token?: string) =>
  t.app.inject({
    method,
    url: url(path, id),
    headers: token ? { 'x-auth-token': token } : {},
    ...(payload ? { payload } : {}),
  });

let coaches = 0;
/** A coach of another club entering `athletes`. */
function team(athletes: EnterTournamentRequest['athletes']): EnterTournamentRequest {
  coaches += 1;
  return {
    contactName: 'Sensei Ravi Naik',
    email: `coach${coaches}@tigers.example.in`,
    mobileNumber: '98201 23456',
    club: 'Tigers Dojo, Pune',
    coachName: 'Sensei Ravi Naik',
    guardiansAgree: true,
    athletes,
  };
}

/** A 14-year-old child of the parent's family, added as the family adds one; answers the child's profile id. */
async function childOf(parent: { token: string; email: string }, fullName: string, gender: 'Male' | 'Female') {
  const child = await t.app.inject({
    method: 'POST',
    url: ENDPOINTS.AddChild.path,
    headers: { 'x-auth-token': parent.token },
    payload: {
      fullName,
      dateOfBirth: bornForAge(14),
      gender,
      weight: '',
      height: '',
      discipline: 'Karate',
      beltLevel: 'White',
      guardian: {
        name: 'Asha Patil',
        relation: 'Mother',
        mobileNumber: '9876543210',
        email: parent.email,
        agreed: true,
      },
    },
  });
  expect(child.statusCode, child.body).toBe(201);
  return child.json().profile.id as string;
}

/** Kumite male cadets up to 52 kg and up to 57 kg, and male kata: the CADETS tournament's categories by name. */
async function cadetsTournament() {
  const { event, tournament } = await tournamentViaApi(t.app, owner);
  const byName = (part: string) => tournament.categories.find((category) => category.name.includes(part))!;
  return {
    event,
    kata: byName('Kata · Male')!.id,
    upTo52: tournament.categories.find((c) => c.name.includes('Kumite · Male') && c.name.includes('−52'))!.id,
    upTo57: tournament.categories.find((c) => c.name.includes('Kumite · Male') && c.name.includes('−57'))!.id,
  };
}

describe('entering a tournament', () => {
  it('shows anyone the open categories, the fee and the day, without any entry', async () => {
    const { event, kata } = await cadetsTournament();
    const res = await call('GET', ENDPOINTS.GetTournamentCategories.path, event._id);
    expect(res.statusCode).toBe(200);
    const reply = tournamentCategoriesReplySchema.parse(res.json());
    expect(reply).toMatchObject({ eventId: event._id, categoryFee: 500, closed: false });
    expect(reply.categories.map((category) => category.id)).toContain(kata);
    const plain = await createPlainEvent();
    expect((await call('GET', ENDPOINTS.GetTournamentCategories.path, plain)).statusCode).toBe(404);
  });

  it("enters a coach's team: a booking and ticket per athlete, one payment for all, one email", async () => {
    const { event, kata, upTo52 } = await cadetsTournament();
    const request = team([
      cadetEntry('Aarav Joshi', [kata, upTo52]),
      cadetEntry('Vihaan Rao', [upTo52]),
      cadetEntry('Ishaan Kale', [kata]),
    ]);
    const res = await call('POST', ENDPOINTS.EnterTournament.path, event._id, request);
    expect(res.statusCode, res.body).toBe(200);
    const reply = enterTournamentReplySchema.parse(res.json());
    expect(reply.message).toBe('3 athletes entered.');
    expect(reply.athletes.map((athlete) => [athlete.athleteName, athlete.feePaise])).toEqual([
      ['Aarav Joshi', 100000],
      ['Vihaan Rao', 50000],
      ['Ishaan Kale', 50000],
    ]);
    expect(new Set(reply.athletes.map((athlete) => athlete.ticket)).size).toBe(3);
    expect(reply.payment).toMatchObject({ state: 'pending', amountPaise: 200000, holdUntil: null });
    expect(reply.payment!.linkSecret).toBeTruthy();

    // One payment holds the three athletes' dues.
    const payment = await t.app.db
      .selectFrom('dues')
      .select(['fighterName', 'amountPaise', 'paymentId'])
      .where('paymentId', '=', reply.payment!.paymentId)
      .orderBy('fighterName')
      .execute();
    expect(payment.map((due) => [due.fighterName, due.amountPaise])).toEqual([
      ['Aarav Joshi', 100000],
      ['Ishaan Kale', 50000],
      ['Vihaan Rao', 50000],
    ]);

    // The organiser sees the entries by club, with their bookings.
    const view = (
      await call('GET', ENDPOINTS.GetTournament.path, event._id, undefined, owner)
    ).json() as TournamentReply;
    expect(view.entries.filter((entry) => entry.club === 'Tigers Dojo, Pune')).toHaveLength(4);
    expect(view.entries.every((entry) => entry.bookingId !== null)).toBe(true);
    // Unpaid until the academy sees the transfer.
    expect(new Set(view.entries.map((entry) => entry.paymentState))).toEqual(new Set(['pending']));
    const seats = await t.app.db
      .selectFrom('events')
      .select('totalBookings')
      .where('id', '=', event._id)
      .executeTakeFirst();
    expect(seats!.totalBookings).toBe(3);

    const [mail] = await waitForOutbox(t.config.outboxDir, request.email, 1);
    expect(mailSubject(mail!)).toContain('3 athletes entered');
    const { text } = mailBodies(mail!);
    expect(text).toContain(reply.athletes[0]!.bookingId);
    expect(text).toContain('₹2,000');
    expect(text).toContain(reply.payment!.reference);
  });

  it('refuses the whole team when one athlete does not fit, and names them; nothing is kept', async () => {
    const { event, upTo52 } = await cadetsTournament();
    const res = await call(
      'POST',
      ENDPOINTS.EnterTournament.path,
      event._id,
      team([cadetEntry('Aarav Joshi', [upTo52]), cadetEntry('Heavy Harsh', [upTo52], { weightKg: 61 })]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Heavy Harsh');
    const bookings = await t.app.db.selectFrom('bookings').select('id').where('eventId', '=', event._id).execute();
    expect(bookings).toHaveLength(0);
  });

  it('asks for the guardians’ agreement, and refuses an athlete entered twice or a drawn category', async () => {
    const { event, kata, upTo57 } = await cadetsTournament();
    const noConsent = { ...team([cadetEntry('Aarav Joshi', [kata])]), guardiansAgree: false };
    const refused = await call('POST', ENDPOINTS.EnterTournament.path, event._id, noConsent);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/guardian/);

    const once = team([cadetEntry('Aarav Joshi', [kata])]);
    expect((await call('POST', ENDPOINTS.EnterTournament.path, event._id, once)).statusCode).toBe(200);
    const twice = await call('POST', ENDPOINTS.EnterTournament.path, event._id, once);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Aarav Joshi is already entered in this tournament.');

    await drawViaApi(t.app, owner, kata, false);
    const late = await call('POST', ENDPOINTS.EnterTournament.path, event._id, team([cadetEntry('Late Lal', [kata])]));
    expect(late.statusCode).toBe(409);
    expect(
      (
        await call(
          'POST',
          ENDPOINTS.EnterTournament.path,
          event._id,
          team([cadetEntry('On Time', [upTo57], { weightKg: 55 })]),
        )
      ).statusCode,
    ).toBe(200);
  });

  it("ties a parent's entry of their own child to the child's profile, and lists it in My bookings", async () => {
    const { event } = await cadetsTournament();
    const parent = await signUpAndLogin(t.app);
    const childId = await childOf(parent, 'Riya Patil', 'Female');
    const femaleKata = (await call('GET', ENDPOINTS.GetTournamentCategories.path, event._id))
      .json()
      .categories.find((category: { name: string }) => category.name.includes('Kata · Female')).id as string;
    const entry = {
      ...team([{ ...cadetEntry('Riya Patil', [femaleKata], { gender: 'female' }), fighterId: childId }]),
      email: parent.email,
    };
    const res = await call('POST', ENDPOINTS.EnterTournament.path, event._id, entry, parent.token);
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.app.db
      .selectFrom('tournamentEntries')
      .select(['fighterId', 'athleteName'])
      .where('eventId', '=', event._id)
      .execute();
    expect(rows).toEqual([{ fighterId: childId, athleteName: 'Riya Patil' }]);
    const mine = await t.app.inject({
      method: 'GET',
      url: ENDPOINTS.MyBookings.path,
      headers: { 'x-auth-token': parent.token },
    });
    expect(JSON.stringify(mine.json())).toContain('Riya Patil');

    // A stranger naming the same profile ties nothing to it.
    const stranger = await signUpAndLogin(t.app);
    const other = { ...entry, email: stranger.email, athletes: [{ ...entry.athletes[0]!, athleteName: 'Riya P' }] };
    expect((await call('POST', ENDPOINTS.EnterTournament.path, event._id, other, stranger.token)).statusCode).toBe(200);
    const tied = await t.app.db
      .selectFrom('tournamentEntries')
      .select('fighterId')
      .where('athleteName', '=', 'Riya P')
      .executeTakeFirst();
    expect(tied!.fighterId).toBeNull();
  });

  it("shows the child's medal in their competition record once the bout is fought", async () => {
    const { event, upTo52 } = await cadetsTournament();
    const parent = await signUpAndLogin(t.app);
    const childId = await childOf(parent, 'Kabir Patil', 'Male');
    const mine = { ...team([{ ...cadetEntry('Kabir Patil', [upTo52]), fighterId: childId }]), email: parent.email };
    expect((await call('POST', ENDPOINTS.EnterTournament.path, event._id, mine, parent.token)).statusCode).toBe(200);
    expect(
      (await call('POST', ENDPOINTS.EnterTournament.path, event._id, team([cadetEntry('Rival Rao', [upTo52])])))
        .statusCode,
    ).toBe(200);
    const record = async (token: string, id = childId) =>
      call('GET', ENDPOINTS.GetCompetitionRecord.path, id, undefined, token);
    expect((await record(parent.token)).json().competitions).toEqual([
      expect.objectContaining({ eventId: event._id, place: null, finished: false }),
    ]);

    const drawn = await drawViaApi(t.app, owner, upTo52, true);
    const kabir = drawn.entries.find((entry) => entry.athleteName === 'Kabir Patil')!.id;
    const bout = drawn.bouts.find((each) => each.state === 'ready')!;
    const won = await call(
      'POST',
      ENDPOINTS.RecordResult.path,
      upTo52,
      { boutId: bout.id, winner: bout.aka === kabir ? 'aka' : 'ao', method: 'points', akaScore: 3, aoScore: 1 },
      owner,
    );
    expect(won.statusCode, won.body).toBe(200);
    const competitions = (await record(parent.token)).json().competitions;
    expect(competitions).toEqual([
      {
        entryId: kabir,
        eventId: event._id,
        eventName: expect.any(String),
        day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        categoryName: 'Kumite · Male · Cadets (14–15) · −52 kg',
        place: 1,
        finished: true,
      },
    ]);
    // Another family sees none of it.
    const stranger = await signUpAndLogin(t.app);
    expect((await record(stranger.token)).statusCode).toBe(403);
  });

  it("gives each place of the child's record as the public results give it, among several fought categories", async () => {
    const { event, kata, upTo52, upTo57 } = await cadetsTournament();
    const parent = await signUpAndLogin(t.app);
    const childId = await childOf(parent, 'Arnav Patil', 'Male');
    const mine = {
      ...team([{ ...cadetEntry('Arnav Patil', [kata, upTo52]), fighterId: childId }]),
      email: parent.email,
    };
    expect((await call('POST', ENDPOINTS.EnterTournament.path, event._id, mine, parent.token)).statusCode).toBe(200);
    const rivals = team([
      cadetEntry('Rival Rao', [upTo52]),
      cadetEntry('Kata Kale', [kata]),
      cadetEntry('Other One', [upTo57], { weightKg: 55 }),
      cadetEntry('Other Two', [upTo57], { weightKg: 55 }),
    ]);
    expect((await call('POST', ENDPOINTS.EnterTournament.path, event._id, rivals)).statusCode).toBe(200);
    // Both kumite pools fought (Arnav loses his), the kata drawn and published but not scored.
    for (const categoryId of [upTo52, upTo57]) {
      const drawn = await drawViaApi(t.app, owner, categoryId, true);
      for (const bout of drawn.bouts.filter((each) => each.state === 'ready')) {
        const aka = drawn.entries.find((entry) => entry.id === bout.aka)!.athleteName;
        const won = await call(
          'POST',
          ENDPOINTS.RecordResult.path,
          categoryId,
          { boutId: bout.id, winner: aka === 'Arnav Patil' ? 'ao' : 'aka', method: 'points' },
          owner,
        );
        expect(won.statusCode, won.body).toBe(200);
      }
    }
    await drawViaApi(t.app, owner, kata, true);
    const competitions = (
      await call('GET', ENDPOINTS.GetCompetitionRecord.path, childId, undefined, parent.token)
    ).json().competitions as { entryId: string; categoryName: string; place: number | null; finished: boolean }[];
    const results = (await call('GET', ENDPOINTS.GetTournamentResults.path, event._id)).json().categories as {
      name: string;
      finished: boolean;
      first: { entryId: string } | null;
      second: { entryId: string } | null;
      third: { entryId: string }[];
    }[];
    const placeIn = (entryId: string, name: string) => {
      const category = results.find((each) => each.name === name)!;
      const place =
        category.first?.entryId === entryId
          ? 1
          : category.second?.entryId === entryId
            ? 2
            : category.third.some((third) => third.entryId === entryId)
              ? 3
              : null;
      return { place, finished: category.finished };
    };
    expect(competitions).toHaveLength(2);
    for (const competition of competitions) {
      expect(competition).toMatchObject(placeIn(competition.entryId, competition.categoryName));
    }
    expect(competitions.map((each) => [each.place, each.finished])).toEqual([
      [null, false],
      [2, true],
    ]);
  });

  it('withdraws the entries of a cancelled booking from categories not yet drawn', async () => {
    const { event, kata } = await cadetsTournament();
    const reply = enterTournamentReplySchema.parse(
      (await call('POST', ENDPOINTS.EnterTournament.path, event._id, team([cadetEntry('Aarav Joshi', [kata])]))).json(),
    );
    const booking = await t.app.db
      .selectFrom('bookings')
      .select('id')
      .where('bookingCode', '=', reply.athletes[0]!.bookingId)
      .executeTakeFirstOrThrow();
    expect((await call('POST', ENDPOINTS.CancelBooking.path, booking.id, undefined, owner)).statusCode).toBe(200);
    const entry = await t.app.db
      .selectFrom('tournamentEntries')
      .select('state')
      .where('bookingId', '=', booking.id)
      .executeTakeFirstOrThrow();
    expect(entry.state).toBe('withdrawn');
  });
});

describe('the weigh-in at the door', () => {
  async function enteredAthlete(weightKg: number) {
    const { event, kata, upTo52, upTo57 } = await cadetsTournament();
    const reply = enterTournamentReplySchema.parse(
      (
        await call(
          'POST',
          ENDPOINTS.EnterTournament.path,
          event._id,
          team([cadetEntry('Aarav Joshi', [kata, upTo52], { weightKg }), cadetEntry('Absent Amit', [kata])]),
        )
      ).json(),
    );
    const booking = await t.app.db
      .selectFrom('bookings')
      .select('id')
      .where('bookingCode', '=', reply.athletes[0]!.bookingId)
      .executeTakeFirstOrThrow();
    return { event, kata, upTo52, upTo57, bookingId: booking.id };
  }

  it('checks in an athlete whose weight fits, and lets them in at the door', async () => {
    const { bookingId } = await enteredAthlete(50);
    const res = await call('POST', ENDPOINTS.WeighIn.path, bookingId, { weighedKg: 51.2 }, owner);
    expect(res.statusCode, res.body).toBe(200);
    const reply = athleteEntriesReplySchema.parse(res.json());
    expect(reply.message).toBe('Aarav Joshi weighed in at 51.2 kg.');
    expect(reply.entries.map((entry) => [entry.state, entry.weighedKg, entry.offWeight])).toEqual([
      ['checkedIn', 51.2, false],
      ['checkedIn', 51.2, false],
    ]);
    const booking = await t.app.db
      .selectFrom('bookings')
      .select('checkedInAt')
      .where('id', '=', bookingId)
      .executeTakeFirst();
    expect(booking!.checkedInAt).not.toBeNull();
  });

  it('holds an off-weight entry, then moves it to the category the weight fits', async () => {
    const { bookingId, upTo52, upTo57 } = await enteredAthlete(50);
    const weighed = athleteEntriesReplySchema.parse(
      (await call('POST', ENDPOINTS.WeighIn.path, bookingId, { weighedKg: 54.5 }, owner)).json(),
    );
    expect(weighed.message).toMatch(/^Aarav Joshi weighs 54.5 kg: off weight for .*−52 kg/);
    const kumite = weighed.entries.find((entry) => entry.categoryId === upTo52)!;
    expect(kumite).toMatchObject({ state: 'entered', offWeight: true, moveTo: { id: upTo57 } });
    expect(weighed.entries.find((entry) => entry.categoryId !== upTo52)).toMatchObject({ state: 'checkedIn' });

    const moved = athleteEntriesReplySchema.parse(
      (await call('POST', ENDPOINTS.WeighIn.path, bookingId, { weighedKg: 54.5, offWeight: 'move' }, owner)).json(),
    );
    expect(moved.entries.map((entry) => [entry.categoryId === upTo57, entry.state, entry.offWeight])).toContainEqual([
      true,
      'checkedIn',
      false,
    ]);
    const audit = await t.app.db
      .selectFrom('auditLog')
      .select('after')
      .where('action', '=', 'tournament.weighIn')
      .where('subjectId', '=', bookingId)
      .orderBy('at', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after!)).toMatchObject({ moved: [{ from: upTo52, to: upTo57 }] });
  });

  it('withdraws an off-weight entry when asked, and the absentees of a category before its draw', async () => {
    const { bookingId, kata, upTo52 } = await enteredAthlete(50);
    const res = await call(
      'POST',
      ENDPOINTS.WeighIn.path,
      bookingId,
      { weighedKg: 54.5, offWeight: 'withdraw' },
      owner,
    );
    const reply = athleteEntriesReplySchema.parse(res.json());
    expect(reply.entries.find((entry) => entry.categoryId === upTo52)!.state).toBe('withdrawn');

    const absent = await call('POST', ENDPOINTS.WithdrawAbsentees.path, kata, undefined, owner);
    expect(absent.statusCode, absent.body).toBe(200);
    expect(absent.json().message).toBe('1 absentee withdrawn.');
    const entries = (absent.json() as TournamentReply).entries.filter((entry) => entry.categoryId === kata);
    expect(entries.map((entry) => [entry.athleteName, entry.state]).sort()).toEqual([
      ['Aarav Joshi', 'checkedIn'],
      ['Absent Amit', 'withdrawn'],
    ]);
    await drawViaApi(t.app, owner, kata, false);
    expect((await call('POST', ENDPOINTS.WithdrawAbsentees.path, kata, undefined, owner)).statusCode).toBe(409);
  });

  it('checks in at the table an athlete entered by hand, who has no ticket, so the absentees leave them in', async () => {
    const { event, kata, bookingId } = await enteredAthlete(50);
    const added = await addEntriesViaApi(t.app, owner, event._id, 'Tigers Dojo, Pune', [
      cadetEntry('Hand Harish', [kata]),
    ]);
    const harish = added.entries.find((entry) => entry.athleteName === 'Hand Harish')!;
    expect(harish.bookingId).toBeNull();
    const mark = (state: string, token = owner) =>
      call('POST', ENDPOINTS.SetEntryState.path, harish.id, { state }, token);

    const absent = await mark('withdrawn');
    expect(absent.json().message).toBe('Hand Harish is withdrawn.');
    const undone = await mark('entered');
    expect((undone.json() as TournamentReply).entries.find((e) => e.id === harish.id)!.state).toBe('entered');
    const present = await mark('checkedIn');
    expect(present.statusCode, present.body).toBe(200);
    expect(present.json().message).toBe('Hand Harish is checked in.');
    expect((await mark('nonsense')).statusCode).toBe(400);
    expect((await mark('checkedIn', '')).statusCode).toBe(401);

    // Aarav is weighed in at the door; Amit, with a ticket, never comes.
    await call('POST', ENDPOINTS.WeighIn.path, bookingId, { weighedKg: 50 }, owner);
    const absentees = await call('POST', ENDPOINTS.WithdrawAbsentees.path, kata, undefined, owner);
    expect(absentees.json().message).toBe('1 absentee withdrawn.');
    const states = (absentees.json() as TournamentReply).entries.filter((entry) => entry.categoryId === kata);
    expect(states.map((entry) => [entry.athleteName, entry.state]).sort()).toEqual([
      ['Aarav Joshi', 'checkedIn'],
      ['Absent Amit', 'withdrawn'],
      ['Hand Harish', 'checkedIn'],
    ]);
    const audit = await t.app.db
      .selectFrom('auditLog')
      .select('after')
      .where('action', '=', 'tournament.setEntryState')
      .where('subjectId', '=', harish.id)
      .execute();
    // One entry per change; sorted, as three within a millisecond would share their time.
    expect(audit.map((row) => JSON.parse(row.after!).state).sort()).toEqual(['checkedIn', 'entered', 'withdrawn']);
    await drawViaApi(t.app, owner, kata, false);
    expect((await mark('withdrawn')).statusCode).toBe(409);
  });

  it('refuses a ticket that holds no entry', async () => {
    const plain = await createPlainEvent();
    const booked = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.BookEvent.path,
      payload: {
        eventId: plain,
        fighterName: 'Spectator Sam',
        email: 'sam@example.in',
        mobileNumber: '9876543210',
        age: 30,
        beltLevel: 'None',
        height: 170,
        weight: 70,
        discipline: 'Karate',
        masterName: 'None',
        academyName: 'None',
      },
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const booking = await t.app.db
      .selectFrom('bookings')
      .select('id')
      .where('eventId', '=', plain)
      .executeTakeFirstOrThrow();
    const res = await call('GET', ENDPOINTS.GetAthleteEntries.path, booking.id, undefined, owner);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This ticket holds no tournament entry.');
  });
});

async function createPlainEvent(): Promise<string> {
  return (await createEventViaApi(t.app, owner, { eventDateTime: fromNow(5 * DAY_MS), entryFee: 0 }))._id;
}

// The events-beyond-ticketing bench's data: an academy's four years of events, bookings, fees and waiting lists,
// written straight into the tables as the services write them.
import type { Insertable } from 'kysely';
import {
  DISCIPLINES,
  normalizeAttendeeName,
  type BookingRequest,
  type PaymentState,
  type WaitlistState,
} from '@academy/contract';
import {
  type Db,
  type DuesTable,
  hashSecret,
  newBookingCode,
  newCheckinCode,
  newId,
  type PaymentsTable,
} from '../../apps/server/test-support/index.ts';
import { FIRST, LAST } from './names.ts';
import { benchBatch } from './bench-batch.ts';
import { insertChunked } from './insert-chunked.ts';

/**
 * The scale: 200 events over four years, a big upcoming event with 2,000 bookings for the door and the
 * reminders, a family with 30 bookings over the years, a waiting list of 500; and per round a full event of 100
 * whose 50 freed seats are offered to its line of 500, then claimed by 500 clicks at once.
 */
export const EVENTS_SCALE = {
  events: 200,
  upcoming: 20,
  accounts: 700,
  doorBookings: 2000,
  familyBookings: 30,
  line: 500,
  contentionSeats: 100,
  freedSeats: 50,
  contentionLine: 500,
  claims: 500,
};

export const FAMILY_PASSWORD = 'bench-family-password';
const FEE = 500;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export function personName(i: number) {
  return `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`;
}

/** Bench family `i`'s account row, under its own email and mobile number (also the fee bench's families). */
export function familyAccount(i: number, fullName: string, passwordHash: string, now: string) {
  return {
    id: newId(),
    email: `family${i}@bench.test`,
    passwordHash,
    fullName,
    mobileNumber: `98${String(i).padStart(8, '0')}`,
    age: 38,
    language: i % 4 === 3 ? 'hi' : 'en',
    checkinCode: newCheckinCode(),
    createdAt: now,
    updatedAt: now,
  };
}

/** Distinct codes: the server draws again on a clash, the seed just skips one. */
export class Codes {
  private readonly used = new Set<string>();
  private references = 0;

  booking(): string {
    for (;;) {
      const code = newBookingCode();
      if (!this.used.has(code)) {
        this.used.add(code);
        return code;
      }
    }
  }

  reference(): string {
    let n = ++this.references * 7919 + 104_729;
    let letters = '';
    for (let k = 0; k < 6; k += 1) {
      letters += 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'[n % 31];
      n = Math.floor(n / 31);
    }
    return `E-${letters}`;
  }
}

interface Profile {
  id: string | null;
  accountId: string | null;
  name: string;
  email: string;
  language: string;
}

export function bookingForm(eventId: string, person: { name: string; email: string }): BookingRequest {
  return {
    eventId,
    fighterName: person.name,
    email: person.email,
    mobileNumber: '9876543210',
    age: 24,
    beltLevel: 'Green',
    height: 170,
    weight: 62,
    discipline: DISCIPLINES[0],
    masterName: 'Sensei Rao',
    academyName: 'Kaizen Karate Academy',
  };
}

/** Rows as the services write them, collected for a few big inserts. */
class Rows {
  events: Record<string, unknown>[] = [];
  bookings: Record<string, unknown>[] = [];
  dues: Insertable<DuesTable>[] = [];
  payments: Insertable<PaymentsTable>[] = [];
  links: { paymentId: string; dueId: string }[] = [];
  waitlist: Record<string, unknown>[] = [];

  constructor(private readonly codes: Codes) {}

  event(name: string, at: number, seats: number, booked: number, fee: number, now: string) {
    const row = {
      id: newId(),
      eventName: name,
      eventDescription: 'An event of the events bench.',
      address: 'Shiv Chhatrapati Sports Complex, Balewadi, Pune',
      eventDateTime: new Date(at).toISOString(),
      imageKey: null,
      totalSeats: seats,
      totalBookings: booked,
      entryFee: fee,
      reminderAt: new Date(at - DAY).toISOString(),
      createdAt: now,
      updatedAt: now,
    };
    this.events.push(row);
    return row;
  }

  booking(
    event: { id: string; eventName: string; entryFee: number },
    person: Profile,
    bookedAt: number,
    state: {
      cancelled?: boolean;
      checkedInAt?: number | null;
      remindedAt?: number | null;
      payment?: PaymentState;
    } = {},
  ) {
    const id = newId();
    this.bookings.push({
      id,
      bookingCode: this.codes.booking(),
      eventId: event.id,
      fighterId: person.id,
      fighterName: person.name,
      email: person.email,
      emailNormalized: person.email,
      nameNormalized: normalizeAttendeeName(person.name),
      language: person.language,
      mobileNumber: '9876543210',
      age: 14,
      beltLevel: 'Yellow',
      height: 160,
      weight: 48,
      discipline: DISCIPLINES[0],
      masterName: 'Sensei Rao',
      academyName: 'Kaizen Karate Academy',
      bookedAt: new Date(bookedAt).toISOString(),
      clientIp: null,
      cancelledAt: state.cancelled ? new Date(bookedAt + HOUR).toISOString() : null,
      checkedInAt: state.checkedInAt ? new Date(state.checkedInAt).toISOString() : null,
      checkedInBy: null,
      reminderSentAt: state.remindedAt ? new Date(state.remindedAt).toISOString() : null,
    });
    if (event.entryFee > 0) this.fee(event, person, id, bookedAt, state.payment ?? 'paid');
    return id;
  }

  /** A paid event's fee: its due and the payment that pays (or will pay) it. */
  private fee(
    event: { eventName: string; entryFee: number },
    person: Profile,
    bookingId: string,
    at: number,
    state: PaymentState,
  ) {
    this.due(person, { kind: 'event', bookingId, item: event.eventName, rupees: event.entryFee }, at, state);
  }

  /** A month's class fee of an enrolled profile, paid. */
  monthlyFee(person: Profile, enrolment: { id: string; batchId: string; fee: number }, period: string, at: number) {
    this.due(
      person,
      {
        kind: 'fee',
        enrolmentId: enrolment.id,
        batchId: enrolment.batchId,
        period,
        item: `Fee ${period}`,
        rupees: enrolment.fee,
      },
      at,
      'paid',
    );
  }

  private due(
    person: Profile,
    what: {
      kind: 'event' | 'fee';
      bookingId?: string;
      enrolmentId?: string;
      batchId?: string;
      period?: string;
      item: string;
      rupees: number;
    },
    at: number,
    state: PaymentState,
  ) {
    const iso = new Date(at).toISOString();
    const decided = state === 'paid' ? new Date(at + 6 * HOUR).toISOString() : null;
    const payment = {
      id: newId(),
      reference: this.codes.reference(),
      accountId: person.accountId,
      payerName: person.name,
      payerEmail: person.email,
      language: person.language,
      amountPaise: what.rupees * 100,
      state,
      method: 'upi' as const,
      utr: null,
      hasScreenshot: 0,
      note: null,
      receiptNumber: null,
      createdAt: iso,
      submittedAt: state === 'pending' ? null : new Date(at + 10 * 60_000).toISOString(),
      decidedAt: decided,
      paidAt: decided,
      updatedAt: decided ?? iso,
    };
    const due = {
      id: newId(),
      kind: what.kind,
      accountId: person.accountId,
      fighterId: person.id,
      fighterName: person.name,
      bookingId: what.bookingId ?? null,
      enrolmentId: what.enrolmentId ?? null,
      batchId: what.batchId ?? null,
      period: what.period ?? null,
      item: what.item,
      amountPaise: what.rupees * 100,
      dueDay: iso.slice(0, 10),
      holdUntil: state === 'pending' ? new Date(Date.now() + DAY).toISOString() : null,
      state: state === 'paid' ? ('paid' as const) : ('open' as const),
      paymentId: payment.id,
      createdAt: iso,
      updatedAt: payment.updatedAt,
    };
    this.payments.push(payment);
    this.dues.push(due);
    this.links.push({ paymentId: payment.id, dueId: due.id });
  }

  place(eventId: string, person: Profile, joinedAt: number, state: WaitlistState) {
    const iso = new Date(joinedAt).toISOString();
    const row = {
      id: newId(),
      eventId,
      accountId: person.accountId,
      fighterName: person.name,
      email: person.email,
      emailNormalized: person.email,
      nameNormalized: normalizeAttendeeName(person.name),
      mobileNumber: '9876543210',
      language: person.language,
      request: JSON.stringify(bookingForm(eventId, person)),
      clientIp: null,
      state,
      offerTokenHash: null,
      offeredAt: state === 'waiting' ? null : iso,
      offerExpiresAt: state === 'waiting' ? null : new Date(joinedAt + 12 * HOUR).toISOString(),
      bookingId: null,
      joinedAt: iso,
      updatedAt: iso,
    };
    this.waitlist.push(row);
    return row;
  }

  async flush(db: Db) {
    await insertChunked(this.events, 200, (chunk) =>
      db
        .insertInto('events')
        .values(chunk as never)
        .execute(),
    );
    await insertChunked(this.bookings, 400, (chunk) =>
      db
        .insertInto('bookings')
        .values(chunk as never)
        .execute(),
    );
    await insertChunked(this.payments, 400, (chunk) => db.insertInto('payments').values(chunk).execute());
    await insertChunked(this.dues, 400, (chunk) => db.insertInto('dues').values(chunk).execute());
    await insertChunked(this.links, 1000, (chunk) => db.insertInto('paymentDues').values(chunk).execute());
    await insertChunked(this.waitlist, 400, (chunk) =>
      db
        .insertInto('waitlist')
        .values(chunk as never)
        .execute(),
    );
    this.events = [];
    this.bookings = [];
    this.payments = [];
    this.dues = [];
    this.links = [];
    this.waitlist = [];
  }
}

export interface Seeded {
  family: { accountId: string; email: string };
  doorEventId: string;
  doorBookingIds: string[];
  lineEventId: string;
  sweepAt: Date;
}

/**
 * Seeds four years of the academy's events straight into the tables, as the services write them: accounts (half
 * with a child) each paying a year of monthly class fees, 180 past events of 20 to 60 bookings (a third paid; in the
 * last year most attendees were checked in and all reminded, before that neither existed; every sixth full with a
 * line that ended), 20 upcoming ones (every other full, with people waiting), the door's event of 2,000 paid
 * bookings three days ahead, the event with a line of 500, and one family's 30 bookings.
 */
export async function seedEvents(db: Db, codes: Codes): Promise<Seeded> {
  const nowMs = Date.now();
  const now = new Date(nowMs).toISOString();
  const rows = new Rows(codes);
  const passwordHash = await hashSecret(FAMILY_PASSWORD);
  const accounts = [];
  const children = [];
  const profiles: Profile[] = [];
  for (let i = 0; i < EVENTS_SCALE.accounts; i += 1) {
    const account = familyAccount(i, personName(i), passwordHash, now);
    accounts.push(account);
    profiles.push({
      id: account.id,
      accountId: account.id,
      name: account.fullName,
      email: account.email,
      language: account.language,
    });
    // The focus family (0) has two children; half the others one.
    for (let c = 0; c < (i === 0 ? 2 : i % 2); c += 1) {
      const child = {
        id: newId(),
        email: null,
        passwordHash: null,
        // Never the parent's first name: a child and parent of one name would be one attendee to a booking.
        fullName: `${FIRST[(i + 1 + c) % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`,
        mobileNumber: account.mobileNumber,
        age: 10 + c,
        guardianId: account.id,
        checkinCode: newCheckinCode(),
        createdAt: now,
        updatedAt: now,
      };
      children.push(child);
      profiles.push({
        id: child.id,
        accountId: account.id,
        name: child.fullName,
        email: account.email,
        language: account.language,
      });
    }
  }
  await insertChunked(accounts, 500, (chunk) => db.insertInto('fighters').values(chunk).execute());
  await insertChunked(children, 500, (chunk) => db.insertInto('fighters').values(chunk).execute());
  const enrolled = profiles.filter((p, i) => p.id !== p.accountId || profiles[i + 1]?.accountId !== p.id);
  const batches = Array.from({ length: Math.ceil(enrolled.length / 60) }, (_, b) =>
    benchBatch(b, {
      name: `Events bench batch ${b}`,
      capacity: 60,
      monthlyFee: 1500,
      instructor: 'Sensei Rao',
      startDate: new Date(nowMs - 400 * DAY).toISOString().slice(0, 10),
      now,
    }),
  );
  await db.insertInto('batches').values(batches).execute();
  const enrolments = enrolled.map((person, i) => ({
    id: newId(),
    batchId: batches[Math.floor(i / 60)]!.id,
    fighterId: person.id!,
    state: 'active',
    requestedAt: batches[0]!.startDate,
    decidedAt: batches[0]!.startDate,
    leftAt: null,
  }));
  await insertChunked(enrolments, 500, (chunk) => db.insertInto('enrolments').values(chunk).execute());
  for (const [i, person] of enrolled.entries()) {
    for (let m = 12; m >= 1; m -= 1) {
      const month = new Date(nowMs);
      month.setUTCDate(1);
      month.setUTCMonth(month.getUTCMonth() - m);
      const at = month.getTime() + 5 * DAY;
      const period = month.toISOString().slice(0, 7);
      rows.monthlyFee(person, { id: enrolments[i]!.id, batchId: enrolments[i]!.batchId, fee: 1500 }, period, at);
    }
  }
  const family = profiles.slice(0, 3);
  // Everyone else books; the family's own bookings are placed below.
  const others = profiles.slice(3);
  const walkIn = (tag: string, k: number): Profile => ({
    id: null,
    accountId: null,
    name: personName(k * 13 + 5),
    email: `${tag}${k}@bench.test`,
    language: 'en',
  });

  const past = EVENTS_SCALE.events - EVENTS_SCALE.upcoming;
  let familyBooked = 0;
  let cursor = 0;
  for (let i = 0; i < past; i += 1) {
    const at = nowMs - (i + 1) * 8 * DAY + 5 * HOUR;
    const count = 20 + ((i * 7) % 41);
    const full = i % 6 === 0;
    const event = rows.event(`Past event ${i}`, at, full ? count : count + 10, count, i % 3 === 0 ? FEE : 0, now);
    const withFamily = i % 6 === 3 && familyBooked < EVENTS_SCALE.familyBookings - 3;
    for (let k = 0; k < count; k += 1) {
      const bookedAt = at - (10 + (k % 20)) * DAY;
      const person =
        withFamily && k === 0
          ? family[familyBooked % 3]!
          : k % 10 < 7
            ? others[cursor++ % others.length]!
            : walkIn(`walkin${i}-`, k);
      const marked = nowMs - at < 365 * DAY;
      rows.booking(event, person, bookedAt, {
        cancelled: k % 20 === 19 || (withFamily && k === 0 && familyBooked % 13 === 5),
        checkedInAt: marked && k % 8 !== 7 ? at - 30 * 60_000 + k * 10_000 : null,
        remindedAt: marked ? at - DAY : null,
      });
    }
    if (withFamily) familyBooked += 1;
    if (full) {
      for (let k = 0; k < 10 + (i % 21); k += 1) {
        const states: WaitlistState[] = ['booked', 'expired', 'left', 'waiting'];
        const person = k === 0 && i === 6 ? family[1]! : walkIn(`pastline${i}-`, k);
        rows.place(event.id, person, at - 5 * DAY + k * HOUR, states[k % 4]!);
      }
    }
  }

  // Upcoming: the door's event first, then the event with the long line, then the others from ten days on.
  const door = rows.event(
    'State Championship 2026',
    nowMs + 3 * DAY,
    EVENTS_SCALE.doorBookings,
    EVENTS_SCALE.doorBookings,
    FEE,
    now,
  );
  const doorBookingIds: string[] = [];
  for (let k = 0; k < EVENTS_SCALE.doorBookings; k += 1) {
    const person = k < others.length ? others[k]! : walkIn('door', k);
    const payment: PaymentState = k % 30 === 7 ? 'pending' : k % 15 === 4 ? 'submitted' : 'paid';
    doorBookingIds.push(rows.booking(door, person, nowMs - (40 - (k % 39)) * DAY, { payment }));
  }
  const lineSeats = 60;
  const line = rows.event('Dan Grading Camp', nowMs + 12 * DAY, lineSeats, lineSeats, 0, now);
  for (let k = 0; k < lineSeats; k += 1) rows.booking(line, others[(k * 11) % others.length]!, nowMs - 20 * DAY);
  for (let k = 0; k < EVENTS_SCALE.line; k += 1) {
    const person = k === EVENTS_SCALE.line / 2 ? family[2]! : walkIn('wait', k);
    rows.place(line.id, person, nowMs - 5 * DAY + k * 10 * 60_000, 'waiting');
  }
  for (let j = 2; j < EVENTS_SCALE.upcoming; j += 1) {
    const at = nowMs + (14 + (j - 2) * 10) * DAY;
    const full = j % 2 === 0;
    const count = 20 + ((j * 13) % 41);
    const event = rows.event(`Upcoming event ${j}`, at, full ? count : count + 20, count, j % 3 === 0 ? FEE : 0, now);
    const withFamily = j <= 4;
    for (let k = 0; k < count; k += 1) {
      const person =
        withFamily && k === 0
          ? family[j % 3]!
          : k % 10 < 7
            ? others[cursor++ % others.length]!
            : walkIn(`soon${j}-`, k);
      rows.booking(event, person, nowMs - (k % 30) * DAY);
    }
    if (withFamily) familyBooked += 1;
    if (full) {
      for (let k = 0; k < 5 + ((j * 7) % 36); k += 1)
        rows.place(event.id, walkIn(`soonline${j}-`, k), nowMs - DAY + k * HOUR, 'waiting');
    }
  }
  await rows.flush(db);
  return {
    family: { accountId: family[0]!.accountId!, email: family[0]!.email },
    doorEventId: door.id,
    doorBookingIds,
    lineEventId: line.id,
    // An hour after the door event's reminders fell due (a day before it), which no other event's are.
    sweepAt: new Date(nowMs + 2 * DAY + HOUR),
  };
}

/** A full event for one round of claims: its holders, and its line in the order they joined. */
export async function seedContentionEvent(db: Db, codes: Codes, round: number) {
  const nowMs = Date.now();
  const rows = new Rows(codes);
  const { contentionSeats, contentionLine } = EVENTS_SCALE;
  const event = rows.event(
    `Open Kata Cup, round ${round}`,
    nowMs + (20 + round) * DAY,
    contentionSeats,
    contentionSeats,
    0,
    new Date(nowMs).toISOString(),
  );
  const holders = [];
  for (let k = 0; k < contentionSeats; k += 1) {
    const person = {
      id: null,
      accountId: null,
      name: personName(k),
      email: `holder${round}-${k}@bench.test`,
      language: 'en',
    };
    holders.push(rows.booking(event, person, nowMs - 10 * DAY));
  }
  for (let k = 0; k < contentionLine; k += 1) {
    const person = {
      id: null,
      accountId: null,
      name: personName(k + 7),
      email: `line${round}-${k}@bench.test`,
      language: 'en',
    };
    rows.place(event.id, person, nowMs - 3 * DAY + k * 60_000, 'waiting');
  }
  await rows.flush(db);
  return { eventId: event.id, holders };
}

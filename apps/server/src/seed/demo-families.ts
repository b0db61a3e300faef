import { createHash, randomBytes } from 'node:crypto';
import {
  academyToday,
  addDays,
  DEFAULT_LANGUAGE,
  MESSAGE_NOTICE_VERSION,
  PRIVACY_NOTICE_VERSION,
  classDaysBetween,
  nextClassDay,
  type AdminBatch,
  type AttendanceMark,
  type Gender,
  type Language,
  type LeadState,
} from '@academy/contract';
import { systemActor } from '../audit/audit-log.ts';
import type { Deps } from '../deps.ts';
import { newId, nowIso } from '../lib/ids.ts';
import { listAllBatches } from '../modules/classes/service.ts';
import { insertConsent } from '../modules/consents/queries.ts';
import { insertEnrolment } from '../modules/enrolments/queries.ts';
import { insertFighter } from '../modules/fighters/queries.ts';
import { signUp } from '../modules/fighters/service.ts';
import { insertLead } from '../modules/leads/queries.ts';
import { raiseMonthlyFees } from '../modules/payments/monthly-fees.ts';
import { decidePayment, recordOfflinePayment } from '../modules/payments/reconcile.ts';
import { familyDues, startFamilyPayment, submitUtr } from '../modules/payments/service.ts';
import { recordPromotion } from '../modules/ranks/service.ts';
import { listRanks } from '../modules/ranks/syllabus.ts';
import { seededRandom } from './seeded-random.ts';

const DEMO_ACTOR = systemActor('demo content');

/** How a family stands with its fees: all paid; this month's transfer waiting for the admin's check; last month owed. */
type FeeHabit = 'paid' | 'toCheck' | 'owes' | 'cash';

interface DemoChild {
  fullName: string;
  years: number;
  gender: Gender;
  /** Index into the academy's syllabus, lowest first. */
  belt: number;
}

interface DemoFamily {
  fullName: string;
  email: string;
  mobile: string;
  age: number;
  gender: Gender;
  language: Language;
  relation: 'Mother' | 'Father' | 'Grandparent';
  /** The account holder trains in an adults' batch too. */
  trains: boolean;
  children: DemoChild[];
  fees: FeeHabit;
}

/** Ten families of a Pune academy: who they are, who trains, and how they pay. */
const FAMILIES: DemoFamily[] = [
  {
    fullName: 'Asha Kulkarni',
    email: 'asha.kulkarni@example.com',
    mobile: '9820123456',
    age: 38,
    gender: 'Female',
    language: 'en',
    relation: 'Mother',
    trains: false,
    children: [
      { fullName: 'Arjun Kulkarni', years: 10, gender: 'Male', belt: 2 },
      { fullName: 'Mira Kulkarni', years: 6, gender: 'Female', belt: 0 },
    ],
    fees: 'toCheck',
  },
  {
    fullName: 'Rajesh Patil',
    email: 'rajesh.patil@example.com',
    mobile: '9822011223',
    age: 42,
    gender: 'Male',
    language: 'mr',
    relation: 'Father',
    trains: true,
    children: [{ fullName: 'Sai Patil', years: 12, gender: 'Male', belt: 3 }],
    fees: 'paid',
  },
  {
    fullName: 'Sunita Joshi',
    email: 'sunita.joshi@example.com',
    mobile: '9850234567',
    age: 35,
    gender: 'Female',
    language: 'hi',
    relation: 'Mother',
    trains: true,
    children: [{ fullName: 'Ishaan Joshi', years: 8, gender: 'Male', belt: 1 }],
    fees: 'owes',
  },
  {
    fullName: 'Farhan Shaikh',
    email: 'farhan.shaikh@example.com',
    mobile: '9923345678',
    age: 40,
    gender: 'Male',
    language: 'en',
    relation: 'Father',
    trains: false,
    children: [
      { fullName: 'Zoya Shaikh', years: 11, gender: 'Female', belt: 2 },
      { fullName: 'Ayaan Shaikh', years: 7, gender: 'Male', belt: 0 },
    ],
    fees: 'paid',
  },
  {
    fullName: 'Meera Iyer',
    email: 'meera.iyer@example.com',
    mobile: '9767456789',
    age: 29,
    gender: 'Female',
    language: 'en',
    relation: 'Mother',
    trains: true,
    children: [],
    fees: 'toCheck',
  },
  {
    fullName: 'Prakash Deshmukh',
    email: 'prakash.deshmukh@example.com',
    mobile: '9881567890',
    age: 63,
    gender: 'Male',
    language: 'hi',
    relation: 'Grandparent',
    trains: false,
    children: [{ fullName: 'Anvi Deshmukh', years: 9, gender: 'Female', belt: 1 }],
    fees: 'cash',
  },
  {
    fullName: 'Kavita Nair',
    email: 'kavita.nair@example.com',
    mobile: '9819678901',
    age: 44,
    gender: 'Female',
    language: 'en',
    relation: 'Mother',
    trains: false,
    children: [{ fullName: 'Rohan Nair', years: 14, gender: 'Male', belt: 4 }],
    fees: 'paid',
  },
  {
    fullName: 'Vikas Gaikwad',
    email: 'vikas.gaikwad@example.com',
    mobile: '9960789012',
    age: 24,
    gender: 'Male',
    language: 'mr',
    relation: 'Father',
    trains: true,
    children: [],
    fees: 'owes',
  },
  {
    fullName: 'Neha Bhosale',
    email: 'neha.bhosale@example.com',
    mobile: '9730890123',
    age: 36,
    gender: 'Female',
    language: 'en',
    relation: 'Mother',
    trains: false,
    children: [
      { fullName: 'Aarav Bhosale', years: 5, gender: 'Male', belt: 0 },
      { fullName: 'Diya Bhosale', years: 13, gender: 'Female', belt: 3 },
    ],
    fees: 'toCheck',
  },
  {
    fullName: 'Sameer Kale',
    email: 'sameer.kale@example.com',
    mobile: '9890901234',
    age: 31,
    gender: 'Male',
    language: 'en',
    relation: 'Father',
    trains: true,
    children: [],
    fees: 'paid',
  },
];

/**
 * Trial requests in every state of the funnel, the newest first; `messages`: the enquirer asked for WhatsApp and SMS
 * messages about the trial; `trial`: the academy booked it on its batch's next class day.
 */
const LEADS: {
  name: string;
  mobile: string;
  studentAge: number;
  state: LeadState;
  daysAgo: number;
  note?: string;
  messages?: true;
  trial?: true;
}[] = [
  { name: 'Pooja Shinde', mobile: '9811122233', studentAge: 7, state: 'new', daysAgo: 0, messages: true },
  { name: 'Amit Verma', mobile: '9822233344', studentAge: 32, state: 'new', daysAgo: 1 },
  { name: 'Lata Pawar', mobile: '9833344455', studentAge: 10, state: 'new', daysAgo: 2 },
  {
    name: 'Imran Qureshi',
    mobile: '9844455566',
    studentAge: 9,
    state: 'contacted',
    daysAgo: 4,
    note: 'Call after 6 pm',
  },
  { name: 'Rekha More', mobile: '9855566677', studentAge: 16, state: 'contacted', daysAgo: 6 },
  {
    name: 'Nikhil Jadhav',
    mobile: '9866677788',
    studentAge: 6,
    state: 'trialBooked',
    daysAgo: 8,
    note: 'Coming with his father',
    messages: true,
    trial: true,
  },
  { name: 'Shalini Rao', mobile: '9877788899', studentAge: 12, state: 'attended', daysAgo: 12 },
  {
    name: 'Deepak Sawant',
    mobile: '9888899900',
    studentAge: 27,
    state: 'lost',
    daysAgo: 20,
    note: 'Moved to Mumbai',
  },
];

/** Noon IST on the 20th of a month from this one (0) or earlier: when that month's fees have been raised. */
function inMonth(monthsAgo: number): Date {
  const [y, m] = academyToday().split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 - monthsAgo, 20, 6, 30));
}

function batchFor(batches: AdminBatch[], age: number, adults: boolean): AdminBatch | undefined {
  return batches.find(
    (batch) =>
      age >= batch.minAge &&
      (batch.maxAge === null || age <= batch.maxAge) &&
      (adults ? batch.program === 'Adults Karate' : batch.program !== 'Martial Arts'),
  );
}

/**
 * Families with children, enrolments, ten weeks of attendance, three months of class fees in every state the
 * admin meets (paid by UPI, paid in cash, a transfer to check, a month owed), belts with their certificates and a
 * funnel of trial leads. Rows go in as they would have been made over those weeks (the families joined when the
 * batches started), without the consent and enrolment emails of the time; the receipts of the fees paid are
 * emailed, to the demo's example.com addresses. Only on an install nobody has signed up to, after the demo batches
 * exist. Returns how many families it made.
 */
export async function seedDemoFamilies(deps: Deps): Promise<number> {
  if (await deps.db.selectFrom('fighters').select('id').limit(1).executeTakeFirst()) return 0;
  const today = academyToday();
  const batches = (await listAllBatches(deps)).filter((batch) => batch.status === 'open' && batch.startDate < today);
  const ranks = await listRanks(deps);
  if (batches.length === 0 || ranks.length === 0) return 0;
  const next = seededRandom(20_26);
  const enrolled: { fighterId: string; batch: AdminBatch; joined: string }[] = [];

  // One family's login is printed, like the admin's, so the parent's side of the demo can be tried.
  const demoPassword = randomBytes(9).toString('base64url');
  for (const family of FAMILIES) {
    const password = family === FAMILIES[0] ? demoPassword : randomBytes(18).toString('base64url');
    const accountId = await signUp(
      deps,
      DEMO_ACTOR,
      {
        fullName: family.fullName,
        email: family.email,
        mobileNumber: family.mobile,
        age: family.age,
        gender: family.gender,
        password,
        confirmPassword: password,
        trains: family.trains,
      },
      family.language,
    );
    const holderBatch = family.trains ? batchFor(batches, family.age, true) : undefined;
    if (holderBatch) enrolled.push({ fighterId: accountId, batch: holderBatch, joined: holderBatch.startDate });
    for (const child of family.children) {
      const id = newId();
      const born = addDays(today, -Math.round(child.years * 365.25 + next() * 300));
      const now = nowIso();
      await insertFighter(deps.db, {
        id,
        email: null,
        passwordHash: null,
        guardianId: accountId,
        fullName: child.fullName,
        dateOfBirth: born,
        age: null,
        gender: child.gender,
        weight: null,
        height: null,
        discipline: null,
        beltLevel: null,
        mobileNumber: family.mobile,
        language: family.language,
        createdAt: now,
        updatedAt: now,
      });
      await insertConsent(deps.db, {
        id: newId(),
        fighterId: id,
        bookingId: null,
        childName: child.fullName,
        guardianName: family.fullName,
        relation: family.relation,
        guardianMobile: family.mobile,
        guardianEmail: family.email,
        noticeVersion: PRIVACY_NOTICE_VERSION,
        method: 'email-link',
        language: family.language,
        // Nobody holds the link: the consent was given when the family joined.
        tokenHash: createHash('sha256').update(randomBytes(24)).digest('hex'),
        requestedAt: now,
        confirmedAt: now,
        confirmedIp: null,
        withdrawnAt: null,
      });
      // Each belt up to today's, about a hundred days apart, the last a month ago, each with its certificate.
      for (let belt = 0; belt <= Math.min(child.belt, ranks.length - 1); belt += 1) {
        await recordPromotion(deps, DEMO_ACTOR, {
          fighterId: id,
          rankId: ranks[belt]!.id,
          day: addDays(today, -30 - (child.belt - belt) * 100),
          examiner: 'Sensei Vikram Singh Rathore',
        });
      }
      const batch = batchFor(batches, child.years, false);
      if (batch) enrolled.push({ fighterId: id, batch, joined: addDays(batch.startDate, Math.floor(next() * 10)) });
    }
  }

  for (const { fighterId, batch, joined } of enrolled) {
    const at = `${joined}T12:00:00.000Z`;
    await insertEnrolment(deps.db, {
      id: newId(),
      batchId: batch.id,
      fighterId,
      state: 'active',
      requestedAt: at,
      decidedAt: at,
      leftAt: null,
    });
  }
  await seedAttendance(deps, enrolled, today, next);
  await seedFees(deps);
  await seedLeads(deps, batches);
  deps.log.warn(
    `demo family account: email ${FAMILIES[0]!.email} password ${demoPassword} (a parent with two children; ` +
      'log in at /fighter/login)',
  );
  return FAMILIES.length;
}

/** Ten weeks of marks up to yesterday: most present, a few late, some absent, as a real register reads. */
async function seedAttendance(
  deps: Pick<Deps, 'db'>,
  enrolled: { fighterId: string; batch: AdminBatch; joined: string }[],
  today: string,
  next: () => number,
) {
  const rows = enrolled.flatMap(({ fighterId, batch, joined }) => {
    const from = joined > addDays(today, -70) ? joined : addDays(today, -70);
    return classDaysBetween(batch, from, addDays(today, -1)).map((day) => {
      const roll = next();
      const mark: AttendanceMark = roll < 0.8 ? 'present' : roll < 0.88 ? 'late' : 'absent';
      return {
        batchId: batch.id,
        day,
        fighterId,
        mark,
        method: roll < 0.3 ? 'qr' : 'tap',
        markedAt: new Date(`${day}T${batch.startTime}:00+05:30`).toISOString(),
      };
    });
  });
  for (let i = 0; i < rows.length; i += 200) {
    await deps.db
      .insertInto('attendance')
      .values(rows.slice(i, i + 200))
      .execute();
  }
}

/**
 * The fees of the last two months and this one, raised by the fee job as it ran then, and paid as each family
 * does: by UPI checked by the admin, in cash at the desk, a transfer still to check, or a month not yet paid.
 */
async function seedFees(deps: Deps) {
  for (const monthsAgo of [2, 1, 0]) await raiseMonthlyFees(deps, inMonth(monthsAgo));
  const thisMonth = academyToday().slice(0, 7);
  let utr = 514_203_880_100;
  for (const family of FAMILIES) {
    const account = await deps.db
      .selectFrom('fighters')
      .select('id')
      .where('email', '=', family.email)
      .executeTakeFirstOrThrow();
    const user = { id: account.id, role: 'fighter' as const };
    const { dues } = await familyDues(deps, user, undefined);
    const open = dues.filter((due) => due.state === 'open');
    const current = open.filter((due) => due.period === thisMonth).map((due) => due.id);
    // A family that owes paid the month before last and not last month's, now overdue.
    const lastMonth = inMonth(1).toISOString().slice(0, 7);
    // Families who pay on time have paid this month's too; one whose transfer waits, or who owes, has not.
    const paysThisMonth = family.fees === 'paid' || family.fees === 'cash';
    const settled = open.filter(
      (due) => (due.period !== thisMonth || paysThisMonth) && (family.fees !== 'owes' || due.period !== lastMonth),
    );
    // Each month paid in that month, as families pay, so the fees report shows the months behind it.
    for (const period of [...new Set(settled.map((due) => due.period ?? thisMonth))].sort()) {
      const dueIds = settled.filter((due) => (due.period ?? thisMonth) === period).map((due) => due.id);
      let paymentId: string;
      if (family.fees === 'cash') {
        paymentId = (await recordOfflinePayment(deps, DEMO_ACTOR, { method: 'cash', dueIds, note: 'Paid at the desk' }))
          .payment.id;
      } else {
        paymentId = (await startFamilyPayment(deps, DEMO_ACTOR, user, dueIds)).payment.id;
        await submitUtr(deps, DEMO_ACTOR, paymentId, String((utr += 7)));
        await decidePayment(deps, DEMO_ACTOR, paymentId, { decision: 'paid', note: null });
      }
      await backdatePayment(deps, paymentId, period, family.fees !== 'cash');
    }
    if (family.fees === 'toCheck' && current.length > 0) {
      const payment = await startFamilyPayment(deps, DEMO_ACTOR, user, current);
      await submitUtr(deps, DEMO_ACTOR, payment.payment.id, String((utr += 7)));
    }
  }
}

/**
 * A demo payment made and checked on the 8th of its fee's month (IST), before that month's due day, or now when this
 * month's 8th is still to come.
 */
async function backdatePayment(deps: Pick<Deps, 'db'>, paymentId: string, period: string, byUpi: boolean) {
  const at = new Date(Math.min(Date.parse(`${period}-08T11:30:00+05:30`), Date.now())).toISOString();
  await deps.db
    .updateTable('payments')
    .set({ createdAt: at, submittedAt: byUpi ? at : null, decidedAt: at, paidAt: at })
    .where('id', '=', paymentId)
    .execute();
}

/** The funnel: new requests, calls made, trials booked and attended, one lost, each with its batch where it fits. */
async function seedLeads(deps: Pick<Deps, 'db'>, batches: AdminBatch[]) {
  const now = Date.now();
  for (const lead of LEADS) {
    const at = new Date(now - lead.daysAgo * 86_400_000 - 3_600_000).toISOString();
    const batch = batchFor(batches, lead.studentAge, lead.studentAge >= 15);
    await insertLead(deps.db, {
      id: newId(),
      name: lead.name,
      mobileNumber: lead.mobile,
      studentAge: lead.studentAge,
      batchId: batch?.id ?? null,
      trialOn: lead.trial && batch ? nextClassDay(batch, addDays(academyToday(), 1)) : null,
      messagesOptIn: lead.messages ? 1 : 0,
      messagesConsentAt: lead.messages ? at : null,
      messagesConsentSource: lead.messages ? 'form' : null,
      messagesNoticeVersion: lead.messages ? MESSAGE_NOTICE_VERSION : null,
      message: null,
      state: lead.state,
      note: lead.note ?? null,
      language: DEFAULT_LANGUAGE,
      contactConsentAt: at,
      fighterId: null,
      inviteToken: randomBytes(32).toString('base64url'),
      createdAt: at,
      updatedAt: at,
    });
  }
  // A trial request that became a family: the admin converted it and the child trains now.
  const joined = await deps.db
    .selectFrom('fighters')
    .select(['id', 'fullName', 'mobileNumber'])
    .where('email', '=', FAMILIES[8]!.email)
    .executeTakeFirstOrThrow();
  const at = new Date(now - 18 * 86_400_000).toISOString();
  await insertLead(deps.db, {
    id: newId(),
    name: joined.fullName,
    mobileNumber: joined.mobileNumber,
    studentAge: FAMILIES[8]!.children[0]!.years,
    batchId: batchFor(batches, FAMILIES[8]!.children[0]!.years, false)?.id ?? null,
    message: null,
    state: 'joined',
    note: null,
    language: DEFAULT_LANGUAGE,
    contactConsentAt: at,
    fighterId: joined.id,
    accountId: joined.id,
    inviteToken: randomBytes(32).toString('base64url'),
    createdAt: at,
    updatedAt: at,
  });
}

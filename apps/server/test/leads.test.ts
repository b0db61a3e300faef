import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  academyToday,
  addDays,
  batchReplySchema,
  convertLeadReplySchema,
  endpointUrl,
  ENDPOINTS,
  leadReplySchema,
  leadsReplySchema,
  WEEKDAYS,
  type BatchFields,
  type BookTrialRequest,
} from '@academy/contract';
import { adminToken } from './helpers/auth.ts';
import { signUpAndLogin, waitForOutbox } from './helpers/fighter-accounts.ts';
import { mailBodies, mailSubject } from './helpers/mail.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';

/** A date of birth `years` years ago on the academy's calendar. */
const bornYearsAgo = (years: number) => `${Number(academyToday().slice(0, 4)) - years}${academyToday().slice(4)}`;

describe(`trial classes and the leads inbox on ${testDialect}`, () => {
  let t: TestApp;
  let admin: string;
  const as = (token: string) => ({ 'x-auth-token': token });
  const trial = (overrides: Partial<BookTrialRequest> = {}, app = t) =>
    app.app.inject({
      method: 'POST',
      url: ENDPOINTS.BookTrial.path,
      payload: {
        name: 'Sunita Deshmukh',
        mobileNumber: '9822012345',
        studentAge: 8,
        batchId: null,
        message: 'My son is shy; can he watch first?',
        agreed: true,
        ...overrides,
      },
    });
  async function createBatch(overrides: Partial<BatchFields> = {}) {
    const res = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.CreateBatch.path,
      headers: as(admin),
      payload: {
        name: 'Trial Kids',
        program: 'Kids Karate',
        level: '',
        minAge: 5,
        maxAge: null,
        place: 'Main hall',
        weekdays: [...WEEKDAYS],
        startTime: '17:00',
        endTime: '18:00',
        capacity: 10,
        monthlyFee: 1500,
        instructor: 'Sensei Ananya Deshpande',
        startDate: addDays(academyToday(), -7),
        autoAccept: false,
        ...overrides,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return batchReplySchema.parse(res.json()).batch;
  }
  async function leads(state?: string) {
    const res = await t.app.inject({
      method: 'GET',
      url: endpointUrl(ENDPOINTS.GetLeads, {}, { state }),
      headers: as(admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    return leadsReplySchema.parse(res.json());
  }
  const convert = (id: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: endpointUrl(ENDPOINTS.ConvertLead, { id }),
      headers: as(admin),
      payload: body,
    });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminToken(t.app);
  });
  afterAll(() => t?.close());

  it('takes a trial request without an account, only with the agreement to be contacted', async () => {
    const refused = await trial({ agreed: false as never, mobileNumber: '12345' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/agree to be contacted/);
    expect(refused.json().message).toMatch(/Enter an Indian mobile number/);
    expect((await trial({ batchId: 'no-such-batch' })).statusCode).toBe(404);

    const batch = await createBatch();
    const res = await trial({ batchId: batch.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toMatch(/We will call you/);
    const inbox = await leads('new');
    expect(inbox.leads[0]).toMatchObject({
      name: 'Sunita Deshmukh',
      mobileNumber: '9822012345',
      studentAge: 8,
      batchName: 'Trial Kids',
      state: 'new',
      contactConsentAt: expect.any(String),
    });
    expect(inbox.counts.new).toBeGreaterThanOrEqual(1);
  });

  it('limits trial requests from one address per hour', async () => {
    const limited = await createTestApp({ TRIALS_PER_CLIENT_PER_HOUR: '2' });
    try {
      expect((await trial({}, limited)).statusCode).toBe(201);
      expect((await trial({}, limited)).statusCode).toBe(201);
      expect((await trial({}, limited)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('moves a lead along the funnel with a note, audited', async () => {
    await trial({ name: 'Farah Khan' });
    const lead = (await leads()).leads.find((l) => l.name === 'Farah Khan')!;
    const res = await t.app.inject({
      method: 'POST',
      url: endpointUrl(ENDPOINTS.UpdateLead, { id: lead.id }),
      headers: as(admin),
      payload: { state: 'trialBooked', note: 'Trial on Saturday 5 pm' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(leadReplySchema.parse(res.json()).lead).toMatchObject({
      state: 'trialBooked',
      note: 'Trial on Saturday 5 pm',
    });
    const audit = await t.app.db
      .selectFrom('auditLog')
      .select(['before', 'after'])
      .where('action', '=', 'lead.update')
      .where('subjectId', '=', lead.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.before!)).toEqual({ state: 'new', note: null });
  });

  it("converts a parent's enquiry: a new family account, the child's profile with consent asked, an enrolment", async () => {
    const batch = await createBatch({ name: 'Converted Kids' });
    await trial({ name: 'Rekha Joshi', mobileNumber: '9811122233', studentAge: 9 });
    const lead = (await leads()).leads.find((l) => l.name === 'Rekha Joshi')!;
    const email = 'rekha.joshi@test.academy';
    const body = {
      email,
      studentName: 'Ishaan Joshi',
      dateOfBirth: bornYearsAgo(9),
      gender: 'Male',
      relation: 'Mother',
      batchId: batch.id,
    };
    expect((await convert(lead.id, { ...body, relation: '' })).statusCode).toBe(400);

    const res = await convert(lead.id, body);
    expect(res.statusCode, res.body).toBe(200);
    const done = convertLeadReplySchema.parse(res.json());
    expect(done).toMatchObject({ accountCreated: true, lead: { state: 'joined', fighterId: done.fighterId } });

    const child = await t.app.db
      .selectFrom('fighters')
      .select(['guardianId', 'fullName', 'email', 'passwordHash'])
      .where('id', '=', done.fighterId)
      .executeTakeFirstOrThrow();
    expect(child).toEqual({ guardianId: done.accountId, fullName: 'Ishaan Joshi', email: null, passwordHash: null });
    const enrolment = await t.app.db
      .selectFrom('enrolments')
      .select('state')
      .where('batchId', '=', batch.id)
      .where('fighterId', '=', done.fighterId)
      .executeTakeFirstOrThrow();
    expect(enrolment.state).toBe('active');

    // Welcome (choose a password), consent for the child, and the enrolment.
    const mails = await waitForOutbox(t.config.outboxDir, email, 3);
    const subjects = mails.map(mailSubject);
    expect(subjects).toContain('Your Kaizen Karate Academy account is ready');
    expect(subjects).toContain('Ishaan Joshi is enrolled in Converted Kids');
    const welcome = mails.find((m) => mailSubject(m).startsWith('Your Kaizen'))!;
    expect(mailBodies(welcome).text).toContain('/fighter/forgot-password');

    const again = await convert(lead.id, body);
    expect(again.statusCode).toBe(409);
  });

  it('converts an adult who already has an account into the batch, and refuses a full batch before making anything', async () => {
    const member = await signUpAndLogin(t.app, { fullName: 'Karan Mehta', age: 31 });
    const batch = await createBatch({ name: 'Adults trial', capacity: 1, minAge: 15 });
    await trial({ name: 'Karan Mehta', studentAge: 31 });
    const lead = (await leads()).leads.find((l) => l.name === 'Karan Mehta')!;
    const res = await convert(lead.id, {
      email: member.email.toUpperCase(),
      studentName: 'Karan Mehta',
      dateOfBirth: '',
      gender: 'Male',
      relation: '',
      batchId: batch.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(convertLeadReplySchema.parse(res.json())).toMatchObject({
      accountCreated: false,
      accountId: member.id,
      fighterId: member.id,
    });

    await trial({ name: 'Late Comer', studentAge: 40 });
    const late = (await leads()).leads.find((l) => l.name === 'Late Comer')!;
    const full = await convert(late.id, {
      email: 'late.comer@test.academy',
      studentName: 'Late Comer',
      dateOfBirth: '',
      gender: 'Female',
      relation: '',
      batchId: batch.id,
    });
    expect(full.statusCode).toBe(409);
    const made = await t.app.db
      .selectFrom('fighters')
      .select('id')
      .where('email', '=', 'late.comer@test.academy')
      .executeTakeFirst();
    expect(made).toBeUndefined();
  });
});

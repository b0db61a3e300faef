import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import {
  academyToday,
  addDays,
  batchReplySchema,
  endpointUrl,
  ENDPOINTS,
  ENGLISH,
  staffListReplySchema,
  WEEKDAYS,
  type AttendanceMark,
  type AuditLogReply,
  type BatchFields,
  type ClassDayReply,
  type StaffRole,
} from '@academy/contract';
import { emailFromOutbox } from './fixtures/outbox.ts';
import { deviceOnLine } from './fixtures/phone-line.ts';
import { apiAdminLogin, apiNewFighter, loginAsAdmin } from './fixtures/session.ts';
import { showStaffSections } from './fixtures/staff-nav.ts';

/**
 * A new member of staff's first evening, on phones. An instructor: the owner invites her by email, she follows the
 * link, sets a password, turns on two-factor sign-in, signs in again with a code, takes today's register with no
 * connection (through a reload) and finds the money out of her reach, on the screen and at the API. The front desk:
 * once the owner requires a second factor of their role, a member without one can only set it up, and then has
 * their role back.
 */
test.use({ viewport: { width: 390, height: 844 } });

const PHONE = { width: 390, height: 844 };

interface Fighter {
  id: string;
  fullName: string;
}
const STEP_MS = 30_000;
const today = academyToday();

const toast = (page: Page, text: string) => page.locator('.toast-stack').getByRole('alert').filter({ hasText: text });
const adminNav = (page: Page) => page.getByRole('navigation', { name: ENGLISH['admin.nav.label'] });
const tokenOf = async (page: Page) => (await page.evaluate(() => localStorage.getItem('token')))!;

/** What the phone's authenticator app shows for `secret` at `time`. */
const codeAt = (secret: string, time: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: time });

async function getJson<T>(request: APIRequestContext, token: string, url: string): Promise<T> {
  const res = await request.get(url, { headers: { 'x-auth-token': token } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as T;
}

/** The admin login's first step, on the page. */
async function passwordStep(page: Page, email: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Turns on two-factor sign-in on My account (already open) as its owner would; answers the key read off the screen. */
async function setUpTwoFactor(page: Page, email: string): Promise<string> {
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: `QR code that adds ${email} to an authenticator app` })).toBeVisible();
  const secret = (await page.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
  await page.getByLabel('Authentication code').fill(codeAt(secret, Date.now()));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(page.getByText('On', { exact: true })).toBeVisible();
  return secret;
}

/** The link of the newest invitation emailed to `email`, as a path on this site. */
async function invitationLink(email: string): Promise<string> {
  const mail = await emailFromOutbox(email, (each) => each.text.includes('/admin/invitation#'));
  const link = /(http\S+\/admin\/invitation#[A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
  return link.replace(/^https?:\/\/[^/]+/, '');
}

test('the owner invites an instructor, who turns on two-factor, takes today’s class offline and is refused the payments', async ({
  page,
  browser,
}) => {
  const tag = randomUUID().slice(0, 6);
  const instructorName = `Sensei Kavya Reddy ${tag}`;
  const instructorEmail = `kavya-${tag}@e2e.academy`;
  const instructorPassword = 'kavya-password-1';

  // A batch meeting every day, typed with the instructor's name before she has an account, and three fighters in it.
  const { token: ownerToken } = await apiAdminLogin(page.request);
  const fields: BatchFields = {
    name: `Evening Tigers ${tag}`,
    program: 'Adults Karate',
    level: null,
    minAge: 10,
    maxAge: null,
    place: 'Main hall, Kothrud, Pune',
    weekdays: [...WEEKDAYS],
    startTime: '23:00',
    endTime: '23:59',
    capacity: 20,
    monthlyFee: 1500,
    instructor: instructorName,
    startDate: addDays(today, -7),
    autoAccept: true,
  };
  const created = await page.request.post(endpointUrl(ENDPOINTS.CreateBatch), {
    data: fields,
    headers: { 'x-auth-token': ownerToken },
  });
  expect(created.status(), await created.text()).toBe(201);
  const batch = batchReplySchema.parse(await created.json()).batch;
  const fighters: Fighter[] = [];
  for (const name of ['Rohan Patil', 'Isha Kulkarni', 'Aditya Joshi']) {
    const fullName = `${name} ${tag}`;
    const { login: family } = await apiNewFighter(page.request, 'staff-journey', { fullName });
    const enrolled = await page.request.post(endpointUrl(ENDPOINTS.RequestEnrolment), {
      data: { batchId: batch.id, fighterId: family.id },
      headers: { 'x-auth-token': family.token },
    });
    expect(enrolled.status(), await enrolled.text()).toBe(201);
    fighters.push({ id: family.userId, fullName });
  }
  const [rohan, isha, aditya] = fighters as [Fighter, Fighter, Fighter];

  // The owner invites her from the Staff screen.
  await loginAsAdmin(page);
  await page.goto('/admin/staff');
  await page.getByRole('button', { name: 'Invite staff' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite staff' });
  await dialog.getByLabel('Name', { exact: true }).fill(instructorName);
  await dialog.getByLabel('Email').fill(instructorEmail);
  await dialog.getByText('Instructor', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(page, `Invitation sent to ${instructorEmail}.`)).toBeVisible();
  await expect(page.getByRole('region', { name: /invitation waiting/ })).toContainText(instructorName);

  // On her own phone she follows the emailed link and sets a password.
  const device = await deviceOnLine(browser, { viewport: PHONE });
  const phone = device.context;
  try {
    const instructor = await phone.newPage();
    await instructor.goto(await invitationLink(instructorEmail));
    await expect(instructor.getByRole('heading', { name: /Join Kaizen Karate Academy/ })).toBeVisible();
    await expect(instructor.getByText(instructorName)).toBeVisible();
    await instructor.getByRole('textbox', { name: 'Password', exact: true }).fill(instructorPassword);
    await instructor.getByRole('textbox', { name: 'Re-enter Password' }).fill(instructorPassword);
    await instructor.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(instructor).toHaveURL(/\/admin\/today$/);

    // She turns on two-factor sign-in on My account, logs out, and logs in again with the password and a code.
    await adminNav(instructor).getByRole('link', { name: 'My account' }).click();
    await expect(instructor).toHaveURL(/\/admin\/account$/);
    const secret = await setUpTwoFactor(instructor, instructorEmail);
    await instructor.getByRole('button', { name: 'LOGOUT', exact: true }).click();
    await expect(instructor).toHaveURL(/\/(home)?$/);
    await passwordStep(instructor, instructorEmail, instructorPassword);
    await expect(instructor.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
    await expect(instructor).toHaveURL(/\/admin\/login$/);
    // The enrolment used this step's code; the next step's is what the app shows soon (one step of drift).
    await instructor.getByLabel('Authentication code').fill(codeAt(secret, Date.now() + STEP_MS));
    await instructor.getByRole('button', { name: 'Verify' }).click();

    // She lands on today's classes: her batch, one tap from its register.
    await expect(instructor).toHaveURL(/\/admin\/today$/);
    const session = instructor
      .getByRole('listitem')
      .filter({ has: instructor.getByRole('heading', { name: batch.name }) });
    await expect(session).toContainText('0 of 3 marked');
    await session.getByRole('link', { name: `Take attendance of ${batch.name}` }).click();
    const mark = (fighter: Fighter, choice: 'Present' | 'Late' | 'Absent') =>
      instructor.getByRole('group', { name: fighter.fullName }).getByRole('button', { name: choice });
    await expect(mark(rohan, 'Present')).toBeVisible();
    // The staff app's worker has taken the page: it will answer the reload with no connection.
    await instructor.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });

    // The hall has no signal: she marks, reloads, and the marks wait in the phone.
    await device.line.goOffline(phone);
    await expect(instructor.getByText('Offline', { exact: true })).toBeVisible();
    await mark(rohan, 'Present').click();
    await mark(isha, 'Late').click();
    await expect(instructor.getByText('Offline — 2 marks waiting')).toBeVisible();
    const reloaded = await instructor.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await expect(instructor.getByText('Offline — 2 marks waiting')).toBeVisible();
    await expect(mark(rohan, 'Present')).toHaveAttribute('aria-pressed', 'true');
    await expect(mark(isha, 'Late')).toHaveAttribute('aria-pressed', 'true');
    await mark(aditya, 'Absent').click();
    await expect(instructor.getByText('Offline — 3 marks waiting')).toBeVisible();
    const marksOnServer = async () => {
      const reply = await getJson<ClassDayReply>(
        page.request,
        ownerToken,
        endpointUrl(ENDPOINTS.GetClassDay, { id: batch.id }, { day: today }),
      );
      return Object.fromEntries(reply.roster.filter((entry) => entry.mark).map((e) => [e.fighterId, e.mark]));
    };
    expect(await marksOnServer()).toEqual({});

    // Back online, each mark reaches the server once: the phone keeps nothing more to send and none is in flight.
    const inFlight = new Set<unknown>();
    const markUrl = endpointUrl(ENDPOINTS.MarkAttendance);
    instructor.on('request', (request) => request.url().endsWith(markUrl) && inFlight.add(request));
    instructor.on('requestfinished', (request) => inFlight.delete(request));
    instructor.on('requestfailed', (request) => inFlight.delete(request));
    await device.line.goOnline(phone);
    await expect(instructor.getByText(/Offline/)).toHaveCount(0, { timeout: 15_000 });
    const expected: Record<string, AttendanceMark> = {
      [rohan.id]: 'present',
      [isha.id]: 'late',
      [aditya.id]: 'absent',
    };
    await expect.poll(marksOnServer, { timeout: 15_000 }).toEqual(expected);
    await expect
      .poll(async () => ({
        waiting: await instructor.evaluate(() => localStorage.getItem('attendanceQueue')),
        inFlight: inFlight.size,
      }))
      .toEqual({ waiting: '[]', inFlight: 0 });
    await expect(instructor.getByText('Saving…')).toHaveCount(0);
    for (const fighter of fighters) {
      const audit = await getJson<AuditLogReply>(
        page.request,
        ownerToken,
        endpointUrl(ENDPOINTS.GetAuditLog, undefined, { person: fighter.id, action: 'attendance.mark' }),
      );
      // One mark each, and the owner's audit log names her, as an instructor, for it.
      expect(
        audit.entries.map((entry) => ({ mark: entry.after?.mark, actor: entry.actor })),
        fighter.fullName,
      ).toEqual([
        {
          mark: expected[fighter.id],
          actor: expect.objectContaining({ name: instructorName, staffRole: 'instructor' }),
        },
      ]);
    }

    // Money is not hers: no Payments in her navigation, the page says so, and the server refuses her.
    const nav = adminNav(instructor);
    await expect(nav.getByRole('link', { name: 'Today' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Payments' })).toHaveCount(0);
    await instructor.goto('/admin/payments');
    await expect(instructor.getByRole('heading', { name: 'Not part of your role' })).toBeVisible();
    const payments = await instructor.request.get(endpointUrl(ENDPOINTS.GetPayments), {
      headers: { 'x-auth-token': await tokenOf(instructor) },
    });
    expect(payments.status()).toBe(403);
  } finally {
    await device.close();
  }
});

test('once the owner requires two-factor of the front desk, a member without it can only set it up, then has the desk back', async ({
  page,
  browser,
}) => {
  const tag = randomUUID().slice(0, 6);
  const deskName = `Priya Nair ${tag}`;
  const deskEmail = `desk-${tag}@e2e.academy`;
  const deskPassword = 'desk-password-1';
  const { token: ownerToken } = await apiAdminLogin(page.request);
  const policyNow = async () =>
    staffListReplySchema.parse(await getJson(page.request, ownerToken, endpointUrl(ENDPOINTS.GetStaff))).twoFactorPolicy
      .required;
  // The policy is the academy's, shared by every spec on this server: it goes back as it was, whatever happens.
  const before: StaffRole[] = await policyNow();
  expect(before).not.toContain('frontDesk');

  // A front-desk member with a password and no second factor.
  const invited = await page.request.post(endpointUrl(ENDPOINTS.InviteStaff), {
    data: { name: deskName, email: deskEmail, role: 'frontDesk' },
    headers: { 'x-auth-token': ownerToken },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = (await invitationLink(deskEmail)).split('#')[1]!;
  const accepted = await page.request.post(endpointUrl(ENDPOINTS.AcceptStaffInvitation), {
    data: { token, password: deskPassword, confirmPassword: deskPassword },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);

  const desk = await browser.newContext({ viewport: PHONE });
  try {
    // The owner ticks Front desk under Staff > Two-factor sign-in and saves.
    await loginAsAdmin(page);
    await page.goto('/admin/staff');
    const policy = page.getByRole('region', { name: 'Two-factor sign-in' });
    const frontDesk = policy.getByRole('checkbox', { name: /^Front desk/ });
    await expect(frontDesk).not.toBeChecked();
    await frontDesk.check();
    await policy.getByRole('button', { name: 'Save requirement' }).click();
    await expect(toast(page, 'Two-factor sign-in requirement saved.')).toBeVisible();
    expect(await policyNow()).toContain('frontDesk');

    // The member logs in with the password alone: taken to My account, told why, with nothing else in the bar.
    const member = await desk.newPage();
    await passwordStep(member, deskEmail, deskPassword);
    await expect(member).toHaveURL(/\/admin\/account$/);
    const required = member.getByRole('alert').filter({ hasText: 'Two-factor sign-in is required.' });
    await expect(required).toContainText("The academy's owner requires it of every Front desk.");
    const links = adminNav(member).getByRole('link');
    await expect(links).toHaveText(['My account']);
    await member.goto('/admin/payments');
    await expect(member).toHaveURL(/\/admin\/account$/);
    await expect(required).toBeVisible();
    const refused = await member.request.get(endpointUrl(ENDPOINTS.GetPayments), {
      headers: { 'x-auth-token': await tokenOf(member) },
    });
    expect(refused.status()).toBe(403);

    // Once the app gives codes, the rest of the desk's role comes back, in the bar and at the API.
    await setUpTwoFactor(member, deskEmail);
    await expect(required).toHaveCount(0);
    // Five sections are one Menu on a phone, its button naming where she is.
    await showStaffSections(member);
    await expect(links).toHaveText([/^Desk$/, /^Fighters$/, /^Payments/, /^Trial classes/, /^My account$/]);
    await member.keyboard.press('Escape');
    await member.goto('/admin/payments');
    await expect(member).toHaveURL(/\/admin\/payments$/);
    await expect(member.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
    const allowed = await member.request.get(endpointUrl(ENDPOINTS.GetPayments), {
      headers: { 'x-auth-token': await tokenOf(member) },
    });
    expect(allowed.status(), await allowed.text()).toBe(200);
  } finally {
    await desk.close();
    const restored = await page.request.put(endpointUrl(ENDPOINTS.SaveTwoFactorPolicy), {
      data: { required: before },
      headers: { 'x-auth-token': ownerToken },
    });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});

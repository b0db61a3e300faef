import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import {
  academyToday,
  addDays,
  batchReplySchema,
  endpointUrl,
  ENDPOINTS,
  ENGLISH,
  WEEKDAYS,
  type BatchFields,
} from '@academy/contract';
import { emailFromOutbox } from './fixtures/outbox.ts';
import { apiAdminLogin, apiNewFighter, loginAsAdmin } from './fixtures/session.ts';

/**
 * A new instructor's first evening, on phones: the owner invites them by email, they follow the link, set a password
 * and land on today's class (the batch typed with their name is theirs), take the register with a tap, and find the
 * money out of their reach, on the screen and at the API.
 */
test.use({ viewport: { width: 390, height: 844 } });

const toast = (page: Page, text: string) => page.locator('.toast-stack').getByRole('alert').filter({ hasText: text });

test('the owner invites an instructor, who sets a password, marks today’s class and is refused the payments', async ({
  page,
  browser,
}) => {
  const tag = randomUUID().slice(0, 6);
  const instructorName = `Sensei Kavya Reddy ${tag}`;
  const instructorEmail = `kavya-${tag}@e2e.academy`;

  // A batch meeting every day, typed with the instructor's name before she has an account, and a fighter in it.
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
    startDate: addDays(academyToday(), -7),
    autoAccept: true,
  };
  const created = await page.request.post(endpointUrl(ENDPOINTS.CreateBatch), {
    data: fields,
    headers: { 'x-auth-token': ownerToken },
  });
  expect(created.status(), await created.text()).toBe(201);
  const batch = batchReplySchema.parse(await created.json()).batch;
  const fighterName = `Rohan Patil ${tag}`;
  const { login: family } = await apiNewFighter(page.request, 'staff-journey', { fullName: fighterName });
  const enrolled = await page.request.post(endpointUrl(ENDPOINTS.RequestEnrolment), {
    data: { batchId: batch.id, fighterId: family.id },
    headers: { 'x-auth-token': family.token },
  });
  expect(enrolled.status(), await enrolled.text()).toBe(201);

  // The owner invites her from the Staff screen.
  await loginAsAdmin(page);
  await page.goto('/admin/staff');
  await page.getByRole('button', { name: 'Invite staff' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite staff' });
  await dialog.getByLabel('Name').fill(instructorName);
  await dialog.getByLabel('Email').fill(instructorEmail);
  await dialog.getByText('Instructor', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(page, `Invitation sent to ${instructorEmail}.`)).toBeVisible();
  await expect(page.getByRole('region', { name: /invitation waiting/ })).toContainText(instructorName);

  // On her own phone she follows the emailed link and sets a password.
  const mail = await emailFromOutbox(instructorEmail, (each) => each.text.includes('/admin/invitation#'));
  const link = /(http\S+\/admin\/invitation#[A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const instructor = await phone.newPage();
  await instructor.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(instructor.getByRole('heading', { name: /Join Kaizen Karate Academy/ })).toBeVisible();
  await expect(instructor.getByText(instructorName)).toBeVisible();
  await instructor.getByRole('textbox', { name: 'Password', exact: true }).fill('kavya-password-1');
  await instructor.getByRole('textbox', { name: 'Re-enter Password' }).fill('kavya-password-1');
  await instructor.getByRole('button', { name: 'Set password and sign in' }).click();

  // She lands on today's classes: her batch, one tap from its register.
  await expect(instructor).toHaveURL(/\/admin\/today$/);
  const session = instructor
    .getByRole('listitem')
    .filter({ has: instructor.getByRole('heading', { name: batch.name }) });
  await expect(session).toContainText('0 of 1 marked');
  await session.getByRole('link', { name: `Take attendance of ${batch.name}` }).click();
  const present = instructor.getByRole('group', { name: fighterName }).getByRole('button', { name: 'Present' });
  await present.click();
  await expect(present).toHaveAttribute('aria-pressed', 'true');
  await expect(instructor.getByText('Saving…')).toHaveCount(0);

  // Money is not hers: no Payments in her navigation, the page says so, and the server refuses her.
  const nav = instructor.getByRole('navigation', { name: ENGLISH['admin.nav.label'] });
  await expect(nav.getByRole('link', { name: 'Today' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Payments' })).toHaveCount(0);
  await instructor.goto('/admin/payments');
  await expect(instructor.getByRole('heading', { name: 'Not part of your role' })).toBeVisible();
  const token = await instructor.evaluate(() => localStorage.getItem('token'));
  const payments = await instructor.request.get(endpointUrl(ENDPOINTS.GetPayments), {
    headers: { 'x-auth-token': token! },
  });
  expect(payments.status()).toBe(403);

  // The owner's audit log names her, as an instructor, for the mark.
  const log = await page.request.get(endpointUrl(ENDPOINTS.GetAuditLog, undefined, { action: 'attendance.mark' }), {
    headers: { 'x-auth-token': ownerToken },
  });
  expect((await log.json()).entries[0].actor).toMatchObject({ name: instructorName, staffRole: 'instructor' });
  await phone.close();
});

import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import {
  academyToday,
  addChildReplySchema,
  addDays,
  batchReplySchema,
  endpointUrl,
  ENDPOINTS,
  ENGLISH,
  type AddChildRequest,
  type BatchFields,
} from '@academy/contract';
import { waitForHydration } from './fixtures/hydration.ts';
import { apiAdminLogin, apiNewFighter, loginAsAdmin, storeLogin } from './fixtures/session.ts';

/**
 * The week of a family at the academy, on phones: a guardian asks for a child to join a batch, the admin accepts,
 * the instructor marks the child present with a tap, and the guardian sees it on the child's profile.
 */
test.use({ viewport: { width: 390, height: 844 } });

test("a guardian enrols a child, the admin accepts, the instructor marks attendance, the child's profile shows it", async ({
  page,
  browser,
}) => {
  const tag = randomUUID().slice(0, 6);
  const { token: adminToken } = await apiAdminLogin(page.request);
  const fields: BatchFields = {
    name: `Little Tigers ${tag}`,
    program: 'Kids Karate',
    level: 'White belt',
    minAge: 5,
    maxAge: 12,
    place: 'Main hall, Kothrud, Pune',
    // Every day, so today's session is held whatever day the suite runs on.
    weekdays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
    startTime: '17:00',
    endTime: '18:00',
    capacity: 20,
    monthlyFee: 1500,
    instructor: 'Sensei Ananya Deshpande',
    startDate: addDays(academyToday(), -7),
    autoAccept: false,
  };
  const created = await page.request.post(endpointUrl(ENDPOINTS.CreateBatch), {
    data: fields,
    headers: { 'x-auth-token': adminToken },
  });
  expect(created.status(), await created.text()).toBe(201);
  const batch = batchReplySchema.parse(await created.json()).batch;

  const { fighter: parent, login } = await apiNewFighter(page.request, 'journey', { fullName: `Asha Patil ${tag}` });
  const childName = `Aarav Patil ${tag}`;
  const [y, m, d] = academyToday().split('-');
  const child: AddChildRequest = {
    fullName: childName,
    dateOfBirth: `${Number(y) - 8}-${m}-${d === '29' && m === '02' ? '28' : d}`,
    gender: 'Male',
    weight: '',
    height: '',
    beltLevel: '',
    guardian: {
      name: parent.fullName,
      relation: 'Mother',
      mobileNumber: '9876543210',
      email: parent.email,
      agreed: true,
    },
  };
  const added = await page.request.post(endpointUrl(ENDPOINTS.AddChild), {
    data: child,
    headers: { 'x-auth-token': login.token },
  });
  expect(added.status(), await added.text()).toBe(201);
  const childId = addChildReplySchema.parse(await added.json()).profile.id;

  // The guardian asks for the child from the batch's page.
  await storeLogin(page, login);
  await page.goto(`/classes/${batch.id}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: `Join this batch: ${batch.name}` }).click();
  const dialog = page.getByRole('dialog', { name: batch.name });
  await dialog.getByRole('radio', { name: new RegExp(childName) }).check();
  await expect(dialog.getByRole('region', { name: 'What it costs' })).toContainText('First fee: ₹1,500 for');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByRole('status')).toContainText(ENGLISH['api.enrolmentRequested']);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(
    page.getByRole('list', { name: 'Your family in this batch' }).getByText(`${childName}: request sent`),
  ).toBeVisible();

  // The admin accepts and, as the instructor at the mat, marks the child present.
  const adminContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const admin = await adminContext.newPage();
  await loginAsAdmin(admin);
  await admin.goto(`/admin/classes/${batch.id}`);
  await admin.getByRole('button', { name: `Accept ${childName}` }).click();
  await expect(admin.getByRole('alert').filter({ hasText: ENGLISH['api.enrolmentAccepted'] })).toBeVisible();
  await admin.getByRole('link', { name: "Take today's attendance" }).click();
  const present = admin.getByRole('group', { name: childName }).getByRole('button', { name: 'Present' });
  await present.click();
  await expect(present).toHaveAttribute('aria-pressed', 'true');
  await expect(admin.getByText('Saving…')).toHaveCount(0);
  await adminContext.close();

  // The guardian sees the child enrolled, present today, on the child's profile.
  await page.goto(`/fighter/viewprofile?profile=${childId}`);
  const classes = page.getByRole('region', { name: 'Classes' });
  await expect(classes.locator('.enrolment').filter({ hasText: batch.name })).toContainText('Enrolled');
  const stats = classes.getByRole('region', { name: 'Attendance' });
  await expect(stats).toContainText('1 of 1 class (100%)');
  await expect(stats.getByRole('listitem').filter({ hasText: batch.name })).toContainText('Present');
});

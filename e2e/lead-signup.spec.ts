import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import {
  academyToday,
  endpointUrl,
  ENDPOINTS,
  ENGLISH,
  leadsReplySchema,
  WEEKDAYS,
  type BatchFields,
  type BatchReply,
} from '@academy/contract';
import { waitForHydration } from './fixtures/hydration.ts';
import { apiAdminLogin, FIGHTER_PASSWORD } from './fixtures/session.ts';

/**
 * A lead converts itself: an adult who asked for a trial follows the sign-up link the academy sent on WhatsApp, signs
 * up with the mobile as they type it, joins the batch they asked about, and their lead is "Joined" with nobody at the
 * desk converting it.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('an adult trial lead follows its link, signs up with "+91 …", joins the batch and the lead is joined', async ({
  page,
}) => {
  const tag = randomUUID().slice(0, 8);
  const admin = await apiAdminLogin(page.request);
  const asAdmin = { 'x-auth-token': admin.token };
  const fields: BatchFields = {
    name: `Evening Adults ${tag}`,
    program: 'Adults Karate',
    level: '',
    minAge: 16,
    maxAge: null,
    place: 'Main dojo, Karve Road',
    weekdays: [...WEEKDAYS],
    startTime: '19:00',
    endTime: '20:00',
    capacity: 20,
    monthlyFee: 1800,
    instructor: 'Sensei Rao',
    startDate: academyToday(),
    autoAccept: true,
  };
  const created = await page.request.post(endpointUrl(ENDPOINTS.CreateBatch), { data: fields, headers: asAdmin });
  expect(created.status(), await created.text()).toBe(201);
  const batch = ((await created.json()) as BatchReply).batch;

  const name = `Nikhil Deshmukh ${tag}`;
  const mobile = `97${String(Date.now()).slice(-8)}`;
  const trial = await page.request.post(endpointUrl(ENDPOINTS.BookTrial), {
    data: { name, mobileNumber: mobile, studentAge: 29, batchId: batch.id, message: '', agreed: true },
  });
  expect(trial.status(), await trial.text()).toBe(201);
  const leadOf = async () => {
    const res = await page.request.get(endpointUrl(ENDPOINTS.GetLeads), { headers: asAdmin });
    return leadsReplySchema.parse(await res.json()).leads.find((lead) => lead.name === name)!;
  };
  const lead = await leadOf();
  expect(lead.state).toBe('new');

  // The link of the academy's WhatsApp message: the name is filled in, and the page says what comes next.
  await page.goto(`/fighter/signup?lead=${lead.inviteToken}`);
  await waitForHydration(page);
  await expect(page.getByLabel('Full Name')).toHaveValue(name);
  await expect(page.getByRole('heading', { name: new RegExp(name) })).toBeVisible();
  const email = `nikhil-${tag}@e2e.academy`;
  await page.getByLabel('Email ID').fill(email);
  // As it is written on a visiting card.
  await page.getByLabel('Mobile Number').fill(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`);
  await page.getByLabel('Age', { exact: true }).fill('29');
  await page.getByLabel('Gender').selectOption('Male');
  await page.getByLabel('Password', { exact: true }).fill(FIGHTER_PASSWORD);
  await page.getByLabel('Re-enter Password', { exact: true }).fill(FIGHTER_PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();

  // The login, then straight to the batch asked about, its join dialog open.
  await expect(page).toHaveURL(/\/fighter\/login\?next=/);
  // The address changes first; the sign-up form (whose "Email ID" and "Password" match these labels too) stays until
  // the login page's code has come, and a password typed there is lost with it.
  await expect(page.getByRole('heading', { name: 'Fighter Login' })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill(FIGHTER_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`/classes/${batch.id}`));
  const dialog = page.getByRole('dialog', { name: batch.name });
  // The batch confirms at once: the seat is the lead's as soon as they join.
  await dialog.getByRole('button', { name: 'Join now' }).click();
  await expect(dialog.getByRole('status')).toContainText(ENGLISH['api.enrolled']);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // The lead met its family at the sign-up and joined with the enrolment: nobody converted it.
  await expect.poll(async () => (await leadOf()).state).toBe('joined');
  const joined = await leadOf();
  expect(joined.accountId).not.toBeNull();
  expect(joined.fighterId).toBe(joined.accountId);
  const profile = await page.request.get(endpointUrl(ENDPOINTS.GetFighterDetailsById, { id: joined.accountId! }), {
    headers: asAdmin,
  });
  expect(JSON.stringify(await profile.json())).toContain(`"${mobile}"`);
});

import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  academyToday,
  endpointUrl,
  ENDPOINTS,
  WEEKDAYS,
  type BatchFields,
  type BatchReply,
  type LoginReply,
} from '@academy/contract';
import { whatsAppControl } from '../apps/server/test/stand-ins/stand-in-client.ts';
import { E2E } from './fixtures/env.ts';
import { waitForHydration } from './fixtures/hydration.ts';
import { emailFromOutbox } from './fixtures/outbox.ts';
import { apiAdminLogin, storeLogin } from './fixtures/session.ts';
import { openStaffSection } from './fixtures/staff-nav.ts';

/** A parent on a phone asks for a free trial; the admin, also on a phone, calls back and makes them a family. */
test.use({ viewport: { width: 390, height: 844 } });

const unique = () => randomUUID().slice(0, 8);
const whatsapp = whatsAppControl(E2E.standIns.whatsappUrl);

async function createBatch(admin: LoginReply, request: APIRequestContext, name: string) {
  const fields: BatchFields = {
    name,
    program: 'Kids Karate',
    level: '',
    minAge: 5,
    maxAge: 12,
    place: 'Main dojo, Karve Road',
    weekdays: [...WEEKDAYS],
    startTime: '17:00',
    endTime: '18:00',
    capacity: 20,
    monthlyFee: 1500,
    instructor: 'Sensei Rao',
    startDate: academyToday(),
    autoAccept: false,
  };
  const res = await request.post(endpointUrl(ENDPOINTS.CreateBatch), {
    data: fields,
    headers: { 'x-auth-token': admin.token },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as BatchReply).batch;
}

test('a parent books a free trial from the home page; the admin calls, converts it, and the family exists', async ({
  page,
}) => {
  const admin = await apiAdminLogin(page.request);
  const batch = await createBatch(admin, page.request, `Trial Tigers ${unique()}`);
  const parent = `Kavita Joshi ${unique()}`;
  const child = `Ira Joshi ${unique()}`;
  const mobile = `98${String(Date.now()).slice(-8)}`;
  const email = `kavita-${unique()}@e2e.academy`;

  // The visitor: the hero's plain link, then the form (the carousel holds still, so the link stays put).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/home');
  await page.getByRole('link', { name: 'Book a free trial class' }).click();
  await expect(page).toHaveURL(/\/trial$/);
  await expect(page).toHaveTitle('Book a free trial class | Kaizen Karate Academy');
  const form = page.getByRole('form', { name: 'Your details' });
  await form.getByLabel('Your name').fill(parent);
  // Written as many people write it: a leading 0 and a dash. The site keeps its 10 digits.
  await form.getByLabel('Mobile Number').fill(`0${mobile.slice(0, 5)}-${mobile.slice(5)}`);
  await form.getByLabel('Age of the student').fill('8');
  await form.getByLabel('Preferred batch').selectOption(batch.id);
  await expect(form.getByText('5–12 years · ₹1,500 a month · Main dojo, Karve Road')).toBeVisible();
  await form.getByLabel('Anything we should know? (optional)').fill('She is shy; evenings suit us.');
  // The agreement is required: the form says so before anything is sent.
  await form.getByRole('button', { name: 'Book my free trial' }).click();
  await expect(form.getByText('Please agree to be contacted about the trial class.')).toBeVisible();
  await form.getByRole('checkbox', { name: /I agree to be contacted by phone or WhatsApp/ }).check();
  await form.getByRole('button', { name: 'Book my free trial' }).click();
  const thanks = page.getByRole('status').filter({ hasText: 'We will call you within a day' });
  await expect(thanks.getByRole('heading', { name: `Thank you, ${parent}!` })).toBeVisible();
  await expect(thanks).toContainText(batch.name);

  // The admin: the request waits in the inbox, newest first, with a badge on the nav.
  await storeLogin(page, admin);
  await page.goto('/admin/dashboard');
  await openStaffSection(page, /^Trial classes/);
  await expect(page).toHaveURL(/\/admin\/leads$/);
  const card = page.getByRole('article', { name: parent });
  await expect(card).toContainText('8 years');
  await expect(card).toContainText(batch.name);
  await expect(card).toContainText('She is shy; evenings suit us.');
  await expect(card.locator('.app-badge')).toHaveText('New');
  const spoken = `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`;
  await expect(card.getByRole('link', { name: `Call ${parent} on ${spoken}` })).toHaveAttribute(
    'href',
    `tel:+91${mobile}`,
  );
  const whatsApp = await card.getByRole('link', { name: `WhatsApp ${parent}` }).getAttribute('href');
  expect(whatsApp).toMatch(new RegExp(`^https://wa\\.me/91${mobile}\\?text=`));
  expect(new URL(whatsApp!).searchParams.get('text')).toBe(
    `Namaste ${parent}, this is Kaizen Karate Academy about your free trial class in our ${batch.name}. Which day would suit you to come?`,
  );

  await card.getByRole('button', { name: `Update the state of ${parent}` }).click();
  const update = card.getByRole('form', { name: `State and note of ${parent}` });
  await update.getByLabel('State').selectOption('contacted');
  await update.getByLabel('Note').fill('Called; trial on Saturday 5 PM');
  await update.getByRole('button', { name: 'Save' }).click();
  await expect(card.locator('.app-badge')).toHaveText('Contacted');
  await expect(card).toContainText('Called; trial on Saturday 5 PM');

  // Convert: the family's email, the child's name, date of birth and the parent's relation, into the batch.
  await card.getByRole('button', { name: `Convert ${parent} into a member of a batch` }).click();
  const modal = page.getByRole('dialog', { name: `Convert ${parent}` });
  await modal.getByLabel("Family's email").fill(email);
  await modal.getByLabel("Child's full name").fill(child);
  await modal.getByLabel('Gender').selectOption('Female');
  const [year, month, day] = academyToday().split('-');
  await modal.getByLabel("Child's date of birth").fill(`${Number(year) - 8}-${month}-${day === '29' ? '28' : day}`);
  await modal.getByLabel(`${parent}'s relation to the child`).selectOption('Mother');
  await expect(modal.getByLabel('Batch')).toHaveValue(batch.id);
  await modal.getByRole('button', { name: 'Convert and enrol' }).click();
  const done = modal.getByRole('status');
  await expect(done).toContainText(`A new account was made for ${email}`);
  await expect(done).toContainText(`${parent} is asked by email to confirm consent for the child.`);
  await modal.getByRole('button', { name: 'Close' }).first().click();
  await expect(card.locator('.app-badge')).toHaveText('Joined');
  await expect(card.getByRole('button', { name: /Convert/ })).toHaveCount(0);

  // The family's account exists: its welcome email went out, and the child is on the batch's roster.
  const welcome = await emailFromOutbox(email, (mail) => mail.subject.includes('account is ready'));
  expect(welcome.text).toContain('/fighter/forgot-password');
  await page.goto(`/admin/classes/${batch.id}`);
  await expect(page.getByText(child).first()).toBeVisible();
});

test("the prerendered /hi/trial, opened from a batch's link, takes its form over and books in Hindi", async ({
  page,
  browser,
}) => {
  // Its chunks are not preloaded (they only hydrate the form): the page must still fetch them, fill the batch
  // choice from the preloaded list, choose the linked batch and send the request.
  const admin = await apiAdminLogin(page.request);
  const batch = await createBatch(admin, page.request, `Trial Cubs ${unique()}`);
  const parent = `Sunita Rao ${unique()}`;
  const mobile = `97${String(Date.now()).slice(-8)}`;

  await page.goto(`/hi/trial?batch=${batch.id}`);
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'आपकी जानकारी' });
  await expect(form.getByLabel('पसंदीदा बैच')).toHaveValue(batch.id);
  await form.getByLabel('आपका नाम').fill(parent);
  await form.getByLabel('मोबाइल नंबर').fill(`+91 ${mobile}`);
  await form.getByLabel('विद्यार्थी की उम्र').fill('7');
  await form.getByRole('checkbox', { name: /^मैं सहमत हूँ/ }).check();
  // The parent also asks for the trial's messages on WhatsApp or SMS.
  await form.getByRole('checkbox', { name: /WhatsApp या SMS पर भी भेजें/ }).check();
  await form.getByRole('button', { name: 'मेरी मुफ़्त ट्रायल कक्षा बुक करें' }).click();
  const thanks = page.getByRole('status').filter({ hasText: `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}` });
  await expect(thanks.getByRole('heading', { name: `धन्यवाद, ${parent}!` })).toBeVisible();
  await expect(thanks).toContainText(batch.name);

  // The admin books the trial on the batch's next class day: the parent's WhatsApp gets its confirmation in Hindi.
  const before = (await whatsapp.messages()).length;
  // The admin on a phone of their own (in English: the parent's page chose Hindi for this browser).
  const staff = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await storeLogin(staff, admin);
  await staff.goto('/admin/leads');
  const card = staff.getByRole('article', { name: parent });
  await expect(card).toContainText('Asked for messages');
  await card.getByRole('button', { name: `Update the state of ${parent}` }).click();
  const update = card.getByRole('form', { name: `State and note of ${parent}` });
  await update.getByLabel('State').selectOption('trialBooked');
  await expect(update.getByLabel('Batch of the trial')).toHaveValue(batch.id);
  const day = update.getByLabel('Trial class on');
  await expect(day.locator('option')).toHaveCount(7);
  const trialOn = await day.locator('option').nth(1).getAttribute('value');
  await day.selectOption(trialOn!);
  await update.getByRole('button', { name: 'Save' }).click();
  await expect(card.locator('.app-badge')).toHaveText('Trial booked');
  await expect(card).toContainText(`Trial class`);
  await expect(card).toContainText(batch.name);
  await staff.screenshot({ path: 'test-results/trial-booked-390.png', fullPage: true });
  await expect
    .poll(async () => (await whatsapp.messages()).slice(before).filter((m) => m.to === `91${mobile}`))
    .toEqual([
      expect.objectContaining({
        template: 'kaizen_trial_confirmed',
        language: 'hi',
        parameters: [parent, batch.name, expect.stringMatching(/, शाम 5:00 – 6:00$/)],
      }),
    ]);
});

import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import {
  academyToday,
  addDays,
  CHECKIN_QR_PREFIX,
  endpointUrl,
  ENDPOINTS,
  ENGLISH,
  WEEKDAY_LABELS,
  weekdayOf,
  type AdminBatchesReply,
  type EnrolmentReply,
  type FighterClassesReply,
} from '@academy/contract';
import { test } from './fixtures/phone-line.ts';
import { apiAdminLogin, apiNewFighter, loginAsAdmin } from './fixtures/session.ts';

/** The instructor's side of classes, on a phone at the mat: a batch, its roster, attendance by tap and by QR card. */
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

const shots = path.resolve(import.meta.dirname, '..', '.tmp', 'classes-admin');
const unique = () => randomUUID().slice(0, 8);
const today = academyToday();

interface Fighter {
  id: string;
  token: string;
  fullName: string;
}

async function newFighter(request: APIRequestContext, fullName: string): Promise<Fighter> {
  const { login } = await apiNewFighter(request, 'classes', { fullName, age: 24 });
  return { id: login.userId, token: login.token, fullName };
}

async function requestEnrolment(request: APIRequestContext, fighter: Fighter, batchId: string) {
  const res = await request.post(endpointUrl(ENDPOINTS.RequestEnrolment), {
    data: { batchId, fighterId: fighter.id },
    headers: { 'x-auth-token': fighter.token },
  });
  expect(res.status()).toBe(201);
  expect(((await res.json()) as EnrolmentReply).enrolment.state).toBe('requested');
}

/** The fighter's card as a PNG: what the profile's QR holds, drawn by an ordinary QR library. */
async function cardPng(request: APIRequestContext, fighter: Fighter): Promise<Buffer> {
  const res = await request.get(endpointUrl(ENDPOINTS.GetFighterClasses, { id: fighter.id }), {
    headers: { 'x-auth-token': fighter.token },
  });
  const { checkinCode } = (await res.json()) as FighterClassesReply;
  expect(checkinCode).toMatch(/^[A-Z2-9]{8}$/);
  return QRCode.toBuffer(CHECKIN_QR_PREFIX + checkinCode, { type: 'png', width: 320, margin: 4 });
}

async function scanPhoto(page: Page, png: Buffer) {
  await page.getByLabel('Scan a photo').setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: png });
}

const resultCard = (page: Page, tone: 'good' | 'warn' | 'bad') => page.locator(`.check-in-result--${tone}`);
const markButton = (page: Page, fighter: Fighter, mark: 'Present' | 'Late' | 'Absent') =>
  page.getByRole('group', { name: fighter.fullName }).getByRole('button', { name: mark });

test('the admin creates a batch, accepts a fighter, takes attendance by taps and by QR card', async ({
  page,
  request,
  line,
}) => {
  const batchName = `Dawn Kumite ${unique()}`;
  const asha = await newFighter(request, `Asha Rao ${unique()}`);
  const ravi = await newFighter(request, `Ravi Kumar ${unique()}`);
  const stranger = await newFighter(request, `Zoya Khan ${unique()}`);

  await loginAsAdmin(page);
  await page.goto('/admin/classes');
  await page.getByRole('button', { name: 'Add batch' }).click();
  const form = page.getByRole('dialog', { name: 'Add a batch' });
  await form.getByLabel('Batch name', { exact: true }).fill(batchName);
  await form.getByLabel('Program').selectOption('Adults Karate');
  await form.getByLabel('Youngest age').fill('15');
  await form.getByLabel('Place', { exact: true }).fill('Main hall, Karve Road');
  // Today's weekday among the days and a start in the past: today's session is held.
  await form.getByText(ENGLISH[WEEKDAY_LABELS[weekdayOf(today)]], { exact: true }).click();
  await form.getByLabel('Starts at (IST)').fill('06:00');
  await form.getByLabel('Ends at (IST)').fill('07:00');
  await form.getByLabel('First class on').fill(addDays(today, -14));
  await form.getByLabel('Seats').fill('12');
  await form.getByLabel('Monthly fee (₹)').fill('1500');
  await form.getByLabel('Instructor').fill('Sensei Meera Iyer');
  await form.getByRole('button', { name: 'Add batch' }).click();
  await expect(page.getByText('Batch created.')).toBeVisible();
  await expect(page.locator('.success-overlay')).toBeHidden({ timeout: 10_000 });
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: batchName }) });
  await expect(card.getByText('0 / 12 enrolled')).toBeVisible();

  const admin = await apiAdminLogin(request);
  const { batches } = (await (
    await request.get(endpointUrl(ENDPOINTS.GetAllBatches), { headers: { 'x-auth-token': admin.token } })
  ).json()) as AdminBatchesReply;
  const batchId = batches.find((batch) => batch.name === batchName)!.id;

  await requestEnrolment(request, asha, batchId);
  await requestEnrolment(request, ravi, batchId);
  await page.reload();
  await expect(card.getByRole('link', { name: '2 requests' })).toBeVisible();
  await card.getByRole('link', { name: '2 requests' }).click();

  await expect(page.getByRole('heading', { name: '2 requests waiting' })).toBeVisible();
  await page.getByRole('button', { name: `Accept ${asha.fullName}` }).click();
  await expect(page.getByRole('alert').filter({ hasText: ENGLISH['api.enrolmentAccepted'] })).toBeVisible();
  await page.getByRole('button', { name: `Accept ${ravi.fullName}` }).click();
  await expect(page.getByRole('heading', { name: 'In the batch: 2 of 12' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /requests? waiting/ })).toHaveCount(0);
  await page.screenshot({ path: path.join(shots, 'roster.png'), fullPage: true });

  await page.getByRole('link', { name: "Take today's attendance" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/classes/${batchId}/attendance$`));
  await expect(page.getByText('Today', { exact: true })).toBeVisible();
  await markButton(page, asha, 'Present').click();
  await expect(markButton(page, asha, 'Present')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Saving…')).toHaveCount(0);
  await page.reload();
  await expect(markButton(page, asha, 'Present')).toHaveAttribute('aria-pressed', 'true');
  await expect(markButton(page, ravi, 'Present')).toHaveAttribute('aria-pressed', 'false');

  // A tap with no connection is kept, said to be unsaved, and saved once the connection is back.
  await line.goOffline(page.context());
  await markButton(page, asha, 'Late').click();
  await expect(markButton(page, asha, 'Late')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Waiting for a connection')).toBeVisible();
  await expect(page.getByText('Offline — 1 mark waiting')).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'attendance-offline.png'), fullPage: true });
  await line.goOnline(page.context());
  await expect(page.getByText('Offline — 1 mark waiting')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByText('Waiting for a connection')).toHaveCount(0);
  await page.reload();
  await expect(markButton(page, asha, 'Late')).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('link', { name: 'Check in by QR instead' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/classes/${batchId}/check-in\\?day=${today}$`));
  await expect(page.getByText('Checked in 1 of 2')).toBeVisible();

  await scanPhoto(page, await cardPng(request, ravi));
  await expect(resultCard(page, 'good')).toContainText(`${ravi.fullName} checked in.`);
  await expect(page.getByText('Checked in 2 of 2')).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'check-in.png'), fullPage: true });

  await scanPhoto(page, await cardPng(request, ravi));
  await expect(resultCard(page, 'warn')).toContainText(`${ravi.fullName} already checked in at`);

  await scanPhoto(page, await cardPng(request, stranger));
  await expect(resultCard(page, 'bad')).toContainText(`${stranger.fullName} is not enrolled in this batch.`);

  await scanPhoto(page, await QRCode.toBuffer('https://example.com/menu', { type: 'png', width: 320 }));
  await expect(resultCard(page, 'bad')).toContainText('This QR code is not an academy card.');
  await expect(page.getByText('Checked in 2 of 2')).toBeVisible();
});

import { execFileSync, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  academyToday,
  addChildReplySchema,
  addDays,
  batchReplySchema,
  endpointUrl,
  fighterRanksReplySchema,
  ENDPOINTS,
  ENGLISH,
  ranksReplySchema,
  type AddChildRequest,
  type BatchFields,
  type LoginReply,
  type Rank,
} from '@academy/contract';
import { waitForHydration } from './fixtures/hydration.ts';
import { emailFromOutbox } from './fixtures/outbox.ts';
import { apiAdminLogin, apiNewFighter, loginAsAdmin, storeLogin } from './fixtures/session.ts';

/**
 * Belt ranks and gradings end to end, on a phone and on a desktop: the admin keeps the syllabus and confirms a typed
 * belt, plans a grading whose rules let one child of a family sit it and not the other (said in words), invites and
 * passes the eligible one; the guardian sees the new belt and downloads its certificate; anyone checks the number.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const shots = path.resolve(import.meta.dirname, '..', '.tmp', 'ranks-e2e');
const today = academyToday();
const EXAMINER = 'Sensei Kavya Reddy';

/** Whether a command is installed: poppler's pdftotext and pdftoppm read the certificate where they are. */
const installed = (command: string) => spawnSync(command, ['-v']).error === undefined;

/** A full-page picture from the top: scrolled, the sticky bar would be drawn across the middle of it. */
async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

const toast = (page: Page, text: string) => page.locator('.toast-stack').getByRole('alert').filter({ hasText: text });
const unique = () => randomUUID().slice(0, 6);

/** '2026-07-05' as the site writes a day in English: '05 July 2026'. */
function dayWords(day: string): string {
  const month = new Date(`${day}T00:00:00Z`).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
  return `${day.slice(8)} ${month} ${day.slice(0, 4)}`;
}

async function getRanks(request: APIRequestContext): Promise<Rank[]> {
  return ranksReplySchema.parse(await (await request.get(endpointUrl(ENDPOINTS.GetRanks))).json()).ranks;
}

const rankInputs = (ranks: Rank[]) =>
  ranks.map(({ id, name, colour, kind, grade }) => ({ id, name, colour, kind, grade }));

/** Every spec of a run shares the server and chooses belts by name: the syllabus goes back as it was found. */
async function restoreRanks(request: APIRequestContext, before: Rank[]) {
  if (JSON.stringify(rankInputs(await getRanks(request))) === JSON.stringify(rankInputs(before))) return;
  const { token } = await apiAdminLogin(request);
  const res = await request.put(endpointUrl(ENDPOINTS.SaveRanks), {
    headers: { 'x-auth-token': token },
    data: { ranks: rankInputs(before) },
  });
  expect(res.status(), await res.text()).toBe(200);
}

const byName = (ranks: Rank[], name: string) => ranks.find((rank) => rank.name === name)!;

interface Family {
  batch: { id: string; name: string };
  guardian: LoginReply & { email: string };
  /** White belt for four months and three classes since: may sit the Yellow test. */
  ready: { id: string; name: string };
  /** No belt yet and one class: not yet for White, which needs three. */
  early: { id: string; name: string };
}

/**
 * What the journey stands on, through the real API: a batch meeting every day that accepts requests at once, a
 * family with two children enrolled, one of them White since four months ago, and the classes each attended.
 */
async function setUpFamily(request: APIRequestContext, tag: string): Promise<Family> {
  const admin = { 'x-auth-token': (await apiAdminLogin(request)).token };
  const fields: BatchFields = {
    name: `Grading Cubs ${tag}`,
    program: 'Kids Karate',
    level: 'White belt',
    minAge: 5,
    maxAge: 12,
    place: 'Main hall, Kothrud, Pune',
    weekdays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
    startTime: '17:00',
    endTime: '18:00',
    capacity: 20,
    monthlyFee: 1500,
    instructor: 'Sensei Ananya Deshpande',
    startDate: addDays(today, -7),
    autoAccept: true,
  };
  const created = await request.post(endpointUrl(ENDPOINTS.CreateBatch), { data: fields, headers: admin });
  expect(created.status(), await created.text()).toBe(201);
  const batch = batchReplySchema.parse(await created.json()).batch;

  const { fighter: parent, login } = await apiNewFighter(request, 'grading', { fullName: `Meera Iyer ${tag}` });
  const guardianHeaders = { 'x-auth-token': login.token };
  const [y, m, d] = today.split('-');
  const addChild = async (fullName: string, gender: 'Male' | 'Female') => {
    const child: AddChildRequest = {
      fullName,
      dateOfBirth: `${Number(y) - 8}-${m}-${d === '29' && m === '02' ? '28' : d}`,
      gender,
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
    const added = await request.post(endpointUrl(ENDPOINTS.AddChild), { data: child, headers: guardianHeaders });
    expect(added.status(), await added.text()).toBe(201);
    const id = addChildReplySchema.parse(await added.json()).profile.id;
    const enrolled = await request.post(endpointUrl(ENDPOINTS.RequestEnrolment), {
      data: { batchId: batch.id, fighterId: id },
      headers: guardianHeaders,
    });
    expect(enrolled.status(), await enrolled.text()).toBe(201);
    return { id, name: fullName };
  };
  const ready = await addChild(`Anika Iyer ${tag}`, 'Female');
  const early = await addChild(`Rohan Iyer ${tag}`, 'Male');

  const white = byName(await getRanks(request), 'White');
  const promoted = await request.post(endpointUrl(ENDPOINTS.RecordPromotion), {
    headers: admin,
    data: { fighterId: ready.id, rankId: white.id, day: addDays(today, -120), examiner: EXAMINER },
  });
  expect(promoted.status(), await promoted.text()).toBe(201);

  const marks = [
    [ready, today],
    [ready, addDays(today, -1)],
    [ready, addDays(today, -2)],
    [early, today],
  ] as const;
  for (const [child, day] of marks) {
    const marked = await request.post(endpointUrl(ENDPOINTS.MarkAttendance), {
      headers: admin,
      data: { batchId: batch.id, day, fighterId: child.id, mark: 'present' },
    });
    expect(marked.status(), await marked.text()).toBe(200);
  }
  return { batch, guardian: { ...login, email: parent.email }, ready, early };
}

/** The rules that split the family: Yellow after 3 months at White and 2 classes, White after 3 classes. */
const RULES = { White: { minClasses: '3' }, Yellow: { minMonths: '3', minClasses: '2' } } as const;

/** New grading through its form, as the admin fills it on the list page; lands on the grading's page. */
async function createGradingInForm(page: Page, family: Family, name: string, shot: string) {
  await page.goto('/admin/gradings');
  await page.getByRole('button', { name: 'New grading' }).click();
  const form = page.getByRole('dialog', { name: 'New grading' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Day', { exact: true }).fill(today);
  await form.getByLabel('Starts at (IST)', { exact: true }).fill('10:00');
  await form.getByLabel('Fee (₹)', { exact: true }).fill('500');
  await form.getByLabel('Place', { exact: true }).fill('Main dojo, Kothrud, Pune');
  await form.getByLabel('Examiner 1', { exact: true }).fill(EXAMINER);
  await form.getByRole('checkbox', { name: family.batch.name }).check();
  const rules = {
    'White · 10th kyu': RULES.White,
    'Yellow · 9th kyu': RULES.Yellow,
  } as Record<string, Partial<Record<'minMonths' | 'minClasses', string>>>;
  for (const [rank, rule] of Object.entries(rules)) {
    await form.getByRole('checkbox', { name: `Tests ${rank}` }).check();
    // Its rules are inputs of the rank's own item: the three labels repeat for every rank tested.
    const test = form.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name: `Tests ${rank}` }) });
    if (rule.minMonths) await test.getByLabel('Months at the rank below').fill(rule.minMonths);
    if (rule.minClasses) await test.getByLabel('Classes since last promotion').fill(rule.minClasses);
  }
  await page.screenshot({ path: path.join(shots, `grading-form-${shot}.png`) });
  await form.getByRole('button', { name: 'Create grading' }).click();
  await expect(toast(page, ENGLISH['api.gradingCreated'])).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/gradings\/[^/]+$/);
}

/**
 * On the grading's page: the eligible child and the other with the reason in words; the eligible one invited, passed
 * after the confirmation, with the new belt and the certificate number shown. Answers the number.
 */
async function fromCandidatesToResults(page: Page, family: Family, shot: string): Promise<string> {
  const candidates = page.getByRole('region', { name: 'Candidates' });
  await expect(candidates).toContainText("2 fighters in the grading's batches · 1 eligible · 0 invited");
  const ready = candidates.getByRole('row').filter({ hasText: family.ready.name });
  const early = candidates.getByRole('row').filter({ hasText: family.early.name });
  await expect(ready).toContainText('White · 10th kyu');
  await expect(ready).toContainText('Yellow · 9th kyu');
  await expect(ready.getByText('Eligible', { exact: true })).toBeVisible();
  await expect(early.getByText('No rank yet')).toBeVisible();
  await expect(early.getByText('Not yet', { exact: true })).toBeVisible();
  await expect(early.getByText('1 of 3 classes attended')).toBeVisible();
  // Only the eligible can be chosen.
  await expect(early.getByRole('checkbox')).toHaveCount(0);
  await shoot(page, `grading-candidates-${shot}`);

  const results = page.getByRole('region', { name: 'Results' });
  await expect(results).toContainText('Nobody is invited yet');
  await candidates.getByRole('checkbox', { name: `Select ${family.ready.name}` }).check();
  await candidates.getByRole('button', { name: 'Invite 1' }).click();
  await expect(toast(page, '1 fighter invited. The families have been emailed.')).toBeVisible();
  await expect(candidates).toContainText('1 invited');
  await expect(ready.locator('.candidates-table__invited')).not.toHaveText('—');

  const choices = results.getByRole('group', { name: `Result of ${family.ready.name}` });
  await expect(results.getByRole('group')).toHaveCount(1);
  const pass = choices.getByRole('radio', { name: 'Pass' });
  await choices.getByText('Pass', { exact: true }).click();
  await expect(pass).toBeChecked();
  await expect(results).toContainText('1 result to save, 1 promoted');
  await results.getByRole('button', { name: 'Save results' }).click();
  const confirm = page.getByRole('dialog', { name: 'Promote 1 fighter?' });
  await expect(confirm).toContainText('A pass cannot be undone.');
  await confirm.getByRole('button', { name: 'Promote 1 fighter' }).click();
  await expect(toast(page, ENGLISH['api.resultsRecorded'])).toBeVisible();
  await expect(confirm).toBeHidden();

  const done = results.getByRole('listitem').filter({ hasText: family.ready.name });
  await expect(done.getByText('Passed')).toBeVisible();
  await expect(done.locator('.result-done').getByText('Yellow · 9th kyu')).toBeVisible();
  const certificate = done.getByText(/^Certificate KKA-\d{4}-\d{5}-[A-Z0-9]{4}$/);
  await expect(certificate).toBeVisible();
  // The result is final: no choice is left to make, and the page's counts say so.
  await expect(results.getByRole('group')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'About the grading' })).toContainText('1 invited · 1 promoted');
  await expect(ready).toContainText('Passed');
  await shoot(page, `grading-results-${shot}`);
  return (await certificate.textContent())!.replace('Certificate ', '');
}

/** Anyone, without logging in: the number typed in lower case, the same number from the QR's address, a wrong one. */
async function verifyAsVisitor(browser: Browser, viewport: typeof PHONE, number: string, child: string, shot: string) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  try {
    await page.goto('/verify');
    await waitForHydration(page);
    // The route's own code may come after the root's: the form is React's once its handlers are on it (before that,
    // Check sends the prerendered form to /verify?number=, which checks too, but is not the path under test here).
    await page.waitForFunction(() => {
      const form = document.querySelector('form.verify-form');
      return !!form && Object.keys(form).some((key) => key.startsWith('__reactProps'));
    });
    await page.getByLabel('Certificate number').fill(number.toLowerCase());
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page).toHaveURL(new RegExp(`/verify/${number}$`));
    const genuine = page.getByRole('region', { name: 'Genuine certificate' });
    await expect(genuine.getByText(child, { exact: true })).toBeVisible();
    await expect(genuine.getByText('Yellow · 9th kyu')).toBeVisible();
    await expect(genuine.getByText(dayWords(today))).toBeVisible();
    await expect(genuine.getByText(EXAMINER)).toHaveCount(0);
    await shoot(page, `verify-${shot}`);

    await page.goto(`/verify/${number}`);
    await expect(page.getByRole('region', { name: 'Genuine certificate' }).getByText(child)).toBeVisible();

    const letters = number.slice(-4);
    const wrong = number.slice(0, -4) + (letters === 'ZZZZ' ? 'YYYY' : 'ZZZZ');
    await page.goto(`/verify/${wrong}`);
    await expect(page.getByRole('alert')).toHaveText(ENGLISH['api.certificateNotFound']);
    await expect(page.getByRole('region', { name: 'Genuine certificate' })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  } finally {
    await context.close();
  }
}

let syllabus: Rank[] = [];

test.beforeAll(async ({ request }) => {
  fs.mkdirSync(shots, { recursive: true });
  syllabus = await getRanks(request);
});

test.afterAll(async ({ request }) => {
  if (syllabus.length > 0) await restoreRanks(request, syllabus);
});

test('on a phone: the syllabus, a belt confirmed, a grading from candidates to results, the certificate and its check', async ({
  page,
  browser,
  request,
}) => {
  await page.setViewportSize(PHONE);
  const tag = unique();
  const family = await setUpFamily(request, tag);
  const { login: claimant } = await apiNewFighter(request, 'claim', { fullName: `Dev Kulkarni ${tag}` });
  const claimed = await request.put(endpointUrl(ENDPOINTS.UpdateFighterDetails, { id: claimant.userId }), {
    headers: { 'x-auth-token': claimant.token },
    data: { fullName: `Dev Kulkarni ${tag}`, mobileNumber: '9876501234', beltLevel: 'Yellow 9 kyu' },
  });
  expect(claimed.status(), await claimed.text()).toBe(200);

  // The syllabus: a Red belt added after Yellow and saved, then removed again and saved.
  await loginAsAdmin(page);
  await page.goto('/admin/ranks');
  const editor = page.getByRole('form', { name: 'Syllabus' });
  const rows = editor.getByRole('list').first().getByRole('listitem');
  await expect(rows).toHaveCount(syllabus.length);
  await expect(rows.nth(1)).toHaveAccessibleName('Rank 2: Yellow · 9th kyu');
  await shoot(page, 'ranks-390');
  // A rank opens to its fields from its line; one added opens by itself with its Name to type.
  const editYellow = editor.getByRole('button', { name: 'Edit Yellow · 9th kyu' });
  await editYellow.click();
  await expect(editYellow).toHaveAttribute('aria-expanded', 'true');
  await editor.getByRole('button', { name: 'Add after Yellow · 9th kyu' }).click();
  const added = rows.nth(2);
  await expect(added).toContainText('New');
  await expect(added.getByLabel('Name', { exact: true })).toBeFocused();
  await added.getByLabel('Name', { exact: true }).fill('Red');
  await added.getByLabel('Colour', { exact: true }).fill('#c62828');
  await added.getByLabel('Number', { exact: true }).fill('8');
  await expect(added).toHaveAccessibleName('Rank 3: Red · 8th kyu');
  const grade = added.getByLabel('Number', { exact: true });
  await grade.blur();
  await expect(grade).not.toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: path.join(shots, 'ranks-adding-390.png') });
  await editor.getByRole('button', { name: 'Save ranks' }).click();
  await expect(toast(page, ENGLISH['api.ranksSaved'])).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Discard changes' })).toHaveCount(0);
  await expect(added).not.toContainText('New');
  const saved = await getRanks(request);
  expect(saved.map((rank) => rank.name).slice(0, 4)).toEqual(['White', 'Yellow', 'Red', 'Orange']);
  expect(saved[2]).toMatchObject({ colour: '#c62828', kind: 'kyu', grade: 8 });

  await editor.getByRole('button', { name: 'Edit Red · 8th kyu' }).click();
  await editor.getByRole('button', { name: 'Remove Red · 8th kyu' }).click();
  await expect(rows).toHaveCount(syllabus.length);
  await editor.getByRole('button', { name: 'Save ranks' }).click();
  await expect(editor.getByRole('button', { name: 'Discard changes' })).toHaveCount(0);
  await expect.poll(async () => rankInputs(await getRanks(request))).toEqual(rankInputs(syllabus));
  await expect(editor.getByRole('button', { name: 'Edit Red · 8th kyu' })).toHaveCount(0);

  // A belt the fighter chose on their profile, confirmed as the rank its words name.
  const claims = page.getByRole('region', { name: 'Belts to confirm' });
  const claim = claims.getByRole('listitem', { name: `Dev Kulkarni ${tag}` });
  await expect(claim).toContainText('Says: Yellow 9 kyu');
  await expect(claim.getByLabel('Rank', { exact: true })).toHaveValue(byName(syllabus, 'Yellow').id);
  await claim.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(shots, 'rank-claims-390.png') });
  await claim.getByRole('button', { name: `Confirm the belt of Dev Kulkarni ${tag}` }).click();
  await expect(claim).toHaveCount(0);
  const confirmed = await request.get(endpointUrl(ENDPOINTS.GetFighterRanks, { id: claimant.userId }), {
    headers: { 'x-auth-token': claimant.token },
  });
  expect(fighterRanksReplySchema.parse(await confirmed.json())).toMatchObject({
    rank: { name: 'Yellow', grade: 9 },
    since: today,
  });

  // The grading, planned in its form, run from its candidates to the results.
  const gradingName = `Monsoon kyu grading ${tag}`;
  await createGradingInForm(page, family, gradingName, '390');
  const number = await fromCandidatesToResults(page, family, '390');
  const invitation = await emailFromOutbox(family.guardian.email, (mail) => mail.subject.includes(gradingName));
  // The email names the weekday too: 'on Thursday, 26 November 2026'.
  expect(invitation.subject).toMatch(
    new RegExp(`^Grading invitation: ${gradingName} on \\w+, ${dayWords(today).replace(/^0/, '')}$`),
  );
  expect(invitation.text).toContain(`${family.ready.name} is invited to sit the grading for Yellow · 9th kyu.`);
  await page.goto('/admin/gradings');
  const listed = page.getByRole('row').filter({ hasText: gradingName });
  await expect(listed.getByRole('link', { name: `Open ${gradingName}` })).toBeVisible();
  await shoot(page, 'gradings-390');

  // The guardian: the child's new belt and its promotion, and the certificate downloaded.
  await page.evaluate(() => localStorage.clear());
  await storeLogin(page, family.guardian);
  await page.goto(`/fighter/viewprofile?profile=${family.ready.id}`);
  const belt = page.getByRole('region', { name: 'Belt and rank' });
  await expect(belt.locator('.ranks-current')).toContainText('Yellow · 9th kyu');
  await expect(belt.getByText(`Since ${dayWords(today)}`)).toBeVisible();
  const steps = belt.getByRole('listitem');
  await expect(steps).toHaveCount(2);
  await expect(steps.first()).toContainText(`${dayWords(today)} · ${gradingName}`);
  await expect(steps.first()).toContainText(`Examined by ${EXAMINER}`);
  await expect(steps.first()).toContainText(`Certificate no. ${number}`);
  await expect(steps.nth(1)).toContainText('White · 10th kyu');
  await expect(steps.nth(1)).toContainText('Recorded by the academy');
  await belt.scrollIntoViewIfNeeded();
  await belt.screenshot({ path: path.join(shots, 'profile-ranks-390.png') });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    steps.first().getByRole('button', { name: 'Download certificate for Yellow · 9th kyu' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`certificate-${number}.pdf`);
  const pdfPath = path.join(shots, `certificate-${number}.pdf`);
  await download.saveAs(pdfPath);
  const pdf = fs.readFileSync(pdfPath).toString('latin1');
  expect(pdf.startsWith('%PDF-')).toBe(true);
  // jsPDF writes its Latin text as plain strings, so the words are checked where poppler is not installed too.
  expect(pdf).toContain(`/Title (Certificate of Rank ${number})`);
  for (const words of [
    'Certificate of Rank',
    family.ready.name,
    `Certificate no. ${number}`,
    `on ${dayWords(today)}`,
  ]) {
    expect(pdf).toContain(`(${words}) Tj`);
  }
  expect(pdf).toMatch(new RegExp(`\\(https?://[^)]+/verify/${number}\\) Tj`));
  if (installed('pdftotext')) {
    const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
    expect(text).toContain('Yellow · 9th kyu');
    expect(text).toContain(`at ${gradingName}, Main dojo, Kothrud, Pune`);
  }
  // A picture of it to look at: the page at 60 dpi.
  if (installed('pdftoppm')) {
    execFileSync('pdftoppm', ['-png', '-r', '60', '-singlefile', pdfPath, path.join(shots, 'certificate-390')]);
    expect(fs.statSync(path.join(shots, 'certificate-390.png')).size).toBeGreaterThan(10_000);
  }

  await verifyAsVisitor(browser, PHONE, number, family.ready.name, '390');
});

test('on a desktop: a grading from candidates to results and the check of its certificate', async ({
  page,
  browser,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  const tag = unique();
  const family = await setUpFamily(request, tag);

  await loginAsAdmin(page);
  await page.goto('/admin/ranks');
  await expect(
    page.getByRole('form', { name: 'Syllabus' }).getByRole('list').first().getByRole('listitem'),
  ).toHaveCount(syllabus.length);
  await shoot(page, 'ranks-1280');

  const gradingName = `Winter kyu grading ${tag}`;
  await createGradingInForm(page, family, gradingName, '1280');
  const number = await fromCandidatesToResults(page, family, '1280');
  await page.goto('/admin/gradings');
  await expect(page.getByRole('row').filter({ hasText: gradingName })).toContainText(gradingName);
  await shoot(page, 'gradings-1280');

  await page.evaluate(() => localStorage.clear());
  await storeLogin(page, family.guardian);
  await page.goto(`/fighter/viewprofile?profile=${family.ready.id}`);
  const belt = page.getByRole('region', { name: 'Belt and rank' });
  await expect(belt.getByRole('listitem').first()).toContainText(`Certificate no. ${number}`);
  await belt.screenshot({ path: path.join(shots, 'profile-ranks-1280.png') });

  await verifyAsVisitor(browser, DESKTOP, number, family.ready.name, '1280');
});

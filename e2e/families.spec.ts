import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  academyToday,
  ageOn,
  endpointUrl,
  ENDPOINTS,
  ENGLISH,
  formatMobile,
  type AcademyEvent,
  type BookingRecord,
} from '@academy/contract';
import { createEventViaApi } from './fixtures/events.ts';
import { waitForHydration } from './fixtures/hydration.ts';
import { emailFromOutbox } from './fixtures/outbox.ts';
import { apiAdminLogin, FIGHTER_PASSWORD } from './fixtures/session.ts';

/** Issue 13, families and guardian consent, walked in a browser as wide as a cheap Android phone. */
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

const shots = path.resolve(import.meta.dirname, '..', '.tmp', 'families');
const unique = () => randomUUID().slice(0, 8);

/** A date of birth `years` ago (a little over, so the age does not hinge on today's date), and the age it makes. */
function bornYearsAgo(years: number, monthsMore: number): { dateOfBirth: string; age: number } {
  const [y, m, d] = academyToday().split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y - years, m - 1 - monthsMore, Math.min(d, 28)));
  const dateOfBirth = day.toISOString().slice(0, 10);
  return { dateOfBirth, age: ageOn(dateOfBirth, academyToday()) };
}

interface Guardian {
  fullName: string;
  email: string;
  mobileNumber: string;
}

interface Child {
  fullName: string;
  dateOfBirth: string;
  age: number;
  gender: 'Male' | 'Female';
  /** Optional details given on Add a child, which the booking form then fills in. */
  discipline?: 'Karate';
  /** The belt's option value, the words that name a rank of the syllabus ('Yellow 9 kyu'). */
  beltLevel?: string;
}

const toast = (page: Page, text: string) => page.locator('.toast-stack').getByRole('alert').filter({ hasText: text });
const guardianBlock = (scope: Locator | Page) => scope.getByRole('group', { name: 'Parent or guardian' });

async function signUpAndLogIn(page: Page, guardian: Guardian) {
  await page.goto('/fighter/signup');
  await waitForHydration(page);
  await page.getByLabel('Full Name').fill(guardian.fullName);
  await page.getByLabel('Email ID').fill(guardian.email);
  await page.getByLabel('Mobile Number').fill(guardian.mobileNumber);
  await page.getByLabel('Age', { exact: true }).fill('38');
  await page.getByLabel('Gender').selectOption('Female');
  await page.getByLabel('Password', { exact: true }).fill(FIGHTER_PASSWORD);
  await page.getByLabel('Re-enter Password', { exact: true }).fill(FIGHTER_PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(toast(page, 'Signup successful')).toBeVisible();
  await expect(page).toHaveURL(/\/fighter\/login$/);
  // The address changes at once; the sign-up form stays on the screen until the login page's code is in (the router
  // navigates in a transition), and a fill meanwhile went to the sign-up form's Password.
  await expect(page.getByRole('heading', { name: 'Fighter Login' })).toBeVisible();

  await page.getByLabel('Email').fill(guardian.email);
  await page.getByLabel('Password', { exact: true }).fill(FIGHTER_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/fighter\/viewprofile$/);
  await expect(page.getByRole('heading', { name: 'Profile Details' })).toBeVisible();
}

/**
 * Adds `child` through the Add a child modal, opened by `opener`; answers the child's profile id (the page switches
 * to it). The first child is also submitted once without the agreement, which must be refused.
 */
async function addChild(page: Page, opener: Locator, guardian: Guardian, child: Child, tryWithoutAgreement: boolean) {
  await opener.click();
  const modal = page.getByRole('dialog', { name: 'Add a child' });
  await expect(modal).toBeVisible();
  await modal.getByLabel("Child's full name").fill(child.fullName);
  await modal.getByLabel('Date of birth').fill(child.dateOfBirth);
  await modal.getByLabel('Gender', { exact: true }).selectOption(child.gender);
  if (child.discipline) await modal.getByLabel('Discipline (optional)').selectOption(child.discipline);
  if (child.beltLevel) await modal.getByLabel('Belt Level (optional)').selectOption(child.beltLevel);

  // The guardian block is the account's own details, the relation and the agreement left to the guardian.
  const block = guardianBlock(modal);
  await expect(block.getByLabel("Parent or guardian's full name")).toHaveValue(guardian.fullName);
  await expect(block.getByLabel("Parent or guardian's mobile number")).toHaveValue(formatMobile(guardian.mobileNumber));
  await expect(block.getByLabel("Parent or guardian's email")).toHaveValue(guardian.email);
  await block.getByLabel('Relation to the child').selectOption('Mother');
  const agreement = block.getByRole('checkbox', {
    name: `I am ${child.fullName}'s parent or lawful guardian and I agree to the privacy notice`,
  });
  await expect(agreement).not.toBeChecked();
  await expect(block.getByRole('link', { name: /^privacy notice \(version of .+\)$/ })).toHaveAttribute(
    'href',
    '/privacy',
  );

  const submit = modal.getByRole('button', { name: 'Add child', exact: true });
  if (tryWithoutAgreement) {
    await submit.click();
    await expect(block.getByText(ENGLISH['form.consent.required'])).toBeVisible();
    await expect(modal).toBeVisible();
  }
  await agreement.check();
  await submit.click();

  await expect(
    toast(page, `We have emailed ${guardian.email} a link to confirm consent for ${child.fullName}`),
  ).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/fighter\/viewprofile\?profile=[^&]+$/);
  await expect(page.getByRole('heading', { name: 'Profile Details' })).toBeVisible();
  const switcher = page.getByRole('navigation', { name: 'Family profiles' });
  const link = switcher.getByRole('link', { name: child.fullName });
  await expect(link).toHaveAttribute('aria-current', 'page');
  await expect(link).toContainText(ENGLISH['form.consentState.pending']);
  return new URL(page.url()).searchParams.get('profile')!;
}

/** Books `event` for the family child `child` from /events, then checks the confirmation names that child. */
async function bookForChild(page: Page, event: AcademyEvent, guardian: Guardian, child: Child, other: Child) {
  await page.goto('/events');
  await waitForHydration(page);
  await page
    .getByRole('article', { name: event.eventName })
    .getByRole('button', { name: `Book a Seat: ${event.eventName}` })
    .click();
  const modal = page.getByRole('dialog', { name: event.eventName });
  const bookingFor = modal.getByLabel('Booking for');
  await expect(bookingFor.getByRole('option')).toHaveText([
    `${guardian.fullName} (you)`,
    // GetFamily lists the children eldest first.
    ...[child, other].sort((a, b) => a.dateOfBirth.localeCompare(b.dateOfBirth)).map((c) => c.fullName),
  ]);
  // The account holder's own details first, then the child's once chosen: what the records hold is shown, not asked.
  const records = modal.getByRole('region', { name: /: from your records$/ });
  const recorded = (label: string) => records.locator('div').filter({ has: page.getByText(label, { exact: true }) });
  await expect(recorded('Name').locator('dd')).toHaveText(guardian.fullName);
  await bookingFor.selectOption({ label: child.fullName });

  await expect(recorded('Name').locator('dd')).toHaveText(child.fullName);
  await expect(recorded('Email').locator('dd')).toHaveText(guardian.email);
  await expect(recorded('Mobile Number').locator('dd')).toHaveText(formatMobile(guardian.mobileNumber));
  await expect(recorded('Age').locator('dd')).toHaveText(String(child.age));
  await expect(modal.getByLabel('Name', { exact: true })).toHaveCount(0);
  // Under 18, yet no guardian block: the guardian is on record for a child of the family.
  await expect(modal.getByLabel('Master Name', { exact: true })).toBeVisible();
  await expect(guardianBlock(modal)).toHaveCount(0);

  if (!child.beltLevel) await modal.getByLabel('Belt Level', { exact: true }).selectOption('White 10 kyu');
  if (!child.discipline) await modal.getByLabel('Discipline', { exact: true }).selectOption('Karate');
  await modal.getByLabel('Height (cm)', { exact: true }).fill('132');
  await modal.getByLabel('Weight (kg)', { exact: true }).fill('29');
  await modal.getByLabel('Master Name', { exact: true }).fill('Sensei Meera Joshi');
  await modal.getByLabel('Academy Name', { exact: true }).fill('Kaizen Karate Academy');
  await modal.getByRole('button', { name: 'Book a Seat', exact: true }).click();

  await page.waitForURL('**/booking-confirmation');
  const confirmation = page.getByRole('article', { name: 'Booking Confirmation' });
  // The entry fee is still to pay: the seat is held, and the parent who booked is thanked.
  await expect(confirmation).toContainText(/Your seat is held until /);
  await expect(confirmation).toContainText(
    `Thank you for booking with Kaizen Karate Academy, ${guardian.fullName}. We look forward to seeing ${child.fullName} at the event.`,
  );
  await expect(confirmation).toContainText(event.eventName);
  await expect(confirmation).toContainText(child.fullName);
  await expect(confirmation).not.toContainText(other.fullName);
  // The guardian is named only in the thanks: the booking's details are the child's.
  await expect(confirmation.locator('.confirmation-list').filter({ hasText: guardian.fullName })).toHaveCount(0);
  await expect(confirmation).toContainText(guardian.email);
}

test('a guardian adds two children, confirms consent for one from the email and books an event for each', async ({
  page,
}) => {
  const id = unique();
  const guardian: Guardian = {
    fullName: 'Priya Deshmukh',
    email: `guardian-${id}@e2e.academy`,
    mobileNumber: '9822012345',
  };
  const elder: Child = {
    fullName: 'Aarav Deshmukh',
    ...bornYearsAgo(12, 2),
    gender: 'Male',
    discipline: 'Karate',
    beltLevel: 'Yellow 9 kyu',
  };
  const younger: Child = { fullName: 'Ishita Deshmukh', ...bornYearsAgo(8, 5), gender: 'Female' };

  // 1. Sign up through the form as an adult, log in, the profile page.
  await signUpAndLogIn(page, guardian);

  // 2. Two children through Add a child: the first from the invite, the second from the switcher.
  const elderId = await addChild(page, page.getByRole('button', { name: 'Add a child' }), guardian, elder, true);
  const switcher = page.getByRole('navigation', { name: 'Family profiles' });
  const youngerId = await addChild(
    page,
    switcher.getByRole('button', { name: 'Add a child' }),
    guardian,
    younger,
    false,
  );
  expect(youngerId).not.toBe(elderId);
  await expect(switcher.getByRole('link')).toHaveCount(3);
  await expect(switcher.getByRole('link', { name: guardian.fullName })).toContainText('You');
  await expect(switcher.getByRole('link', { name: elder.fullName })).toContainText(
    ENGLISH['form.consentState.pending'],
  );

  // 3. Consent for the elder from the emailed link.
  const mail = await emailFromOutbox(guardian.email, (m) => m.subject.includes(elder.fullName));
  expect(mail.subject).toBe(`Please confirm consent for ${elder.fullName} at Kaizen Karate Academy`);
  const token = /\/consent#([A-Za-z0-9_-]{32,64})/.exec(mail.text)?.[1];
  expect(token, mail.text).toBeDefined();
  expect(mail.html).toContain(`/consent#${token}`);

  await page.goto(`/consent#${token}`);
  const card = page.getByRole('article', { name: `Consent for ${elder.fullName}` });
  await expect(card).toContainText(elder.fullName);
  await expect(card).toContainText(`${guardian.fullName} (Mother)`);
  await expect(card).toContainText('A profile at Kaizen Karate Academy');
  await expect(card).toContainText(ENGLISH['form.consentState.pending']);
  await page.screenshot({ path: path.join(shots, 'consent-pending-390.png'), fullPage: true });
  await card.getByRole('button', { name: 'I confirm my consent' }).click();
  await expect(card.getByRole('status')).toHaveText(ENGLISH['api.consentConfirmed']);
  await expect(card).toContainText(ENGLISH['form.consentState.confirmed']);
  await expect(card).toContainText('Your consent was recorded on');
  await expect(card.getByRole('button', { name: 'I confirm my consent' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Withdraw consent' })).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'consent-confirmed-390.png') });

  // Back on the profile: the elder's consent confirmed and photos allowed, the younger's still pending.
  await page.goto('/fighter/viewprofile');
  await expect(switcher.getByRole('link', { name: elder.fullName })).toContainText(
    ENGLISH['form.consentState.confirmed'],
  );
  await expect(switcher.getByRole('link', { name: younger.fullName })).toContainText(
    ENGLISH['form.consentState.pending'],
  );
  const photoButton = page.getByRole('button', { name: 'Update Picture' });
  const needsConsent = page.getByText(ENGLISH['account.photo.needsConsent']);
  const consentPanel = page.getByRole('region', { name: "Parent's consent" });

  await switcher.getByRole('link', { name: elder.fullName }).click();
  await expect(page).toHaveURL(new RegExp(`\\?profile=${elderId}$`));
  await expect(page.getByRole('heading', { name: `${elder.fullName}'s profile` })).toBeAttached();
  await expect(consentPanel).toContainText(`Consent given by ${guardian.fullName} (Mother) on`);
  await expect(photoButton).toBeEnabled();
  await expect(needsConsent).toHaveCount(0);

  await switcher.getByRole('link', { name: younger.fullName }).click();
  await expect(page).toHaveURL(new RegExp(`\\?profile=${youngerId}$`));
  await expect(page.getByRole('heading', { name: `${younger.fullName}'s profile` })).toBeAttached();
  await expect(consentPanel).toContainText(`Waiting for ${guardian.fullName} to confirm from the email sent to`);
  await expect(consentPanel).toContainText(guardian.email);
  await expect(photoButton).toBeDisabled();
  await expect(needsConsent).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'profile-two-children-390.png') });
  await page.screenshot({ path: path.join(shots, 'profile-two-children-390-full.png'), fullPage: true });

  // 4. An event booked for each child, the guardian on record.
  const event = await createEventViaApi(page.request, {
    eventName: `E2E Family Kata Cup ${id.toUpperCase()}`,
    address: 'Kaizen Dojo, FC Road, Pune',
    eventDescription: 'Kata for juniors, every belt.',
    eventDateTime: '2033-03-14T05:30:00.000Z',
    totalSeats: '20',
    entryFee: '500',
  });
  await bookForChild(page, event, guardian, elder, younger);
  await bookForChild(page, event, guardian, younger, elder);

  // The admin sees each booking carrying its child's profile id.
  const { token: adminToken } = await apiAdminLogin(page.request);
  const res = await page.request.get(endpointUrl(ENDPOINTS.getEventById, { id: event._id }), {
    headers: { 'x-auth-token': adminToken },
  });
  expect(res.status()).toBe(200);
  const bookings = ((await res.json()) as { event: AcademyEvent }).event.bookings as BookingRecord[];
  const byName = (name: string) => bookings.filter((booking) => booking.fighterName === name);
  expect(bookings).toHaveLength(2);
  expect(byName(elder.fullName)).toEqual([
    expect.objectContaining({ fighterId: elderId, age: elder.age, email: guardian.email }),
  ]);
  expect(byName(younger.fullName)).toEqual([
    expect.objectContaining({ fighterId: youngerId, age: younger.age, email: guardian.email }),
  ]);
});

test('a visitor booking an attendee aged 12 fills the guardian block and must agree to the privacy notice', async ({
  page,
}) => {
  const id = unique();
  const parentEmail = `visitor-parent-${id}@e2e.academy`;
  const event = await createEventViaApi(page.request, {
    eventName: `E2E Junior Open ${id.toUpperCase()}`,
    address: 'Kaizen Dojo, FC Road, Pune',
    eventDescription: 'Kumite for juniors.',
    eventDateTime: '2033-04-18T05:30:00.000Z',
    totalSeats: '20',
    entryFee: '300',
  });

  await page.goto('/events');
  await waitForHydration(page);
  await page
    .getByRole('article', { name: event.eventName })
    .getByRole('button', { name: `Book a Seat: ${event.eventName}` })
    .click();
  const modal = page.getByRole('dialog', { name: event.eventName });
  await expect(modal.getByLabel('Name', { exact: true })).toBeVisible();
  await expect(modal.getByLabel('Booking for')).toHaveCount(0);
  await modal.getByLabel('Name', { exact: true }).fill('Kabir Nair');
  await modal.getByLabel('Email', { exact: true }).fill(parentEmail);
  await modal.getByLabel('Mobile Number', { exact: true }).fill('9876501234');
  await modal.getByLabel('Age', { exact: true }).fill('19');
  await expect(guardianBlock(modal)).toHaveCount(0);
  await modal.getByLabel('Age', { exact: true }).fill('12');
  const block = guardianBlock(modal);
  await expect(block).toBeVisible();
  await modal.getByLabel('Belt Level', { exact: true }).selectOption({ label: 'Green · 7th kyu' });
  await modal.getByLabel('Height (cm)', { exact: true }).fill('150');
  await modal.getByLabel('Weight (kg)', { exact: true }).fill('40');
  await modal.getByLabel('Discipline', { exact: true }).selectOption('Karate');
  await modal.getByLabel('Master Name', { exact: true }).fill('Sensei Rajesh Kulkarni');
  await modal.getByLabel('Academy Name', { exact: true }).fill('Kaizen Karate Academy');

  // A visitor's guardian block starts blank.
  await expect(block.getByLabel("Parent or guardian's full name")).toHaveValue('');
  await block.getByLabel("Parent or guardian's full name").fill('Lakshmi Nair');
  await block.getByLabel('Relation to the child').selectOption('Mother');
  await block.getByLabel("Parent or guardian's mobile number").fill('9876509876');
  await block.getByLabel("Parent or guardian's email").fill(parentEmail);

  const submit = modal.getByRole('button', { name: 'Book a Seat', exact: true });
  await submit.click();
  await expect(block.getByText(ENGLISH['form.consent.required'])).toBeVisible();
  await expect(modal).toBeVisible();
  await expect(page).toHaveURL(/\/events$/);

  await block.getByRole('checkbox', { name: /^I am Kabir Nair's parent or lawful guardian and I agree to/ }).check();
  await submit.click();
  await page.waitForURL('**/booking-confirmation');
  await expect(page.getByRole('article', { name: 'Booking Confirmation' })).toContainText('Kabir Nair');

  // The guardian is asked for consent by email, for this booking.
  const mail = await emailFromOutbox(parentEmail, (m) => m.subject.startsWith('Please confirm consent'));
  expect(mail.subject).toBe('Please confirm consent for Kabir Nair at Kaizen Karate Academy');
  expect(mail.text).toContain(`Kabir Nair has been booked for ${event.eventName}`);
  expect(mail.text).toMatch(/\/consent#[A-Za-z0-9_-]{32,64}/);
});

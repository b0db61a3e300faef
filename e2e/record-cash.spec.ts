import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  duesReplySchema,
  endpointUrl,
  ENDPOINTS,
  type BookingRequest,
  type LoginReply,
  type StaffInvitationReply,
} from '@academy/contract';
import { createEventViaApi } from './fixtures/events.ts';
import { emailFromOutbox } from './fixtures/outbox.ts';
import { apiAdminLogin, apiNewFighter, storeLogin } from './fixtures/session.ts';

test.use({ viewport: { width: 390, height: 844 } });

/**
 * Cash at the front desk, on a phone: a parent owes two event fees; the front desk finds the family, sees both dues
 * already ticked and a button naming the amount and the payer, unticks and ticks back, records the cash, and the
 * dues are paid. The desk is offered cash only: waivers are the owner's.
 */
test('the front desk records cash for a family whose dues come preselected, and they are paid', async ({ page }) => {
  const tag = randomUUID().slice(0, 6);
  const payer = `Lata Pawar ${tag}`;
  const { token: ownerToken } = await apiAdminLogin(page.request);
  const { fighter, login: family } = await apiNewFighter(page.request, 'record-cash', { fullName: payer });
  for (const [name, fee, day] of [
    [`E2E Cash Kata ${tag}`, '700', '2031-10-12'],
    [`E2E Cash Kumite ${tag}`, '800', '2031-10-19'],
  ] as const) {
    const event = await createEventViaApi(page.request, {
      eventName: name,
      address: 'Kaizen Dojo, FC Road, Pune',
      eventDescription: 'Kata and kumite for every belt.',
      eventDateTime: `${day}T04:30:00.000Z`,
      totalSeats: '20',
      entryFee: fee,
    });
    const booking: BookingRequest = {
      eventId: event._id,
      fighterName: payer,
      email: fighter.email,
      mobileNumber: '9876501234',
      age: 34,
      beltLevel: 'Orange 8 kyu',
      height: 160,
      weight: 55,
      discipline: 'Karate',
      masterName: 'Sensei Rao',
      academyName: 'Kaizen Karate Academy',
    };
    const booked = await page.request.post(endpointUrl(ENDPOINTS.BookEvent), {
      data: booking,
      headers: { 'x-auth-token': family.token },
    });
    expect(booked.status(), await booked.text()).toBe(200);
  }

  // A front desk, invited by the owner, signs in.
  const deskEmail = `desk-${tag}@e2e.academy`;
  const invited = await page.request.post(endpointUrl(ENDPOINTS.InviteStaff), {
    data: { name: `Kavita Joshi ${tag}`, email: deskEmail, role: 'frontDesk' },
    headers: { 'x-auth-token': ownerToken },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  expect(((await invited.json()) as StaffInvitationReply).invitation.role).toBe('frontDesk');
  const mail = await emailFromOutbox(deskEmail, (each) => each.text.includes('/admin/invitation#'));
  const token = /\/admin\/invitation#([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
  const accepted = await page.request.post(endpointUrl(ENDPOINTS.AcceptStaffInvitation), {
    data: { token, password: 'desk-password-1', confirmPassword: 'desk-password-1' },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await storeLogin(page, (await accepted.json()) as LoginReply);

  await page.goto('/admin/payments/record');
  await page.getByLabel('Find a fighter').fill(payer);
  await page.getByRole('button', { name: new RegExp(payer) }).click();
  const dues = page.getByRole('group', { name: 'Open dues' });
  const kata = dues.getByRole('checkbox', { name: /E2E Cash Kata/ });
  const kumite = dues.getByRole('checkbox', { name: /E2E Cash Kumite/ });
  await expect(kata).toBeChecked();
  await expect(kumite).toBeChecked();
  await expect(page.getByRole('radio', { name: /Cash received/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Waive/ })).toHaveCount(0);
  const record = page.getByRole('button', { name: `Record ₹1,500.00 cash from ${payer}` });
  await expect(record).toBeEnabled();
  await page.screenshot({ path: path.join('test-results', 'record-cash-390.png'), fullPage: true });

  // The button follows what is ticked, and with nothing ticked says what to do instead of offering ₹0.00.
  await kumite.uncheck();
  await expect(page.getByRole('button', { name: `Record ₹700.00 cash from ${payer}` })).toBeVisible();
  await kata.uncheck();
  await expect(page.getByRole('button', { name: 'Choose at least one due' })).toBeDisabled();
  await dues.getByRole('checkbox', { name: 'All dues that can be settled' }).check();

  await record.click();
  await expect(page.getByText(/^₹1,500\.00 recorded as cash\. Receipt KKA\/\d{4}-\d{2}\/\d{5}\.$/)).toBeVisible();
  await expect(page.getByText('This family owes nothing.')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const after = duesReplySchema.parse(
    await (
      await page.request.get(endpointUrl(ENDPOINTS.GetDues), { headers: { 'x-auth-token': family.token } })
    ).json(),
  );
  expect(after.dues.map((due) => [due.amountPaise, due.state]).sort()).toEqual([
    [70_000, 'paid'],
    [80_000, 'paid'],
  ]);
  expect(after.payments[0]).toMatchObject({ method: 'cash', state: 'paid', amountPaise: 150_000, payerName: payer });
});

import path from 'node:path';
import { expect, test } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { createEventViaApi, fillBooking } from './fixtures/events.ts';
import { emailFromOutbox } from './fixtures/outbox.ts';
import { readPdf } from './fixtures/pdf.ts';
import { apiNewFighter, loginAsAdmin, storeLogin } from './fixtures/session.ts';

const unique = (name: string) => `${name} ${Date.now().toString(36)}`;

/** The text a QR code on the page encodes, read from its pixels as a phone's camera would. */
async function qrText(image: Buffer): Promise<string | null> {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

/**
 * Fees by UPI at 390 px, the parent's and the admin's path: a parent books a paid event, sees the amount, the UPI QR
 * code and the Pay with UPI app link, pays and gives the UTR; the payment page's link opens it on a phone without the
 * login, the bare id does not; the admin finds it under To check and marks it paid; the parent downloads the receipt
 * from the profile.
 */
test('a parent pays a paid event by UPI, the admin marks it paid, the parent downloads the receipt', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const name = unique('E2E Paid Kata Cup');
  await createEventViaApi(page.request, {
    eventName: name,
    address: 'Kaizen Dojo, FC Road, Pune',
    eventDescription: 'Kata for every belt. Safety gear is compulsory.',
    eventDateTime: '2026-12-27T04:30:00.000Z',
    totalSeats: '20',
    entryFee: '500',
  });
  const { fighter, login } = await apiNewFighter(page.request, 'payer', { fullName: 'Sunita Kulkarni' });
  await storeLogin(page, login);

  await page.goto('/events');
  await page
    .getByRole('article', { name })
    .getByRole('button', { name: `Book a Seat: ${name}` })
    .click();
  const modal = page.getByRole('dialog', { name });
  await fillBooking(modal, fighter.email);
  await modal.getByRole('button', { name: 'Book a Seat', exact: true }).click();
  await page.waitForURL('**/booking-confirmation');

  // What is owed, until when the seat is held, and how to pay it.
  const payment = page.getByRole('region', { name: /^Payment/ });
  // The hold's end names its day too when it falls on the next one (a booking after 23:00 IST).
  await expect(
    payment.getByText(/Payment due: ₹500\.00 — your seat is held until (\d\d? \w{3}, \d{4} )?\d\d:\d\d [AP]M/),
  ).toBeVisible();
  const qr = payment.getByRole('img', { name: 'UPI QR code: pay ₹500.00 to Kaizen Karate Academy' });
  await expect(qr).toBeVisible();
  const encoded = await qrText(await qr.screenshot());
  expect(encoded).toMatch(/^upi:\/\/pay\?/);
  const link = new URL(encoded!.replace('upi://pay', 'https://upi.invalid/pay'));
  expect(Object.fromEntries(link.searchParams)).toMatchObject({
    pa: 'kaizen.demo@example',
    pn: 'Kaizen Karate Academy',
    am: '500.00',
    cu: 'INR',
  });
  const reference = link.searchParams.get('tr')!;
  expect(reference).toMatch(/^P-[A-Z2-9]{6}$/);
  await expect(payment.getByRole('link', { name: 'Pay with UPI app' })).toHaveAttribute('href', encoded!);
  await page.screenshot({ path: path.join('test-results', 'payments-390-booking.png'), fullPage: true });

  // The UTR: 11 digits are refused in words, 12 are sent.
  const utr = `6${Date.now().toString().slice(-11)}`;
  const utrField = payment.getByLabel('Enter the 12-digit UTR');
  await utrField.fill(utr.slice(0, 11));
  await payment.getByRole('button', { name: 'Submit UTR' }).click();
  await expect(payment.getByText('The UTR is the 12-digit number your UPI app shows for the payment.')).toBeVisible();
  await utrField.fill(utr);
  await payment.getByRole('button', { name: 'Submit UTR' }).click();
  await expect(payment.getByText('Submitted — the academy will confirm it')).toBeVisible();
  await expect(payment.getByText(`UTR ${utr} was sent.`, { exact: false })).toBeVisible();

  // The payment page's link carries the payment's own secret in its fragment: a phone without the login opens the
  // payment with it; the bare /pay/<id>, which pages and logs may show, opens nothing.
  const pageLink = await payment.getByRole('link', { name: 'Open the payment page' }).getAttribute('href');
  expect(pageLink).toMatch(/^\/pay\/[0-9a-f-]{36}#secret=[A-Za-z0-9_-]{43}$/);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const withLink = await phone.newPage();
  await withLink.goto(pageLink!);
  await expect(withLink.getByText('Submitted — the academy will confirm it')).toBeVisible();
  const byId = await phone.newPage();
  await byId.goto(pageLink!.split('#')[0]!);
  await expect(byId.getByRole('alert')).toContainText('This link does not open a payment');
  await phone.close();

  // The admin, on a phone too: To check lists the transfer with its UTR; Mark paid after a confirmation.
  const adminContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const admin = await adminContext.newPage();
  await loginAsAdmin(admin);
  await admin.goto('/admin/payments');
  const row = admin.getByRole('listitem').filter({ hasText: utr });
  await expect(row).toContainText('Sunita Kulkarni');
  await expect(row).toContainText('₹500.00');
  await admin.screenshot({ path: path.join('test-results', 'payments-390-admin.png'), fullPage: true });
  await row.getByRole('button', { name: 'Mark paid: the payment of Sunita Kulkarni' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Mark this payment paid?' });
  await confirm.getByRole('button', { name: 'Mark paid' }).click();
  await expect(confirm).toBeHidden();
  await expect(admin.getByRole('listitem').filter({ hasText: utr })).toHaveCount(0);
  await adminContext.close();

  // The receipt by email, and on the profile to download.
  const receiptEmail = await emailFromOutbox(fighter.email, (mail) => mail.subject.startsWith('Receipt '));
  const receiptNumber = /Receipt (\S+) from/.exec(receiptEmail.subject)![1]!;
  expect(receiptNumber).toMatch(/^KKA\/\d{4}-\d{2}\/\d{5}$/);
  await page.goto('/fighter/viewprofile');
  const fees = page.getByRole('region', { name: 'Fees and payments' });
  await expect(fees.getByText(name).first()).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    fees.getByRole('button', { name: 'Download receipt' }).first().click(),
  ]);
  const file = path.join('test-results', 'payments-receipt.pdf');
  await download.saveAs(file);
  const receipt = await readPdf(file);
  expect(receipt.size).toEqual([595, 842]);
  for (const words of [receiptNumber, 'Sunita Kulkarni', name, 'Rupees Five Hundred Only', utr, reference]) {
    expect(receipt.text).toContain(words);
  }
  // '₹' comes from the Devanagari font and the figures from the Latin one: pdf.js puts a space between the runs.
  expect(receipt.text).toMatch(/Total\s+₹\s?500\.00/);
  await page.screenshot({ path: path.join('test-results', 'payments-390-profile.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

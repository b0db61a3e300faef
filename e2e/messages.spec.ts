import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  academyToday,
  addDays,
  duesReplySchema,
  endpointUrl,
  ENDPOINTS,
  formatPaise,
  messageConsentsReplySchema,
  messageSettingsReplySchema,
  messagesReplySchema,
  paymentReportReplySchema,
} from '@academy/contract';
import { whatsAppControl } from '../apps/server/test/stand-ins/stand-in-client.ts';
import { E2E } from './fixtures/env.ts';
import { emailFromOutbox } from './fixtures/outbox.ts';
import { apiAdminLogin, storeLogin } from './fixtures/session.ts';

const whatsapp = whatsAppControl(E2E.standIns.whatsappUrl);

interface OwingFamily {
  id: string;
  name: string;
  email: string;
  mobile: string;
  owedPaise: number;
}

/** The demo families that owe class fees and said yes to WhatsApp, with what they owe (as the owner's API says). */
async function owingWhatsAppFamilies(request: APIRequestContext, token: string): Promise<OwingFamily[]> {
  const headers = { 'x-auth-token': token };
  const report = paymentReportReplySchema.parse(
    await (await request.get(ENDPOINTS.GetPaymentReport.path, { headers })).json(),
  );
  // The reminder totals the open fees due by today plus the owner's days before (early in a month, this month's
  // fees are not yet among them).
  const { settings } = messageSettingsReplySchema.parse(
    await (await request.get(ENDPOINTS.GetMessageSettings.path, { headers })).json(),
  );
  const dueBy = addDays(academyToday(), settings.feeReminders.daysBefore);
  const families: OwingFamily[] = [];
  for (const family of report.outstanding) {
    if (!family.accountId || !family.email?.endsWith('@example.com')) continue;
    const consents = messageConsentsReplySchema.parse(
      await (
        await request.get(endpointUrl(ENDPOINTS.GetFamilyMessageConsents, { id: family.accountId }), { headers })
      ).json(),
    );
    if (!consents.consents.find((consent) => consent.channel === 'whatsapp')?.optedIn) continue;
    const dues = duesReplySchema.parse(
      await (
        await request.get(endpointUrl(ENDPOINTS.GetDues, undefined, { fighterId: family.accountId }), { headers })
      ).json(),
    );
    const fees = dues.dues.filter((due) => due.kind === 'fee' && due.state === 'open' && due.dueDay <= dueBy);
    // A family whose transfer waits for the owner's check is not reminded.
    if (fees.length === 0 || dues.payments.some((payment) => payment.state === 'submitted')) continue;
    families.push({
      id: family.accountId,
      name: family.name,
      email: family.email,
      mobile: consents.mobile,
      owedPaise: fees.reduce((sum, due) => sum + due.amountPaise, 0),
    });
  }
  return families;
}

/**
 * The owner turns fee reminders on and reminds the families who owe: the WhatsApp stand-in gets one message per
 * family with the family's total and its /pay link, in the family's language; a family that replied STOP before gets
 * its reminder by email instead; a "read" status the stand-in posts (signed) shows on the Messages page.
 */
test('fee reminders by WhatsApp: one per family with its total and link, STOP means email, read shows', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const owner = await apiAdminLogin(page.request);
  const owing = await owingWhatsAppFamilies(page.request, owner.token);
  expect(owing.length, 'the demo has at least two owing families on WhatsApp').toBeGreaterThanOrEqual(2);
  const [reader, stopper] = owing as [OwingFamily, OwingFamily];

  // The second family replies STOP on WhatsApp: it is opted out through the signed webhook.
  expect(await whatsapp.sendInboundText(`91${stopper.mobile}`, 'STOP')).toBe(200);

  await page.setViewportSize({ width: 1280, height: 900 });
  await storeLogin(page, owner);
  await page.goto('/admin/messages?view=settings');
  const feeSwitch = page.getByRole('switch', { name: 'Fee reminder' });
  await expect(feeSwitch).not.toBeChecked();
  await feeSwitch.check();
  await page.getByRole('button', { name: 'Save message settings' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Message settings saved.' })).toBeVisible();

  await page.getByRole('link', { name: 'Sent' }).click();
  const before = (await whatsapp.messages()).length;
  await page.getByRole('button', { name: 'Remind families who owe now' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /families? reminded/ })).toBeVisible();

  // One WhatsApp message per owing family but the one that said STOP (they leave at the provider's rate).
  const expected = owing.filter((family) => family !== stopper).map((family) => `91${family.mobile}`);
  await expect
    .poll(async () => {
      const to = new Set((await whatsapp.messages()).slice(before).map((m) => m.to));
      return expected.filter((number) => !to.has(number));
    })
    .toEqual([]);
  const sent = (await whatsapp.messages()).slice(before).filter((m) => m.template === 'kaizen_fee_reminder');
  const recipients = sent.map((m) => m.to);
  expect(new Set(recipients).size, 'one message per family').toBe(recipients.length);
  expect(recipients).not.toContain(`91${stopper.mobile}`);
  const toReader = sent.find((m) => m.to === `91${reader.mobile}`);
  expect(toReader, `a WhatsApp message to ${reader.name}`).toBeTruthy();
  expect(toReader!.parameters[2]).toBe(formatPaise(reader.owedPaise));
  // The site's address without PUBLIC_URL is http://localhost:PORT; the secret rides after '#'.
  expect(toReader!.parameters[4]).toMatch(new RegExp(`^http://localhost:${E2E.port}/pay/[\\w-]+#secret=[\\w-]+$`));
  // Each family's message in its own language: a Hindi or Marathi family's template and words are theirs.
  const list = messagesReplySchema.parse(
    await (
      await page.request.get(endpointUrl(ENDPOINTS.ListMessages, undefined, { kind: 'feeReminder' }), {
        headers: { 'x-auth-token': owner.token },
      })
    ).json(),
  );
  const languages = new Set<string>();
  for (const message of sent) {
    // Newest first: the family's latest fee reminder is this one.
    const row = list.messages.find((each) => each.to === message.to.slice(2));
    expect(row, `the Messages page lists the message to ${message.to}`).toBeTruthy();
    expect(message.language).toBe(row!.language);
    languages.add(message.language);
  }
  expect([...languages], 'a family that reads Hindi or Marathi gets its reminder in it').toContainEqual(
    expect.stringMatching(/^(hi|mr)$/),
  );

  // The stopper's reminder went by email, with the link to pay.
  const mail = await emailFromOutbox(stopper.email, (each) => /\/pay\//.test(each.text));
  expect(mail.text).toContain(formatPaise(stopper.owedPaise));

  // The stand-in reports the reader's message read; the Messages page shows it.
  expect(await whatsapp.sendStatus(toReader!.wamid, 'read')).toBe(200);
  await page.goto(`/admin/messages?family=${reader.id}`);
  await expect(page.getByRole('table').getByText('Read', { exact: true }).first()).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/messages?family=${reader.id}`);
  // Not the state filter's option of that name: the message's state as the phone's list shows it.
  await expect(page.getByText('Read', { exact: true }).filter({ visible: true }).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/messages-390.png', fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  ENDPOINTS,
  WKF_2023_PROFILE,
  endpointUrl,
  type BoutLogReply,
  type CategoryReply,
  type DisplaysReply,
  type TournamentReply,
} from '@academy/contract';
import { createEventViaApi } from './fixtures/events.ts';
import { deviceOnLine } from './fixtures/phone-line.ts';
import { apiAdminLogin, loginAsAdmin } from './fixtures/session.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const phone = { width: 390, height: 844 };
const tv = { width: 1920, height: 1080 };
const ATHLETES = ['Arjun Kale', 'Vivaan Shinde', 'Reyansh Jadhav', 'Ishaan Bhosale'];

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join('test-results', `competition-day-${name}.png`) });

/**
 * The cup's day: ten days ahead, so that it is not the soonest upcoming event, which the events page's banner shows
 * (another spec reads that banner's long description).
 */
const CUP_IN_DAYS = 10;

/** A date of birth that makes its athlete 14 on the cup's day, half a year past a birthday. */
function bornAt14(): string {
  const born = new Date(Date.now() + CUP_IN_DAYS * DAY_MS - 182 * DAY_MS);
  born.setUTCFullYear(born.getUTCFullYear() - 14);
  return born.toISOString().slice(0, 10);
}

/**
 * The cup through the API: the cadets' −52 kg kumite with four athletes of four clubs, drawn and published,
 * on tatami 1, and a scoreboard display link for that tatami.
 */
async function competitionDay(request: APIRequestContext) {
  const stamp = Date.now().toString(36);
  const event = await createEventViaApi(request, {
    eventName: `E2E Kumite Cup ${stamp}`,
    address: 'Shree Shiv Chhatrapati Sports Complex, Balewadi, Pune',
    eventDescription: 'Kumite for cadets under WKF rules, fought on one tatami.',
    eventDateTime: new Date(Date.now() + CUP_IN_DAYS * DAY_MS).toISOString(),
    totalSeats: '50',
    entryFee: '0',
  });
  const { token } = await apiAdminLogin(request);
  const headers = { 'x-auth-token': token };
  const post = async (url: string, data: object) => {
    const res = await request.post(url, { headers, data });
    expect(res.status(), await res.text()).toBe(200);
    return res.json() as Promise<unknown>;
  };
  await post(endpointUrl(ENDPOINTS.SetUpTournament, { id: event._id }), {
    profile: WKF_2023_PROFILE,
    disciplines: ['kumite'],
    ageGroups: ['cadets'],
    categoryFee: 0,
  });
  const tournament = (await (
    await request.get(endpointUrl(ENDPOINTS.GetTournament, { id: event._id }), { headers })
  ).json()) as TournamentReply;
  const category = tournament.tournament!.categories.find(
    (c) => c.criteria.gender === 'male' && c.criteria.upToWeightKg === 52,
  )!;
  for (const [i, athleteName] of ATHLETES.entries()) {
    await post(endpointUrl(ENDPOINTS.AddEntries, { id: event._id }), {
      club: `Dojo ${i + 1}`,
      athletes: [
        { athleteName, gender: 'male', dateOfBirth: bornAt14(), weightKg: 50, level: 5, categoryIds: [category.id] },
      ],
    });
  }
  await post(endpointUrl(ENDPOINTS.DrawCategory, { id: category.id }), {});
  await post(endpointUrl(ENDPOINTS.PublishDraw, { id: category.id }), {});
  await post(endpointUrl(ENDPOINTS.SetTatamis, { id: event._id }), { tatamis: [{ categoryIds: [category.id] }] });
  const { displays } = (await post(endpointUrl(ENDPOINTS.CreateDisplay, { id: event._id }), {
    kind: 'scoreboard',
    tatami: 1,
    mirrored: false,
    label: 'Tatami 1 TV',
  })) as DisplaysReply;
  const detail = async () =>
    (await (
      await request.get(endpointUrl(ENDPOINTS.GetCategory, { id: category.id }), { headers })
    ).json()) as CategoryReply;
  const log = async (boutId: string) =>
    (await (
      await request.get(`${endpointUrl(ENDPOINTS.GetBoutLog, { id: category.id })}?boutId=${boutId}`, { headers })
    ).json()) as BoutLogReply;
  return { event, category, token: displays[0]!.token, detail, log };
}

/**
 * Competition day at 390 px: the table's console scores a semi-final while the tatami's TV scoreboard (another
 * browser, 1920x1080, no account) follows each tap; the console then loses the network for the whole second
 * semi-final, keeps scoring, and sends its taps once when the network returns; the bracket calls the final between the
 * two winners, and the public live page lists both results.
 */
test('a console scores while the scoreboard follows, scores a whole bout offline and syncs it once', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const consoleDevice = await deviceOnLine(browser, { viewport: phone });
  const consoleContext = consoleDevice.context;
  const table = await consoleContext.newPage();
  // The test's own calls go straight to the server, not through the console's line, which it cuts.
  const day = await competitionDay(request);
  const first = await day.detail();
  const [semi1, semi2] = first.next;
  const names = new Map(first.entries.map((entry) => [entry.id, entry.athleteName]));
  const athletesOf = (boutId: string) => {
    const bout = first.bouts.find((b) => b.id === boutId)!;
    return { aka: names.get(bout.aka!)!, ao: names.get(bout.ao!)! };
  };

  const tvContext = await browser.newContext({ viewport: tv });
  const scoreboard = await tvContext.newPage();
  await scoreboard.goto(`/live/display/${day.token}`);
  const tvAka = scoreboard.locator('[data-side="aka"] .scoreboard__points');
  const tvAo = scoreboard.locator('[data-side="ao"] .scoreboard__points');
  await expect(scoreboard.locator('[data-side="aka"] .scoreboard__name')).toHaveText(athletesOf(semi1!).aka);
  await expect(tvAka).toHaveText('0');

  await loginAsAdmin(table);
  await table.goto(`/admin/events/${day.event._id}/console/1`);
  const aka = table.getByRole('region', { name: 'AKA', exact: true });
  const ao = table.getByRole('region', { name: 'AO', exact: true });
  await expect(aka).toContainText(athletesOf(semi1!).aka);

  // Each tap reaches the TV: a Waza-ari for AKA, a Yuko for AO, then AKA's Ippons to an 8-point lead.
  await aka.getByRole('button', { name: /Waza-ari/ }).click();
  await expect(tvAka).toHaveText('2');
  await ao.getByRole('button', { name: /Yuko/ }).click();
  await expect(tvAo).toHaveText('1');
  await shot(scoreboard, 'scoreboard-1920');
  await shot(table, 'console-390');
  for (let i = 0; i < 3; i++) await aka.getByRole('button', { name: /Ippon/ }).click();
  await expect(tvAka).toHaveText('11');
  await expect(table.getByText(/AKA wins by/)).toBeVisible();
  await expect(scoreboard.getByRole('status')).toContainText(`${athletesOf(semi1!).aka} wins`);
  await expect(table.getByText('All taps sent')).toBeVisible();

  // The second semi-final, loaded while online, then scored with no network at all.
  await table.getByRole('button', { name: 'Next bout' }).click();
  await expect(aka).toContainText(athletesOf(semi2!).aka);
  await consoleDevice.line.goOffline(consoleContext);
  for (let i = 0; i < 3; i++) await ao.getByRole('button', { name: /Ippon/ }).click();
  await expect(table.getByTestId('score-ao')).toHaveText('9');
  await expect(table.getByText(/AO wins by/)).toBeVisible();
  await expect(table.getByText(/Offline — 3 taps kept on this device/)).toBeVisible();
  await shot(table, 'console-offline-390');
  expect((await day.log(semi2!)).events).toHaveLength(0);

  await consoleDevice.line.goOnline(consoleContext);
  await expect(table.getByText('All taps sent')).toBeVisible({ timeout: 30_000 });
  // Sent once: the server holds each of the three taps one time, and the bout's result is written from them.
  const synced = await day.log(semi2!);
  expect(synced.events.map((stored) => stored.event.kind)).toEqual(['score', 'score', 'score']);
  expect(synced.state.outcome).toEqual({ winner: 'ao', method: 'points' });
  expect(synced.resultWritten).toBe(true);

  // The bracket calls the final between the two winners.
  const after = await day.detail();
  const final = after.bouts.find((bout) => after.next.includes(bout.id))!;
  const finalists = [names.get(final.aka!), names.get(final.ao!)].sort();
  expect(finalists).toEqual([athletesOf(semi1!).aka, athletesOf(semi2!).ao].sort());
  await table.goto(`/admin/events/${day.event._id}/tournament/categories/${day.category.id}`);
  const finalCard = table.getByRole('article', { name: new RegExp(`^Bout ${final.id} ·`) });
  for (const finalist of finalists) await expect(finalCard).toContainText(finalist!);

  // The public live page, on a phone with no account, shows both results as they landed.
  const visitorContext = await browser.newContext({ viewport: phone });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/events/${day.event._id}/live`);
  const results = visitor.locator('.live-results');
  await expect(results).toContainText(`${athletesOf(semi1!).aka} beat ${athletesOf(semi1!).ao}`);
  await expect(results).toContainText(`${athletesOf(semi2!).ao} beat ${athletesOf(semi2!).aka}`);
  await shot(visitor, 'live-390');
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await Promise.all([consoleDevice.close(), tvContext.close(), visitorContext.close()]);
});

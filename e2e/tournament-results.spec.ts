import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { endpointUrl, ENDPOINTS, type TournamentResultsReply } from '@academy/contract';
import { findEvent } from './fixtures/events.ts';

/** The demo's past tournament, fought to the end, read at the width of a cheap Android phone. */
test.use({ viewport: { width: 390, height: 844 } });

const PAST = 'All India Open Karate Championship';

async function demoResults(request: APIRequestContext, language: string): Promise<TournamentResultsReply> {
  const event = await findEvent(request, PAST);
  expect(event, 'the demo tournament').toBeDefined();
  const url = endpointUrl(ENDPOINTS.GetTournamentResults, { id: event!._id });
  const reply = await request.get(url, { headers: { 'accept-language': language } });
  expect(reply.status()).toBe(200);
  return (await reply.json()) as TournamentResultsReply;
}

/** The medal table's rows as the reader sees them, cell by cell. */
const tableRows = (page: Page, name: string) =>
  page
    .getByRole('table', { name })
    .locator('tr')
    .evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent)));

for (const [language, prefix, words] of [
  ['en', '', { title: 'Results', medals: 'Medal table', head: ['Rank', 'Club', 'Gold', 'Silver', 'Bronze', 'Total'] }],
  ['hi', '/hi', { title: 'परिणाम', medals: 'पदक तालिका', head: ['स्थान', 'क्लब', 'स्वर्ण', 'रजत', 'कांस्य', 'कुल'] }],
] as const) {
  test(`the demo tournament's results at 390 px in ${language}: the medal table and a category's podium`, async ({
    page,
  }) => {
    const results = await demoResults(page.request, language);
    await page.goto(`${prefix}/events/${results.eventId}/results`);

    await expect(page.getByRole('heading', { level: 1, name: `${words.title}: ${results.eventName}` })).toBeVisible();
    await expect(page).toHaveTitle(`${words.title}: ${results.eventName} | Kaizen Karate Academy`);

    const rows = await tableRows(page, words.medals);
    expect(rows[0]).toEqual(words.head);
    expect(rows.slice(1)).toEqual(
      results.medals.map((row) => [
        String(row.rank),
        row.club,
        String(row.gold),
        String(row.silver),
        String(row.bronze),
        String(row.gold + row.silver + row.bronze),
      ]),
    );

    const category = results.categories.at(-1)!;
    const podium = page.getByRole('article', { name: category.name });
    await podium.scrollIntoViewIfNeeded();
    await expect(podium).toBeVisible();
    const places = podium.getByRole('listitem');
    await expect(places).toHaveCount(2 + category.third.length);
    await expect(places.nth(0)).toContainText(category.first!.athleteName);
    await expect(places.nth(0)).toContainText(category.first!.club);
    await expect(places.nth(1)).toContainText(category.second!.athleteName);
    await expect(places.nth(2)).toContainText(category.third[0]!.athleteName);
    await expect(places.nth(0).locator('.medal--gold')).toHaveText(/^1/);

    // Nothing wider than the phone: no sideways scrolling to read a row.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The search keeps the categories where the fighter is on the podium.
    await page.getByRole('searchbox').fill(category.first!.athleteName);
    await expect(podium).toBeVisible();
    const expected = results.categories.filter((c) =>
      [c.first, c.second, ...c.third].some((m) => m?.athleteName.includes(category.first!.athleteName)),
    ).length;
    // The list narrows a moment after the typing (a deferred value), and only once the app has the page.
    await expect(page.getByRole('article')).toHaveCount(expected);
  });
}

test("the demo tournament's event page leads to its results, and the raw HTML previews them", async ({ page }) => {
  const results = await demoResults(page.request, 'en');
  await page.goto(`/events/${results.eventId}`);
  await page.getByRole('link', { name: 'Results', exact: true }).click();
  await expect(page).toHaveURL(`/events/${results.eventId}/results`);
  await expect(page.getByRole('table', { name: 'Medal table' })).toBeVisible();

  const html = await (await page.request.get(`/hi/events/${results.eventId}/results`)).text();
  expect(html).toContain('<html lang="hi">');
  expect(html).toMatch(/<meta property="og:title" content="परिणाम: [^"]+">/);
  expect(html).toContain('"@type":"SportsEvent"');
  expect(html).toContain('"sport":"Karate"');
});

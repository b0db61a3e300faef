import { expect, test, type APIRequestContext } from '@playwright/test';
import { endpointUrl, ENDPOINTS, type ClassesReply, type EventsReply } from '@academy/contract';
import { DEMO_EVENT_NAME, DEMO_TOURNAMENT_NAME } from './public-routes.ts';

/**
 * The public pages of data (decision 071): the server sends each with its content, so a phone paints the page
 * itself before any script runs, and the app then takes that markup over without a hydration error.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** Every such page of the demo, in the three languages. */
async function renderedPages(request: APIRequestContext): Promise<{ address: string; shows: string }[]> {
  const events = (await (await request.get(endpointUrl(ENDPOINTS.GetAllEvents))).json()) as EventsReply;
  const classes = (await (await request.get(endpointUrl(ENDPOINTS.GetClasses))).json()) as ClassesReply;
  const event = events.events.find((e) => e.eventName === DEMO_EVENT_NAME)!;
  const tournament = events.events.find((e) => e.eventName === DEMO_TOURNAMENT_NAME)!;
  const batch = classes.batches[0]!;
  // What each page shows of its data, in every language: a link to a record or the record's own picture. A list
  // shows its first records at once and the rest as the visitor scrolls, so any record's link will do.
  const routes = [
    { route: '/events', shows: 'main a[href*="/events/"]' },
    { route: `/events/${event._id}`, shows: `img[src="${event.eventImageUrl}"]` },
    { route: `/events/${tournament._id}/results`, shows: 'table.medal-table' },
    { route: '/gallery', shows: 'main img[src^="/uploads/"]' },
    { route: '/classes', shows: 'main a[href*="/classes/"]' },
    { route: `/classes/${batch.id}`, shows: 'main h1' },
  ];
  return ['', '/hi', '/mr'].flatMap((prefix) =>
    routes.map(({ route, shows }) => ({ address: `${prefix}${route}`, shows })),
  );
}

test('each page of data comes with its content, before any script runs', async ({ browser, request }) => {
  const pages = await renderedPages(request);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  for (const { address, shows } of pages) {
    await page.goto(address);
    await expect(page.locator(shows).first(), address).toBeAttached();
    await expect(page.locator('#root .skeleton'), address).toHaveCount(0);
    await expect(page.locator('script#query-state'), address).toHaveCount(1);
  }
  const tournament = await page.goto(pages.find((p) => p.address.endsWith('/results'))!.address);
  expect(await tournament!.text()).toContain(DEMO_TOURNAMENT_NAME);
  await context.close();
});

test('the app takes each page over without a hydration error, and keeps its content', async ({ page, request }) => {
  const pages = await renderedPages(request);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()} ${message.location().url}`);
  });
  for (const { address, shows } of pages) {
    await page.goto(address);
    // Hydrated: the app refreshes the page's data once it has taken the page over.
    await page.waitForLoadState('networkidle');
    await expect(page.locator(shows).first(), address).toBeVisible();
    await expect(page.locator('#root .skeleton'), address).toHaveCount(0);
  }
  expect(errors).toEqual([]);
});

test('a tap on a rendered list works once the app has it: the gallery filters', async ({ page }) => {
  await page.goto('/gallery');
  await page.waitForLoadState('networkidle');
  const filters = page.locator('.gallery-filters').getByRole('button');
  const second = filters.nth(1);
  await second.click();
  await expect(second).toHaveAttribute('aria-pressed', 'true');
});

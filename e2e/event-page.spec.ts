import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createEventViaApi } from './fixtures/events.ts';
import { waitForHydration } from './fixtures/hydration.ts';

/** An event's own page, at the width of a cheap Android phone: found from /events, shared, and previewed. */
test.use({ viewport: { width: 390, height: 844 } });

const LAST_LINE = 'Lunch is served to every fighter after the finals.';

test("a visitor opens an event's page from /events, reads it all and books; the raw HTML previews it", async ({
  page,
}) => {
  const name = `Monsoon Kata Open ${randomUUID().slice(0, 6)}`;
  const event = await createEventViaApi(page.request, {
    eventName: name,
    address: 'Shree Shiv Chhatrapati Sports Complex, Balewadi, Pune',
    eventDescription: [
      'Kata for every belt under WKF rules, with a parents’ briefing at noon.',
      'Bring your own gi, gloves and a water bottle; mouth guards are compulsory for kumite.',
      `Reporting time is 7:30 AM for the weigh-in. ${LAST_LINE}`,
    ].join('\n\n'),
    // Far ahead, so it is a card below the banner.
    eventDateTime: '2035-07-15T04:30:00.000Z',
    totalSeats: '40',
    entryFee: '500',
  });

  await page.goto('/events');
  await waitForHydration(page);
  const link = page.getByRole('link', { name, exact: true });
  await link.scrollIntoViewIfNeeded();
  await link.click();

  await expect(page).toHaveURL(`/events/${event._id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(`${name} | Kaizen Karate Academy`);
  // The description in full: its last line is on the page, not behind a Read more.
  const about = page.getByRole('region', { name: 'About this event' });
  await expect(about.getByText(LAST_LINE, { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Read more' })).toHaveCount(0);
  const facts = page.getByRole('region', { name: 'Event details' });
  await expect(facts).toContainText('15 July 2035, 10:00 AM IST');
  await expect(facts).toContainText('₹500.00');
  // Nothing runs past a phone's screen.
  expect((await page.evaluate(() => document.documentElement.scrollWidth)) <= 390).toBe(true);

  await facts.getByRole('button', { name: 'Book a Seat' }).click();
  const modal = page.getByRole('dialog', { name });
  await expect(modal).toBeVisible();
  await expect(modal.locator('[name=fighterName]')).toBeVisible();
  await modal.getByRole('button', { name: 'Close' }).first().click();
  await expect(modal).toBeHidden();

  // What WhatsApp's crawler reads: the server's HTML, no JavaScript run.
  const raw = await page.request.get(`/events/${event._id}`);
  expect(raw.status()).toBe(200);
  const html = await raw.text();
  const ogImage = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1];
  expect(ogImage).toMatch(new RegExp(`^https?://[^/]+${event.eventImageUrl!.replace(/[.]/g, '\\.')}$`));
  const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  const data = JSON.parse(jsonLd!) as Record<string, unknown>;
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name,
    startDate: '2035-07-15T10:00:00+05:30',
    offers: { price: 500, priceCurrency: 'INR' },
  });

  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/hi/events/${event._id}</loc>`);
});

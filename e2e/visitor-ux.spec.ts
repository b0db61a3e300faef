import { expect, test } from '@playwright/test';
import { endpointUrl, ENDPOINTS, type EventsReply } from '@academy/contract';

/** Issue 11: what visitors meet on the home hero and the public events page. */

test('the hero never shows two headlines at once while slides change', async ({ page }) => {
  await page.goto('/home');
  const next = page.getByRole('button', { name: 'Next slide' });
  for (let round = 0; round < 2; round++) {
    await next.click();
    // Sample every frame through the whole transition: a headline counts as shown when it is visible and the
    // product of its own and its ancestors' opacities is above 5 %.
    const mostShown = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const shown = (el: Element) => {
            if (getComputedStyle(el).visibility !== 'visible') return false;
            let opacity = 1;
            for (let node: Element | null = el; node; node = node.parentElement) {
              opacity *= Number(getComputedStyle(node).opacity);
            }
            return opacity > 0.05;
          };
          let most = 0;
          const start = performance.now();
          const tick = () => {
            const count = Array.from(document.querySelectorAll('.hero__title')).filter(shown).length;
            most = Math.max(most, count);
            if (performance.now() - start < 1200) requestAnimationFrame(tick);
            else resolve(most);
          };
          tick();
        }),
    );
    expect(mostShown).toBe(1);
  }
  await expect(page.locator('.hero__slide:not([aria-hidden="true"])')).toHaveCount(1);
});

test('upcoming events are listed soonest first without the banner event; descriptions can be read in full', async ({
  page,
}) => {
  const reply = (await (await page.request.get(endpointUrl(ENDPOINTS.GetAllEvents))).json()) as EventsReply;
  const time = (iso: string) => Date.parse(iso);
  const upcoming = reply.events
    .filter((event) => event.category === 'upcoming')
    .sort((a, b) => time(a.eventDateTime) - time(b.eventDateTime));
  const past = reply.events
    .filter((event) => event.category === 'past')
    .sort((a, b) => time(b.eventDateTime) - time(a.eventDateTime));
  expect(upcoming.length).toBeGreaterThan(1);
  const [soonest, ...rest] = upcoming;

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/events');
  const banner = page.getByRole('region', { name: soonest!.eventName });
  await expect(banner).toBeVisible();
  const upcomingSection = page.getByRole('region', { name: 'Upcoming Events' });
  await expect(upcomingSection.getByRole('heading', { level: 3 })).toHaveText(rest.map((event) => event.eventName));
  // Only the 6 latest past events show at first (Show more past events adds the rest, 12 at a time).
  const pastSection = page.getByRole('region', { name: 'Past Events' });
  await expect(pastSection.getByRole('heading', { level: 3 })).toHaveText(
    past.slice(0, 6).map((event) => event.eventName),
  );

  // The banner's description is clamped on a phone: Read more opens it, Show less closes it.
  const toggle = banner.getByRole('button', { name: 'Read more' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const paragraph = banner.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  const clampedHeight = (await paragraph.boundingBox())!.height;
  await toggle.click();
  await expect(banner.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  expect((await paragraph.boundingBox())!.height).toBeGreaterThan(clampedHeight);

  // The booking modal repeats the full description with the date and the place.
  await banner.getByRole('button', { name: `Book a Seat: ${soonest!.eventName}` }).click();
  const modal = page.getByRole('dialog', { name: soonest!.eventName });
  await expect(modal.getByText(soonest!.eventDescription, { exact: true })).toBeVisible();
  await expect(modal).toContainText(soonest!.address);
  await expect(modal).toContainText('Date & Time');
});

import { expect, test, type Page } from '@playwright/test';
import { ENDPOINTS, type AdminBatchesReply, type EventsReply, type GradingsReply } from '@academy/contract';
import { apiAdminLogin, storeLogin } from './fixtures/session.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** Every table of the page that shows: how far it scrolls sideways, and which cells sit under a pinned one. */
function tablesOf(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('table'))
      .filter((table) => table.offsetParent !== null)
      .map((table) => {
        const under: string[] = [];
        for (const row of Array.from(table.tBodies[0]?.rows ?? [])) {
          const cells = Array.from(row.cells);
          for (const pinned of cells.filter((cell) => getComputedStyle(cell).position === 'sticky')) {
            const edge = pinned.getBoundingClientRect();
            for (const cell of cells) {
              const box = cell.getBoundingClientRect();
              if (cell !== pinned && box.right > edge.left + 1 && box.left < edge.right - 1) {
                under.push(cell.textContent?.trim() ?? '');
              }
            }
          }
        }
        const wrap = table.parentElement!;
        return { caption: table.caption?.textContent ?? '', overflow: wrap.scrollWidth - wrap.clientWidth, under };
      }),
  );
}

test.describe('the staff screens fit', () => {
  let paths: Record<string, string>;

  test.beforeAll(async ({ request }) => {
    const { token } = await apiAdminLogin(request);
    const as = { headers: { 'x-auth-token': token } };
    const events = ((await (await request.get(ENDPOINTS.GetAllEvents.path, as)).json()) as EventsReply).events;
    const busiest = [...events].sort((a, b) => b.totalBookings - a.totalBookings)[0]!;
    const batches = (await (await request.get(ENDPOINTS.GetAllBatches.path, as)).json()) as AdminBatchesReply;
    const gradings = (await (await request.get(ENDPOINTS.GetGradings.path, as)).json()) as GradingsReply;
    paths = {
      fighters: '/admin/fighters',
      events: '/admin/events',
      bookings: `/admin/admin-event-details/${busiest._id}`,
      classes: '/admin/classes',
      roster: `/admin/classes/${batches.batches[0]!.id}`,
      register: `/admin/classes/${batches.batches[0]!.id}/register`,
      payments: '/admin/payments',
      report: '/admin/payments/report',
      leads: '/admin/leads',
      staff: '/admin/staff',
      audit: '/admin/audit',
      emails: '/admin/emails',
      gallery: '/admin/gallery',
      gradings: '/admin/gradings',
      grading: `/admin/gradings/${gradings.gradings[0]!.id}`,
    };
  });

  test('at 1280 px every staff table shows all its columns, none under the actions', async ({ page }) => {
    // Fifteen screens, each loaded to its last request.
    test.setTimeout(240_000);
    await page.setViewportSize(DESKTOP);
    await storeLogin(page, await apiAdminLogin(page.request));
    for (const [name, path] of Object.entries(paths)) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      for (const table of await tablesOf(page)) {
        expect.soft(table.overflow, `${name}: ${table.caption} scrolls sideways`).toBeLessThanOrEqual(0);
        expect.soft(table.under, `${name}: ${table.caption} has cells under the pinned actions`).toEqual([]);
      }
    }
  });

  test("at 390 px the fees report's month names are whole and apart, and its table fits without scrolling", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await storeLogin(page, await apiAdminLogin(page.request));
    await page.goto(paths.report!);
    const labels = page.locator('.collections__months span');
    await expect(labels).toHaveCount(12, { timeout: 30_000 });
    const shown = await labels.evaluateAll((spans) =>
      spans
        .filter((span) => getComputedStyle(span).visibility !== 'hidden')
        .map((span) => {
          const range = document.createRange();
          range.selectNodeContents(span);
          const text = range.getBoundingClientRect();
          const clips = getComputedStyle(span).overflowX !== 'visible';
          return {
            name: span.textContent ?? '',
            clipped: clips && span.scrollWidth > span.clientWidth,
            left: text.left,
            right: text.right,
          };
        }),
    );
    expect(shown.map((label) => label.name)).toHaveLength(6);
    for (const label of shown) expect.soft(label.clipped, `${label.name} is cut off`).toBe(false);
    for (const [before, after] of shown.slice(0, -1).map((label, i) => [label, shown[i + 1]!] as const)) {
      expect.soft(before.right, `${before.name} runs into ${after.name}`).toBeLessThan(after.left);
    }
    expect(shown.at(-1)!.right).toBeLessThanOrEqual(PHONE.width);
    for (const table of await tablesOf(page)) {
      expect.soft(table.overflow, `${table.caption} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`at ${viewport.width} px a month picker always names a month, and every payments tab is in view`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await storeLogin(page, await apiAdminLogin(page.request));
      await page.goto(paths.payments!);
      const from = page.getByLabel('From month');
      // The payments screen's first visit loads its part of the app, slowly on a busy machine.
      await expect(from).toBeVisible({ timeout: 30_000 });
      await expect(from.locator('option:checked')).toHaveText('Any month');
      await page.goto(paths.report!);
      await expect(page.getByLabel('12 months up to').locator('option:checked')).toHaveText(/^[A-Z][a-z]+ \d{4}$/);
      expect(await page.locator('input[type="month"]').count()).toBe(0);

      const tabs = page.getByRole('navigation', { name: 'Payments sections' }).getByRole('link');
      await expect(tabs).toHaveCount(4);
      for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });
    });
  }
});

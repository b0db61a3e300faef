import { expect, test, type Page } from '@playwright/test';
import { loginAsAdmin } from './fixtures/session.ts';

/**
 * WCAG 2.2 focus appearance: every control reached by Tab shows a ring of at least 2 px that is not transparent,
 * on the public pages, the forms and the staff screens, at a phone's width and a laptop's.
 */
interface Focused {
  what: string;
  outlineStyle: string;
  outlineWidth: number;
  outlineColor: string;
}

async function tabThrough(page: Page, presses: number): Promise<Focused[]> {
  const seen: Focused[] = [];
  for (let n = 0; n < presses; n += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30);
      return {
        what: `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')} "${name}"`,
        outlineStyle: style.outlineStyle,
        outlineWidth: parseFloat(style.outlineWidth),
        outlineColor: style.outlineColor,
      };
    });
    if (focused) seen.push(focused);
  }
  return seen;
}

function expectRings(seen: Focused[], where: string) {
  expect(seen.length, `${where}: controls reached by Tab`).toBeGreaterThan(3);
  const missing = seen.filter(
    (focused) =>
      focused.outlineStyle === 'none' ||
      focused.outlineWidth < 2 ||
      focused.outlineColor === 'transparent' ||
      focused.outlineColor.endsWith(', 0)'),
  );
  expect(
    missing.map((focused) => focused.what),
    `${where}: controls without a visible focus ring`,
  ).toEqual([]);
}

for (const width of [390, 1280]) {
  test(`every control a visitor tabs to shows its focus ring at ${width} px`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/home', '/events', '/classes', '/trial', '/fighter/login', '/fighter/signup']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expectRings(await tabThrough(page, 25), path);
    }
  });

  test(`every control the owner tabs to shows its focus ring at ${width} px`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await loginAsAdmin(page);
    for (const path of ['/admin/dashboard', '/admin/payments', '/admin/classes', '/admin/fighters']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expectRings(await tabThrough(page, 30), path);
    }
  });
}

import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './fixtures/hydration.ts';

const PHONE = { width: 390, height: 844 };

/** Nothing is wider than the phone: no sideways scrolling. */
async function expectNoOverflow(page: Page) {
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

/** The value of the first tag's attribute in a page's HTML as the server sends it, before any JavaScript. */
function attribute(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

test.describe('the public pages in Hindi on a phone', () => {
  test.use({ viewport: PHONE });

  test('/hi/home is in Hindi from its first byte, for people and for previews', async ({ page, request }) => {
    const html = await (await request.get('/hi/home')).text();
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain('<title>होम | Kaizen Karate Academy</title>');
    for (const [language, path] of [
      ['en', '/home'],
      ['hi', '/hi/home'],
      ['x-default', '/home'],
    ]) {
      const href = attribute(html, new RegExp(`<link rel="alternate" hreflang="${language}" href="([^"]+)"`));
      expect(href, language).toMatch(new RegExp(`^https?://[^/]+${path}$`));
    }
    expect(attribute(html, /property="og:locale" content="([^"]+)"/)).toBe('hi_IN');
    expect(attribute(html, /property="og:url" content="([^"]+)"/)).toMatch(/^https?:\/\/[^/]+\/hi\/home$/);
    expect(attribute(html, /property="og:image" content="([^"]+)"/)).toMatch(/^https?:\/\/[^/]+\/og-image\.jpg$/);
    expect(attribute(html, /property="og:description" content="([^"]+)"/)).toContain('हर महीने की 1 तारीख़ को नया बैच');
    expect(attribute(html, /name="description" content="([^"]+)"/)).toContain('आत्मरक्षा');

    await page.goto('/hi/home');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1, name: 'Kaizen Karate Academy' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'अपने भीतर की ताक़त पहचानें' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'हमारे मास्टर' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'हमारे प्रोग्राम' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'हमारी उपलब्धियाँ' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'हर महीने की 1 तारीख़ को नया बैच' })).toBeVisible();
    await page.getByRole('button', { name: 'और मास्टर देखें' }).click();
    await expect(page.locator('#masters li')).toHaveCount(10);
    await expectNoOverflow(page);
  });

  test('/hi/about-us tells the mission, the story and the affiliations in Hindi', async ({ page }) => {
    await page.goto('/hi/about-us');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page).toHaveTitle('हमारे बारे में | Kaizen Karate Academy');
    await expect(page.getByRole('heading', { level: 1, name: 'हमारे बारे में' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'हमारा उद्देश्य' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'हमारी कहानी' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'राष्ट्रीय मंच पर रिकॉर्ड साल' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'वैश्विक सदस्यताएँ और संबद्धताएँ' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'विश्व कराटे महासंघ' })).toBeVisible();
    await expectNoOverflow(page);
  });

  test('the top bar switches to English at the same page and back to Hindi', async ({ page }) => {
    await page.goto('/hi/about-us');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'मेनू खोलें' }).click();
    await page.getByRole('navigation', { name: 'भाषा' }).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our Mission' })).toBeVisible();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'हिन्दी' }).click();
    await expect(page).toHaveURL(/\/hi\/about-us$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { name: 'हमारा उद्देश्य' })).toBeVisible();
    await expectNoOverflow(page);
  });

  test('an unknown Hindi address says so in Hindi and leads back to the Hindi home page', async ({ page }) => {
    await page.goto('/hi/no-such-page');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeVisible();
    await page.getByRole('link', { name: 'होम पर लौटें' }).click();
    await expect(page).toHaveURL(/\/hi\/home$/);
    await expectNoOverflow(page);
  });
});

test('an English page draws the word हिन्दी without downloading the Devanagari font', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/home', { waitUntil: 'networkidle' });
  await expect(page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'हिन्दी' })).toBeVisible();
  expect(fonts.filter((path) => path.includes('noto-sans-devanagari'))).toEqual([]);
  // The switch's own face, a few glyphs cut from the same font, drew the word.
  expect(fonts.filter((path) => path.includes('language-names'))).toHaveLength(1);

  // Fees in rupees (₹) are drawn by the system's fonts: a fee in bold, as the events page shows it, fetches no
  // Devanagari face. (The events page itself may list events named in Hindi by other tests.)
  const facesForFee = await page.evaluate(async () => {
    const family = getComputedStyle(document.body).fontFamily;
    const faces = await document.fonts.load(`700 16px ${family}`, '₹1,50,000.00');
    return faces.map((face) => face.family);
  });
  expect(facesForFee.filter((family) => family.includes('Devanagari'))).toEqual([]);
  expect(fonts.filter((path) => path.includes('noto-sans-devanagari'))).toEqual([]);

  // A Hindi page still gets the whole face for its text.
  fonts.length = 0;
  await page.goto('/hi/home', { waitUntil: 'networkidle' });
  expect(fonts.filter((path) => path.includes('noto-sans-devanagari'))).not.toEqual([]);
});

import { afterAll, describe, expect, it } from 'vitest';
import { PUBLIC_URL_PLACEHOLDER } from '@academy/contract';
import { activateLanguage } from '../lib/i18n.ts';
import { pageHead } from './page-head.ts';

const SITE = PUBLIC_URL_PLACEHOLDER;

describe('pageHead', () => {
  afterAll(() => activateLanguage('en'));

  it('gives an English page its description, Open Graph and every language as an alternate', () => {
    const head = pageHead('/about-us');
    expect(head).toContain(
      '<meta name="description" content="Kaizen Karate Academy: karate, self defence and martial arts training for kids and adults in India. New batch on the 1st of every month.">',
    );
    expect(head).toContain(`<link rel="alternate" hreflang="en" href="${SITE}/about-us">`);
    expect(head).toContain(`<link rel="alternate" hreflang="hi" href="${SITE}/hi/about-us">`);
    expect(head).toContain(`<link rel="alternate" hreflang="mr" href="${SITE}/mr/about-us">`);
    expect(head).toContain(`<link rel="alternate" hreflang="x-default" href="${SITE}/about-us">`);
    expect(head).toContain('<meta property="og:title" content="About Us | Kaizen Karate Academy">');
    expect(head).toContain(`<meta property="og:url" content="${SITE}/about-us">`);
    expect(head).toContain('<meta property="og:locale" content="en_IN">');
    expect(head).toContain('<meta property="og:locale:alternate" content="hi_IN">');
    expect(head).toContain('<meta property="og:locale:alternate" content="mr_IN">');
    expect(head).toContain(`<meta property="og:image" content="${SITE}/og-image.jpg">`);
  });

  it('gives a Hindi page its Hindi words and locale, with the same alternates', async () => {
    await activateLanguage('hi');
    const head = pageHead('/hi/home');
    expect(head).toContain(
      '<meta name="description" content="Kaizen Karate Academy: भारत में बच्चों और बड़ों के लिए कराटे, आत्मरक्षा और मार्शल आर्ट्स की ट्रेनिंग। हर महीने की 1 तारीख़ को नया बैच।">',
    );
    expect(head).toContain('<meta property="og:title" content="होम | Kaizen Karate Academy">');
    expect(head).toContain(`<meta property="og:url" content="${SITE}/hi/home">`);
    expect(head).toContain('<meta property="og:locale" content="hi_IN">');
    expect(head).toContain('<meta property="og:locale:alternate" content="en_IN">');
    expect(head).toContain(`<link rel="alternate" hreflang="en" href="${SITE}/home">`);
    expect(head).toContain(`<link rel="alternate" hreflang="x-default" href="${SITE}/home">`);
  });

  it('gives a Marathi page its Marathi words and locale, with the same alternates', async () => {
    await activateLanguage('mr');
    const head = pageHead('/mr/classes');
    expect(head).toContain(
      '<meta name="description" content="Kaizen Karate Academy: भारतातील मुले आणि प्रौढांसाठी कराटे, स्वसंरक्षण आणि मार्शल आर्ट्सचे प्रशिक्षण. दर महिन्याच्या 1 तारखेला नवी बॅच.">',
    );
    expect(head).toContain('<meta property="og:title" content="वर्ग | Kaizen Karate Academy">');
    expect(head).toContain(`<meta property="og:url" content="${SITE}/mr/classes">`);
    expect(head).toContain('<meta property="og:locale" content="mr_IN">');
    expect(head).toContain('<meta property="og:locale:alternate" content="en_IN">');
    expect(head).toContain('<meta property="og:locale:alternate" content="hi_IN">');
    expect(head).toContain(`<link rel="alternate" hreflang="hi" href="${SITE}/hi/classes">`);
    expect(head).toContain(`<link rel="alternate" hreflang="mr" href="${SITE}/mr/classes">`);
    expect(head).toContain(`<link rel="alternate" hreflang="x-default" href="${SITE}/classes">`);
  });
});

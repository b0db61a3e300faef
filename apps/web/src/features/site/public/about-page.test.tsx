// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, loadAreas } from '../../../lib/i18n.ts';
import AboutPage from './about-page.tsx';
import { stubScreen } from '../../../test-media.ts';

async function renderAbout(path: string) {
  // The router loads the page's messages with its code (lazyIn(['about'])); the test does it by hand.
  await loadAreas('about');
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AboutPage />
    </MemoryRouter>,
  );
}

beforeEach(() => stubScreen(1280));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the about page', () => {
  it('reads as it always has in English', async () => {
    await renderAbout('/about-us');
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeTruthy();
    expect(
      screen.getByText(
        'Kaizen Karate Academy has taught traditional karate in Pune since 2004. Discipline. Respect. Continuous improvement.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Our Mission' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Our values' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '2023' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'A record year on the national stage' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'World Karate Federation' })).toBeTruthy();
    expect(screen.getAllByText('Karate federation')).toHaveLength(4);
  });

  describe('in Hindi', () => {
    afterAll(() => activateLanguage('en'));

    it('words the mission, the story and the affiliations in Hindi, on a phone too', async () => {
      await activateLanguage('hi');
      stubScreen(390);
      await renderAbout('/hi/about-us');
      expect(screen.getByRole('heading', { level: 1, name: 'हमारे बारे में' })).toBeTruthy();
      expect(
        screen.getByText('Kaizen Karate Academy 2004 से पुणे में पारंपरिक कराटे सिखा रही है। अनुशासन। सम्मान। निरंतर सुधार।'),
      ).toBeTruthy();
      const crumbs = within(screen.getByRole('navigation', { name: 'आप यहाँ हैं' }));
      expect(crumbs.getByRole('link', { name: 'होम' }).getAttribute('href')).toBe('/hi/home');

      expect(screen.getByRole('heading', { name: 'हमारा उद्देश्य' })).toBeTruthy();
      const values = within(screen.getByRole('list', { name: 'हमारे मूल्य' }));
      expect(values.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
        'अनुशासन',
        'सम्मान',
        'काइज़ेन',
        'सुरक्षा',
      ]);
      expect(screen.getByRole('heading', { name: 'हमारी कहानी' })).toBeTruthy();
      // Under 768 px the story is an accordion with the first year open.
      expect(screen.getByRole('button', { name: '2023' }).getAttribute('aria-expanded')).toBe('true');
      expect(screen.getByRole('heading', { name: 'राष्ट्रीय मंच पर रिकॉर्ड साल' })).toBeTruthy();
      expect(screen.getByText(/^2023 में हमारे छात्र राष्ट्रीय चैंपियनशिप से 46 पदक/)).toBeTruthy();

      expect(screen.getByRole('heading', { name: 'वैश्विक सदस्यताएँ और संबद्धताएँ' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'विश्व कराटे महासंघ' })).toBeTruthy();
      expect(screen.getAllByText('कराटे महासंघ')).toHaveLength(4);
      expect(document.body.textContent).not.toMatch(/Our Mission|Our Story|Karate federation/);
    });
  });
});

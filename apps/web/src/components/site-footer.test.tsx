// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage, preloadLanguage } from '../lib/i18n.ts';
import { SiteFooter } from './site-footer.tsx';

function renderFooter(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SiteFooter />
    </MemoryRouter>,
  );
}

const year = new Date().getFullYear();

afterEach(cleanup);

describe('the site footer', () => {
  it('reads as it always has in English', () => {
    renderFooter('/home');
    expect(screen.getByRole('heading', { name: 'New batch on the 1st of every month' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register Now' }).getAttribute('href')).toBe('/classes');
    expect(screen.getByRole('link', { name: 'Call +91 98765 43210' }).getAttribute('href')).toBe('tel:+919876543210');
    expect(screen.getByRole('link', { name: 'Kaizen Karate Academy on Instagram' })).toBeTruthy();
    const explore = within(screen.getByRole('navigation', { name: 'Explore' }));
    expect(explore.getByRole('link', { name: 'About Us' }).getAttribute('href')).toBe('/about-us');
    expect(explore.getByRole('link', { name: 'Classes' }).getAttribute('href')).toBe('/classes');
    expect(explore.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/home#footer');
    expect(explore.getByRole('link', { name: 'Check a certificate' }).getAttribute('href')).toBe('/verify');
    expect(screen.getByText('Pune, Maharashtra 411038')).toBeTruthy();
    expect(screen.getByText('Sunday: open mat, 7:00 to 10:00 am')).toBeTruthy();
    expect(screen.getByText('Admins and registered fighters can log in here.')).toBeTruthy();
    expect(screen.getByText(`© ${year} Kaizen Karate Academy. All rights reserved.`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy notice' }).getAttribute('href')).toBe('/privacy');
    expect(screen.getByText('Discipline. Respect. Continuous improvement.')).toBeTruthy();
  });

  describe('in Hindi', () => {
    // The first load of a language's messages in a worker takes seconds on a busy machine: a hook's, not the test's.
    beforeAll(() => preloadLanguage('hi'));
    afterAll(() => activateLanguage('en'));

    it('words every part in Hindi and links to the Hindi pages', async () => {
      await activateLanguage('hi');
      renderFooter('/hi/events');
      expect(screen.getByText('प्रवेश जारी हैं')).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'हर महीने की 1 तारीख़ को नया बैच' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'अभी रजिस्टर करें' }).getAttribute('href')).toBe('/hi/classes');
      expect(screen.getByRole('link', { name: '+91 98765 43210 पर कॉल करें' })).toBeTruthy();
      expect(screen.getByRole('list', { name: 'सोशल मीडिया' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'YouTube पर Kaizen Karate Academy' })).toBeTruthy();

      const explore = within(screen.getByRole('navigation', { name: 'साइट पर देखें' }));
      expect(explore.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['होम', '/hi/home'],
        ['हमारे बारे में', '/hi/about-us'],
        ['गैलरी', '/hi/gallery'],
        ['इवेंट', '/hi/events'],
        ['कक्षाएँ', '/hi/classes'],
        ['संपर्क करें', '/hi/home#footer'],
        ['प्रमाणपत्र की जाँच', '/hi/verify'],
      ]);
      expect(screen.getByText('दूसरी मंज़िल, श्रीजी आर्केड')).toBeTruthy();
      expect(screen.getByText('पुणे, महाराष्ट्र 411038')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'गोपनीयता सूचना' }).getAttribute('href')).toBe('/hi/privacy');
      expect(screen.getByText('सोम से शनि: सुबह 6:00 से 9:00 और शाम 5:00 से 9:00')).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'सदस्य' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'फ़ाइटर लॉगिन' }).getAttribute('href')).toBe('/fighter/login');
      expect(screen.getByText(`© ${year} Kaizen Karate Academy. सर्वाधिकार सुरक्षित।`)).toBeTruthy();
      expect(screen.getByText('अनुशासन। सम्मान। निरंतर सुधार।')).toBeTruthy();
    });
  });

  describe('in Marathi', () => {
    beforeAll(() => preloadLanguage('mr'));
    afterAll(() => activateLanguage('en'));

    it('words every part in Marathi and links to the Marathi pages', async () => {
      await activateLanguage('mr');
      renderFooter('/mr/events');
      expect(screen.getByText('प्रवेश सुरू')).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'दर महिन्याच्या 1 तारखेला नवी बॅच' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'आताच नोंदणी करा' }).getAttribute('href')).toBe('/mr/classes');
      expect(screen.getByRole('link', { name: '+91 98765 43210 वर कॉल करा' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'YouTube वर Kaizen Karate Academy' })).toBeTruthy();

      const explore = within(screen.getByRole('navigation', { name: 'साइटवर पाहा' }));
      expect(explore.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['मुख्यपृष्ठ', '/mr/home'],
        ['आमच्याबद्दल', '/mr/about-us'],
        ['गॅलरी', '/mr/gallery'],
        ['कार्यक्रम', '/mr/events'],
        ['वर्ग', '/mr/classes'],
        ['संपर्क', '/mr/home#footer'],
        ['प्रमाणपत्र तपासा', '/mr/verify'],
      ]);
      expect(screen.getByText('दुसरा मजला, श्रीजी आर्केड')).toBeTruthy();
      expect(screen.getByText('पुणे, महाराष्ट्र 411038')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'गोपनीयता सूचना' }).getAttribute('href')).toBe('/mr/privacy');
      expect(screen.getByRole('link', { name: 'फायटर लॉगिन' }).getAttribute('href')).toBe('/fighter/login');
      expect(screen.getByText(`© ${year} Kaizen Karate Academy. सर्व हक्क राखीव.`)).toBeTruthy();
      expect(screen.getByText('शिस्त. आदर. सतत सुधारणा.')).toBeTruthy();
    });
  });
});

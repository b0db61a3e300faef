import { afterAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../lib/i18n.ts';
import { pageTitle } from './page-titles.ts';
import './admin-titles.ts';
import './fighter-titles.ts';

describe('pageTitle', () => {
  it.each([
    ['/home', 'Home | Kaizen Karate Academy'],
    ['/events', 'Events | Kaizen Karate Academy'],
    ['/gallery', 'Gallery | Kaizen Karate Academy'],
    ['/admin/dashboard', 'Dashboard | Admin | Kaizen Karate Academy'],
    ['/admin/fighters', 'Fighters | Admin | Kaizen Karate Academy'],
    ['/admin/leads', 'Trial classes | Admin | Kaizen Karate Academy'],
    ['/trial', 'Book a free trial class | Kaizen Karate Academy'],
    ['/verify', 'Check a certificate | Kaizen Karate Academy'],
    ['/verify/KKA-2026-00042-X7QP', 'Check a certificate | Kaizen Karate Academy'],
    ['/admin/events', 'Events | Admin | Kaizen Karate Academy'],
    ['/admin/event-details/abc123', 'Event Details | Admin | Kaizen Karate Academy'],
    ['/admin/events/abc123/check-in', 'Door check-in | Admin | Kaizen Karate Academy'],
    ['/admin/classes/abc123', 'Classes | Admin | Kaizen Karate Academy'],
    ['/admin/classes/abc123/attendance', 'Attendance | Admin | Kaizen Karate Academy'],
    ['/admin/classes/abc123/register', 'Attendance register | Admin | Kaizen Karate Academy'],
    ['/admin/payments/import', 'Payments | Admin | Kaizen Karate Academy'],
    ['/admin/settings', 'Settings | Admin | Kaizen Karate Academy'],
    ['/fighter/viewprofile', 'My Profile | Kaizen Karate Academy'],
    ['/fighter/bookings', 'My bookings | Kaizen Karate Academy'],
    ['/events/offer/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ', 'Your seat offer | Kaizen Karate Academy'],
    ['/hi/events/offer/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ', 'Your seat offer | Kaizen Karate Academy'],
    ['/no-such-page', 'Page not found | Kaizen Karate Academy'],
    ['/admin/no-such-page', 'Page not found | Kaizen Karate Academy'],
  ])('%s is "%s"', (path, title) => {
    expect(pageTitle(path)).toBe(title);
  });

  it('gives every known route a title of its own', () => {
    const paths = ['/home', '/about-us', '/gallery', '/events', '/admin/login', '/admin/gallery', '/admin/emails'];
    expect(new Set(paths.map(pageTitle)).size).toBe(paths.length);
  });

  describe('in Hindi', () => {
    afterAll(() => activateLanguage('en'));

    it('words the title in Hindi, with or without the /hi prefix', async () => {
      await activateLanguage('hi');
      expect(pageTitle('/hi/events')).toBe('इवेंट | Kaizen Karate Academy');
      expect(pageTitle('/admin/events')).toBe('इवेंट | एडमिन | Kaizen Karate Academy');
      expect(pageTitle('/hi/verify')).toBe('प्रमाणपत्र की जाँच करें | Kaizen Karate Academy');
      expect(pageTitle('/hi/nowhere')).toBe('पेज नहीं मिला | Kaizen Karate Academy');
    });
  });

  describe('in Marathi', () => {
    afterAll(() => activateLanguage('en'));

    it('words the title in Marathi, with or without the /mr prefix', async () => {
      await activateLanguage('mr');
      expect(pageTitle('/mr/events')).toBe('कार्यक्रम | Kaizen Karate Academy');
      expect(pageTitle('/admin/events')).toBe('कार्यक्रम | ॲडमिन | Kaizen Karate Academy');
      expect(pageTitle('/mr/verify')).toBe('प्रमाणपत्र तपासा | Kaizen Karate Academy');
      expect(pageTitle('/mr/nowhere')).toBe('पान सापडले नाही | Kaizen Karate Academy');
    });
  });
});

// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, loadAreas } from '../../../lib/i18n.ts';
import PrivacyPage from './privacy-page.tsx';

async function renderPrivacy(path: string) {
  // The router loads the page's messages with its code (lazyIn(['privacy'])); the test does it by hand.
  await loadAreas('privacy');
  return render(
    <MemoryRouter initialEntries={[path]}>
      <PrivacyPage />
    </MemoryRouter>,
  );
}

const section = (name: string) => within(screen.getByRole('region', { name }));

afterEach(cleanup);

describe('the privacy notice', () => {
  it('names the academy, its version, and the periods the retention job deletes by', async () => {
    await renderPrivacy('/privacy');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeTruthy();
    expect(screen.getByText('Version of 29 November 2026')).toBeTruthy();
    expect(section('WhatsApp and SMS').getByText(/Reply STOP \(or रोकें, थांबवा\)/)).toBeTruthy();
    expect(
      section('Who looks after your data')
        .getByRole('link', { name: 'info@kaizenkarateacademy.in' })
        .getAttribute('href'),
    ).toBe('mailto:info@kaizenkarateacademy.in');
    const howLong = section('How long we keep it');
    expect(howLong.getByText('Password reset codes: deleted 1 day after they expire.')).toBeTruthy();
    expect(
      howLong.getByText(
        'Records of emails sent: deleted 30 days after sending; of emails that could not be delivered, after 90 days.',
      ),
    ).toBeTruthy();
    expect(howLong.getByText(/deleted after 180 days\.$/)).toBeTruthy();
    expect(howLong.getByText(/kept 8 years, as Indian accounting and tax rules ask/)).toBeTruthy();
    expect(section('Children under 18').getByText(/verifiable consent of a parent or lawful guardian/)).toBeTruthy();
    expect(section('Your rights').getByText(/Data Protection Board of India/)).toBeTruthy();
  });

  describe('in Hindi', () => {
    afterAll(() => activateLanguage('en'));

    it('reads in Hindi with the same periods and a Hindi date', async () => {
      await activateLanguage('hi');
      await renderPrivacy('/hi/privacy');
      expect(screen.getByRole('heading', { level: 1, name: 'गोपनीयता सूचना' })).toBeTruthy();
      expect(screen.getByText('29 नवंबर 2026 का संस्करण')).toBeTruthy();
      const howLong = section('हम इसे कितने समय तक रखते हैं');
      expect(howLong.getByText(/भेजने के 30 दिन बाद मिटा दिए जाते हैं; .* 90 दिन बाद।$/)).toBeTruthy();
      expect(howLong.getByText(/180 दिन बाद मिटा दिए जाते हैं।$/)).toBeTruthy();
      expect(section('18 साल से कम उम्र के बच्चे').getByText(/सत्यापित सहमति/)).toBeTruthy();
    });
  });
});

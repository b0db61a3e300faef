// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ConsentView } from '@academy/contract';
import { activateLanguage, loadAreas } from '../../../lib/i18n.ts';
import { stubApi, type ApiRoutes, type SentRequest } from '../../../test-api.ts';
import ConsentPage from './consent-page.tsx';

const TOKEN = 'Zq3k9V_x-7mN2pL8sR4tW6yB1cD5fG0h';

const view = (changes: Partial<ConsentView> = {}): ConsentView => ({
  state: 'pending',
  childName: 'Mira Rao',
  guardianName: 'Asha Rao',
  relation: 'Mother',
  noticeVersion: '2026-11-25',
  eventName: null,
  confirmedAt: null,
  withdrawnAt: null,
  ...changes,
});

const reply = (consent: ConsentView, message = 'Consent details') => ({ body: { status: 1, message, consent } });

let sent: SentRequest[];

function renderPage(routes: ApiRoutes, address = `/consent#${TOKEN}`) {
  sent = stubApi(routes);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[address]}>
        <ConsentPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const card = async () => within(await screen.findByRole('article', { name: 'Consent for Mira Rao' }));

// The router loads the page's messages with its code (lazyIn(['consent', 'form'])); the tests do it by hand.
beforeAll(() => loadAreas('consent', 'form'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.head.querySelectorAll('meta[name="robots"]').forEach((tag) => tag.remove());
});

describe('the consent page', () => {
  it("shows what the link is for and records the guardian's confirmation, sending the token in the body", async () => {
    renderPage({
      'POST /api/Consents/GetConsent': reply(view()),
      'POST /api/Consents/ConfirmConsent': reply(
        view({ state: 'confirmed', confirmedAt: '2026-11-25T06:00:00.000Z' }),
        'Thank you. Your consent has been recorded.',
      ),
    });
    const consent = await card();
    expect(consent.getByText('Mira Rao')).toBeTruthy();
    expect(consent.getByText('A profile at Kaizen Karate Academy')).toBeTruthy();
    expect(consent.getByText('Asha Rao (Mother)')).toBeTruthy();
    expect(consent.getByRole('link', { name: 'Version of 25 November 2026' }).getAttribute('href')).toBe('/privacy');
    expect(consent.getByText('Consent pending')).toBeTruthy();

    await userEvent.click(consent.getByRole('button', { name: 'I confirm my consent' }));
    expect(await consent.findByText('Thank you. Your consent has been recorded.')).toBeTruthy();
    expect(consent.getByText('Consent given')).toBeTruthy();
    expect(
      consent.getByText('Your consent was recorded on 25 November 2026. You can withdraw it at any time.'),
    ).toBeTruthy();
    expect(consent.queryByRole('button', { name: 'I confirm my consent' })).toBeNull();
    expect(sent).toEqual([
      { method: 'POST', path: '/api/Consents/GetConsent', body: { token: TOKEN } },
      { method: 'POST', path: '/api/Consents/ConfirmConsent', body: { token: TOKEN } },
    ]);
    // The link's secret stays out of addresses the server logs.
    expect(sent.every(({ path }) => !path.includes(TOKEN))).toBe(true);
  });

  it('withdraws a given consent only after the guardian confirms the step', async () => {
    renderPage({
      'POST /api/Consents/GetConsent': reply(
        view({ state: 'confirmed', eventName: 'Winter Cup', confirmedAt: '2026-11-21T06:00:00.000Z' }),
      ),
      'POST /api/Consents/WithdrawConsent': reply(
        view({ state: 'withdrawn', eventName: 'Winter Cup', withdrawnAt: '2026-11-25T06:00:00.000Z' }),
        'Your consent has been withdrawn.',
      ),
    });
    const consent = await card();
    expect(consent.getByText('The booking for Winter Cup')).toBeTruthy();
    await userEvent.click(consent.getByRole('button', { name: 'Withdraw consent' }));
    const step = consent.getByRole('group', { name: 'Withdraw your consent for Mira Rao?' });
    await userEvent.click(within(step).getByRole('button', { name: 'Keep my consent' }));
    expect(sent.map(({ path }) => path)).toEqual(['/api/Consents/GetConsent']);

    await userEvent.click(consent.getByRole('button', { name: 'Withdraw consent' }));
    await userEvent.click(consent.getByRole('button', { name: 'Yes, withdraw my consent' }));
    expect(await consent.findByText('Your consent has been withdrawn.')).toBeTruthy();
    expect(consent.getByText('Consent withdrawn')).toBeTruthy();
    expect(consent.getByText(/^Your consent was withdrawn on 25 November 2026\./)).toBeTruthy();
    expect(sent.at(-1)).toEqual({ method: 'POST', path: '/api/Consents/WithdrawConsent', body: { token: TOKEN } });
  });

  it("shows the server's words for a link it does not know, and what to do", async () => {
    renderPage({
      'POST /api/Consents/GetConsent': {
        status: 404,
        body: { status: 0, message: 'This consent link is not valid. It may have been replaced by a newer one.' },
      },
    });
    const problem = await screen.findByRole('alert');
    expect(within(problem).getByRole('heading', { name: 'This link cannot be used' })).toBeTruthy();
    expect(
      within(problem).getByText('This consent link is not valid. It may have been replaced by a newer one.'),
    ).toBeTruthy();
    expect(within(problem).getByText(/^What to do: open the newest consent email/)).toBeTruthy();
    expect(within(problem).getByRole('link', { name: 'info@kaizenkarateacademy.in' })).toBeTruthy();
  });

  it('says an expired link has expired and offers nothing to confirm', async () => {
    renderPage({ 'POST /api/Consents/GetConsent': reply(view({ state: 'expired' })) });
    const consent = await card();
    expect(consent.getByText('Link expired')).toBeTruthy();
    expect(consent.getByText(/^This link has expired: a consent link works for 7 days\./)).toBeTruthy();
    expect(consent.queryByRole('button')).toBeNull();
  });

  it("shows the server's refusal when the link expired while the page was open", async () => {
    renderPage({
      'POST /api/Consents/GetConsent': reply(view()),
      'POST /api/Consents/ConfirmConsent': {
        status: 409,
        body: {
          status: 0,
          message: "This consent link has expired. Please ask for a new one from the child's profile.",
        },
      },
    });
    const consent = await card();
    await userEvent.click(consent.getByRole('button', { name: 'I confirm my consent' }));
    expect(
      await consent.findByText("This consent link has expired. Please ask for a new one from the child's profile."),
    ).toBeTruthy();
  });

  it('asks for nothing without a token in the address, and keeps search engines away', async () => {
    renderPage({}, '/consent');
    expect(
      await screen.findByText('This consent link is not valid. Please open the link from the email again.'),
    ).toBeTruthy();
    expect(sent).toEqual([]);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
  });

  describe('in Hindi', () => {
    afterAll(() => activateLanguage('en'));

    it('reads in Hindi, the relation too', async () => {
      await activateLanguage('hi');
      renderPage({ 'POST /api/Consents/GetConsent': reply(view()) }, `/hi/consent#${TOKEN}`);
      const consent = within(await screen.findByRole('article', { name: 'Mira Rao के लिए सहमति' }));
      expect(consent.getByText('Asha Rao (माँ)')).toBeTruthy();
      expect(consent.getByRole('link', { name: /का संस्करण$/ }).getAttribute('href')).toBe('/hi/privacy');
    });
  });
});

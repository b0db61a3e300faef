// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsentSummary } from '@academy/contract';
import { ToastProvider } from '../../../components/toast/toast-provider.tsx';
import { saveLogin } from '../../../lib/session.ts';
import { stubApi, type SentRequest } from '../../../test-api.ts';
import { ConsentPanel } from './consent-panel.tsx';

const CHILD = { id: 'c1', fullName: 'Mira Rao' };

const consent = (state: ConsentSummary['state'], changes: Partial<ConsentSummary> = {}): ConsentSummary => ({
  state,
  guardianName: 'Asha Rao',
  relation: 'Mother',
  guardianEmail: 'asha@example.com',
  noticeVersion: '2026-11-25',
  requestedAt: '2026-11-20T05:00:00.000Z',
  confirmedAt: null,
  withdrawnAt: null,
  ...changes,
});

let sent: SentRequest[];

function renderPanel(summary: ConsentSummary) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ToastProvider>
      <QueryClientProvider client={client}>
        <ConsentPanel child={CHILD} consent={summary} />
      </QueryClientProvider>
    </ToastProvider>,
  );
  return within(screen.getByRole('region', { name: "Parent's consent" }));
}

beforeEach(() => {
  saveLogin({ token: 'fighter-token', userType: 'fighter', userId: 'f1' });
  sent = stubApi({
    'POST /api/Families/RequestChildConsent/c1': {
      body: { status: 1, message: 'We have emailed asha@example.com a new link to confirm consent.' },
    },
    'POST /api/Families/WithdrawChildConsent/c1': {
      body: { status: 1, message: 'Consent has been withdrawn.' },
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("a child's consent panel", () => {
  it('while pending: says whom it waits for and sends the link again', async () => {
    const panel = renderPanel(consent('pending'));
    expect(panel.getByText('Consent pending')).toBeTruthy();
    expect(
      panel.getByText(
        'Waiting for Asha Rao to confirm from the email sent to asha@example.com. The link works for 7 days.',
      ),
    ).toBeTruthy();
    expect(panel.getByText('Privacy notice: version of 25 November 2026')).toBeTruthy();
    expect(panel.queryByRole('button', { name: 'Withdraw consent' })).toBeNull();
    await userEvent.click(panel.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('We have emailed asha@example.com a new link to confirm consent.')).toBeTruthy();
    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual(['POST /api/Families/RequestChildConsent/c1']);
  });

  it('once confirmed: says who gave it and when, and withdraws only after a confirmation', async () => {
    const panel = renderPanel(consent('confirmed', { confirmedAt: '2026-11-21T06:30:00.000Z' }));
    expect(panel.getByText('Consent given by Asha Rao (Mother) on 21 November 2026.')).toBeTruthy();
    expect(panel.queryByRole('button', { name: 'Send the link again' })).toBeNull();

    await userEvent.click(panel.getByRole('button', { name: 'Withdraw consent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw consent for Mira Rao?' });
    expect(sent).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep consent' }));
    expect(sent).toEqual([]);

    await userEvent.click(panel.getByRole('button', { name: 'Withdraw consent' }));
    const again = await screen.findByRole('dialog', { name: 'Withdraw consent for Mira Rao?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Withdraw consent' }));
    expect(await screen.findByText('Consent has been withdrawn.')).toBeTruthy();
    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual(['POST /api/Families/WithdrawChildConsent/c1']);
  });

  it.each([
    ['withdrawn', consent('withdrawn', { withdrawnAt: '2026-11-22T06:30:00.000Z' }), /^Consent was withdrawn on 22/],
    ['expired', consent('expired'), /^The link sent to asha@example.com expired/],
  ])('once %s: asks for consent again', async (_state, summary, text) => {
    const panel = renderPanel(summary);
    expect(panel.getByText(text)).toBeTruthy();
    expect(panel.queryByRole('button', { name: 'Withdraw consent' })).toBeNull();
    await userEvent.click(panel.getByRole('button', { name: 'Ask for consent again' }));
    expect(await screen.findByText('We have emailed asha@example.com a new link to confirm consent.')).toBeTruthy();
    expect(sent.map(({ path }) => path)).toEqual(['/api/Families/RequestChildConsent/c1']);
  });
});

// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SetMessageConsentRequest } from '@academy/contract';
import { ToastProvider } from '../../../components/toast/toast-provider.tsx';
import { loadAreas } from '../../../lib/i18n.ts';
import { stubApi, type SentRequest } from '../../../test-api.ts';
import { consentsReply } from '../test-messages.ts';
import { MessageConsentsSection } from './message-consents-section.tsx';

/** The state line under a switch: "On · since 29 November 2026, on this page". */
const stateOf = (name: string) => {
  const input = screen.getByRole('switch', { name });
  return document.getElementById(input.getAttribute('aria-describedby')!)!.textContent;
};

function renderSection(initial = consentsReply()) {
  const sent = stubApi({
    'GET /api/Messages/GetMyMessageConsents': { body: initial },
    'PUT /api/Messages/SetMyMessageConsent': (request: SentRequest) => {
      const { channel, optedIn } = request.body as SetMessageConsentRequest;
      return {
        body: {
          ...consentsReply({
            ...Object.fromEntries(initial.consents.map((consent) => [consent.channel, consent])),
            [channel]: { optedIn, at: '2026-11-29T10:00:00.000Z', source: 'account', noticeVersion: '2026-11-29' },
          }),
          message: optedIn ? 'WhatsApp messages turned on.' : 'WhatsApp messages turned off.',
        },
      };
    },
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/fighter/viewprofile']}>
          <MessageConsentsSection />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return sent;
}

beforeAll(() => loadAreas('account'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the family's WhatsApp and SMS choices", () => {
  it('shows the notice: what they will get, how to stop, the number and the notice version', async () => {
    renderSection();
    const section = within(await screen.findByRole('region', { name: 'WhatsApp and SMS messages' }));
    expect(await section.findByText(/fee reminders with the payment link/)).toBeTruthy();
    expect(
      section.getByText(/reply STOP \(or रोकें\) to a message, or use the link at the end of our fee reminder emails/),
    ).toBeTruthy();
    expect(section.getByText('Messages go to +91 98201 23456.')).toBeTruthy();
    expect(section.getByRole('link', { name: 'Privacy notice: version of 29 November 2026' })).toBeTruthy();
    const whatsapp = section.getByRole('switch', { name: 'WhatsApp' }) as HTMLInputElement;
    expect(whatsapp.checked).toBe(false);
    expect(stateOf('WhatsApp')).toBe('Off · not chosen yet');
    expect(stateOf('SMS')).toBe('Off · not chosen yet');
  });

  it('turns WhatsApp on through SetMyMessageConsent and shows the new state with when and how', async () => {
    const user = userEvent.setup();
    const sent = renderSection();
    const whatsapp = (await screen.findByRole('switch', { name: 'WhatsApp' })) as HTMLInputElement;
    await user.click(whatsapp);
    await waitFor(() => expect(sent.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(sent.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/api/Messages/SetMyMessageConsent',
      body: { channel: 'whatsapp', optedIn: true },
    });
    await waitFor(() => expect(whatsapp.checked).toBe(true));
    expect(stateOf('WhatsApp')).toBe('On · since 29 November 2026, on this page');
    expect((await screen.findByRole('alert')).textContent).toBe('WhatsApp messages turned on.');
    expect((screen.getByRole('switch', { name: 'SMS' }) as HTMLInputElement).checked).toBe(false);
  });

  it('shows a choice made at the desk, and turns it off', async () => {
    const user = userEvent.setup();
    const sent = renderSection(
      consentsReply({ whatsapp: { optedIn: true, at: '2026-11-20T05:00:00.000Z', source: 'desk' } }),
    );
    const whatsapp = (await screen.findByRole('switch', { name: 'WhatsApp' })) as HTMLInputElement;
    expect(whatsapp.checked).toBe(true);
    expect(stateOf('WhatsApp')).toBe("On · since 20 November 2026, at the academy's desk");
    await user.click(whatsapp);
    await waitFor(() => expect(whatsapp.checked).toBe(false));
    expect(sent.find((call) => call.method === 'PUT')!.body).toEqual({ channel: 'whatsapp', optedIn: false });
    expect(stateOf('WhatsApp')).toBe('Off · since 29 November 2026, on this page');
  });
});

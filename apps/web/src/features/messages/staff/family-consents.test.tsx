// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS, type SetMessageConsentRequest } from '@academy/contract';
import { ToastProvider } from '../../../components/toast/toast-provider.tsx';
import { stubApi, type ApiRoutes, type SentRequest } from '../../../test-api.ts';
import { consentsReply } from '../test-messages.ts';
import { FamilyConsents } from './family-consents.tsx';

const FRONT_DESK: ApiRoutes = {
  [`GET ${ENDPOINTS.GetMyStaffAccount.path}`]: {
    body: {
      status: 1,
      message: 'Staff fetched.',
      member: {
        id: 'desk-1',
        name: 'Meera',
        email: 'desk@kaizen.in',
        role: 'frontDesk',
        twoFactor: false,
        mustSetUpTwoFactor: false,
      },
    },
  },
};

function renderConsents(routes: ApiRoutes = {}) {
  const sent = stubApi({
    'GET /api/Messages/GetFamilyMessageConsents/p1': {
      body: consentsReply({
        sms: { optedIn: false, at: '2026-11-21T05:00:00.000Z', source: 'reply', noticeVersion: '2026-11-29' },
      }),
    },
    'PUT /api/Messages/SetFamilyMessageConsent/p1': (request: SentRequest) => {
      const { channel, optedIn } = request.body as SetMessageConsentRequest;
      return {
        body: {
          ...consentsReply({
            sms: { optedIn: false, at: '2026-11-21T05:00:00.000Z', source: 'reply', noticeVersion: '2026-11-29' },
            [channel]: { optedIn, at: '2026-11-29T06:00:00.000Z', source: 'desk', noticeVersion: '2026-11-29' },
          }),
          message: 'Consent recorded.',
        },
      };
    },
    ...routes,
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/admin/families/p1']}>
          <FamilyConsents familyId="p1" />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return sent;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a family's WhatsApp and SMS choices on its page", () => {
  it('shows each channel’s state with when and how, and records a yes given at the desk', async () => {
    const user = userEvent.setup();
    const sent = renderConsents();
    const section = within(await screen.findByRole('region', { name: 'WhatsApp and SMS' }));
    expect(await section.findByText('To +91 98201 23456')).toBeTruthy();
    expect(section.getByText('Not asked')).toBeTruthy();
    expect(section.getByText('Opted out')).toBeTruthy();
    expect(section.getByText('21 Nov, 2026, by a STOP reply · notice of 29 November 2026')).toBeTruthy();

    await user.click(section.getByRole('button', { name: 'Parent says yes to WhatsApp' }));
    await waitFor(() =>
      expect(sent.find((call) => call.method === 'PUT')).toMatchObject({
        path: '/api/Messages/SetFamilyMessageConsent/p1',
        body: { channel: 'whatsapp', optedIn: true },
      }),
    );
    expect(await section.findByText('Opted in')).toBeTruthy();
    expect(section.getByText('29 Nov, 2026, at the desk · notice of 29 November 2026')).toBeTruthy();
    expect(section.getByRole('button', { name: 'Parent says no to WhatsApp' })).toBeTruthy();
  });

  it("links the owner to the family's messages", async () => {
    renderConsents();
    const link = await screen.findByRole('link', { name: 'Messages sent to this family' });
    expect(link.getAttribute('href')).toBe('/admin/messages?family=p1');
  });

  it('gives the front desk no link to the Messages page, which is the owner’s', async () => {
    renderConsents(FRONT_DESK);
    expect(await screen.findByText('Not asked')).toBeTruthy();
    // The role is known once the account is in; give it a moment.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: 'Messages sent to this family' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Parent says yes to SMS' })).toBeTruthy();
  });
});

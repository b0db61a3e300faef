// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES_PAGE_SIZE, messagesReplySchema, type MessagesReply, type SentMessage } from '@academy/contract';
import { ToastProvider } from '../../../components/toast/toast-provider.tsx';
import { sentMessage } from '../test-messages.ts';
import MessagesPage from './messages-page.tsx';

let messages: SentMessage[];
let lists: URL[];
let reminders: number;

/** ListMessages at the network boundary: filters and pages `messages` as the contract says the server does. */
function serve() {
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if ((init.method ?? 'GET') === 'GET' && url.pathname === '/api/Messages/ListMessages') {
      lists.push(url);
      const q = url.searchParams;
      const page = Number(q.get('page') ?? '1');
      const matching = messages.filter(
        (m) =>
          (!q.get('kind') || m.kind === q.get('kind')) &&
          (!q.get('state') || m.state === q.get('state')) &&
          (!q.get('channel') || m.channel === q.get('channel')) &&
          (!q.get('family') || m.familyId === q.get('family')),
      );
      const start = (page - 1) * MESSAGES_PAGE_SIZE;
      const reply: MessagesReply = {
        status: 1,
        message: 'Messages fetched.',
        messages: matching.slice(start, start + MESSAGES_PAGE_SIZE),
        total: matching.length,
        page,
        pageSize: MESSAGES_PAGE_SIZE,
        month: {
          period: '2026-11',
          whatsapp: { count: 812, costPaise: 28420 },
          sms: { count: 40, costPaise: 1000 },
          email: { count: 95, costPaise: 0 },
        },
      };
      return json(200, messagesReplySchema.parse(reply));
    }
    if (init.method === 'POST' && url.pathname === '/api/Messages/RemindFeesNow') {
      reminders += 1;
      return json(200, { status: 1, message: '3 families reminded.', reminded: 3 });
    }
    return json(404, { status: 0, message: 'Not found' });
  });
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderPage(path = '/admin/messages') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ToastProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/admin/messages" element={<MessagesPage />} />
          </Routes>
          <Location />
        </MemoryRouter>
      </QueryClientProvider>
    </ToastProvider>,
  );
}

const rows = () => screen.getAllByRole('row').slice(1);
const lastQuery = () => lists.at(-1)!.search;

beforeEach(() => {
  reminders = 0;
  localStorage.setItem('token', 'owner-token');
  localStorage.setItem('userType', 'admin');
  lists = [];
  messages = [
    sentMessage(1),
    sentMessage(2, {
      kind: 'classCancelled',
      channel: 'sms',
      state: 'failed',
      reason: 'DLT template not approved',
      familyName: 'Kulkarni family',
      familyId: 'fam-k',
    }),
    sentMessage(3, { kind: 'absenceAlert', channel: null, to: null, state: 'skipped', reason: 'No consent' }),
    sentMessage(4, { state: 'queued', familyId: 'fam-k', familyName: 'Kulkarni family' }),
  ];
  serve();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the owner's Messages page", () => {
  it('lists each message with its kind, channel, number, readable state, reason and IST times', async () => {
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(lastQuery()).toBe('?page=1');

    const read = rows()[0]!;
    expect(within(read).getByRole('rowheader').textContent).toBe('Family 1');
    expect(within(read).getByText('Fee reminder')).toBeTruthy();
    // What the family read, in its language.
    const text = within(read).getByText('Hello Asha, the class fees of ₹1,500.00 are due on 10 December.');
    expect(text.getAttribute('lang')).toBe('en');
    expect(within(read).getByText('WhatsApp')).toBeTruthy();
    expect(within(read).getByText('+91 98201 23451')).toBeTruthy();
    expect(within(read).getByText('Read', { selector: '.app-badge' })).toBeTruthy();
    const times = [...read.querySelectorAll('time')].map((time) => time.textContent);
    expect(times).toEqual(['02 Nov, 2026, 02:30 PM', '02 Nov, 2026, 03:00 PM']);

    const failed = rows()[1]!;
    expect(within(failed).getByText('Failed', { selector: '.app-badge' }).className).toContain('app-badge--danger');
    expect(within(failed).getByText('DLT template not approved')).toBeTruthy();
    expect(within(failed).getByText('SMS')).toBeTruthy();

    const skipped = rows()[2]!;
    expect(within(skipped).getByText('Not sent', { selector: '.app-badge' })).toBeTruthy();
    expect(within(skipped).getByText('No consent')).toBeTruthy();
    expect(within(rows()[3]!).getByText('Queued', { selector: '.app-badge' })).toBeTruthy();
    expect(screen.getByText('Showing 1–4 of 4')).toBeTruthy();
  });

  it("shows this month's count and estimated cost per channel in rupees", async () => {
    renderPage();
    const month = await screen.findByRole('region', { name: 'This month: November 2026' });
    const items = within(month)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling!.textContent}`);
    expect(items).toEqual(['WhatsApp 812 messages≈ ₹284.20', 'SMS 40 messages≈ ₹10.00', 'Email 95 messages≈ ₹0.00']);
  });

  it('filters by kind, state and channel through the address and asks the server for them', async () => {
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(4));
    await user.selectOptions(screen.getByLabelText('State'), 'failed');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(lastQuery()).toBe('?state=failed&page=1');
    await user.selectOptions(screen.getByLabelText('Channel'), 'sms');
    await user.selectOptions(screen.getByLabelText('Kind'), 'classCancelled');
    await waitFor(() => expect(lastQuery()).toBe('?kind=classCancelled&state=failed&channel=sms&page=1'));
    expect(screen.getByTestId('location').textContent).toBe(
      '/admin/messages?kind=classCancelled&state=failed&channel=sms',
    );
    expect(rows()).toHaveLength(1);

    await user.selectOptions(screen.getByLabelText('State'), '');
    await waitFor(() => expect(lastQuery()).toBe('?kind=classCancelled&channel=sms&page=1'));
  });

  it("shows one family's messages from the family page's link, and all again on request", async () => {
    const user = userEvent.setup();
    renderPage('/admin/messages?family=fam-k');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(lastQuery()).toBe('?family=fam-k&page=1');
    expect(screen.getByText('Family: Kulkarni family')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'All families' }));
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(lastQuery()).toBe('?page=1');
  });

  it('says it shows one family even when that family has no messages to name it by', async () => {
    renderPage('/admin/messages?family=fam-none');
    expect(await screen.findByText('No messages match these filters.')).toBeTruthy();
    expect(lastQuery()).toBe('?family=fam-none&page=1');
    expect(screen.getByText("One family's messages")).toBeTruthy();
  });

  it('filters by a family from its name in the list', async () => {
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(4));
    await user.click(within(rows()[1]!).getByRole('button', { name: 'Kulkarni family' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByTestId('location').textContent).toBe('/admin/messages?family=fam-k');
  });

  it('says so when no message matches the filters', async () => {
    renderPage('/admin/messages?state=delivered');
    expect(await screen.findByText('No messages match these filters.')).toBeTruthy();
  });

  it('pages through a long list', async () => {
    messages = Array.from({ length: 60 }, (_, i) => sentMessage(i + 1));
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(MESSAGES_PAGE_SIZE));
    const nav = screen.getByRole('navigation', { name: 'Message pages' });
    await user.click(within(nav).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(lastQuery()).toBe('?page=3');
    expect(screen.getByText('Showing 51–60 of 60')).toBeTruthy();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ status: 0, message: 'Server error' }), { status: 500 }),
    );
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The messages could not be loaded: Server error');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("reminds the families who owe at the owner's word, says how many, and lists the messages again", async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('table');
    const before = lists.length;
    await user.click(screen.getByRole('button', { name: 'Remind families who owe now' }));
    expect(await screen.findByText('3 families reminded.')).toBeTruthy();
    expect(reminders).toBe(1);
    await waitFor(() => expect(lists.length).toBeGreaterThan(before));
  });
});

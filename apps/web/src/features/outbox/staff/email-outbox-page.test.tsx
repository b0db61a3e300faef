// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ENGLISH,
  OUTBOX_PAGE_SIZE,
  emailOutboxReplySchema,
  type EmailOutboxReply,
  type EmailState,
  type OutboxEmail,
} from '@academy/contract';
import { ToastProvider } from '../../../components/toast/toast-provider.tsx';
import EmailOutboxPage from './email-outbox-page.tsx';

const email = (n: number, status: EmailState, extra: Partial<OutboxEmail> = {}): OutboxEmail => ({
  id: `email-${n}`,
  to: `fighter${n}@example.in`,
  subject: `Subject ${n}`,
  status,
  attempts: status === 'failed' ? 5 : 1,
  lastError: status === 'failed' ? '550 mailbox unavailable' : null,
  // 09:00 UTC is 14:30 in India.
  createdAt: '2026-03-0' + n + 'T09:00:00.000Z',
  nextAttemptAt: status === 'pending' ? '2026-03-0' + n + 'T09:05:00.000Z' : null,
  sentAt: status === 'sent' ? '2026-03-0' + n + 'T09:01:00.000Z' : null,
  ...extra,
});

let outbox: OutboxEmail[];
let requests: { method: string; url: URL; token: string | null }[];
let retryReply: { status: number; body: unknown };

function countsOf(list: OutboxEmail[]): EmailOutboxReply['counts'] {
  const counts = { pending: 0, sending: 0, sent: 0, failed: 0 };
  for (const e of list) counts[e.status] += 1;
  return counts;
}

/** The server at the network boundary: GetEmailOutbox filters and pages `outbox`; RetryEmail marks one pending. */
function serve() {
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const method = init.method ?? 'GET';
    const headers = new Headers(init.headers);
    requests.push({ method, url, token: headers.get('x-auth-token') });
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

    if (method === 'GET' && url.pathname === '/api/Admin/GetEmailOutbox') {
      const status = url.searchParams.get('status');
      const page = Number(url.searchParams.get('page') ?? '1');
      const matching = status ? outbox.filter((e) => e.status === status) : outbox;
      const start = (page - 1) * OUTBOX_PAGE_SIZE;
      const reply: EmailOutboxReply = {
        status: 1,
        message: ENGLISH['api.outboxListed'],
        emails: matching.slice(start, start + OUTBOX_PAGE_SIZE),
        total: matching.length,
        page,
        pageSize: OUTBOX_PAGE_SIZE,
        counts: countsOf(outbox),
      };
      // The mock answers what the contract says the server answers.
      return json(200, emailOutboxReplySchema.parse(reply));
    }
    const retry = /^\/api\/Admin\/RetryEmail\/(.+)$/.exec(url.pathname);
    if (method === 'POST' && retry) {
      if (retryReply.status === 200) {
        outbox = outbox.map((e) =>
          e.id === retry[1] ? { ...e, status: 'pending', nextAttemptAt: '2026-03-09T10:00:00.000Z' } : e,
        );
      }
      return json(retryReply.status, retryReply.body);
    }
    return json(404, { status: 0, message: 'Not found' });
  });
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderPage(path = '/admin/emails') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ToastProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/admin/emails" element={<EmailOutboxPage />} />
          </Routes>
          <Location />
        </MemoryRouter>
      </QueryClientProvider>
    </ToastProvider>,
  );
}

const rows = () => screen.getAllByRole('row').slice(1);
/** The dates a row shows, as read (date and time sit in separate spans so they wrap between them only). */
const times = (row: HTMLElement) => [...row.querySelectorAll('time')].map((t) => t.textContent);
const pill = (name: RegExp) => screen.getByRole('button', { name });
const outboxGets = () => requests.filter((r) => r.method === 'GET');

beforeEach(() => {
  localStorage.setItem('token', 'admin-token');
  localStorage.setItem('userType', 'admin');
  requests = [];
  retryReply = { status: 200, body: { status: 1, message: ENGLISH['api.emailRetried'] } };
  outbox = [email(1, 'failed'), email(2, 'sent'), email(3, 'pending'), email(4, 'sending'), email(5, 'sent')];
  serve();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('admin email outbox', () => {
  it('shows a skeleton, then one row per email with its state, attempts, error and IST times', async () => {
    renderPage();
    expect(screen.getByTestId('table-skeleton')).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(outboxGets()[0]!.url.search).toBe('?page=1');
    expect(outboxGets()[0]!.token).toBe('admin-token');

    const failed = rows()[0]!;
    expect(within(failed).getByRole('rowheader').textContent).toBe('fighter1@example.in');
    expect(within(failed).getByText('Subject 1')).toBeTruthy();
    expect(within(failed).getByText('Failed')).toBeTruthy();
    expect(within(failed).getByText('5')).toBeTruthy();
    expect(within(failed).getByText('550 mailbox unavailable')).toBeTruthy();
    expect(times(failed)).toContain('01 Mar, 2026, 02:30 PM');
    expect(within(failed).getByRole('button', { name: /Send again/ })).toBeTruthy();

    const sent = rows()[1]!;
    expect(within(sent).getByText('Sent', { selector: '.app-badge' })).toBeTruthy();
    expect(times(sent)).toContain('02 Mar, 2026, 02:31 PM');
    expect(within(sent).queryByRole('button')).toBeNull();

    const pending = rows()[2]!;
    expect(within(pending).getByText('Next try')).toBeTruthy();
    expect(times(pending)).toContain('03 Mar, 2026, 02:35 PM');
    expect(screen.getByText('Showing 1–5 of 5')).toBeTruthy();
  });

  it('shows the count of every state, failed first after All', async () => {
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(5));
    const group = screen.getByRole('group', { name: 'Show emails by state' });
    const pills = within(group)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(pills).toEqual(['All5', 'Failed1', 'Pending1', 'Sending1', 'Sent2']);
    expect(pill(/^All/).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('1 email failed.')).toBeTruthy();
  });

  it('filters by state through the address and asks the server for that state', async () => {
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(5));
    await user.click(pill(/^Sent/));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(outboxGets().at(-1)!.url.search).toBe('?status=sent&page=1');
    expect(screen.getByTestId('location').textContent).toBe('/admin/emails?status=sent');
    expect(pill(/^Sent/).getAttribute('aria-pressed')).toBe('true');
    expect(pill(/^All/).getAttribute('aria-pressed')).toBe('false');
    // The counts stay those of the whole outbox.
    expect(pill(/^Failed/).textContent).toBe('Failed1');
  });

  it('says so when a filter has no emails', async () => {
    outbox = [email(2, 'sent')];
    renderPage('/admin/emails?status=failed');
    expect(await screen.findByText('No failed emails. Every email went out.')).toBeTruthy();
    expect(screen.queryByText(/^Showing/)).toBeNull();
  });

  it('sends a failed email again through RetryEmail/:id, then reloads the list', async () => {
    const user = userEvent.setup();
    renderPage('/admin/emails?status=failed');
    await waitFor(() => expect(rows()).toHaveLength(1));
    const before = outboxGets().length;
    await user.click(within(rows()[0]!).getByRole('button', { name: /Send again/ }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(ENGLISH['api.emailRetried']);
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/Admin/RetryEmail/email-1');
    expect(post.token).toBe('admin-token');
    // Refetched: the email left "Failed".
    await waitFor(() => expect(screen.getByText('No failed emails. Every email went out.')).toBeTruthy());
    expect(outboxGets().length).toBeGreaterThan(before);
    expect(pill(/^Failed/).textContent).toBe('Failed0');
    expect(pill(/^Pending/).textContent).toBe('Pending2');
  });

  it("shows the server's message when the email cannot be sent again", async () => {
    retryReply = { status: 409, body: { status: 0, message: ENGLISH['api.emailNotFailed'] } };
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(5));
    await user.click(screen.getByRole('button', { name: /Send again/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(ENGLISH['api.emailNotFailed']);
  });

  it('pages through a long outbox', async () => {
    outbox = Array.from({ length: 45 }, (_, i) => email((i % 9) + 1, 'sent', { id: `sent-${i}`, to: `p${i}@x.in` }));
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(OUTBOX_PAGE_SIZE));
    expect(screen.getByText('Showing 1–20 of 45')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Email outbox pages' });
    await user.click(within(nav).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(outboxGets().at(-1)!.url.search).toBe('?page=3');
    expect(screen.getByText('Showing 41–45 of 45')).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
  });

  it('goes back to the last page when the requested one is past the end', async () => {
    renderPage('/admin/emails?status=sent&page=9');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/emails?status=sent'));
    await waitFor(() => expect(rows()).toHaveLength(2));
  });

  it('offers to try again when the outbox cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ status: 0, message: 'Server error' }), { status: 500 }),
    );
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The emails could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUDIT_PAGE_SIZE, auditLogReplySchema, ENGLISH, type AuditEntry } from '@academy/contract';
import { activateLanguage } from '../../../lib/i18n.ts';
import AuditLogPage from './audit-log-page.tsx';

const EVENT = {
  eventName: 'Winter Kata Championship',
  address: 'Balewadi, Pune',
  eventDescription: 'Kata for all belts.',
  // 13:00 UTC is 06:30 PM in India.
  eventDateTime: '2026-12-25T13:00:00.000Z',
  totalSeats: 50,
  entryFee: 1200,
  imageKey: 'events/abc',
};

const entry = (n: number, extra: Partial<AuditEntry>): AuditEntry => ({
  id: `entry-${n}`,
  // 09:00 UTC is 02:30 PM in India.
  at: `2026-03-0${(n % 9) + 1}T09:00:00.000Z`,
  actor: {
    role: 'admin',
    id: 'admin-1',
    label: 'admin@kaizen.in',
    ip: '203.0.113.7',
    name: 'Shihan Rajesh Kulkarni',
    staffRole: 'owner',
  },
  action: 'event.update',
  subject: { kind: 'event', id: 'event-1', name: null },
  before: null,
  after: null,
  ...extra,
});

const update = entry(1, {
  before: EVENT,
  after: { ...EVENT, totalSeats: 60, eventDateTime: '2026-12-26T13:00:00.000Z' },
});
const login = entry(2, {
  actor: {
    role: 'fighter',
    id: 'fighter-9',
    label: 'asha@example.in',
    ip: '198.51.100.2',
    name: null,
    staffRole: null,
  },
  action: 'fighter.login',
  subject: { kind: 'fighter', id: 'fighter-9', name: 'Asha Kulkarni' },
});
const created = entry(3, {
  action: 'event.create',
  subject: { kind: 'event', id: 'event-2', name: null },
  after: EVENT,
});

let log: AuditEntry[];
let requests: { url: URL; token: string | null }[];

/** GetAuditLog at the network boundary: filters `log` by person and action, and pages it, as the server does. */
function serve() {
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    requests.push({ url, token: new Headers(init.headers).get('x-auth-token') });
    if (url.pathname !== '/api/Admin/GetAuditLog') return new Response('{}', { status: 404 });
    const person = url.searchParams.get('person');
    const action = url.searchParams.get('action');
    const page = Number(url.searchParams.get('page') ?? '1');
    const matching = log.filter(
      (e) =>
        (!person || [e.actor.id, e.actor.label, e.subject.id].includes(person)) && (!action || e.action === action),
    );
    const reply = auditLogReplySchema.parse({
      status: 1,
      message: ENGLISH['api.auditListed'],
      entries: matching.slice((page - 1) * AUDIT_PAGE_SIZE, page * AUDIT_PAGE_SIZE),
      total: matching.length,
      page,
      pageSize: AUDIT_PAGE_SIZE,
    });
    return new Response(JSON.stringify(reply), { status: 200, headers: { 'content-type': 'application/json' } });
  });
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderPage(path = '/admin/audit') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/audit" element={<AuditLogPage />} />
        </Routes>
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const rows = () => screen.getAllByRole('row').slice(1);
const lastQuery = () => Object.fromEntries(requests.at(-1)!.url.searchParams);
/** A change as read: "Total Seats: 50 → 60" (the arrow's spoken words left out). */
const changes = (row: HTMLElement) =>
  [...row.querySelectorAll('.audit-diff__item')].map((item) =>
    [...item.childNodes]
      .filter((node) => !(node instanceof HTMLElement && node.classList.contains('visually-hidden')))
      .map((node) => node.textContent)
      .join('')
      .replace(/\s+/g, ' ')
      .trim(),
  );

beforeEach(() => {
  localStorage.setItem('token', 'admin-token');
  localStorage.setItem('userType', 'admin');
  requests = [];
  log = [update, login, created];
  serve();
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  await act(() => activateLanguage('en'));
});

describe('admin audit log', () => {
  it('shows each entry: when in IST, who, what, its subject and the fields it changed, old → new', async () => {
    renderPage();
    expect(screen.getByTestId('table-skeleton')).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(lastQuery()).toEqual({ page: '1' });
    expect(requests[0]!.token).toBe('admin-token');

    const [edited, loggedIn, added] = rows() as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(edited).getByRole('rowheader').textContent).toBe('Event updated');
    expect(within(edited).getByText('02 Mar, 2026, 02:30 PM')).toBeTruthy();
    // A member of staff by name and role.
    expect(within(edited).getByText('Shihan Rajesh Kulkarni', { selector: '.audit-table__person' })).toBeTruthy();
    expect(within(edited).getByText('Owner', { selector: '.audit-table__role' })).toBeTruthy();
    expect(within(edited).getByText('admin@kaizen.in').textContent).toBe('admin@kaizen.in');
    expect(within(edited).getByText('IP 203.0.113.7')).toBeTruthy();
    expect(within(edited).getByText('Winter Kata Championship')).toBeTruthy();
    expect(within(edited).getByText('event-1')).toBeTruthy();
    // Only what changed, the date in IST, each value before and after.
    expect(changes(edited)).toEqual([
      'Date & Time: 25 Dec, 2026, 06:30 PM IST → 26 Dec, 2026, 06:30 PM IST',
      'Total Seats: 50 → 60',
    ]);
    expect(within(edited).getByText('50').tagName).toBe('DEL');
    expect(within(edited).getByText('60').tagName).toBe('INS');

    expect(within(loggedIn).getByRole('rowheader').textContent).toBe('Fighter logged in');
    expect(within(loggedIn).getByText('Fighter', { selector: '.audit-table__role' })).toBeTruthy();
    expect(within(loggedIn).getByText('—')).toBeTruthy();
    // What was acted on by the name the server gives it, though the entry's values hold none.
    expect(within(loggedIn).getByText('Asha Kulkarni', { selector: '.audit-table__name' })).toBeTruthy();

    // A creation lists the values it set, with nothing before them.
    expect(changes(added)).toContain('Entry Fee: ₹1,200.00');
    expect(added.querySelector('del')).toBeNull();
    expect(screen.getByText('Showing 1–3 of 3')).toBeTruthy();
  });

  it('asks the server for one person, one action and IST days, and keeps the filters in the address', async () => {
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(3));

    await user.type(screen.getByLabelText('Person'), 'asha@example.in');
    await user.selectOptions(screen.getByLabelText('Action'), 'Fighter logged in');
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await user.type(screen.getByLabelText('To'), '2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(lastQuery()).toEqual({
      person: 'asha@example.in',
      action: 'fighter.login',
      from: '2026-03-01',
      to: '2026-03-31',
      page: '1',
    });
    expect(screen.getByTestId('location').textContent).toBe(
      '/admin/audit?person=asha%40example.in&action=fighter.login&from=2026-03-01&to=2026-03-31',
    );

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(lastQuery()).toEqual({ page: '1' });
    expect((screen.getByLabelText('Person') as HTMLInputElement).value).toBe('');
  });

  it('refuses a range that ends before it starts, without asking the server', async () => {
    const user = userEvent.setup();
    renderPage('/admin/audit?from=2026-03-10');
    await waitFor(() => expect(rows()).toHaveLength(3));
    const asked = requests.length;
    await user.type(screen.getByLabelText('To'), '2026-03-01');
    expect(screen.getByText('The last day is before the first day.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(requests).toHaveLength(asked);
  });

  it('says so when no entry matches the filters', async () => {
    renderPage('/admin/audit?action=gallery.delete');
    expect(await screen.findByText('No entries match these filters.')).toBeTruthy();
    expect(lastQuery()).toEqual({ action: 'gallery.delete', page: '1' });
  });

  it('pages through the log 50 entries at a time', async () => {
    log = Array.from({ length: 120 }, (_, i) => entry(i, { id: `entry-${i}` }));
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(AUDIT_PAGE_SIZE));
    const nav = screen.getByRole('navigation', { name: 'Audit log pages' });
    await user.click(within(nav).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(lastQuery()).toEqual({ page: '3' });
    expect(screen.getByText('Showing 101–120 of 120')).toBeTruthy();
  });

  it("names the waiting list's and the door's acts, their subject, and their instants in IST", async () => {
    log = [
      entry(4, {
        actor: { role: 'system', id: null, label: 'waiting list', ip: null, name: null, staffRole: null },
        action: 'waitlist.offer',
        subject: { kind: 'waitlist', id: 'place-7', name: null },
        before: { state: 'waiting' },
        // 06:30 UTC is 12:00 PM in India.
        after: { state: 'offered', eventId: 'event-1', offerExpiresAt: '2026-12-20T06:30:00.000Z' },
      }),
      entry(5, {
        action: 'booking.checkIn',
        subject: { kind: 'booking', id: 'booking-3', name: null },
        after: {
          eventId: 'event-1',
          fighterName: 'Meera Joshi',
          checkedInAt: '2026-12-25T12:45:00.000Z',
          by: 'ticket',
        },
      }),
    ];
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [offered, letIn] = rows() as [HTMLElement, HTMLElement];
    expect(within(offered).getByRole('rowheader').textContent).toBe('Freed seat offered');
    expect(within(offered).getByText('Waiting-list place')).toBeTruthy();
    expect(changes(offered)).toContain('Offer ends: 20 Dec, 2026, 12:00 PM IST');
    expect(within(letIn).getByRole('rowheader').textContent).toBe('Checked in at the door');
    expect(changes(letIn)).toContain('Checked in at: 25 Dec, 2026, 06:15 PM IST');
  });

  it('reads in Hindi: labels, actions, fields and dates in the language', async () => {
    await act(() => activateLanguage('hi'));
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ऑडिट लॉग');
    expect(screen.getByRole('columnheader', { name: 'बदलाव' })).toBeTruthy();
    const edited = rows()[0]!;
    expect(within(edited).getByRole('rowheader').textContent).toBe('इवेंट अपडेट किया गया');
    expect(within(edited).getByText('मालिक', { selector: '.audit-table__role' })).toBeTruthy();
    expect(within(edited).getByText(/^2 मार्च, 2026, दोपहर 2:30$/)).toBeTruthy();
    expect(changes(edited)).toContain('कुल सीटें: 50 → 60');
    expect(within(rows()[1]!).getByRole('rowheader').textContent).toBe('फ़ाइटर ने लॉगिन किया');
    expect(screen.getByLabelText('व्यक्ति')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'सीट बुक की गई' })).toBeTruthy();
  });
});

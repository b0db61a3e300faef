// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Batch, Lead, LeadState } from '@academy/contract';
import { ToastProvider } from '../../../components/toast/toast-provider.tsx';
import { loadAreas } from '../../../lib/i18n.ts';
import { stubApi, type ApiRoutes, type SentRequest } from '../../../test-api.ts';
import AdminLeadsPage from './admin-leads-page.tsx';
import { relativeTime } from './lead-contact.ts';
import { nextClassDays } from './trial-days.ts';

const lead = (changes: Partial<Lead>): Lead => ({
  id: 'l1',
  name: 'Asha Rao',
  mobileNumber: '9876543210',
  studentAge: 8,
  batchId: 'b1',
  batchName: 'Kids Evening Batch',
  message: 'Evenings after 6 suit us',
  state: 'new',
  note: null,
  language: 'en',
  contactConsentAt: '2026-11-30T04:30:00.000Z',
  createdAt: '2026-11-30T04:30:00.000Z',
  updatedAt: '2026-11-30T04:30:00.000Z',
  fighterId: null,
  accountId: null,
  inviteToken: 'Tok3n-of-the-lead_0123456789abcdefghijklmno',
  trialOn: null,
  messagesOptIn: true,
  messagesConsentAt: '2026-11-30T04:30:00.000Z',
  ...changes,
});

const LEADS = [
  lead({}),
  lead({
    id: 'l2',
    name: 'राहुल शर्मा',
    mobileNumber: '9123456780',
    studentAge: 34,
    batchId: null,
    batchName: null,
    message: null,
    state: 'contacted',
    note: 'Called, coming Saturday',
    language: 'hi',
    createdAt: '2026-11-28T10:00:00.000Z',
  }),
  lead({ id: 'l3', name: 'Meera Iyer', state: 'joined', fighterId: 'f9', createdAt: '2026-11-20T10:00:00.000Z' }),
];

const COUNTS: Record<LeadState, number> = { new: 1, contacted: 1, trialBooked: 0, attended: 0, joined: 1, lost: 0 };

const BATCH = {
  id: 'b1',
  name: 'Kids Evening Batch',
  program: 'Kids Karate',
  minAge: 6,
  maxAge: 12,
  seatsLeft: 12,
  weekdays: ['tue', 'sat'],
  startDate: '2026-01-05',
  endDate: null,
  closedDays: [] as Batch['closedDays'],
} as Batch;

const leadsReply = { body: { status: 1, message: 'ok', leads: LEADS, counts: COUNTS } };

let sent: SentRequest[];
let urls: string[];

function renderPage(routes: ApiRoutes = {}, address = '/admin/leads') {
  sent = stubApi({
    'GET /api/Leads/GetLeads': leadsReply,
    'GET /api/Classes/GetClasses': { body: { status: 1, message: 'ok', batches: [BATCH] } },
    ...routes,
  });
  // The stub keeps paths; the inbox's filter travels in the query string.
  const stubbed = globalThis.fetch;
  urls = [];
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    urls.push(input);
    return stubbed(input, init);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter initialEntries={[address]}>
          <AdminLeadsPage />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const card = async (name: string) => within(await screen.findByRole('article', { name }));

beforeAll(() => loadAreas('admin', 'form', 'classes'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the trial-class inbox', () => {
  it('lists the requests with counts per state and filters by state through the address', async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: 'Trial class requests' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Asha Rao', 'राहुल शर्मा', 'Meera Iyer']);
    const filters = within(screen.getByRole('group', { name: 'Show the requests by state' }));
    expect(filters.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'All3',
      'New1',
      'Contacted1',
      'Trial booked0',
      'Attended trial0',
      'Joined1',
      'Lost0',
    ]);
    expect(filters.getByRole('button', { name: 'All 3' }).getAttribute('aria-pressed')).toBe('true');

    const asha = await card('Asha Rao');
    expect(asha.getByText('8 years')).toBeTruthy();
    expect(asha.getByText('Kids Evening Batch')).toBeTruthy();
    expect(asha.getByText('+91 98765 43210')).toBeTruthy();
    expect(asha.getByText('Evenings after 6 suit us')).toBeTruthy();
    expect(asha.getByText('30 Nov, 2026, 10:00 AM IST')).toBeTruthy();
    expect(asha.getByText('New')).toBeTruthy();
    const rahul = await card('राहुल शर्मा');
    expect(rahul.getByText('Academy to suggest')).toBeTruthy();
    expect(rahul.getByText('Called, coming Saturday')).toBeTruthy();
    expect(rahul.getByText('asked in हिन्दी')).toBeTruthy();
    // A joined lead is a fighter now: nothing to update or convert.
    const meera = await card('Meera Iyer');
    expect(meera.queryByRole('button', { name: /Convert/ })).toBeNull();
    expect(meera.queryByRole('button', { name: /Update/ })).toBeNull();

    await userEvent.click(filters.getByRole('button', { name: 'Contacted 1' }));
    expect(filters.getByRole('button', { name: 'Contacted 1' }).getAttribute('aria-pressed')).toBe('true');
    await vi.waitFor(() => expect(urls).toContain('/api/Leads/GetLeads?state=contacted'));
  });

  it('calls in one tap and writes the WhatsApp message in the language the family asked in', async () => {
    renderPage();
    const asha = await card('Asha Rao');
    expect(asha.getByRole('link', { name: 'Call Asha Rao on +91 98765 43210' }).getAttribute('href')).toBe(
      'tel:+919876543210',
    );
    const english = await asha.findByRole('link', { name: 'WhatsApp Asha Rao' });
    expect(english.getAttribute('href')).toBe(
      `https://wa.me/919876543210?text=${encodeURIComponent(
        'Namaste Asha Rao, this is Kaizen Karate Academy about your free trial class in our Kids Evening Batch. Which day would suit you to come?',
      )}`,
    );
    expect(english.getAttribute('target')).toBe('_blank');

    // The admin reads English; this family asked in Hindi, so the message is in Hindi.
    const rahul = await card('राहुल शर्मा');
    const hindi = await rahul.findByRole('link', { name: 'WhatsApp राहुल शर्मा' });
    const text = new URL(hindi.getAttribute('href')!).searchParams.get('text');
    expect(hindi.getAttribute('href')!.startsWith('https://wa.me/919123456780?text=')).toBe(true);
    expect(text).toBe(
      'नमस्ते राहुल शर्मा, हम Kaizen Karate Academy से आपकी मुफ़्त ट्रायल कक्षा के बारे में संपर्क कर रहे हैं। आपके लिए कौन-सा दिन ठीक रहेगा?',
    );
  });

  it('sends a family after its trial the sign-up link, and shows a family that has signed up', async () => {
    const after = [
      lead({ id: 'l4', name: 'Kiran Desai', state: 'attended' }),
      lead({ id: 'l5', name: 'Neha Shah', state: 'attended', accountId: 'a5' }),
    ];
    renderPage({
      'GET /api/Leads/GetLeads': { body: { status: 1, message: 'ok', leads: after, counts: COUNTS } },
    });
    const kiran = await card('Kiran Desai');
    const link = await kiran.findByRole('link', { name: 'WhatsApp Kiran Desai' });
    expect(new URL(link.getAttribute('href')!).searchParams.get('text')).toBe(
      "Namaste Kiran Desai, thank you for trying a class at Kaizen Karate Academy. To join, make your family's account here (what you told us is filled in): " +
        `${window.location.origin}/fighter/signup?lead=Tok3n-of-the-lead_0123456789abcdefghijklmno`,
    );
    expect(kiran.queryByText('Has an account')).toBeNull();

    // Neha signed up already: her request turns Joined by itself; no sign-up link to send.
    const neha = await card('Neha Shah');
    expect(neha.getByText('Has an account')).toBeTruthy();
    const nehaLink = await neha.findByRole('link', { name: 'WhatsApp Neha Shah' });
    expect(nehaLink.getAttribute('href')).not.toContain('signup');
  });

  it("changes a lead's state with a note", async () => {
    renderPage({
      'POST /api/Leads/UpdateLead/l1': {
        body: { status: 1, message: 'Lead updated', lead: lead({ state: 'contacted', note: 'Coming Sat' }) },
      },
    });
    const asha = await card('Asha Rao');
    await userEvent.click(asha.getByRole('button', { name: 'Update the state of Asha Rao' }));
    const form = within(asha.getByRole('form', { name: 'State and note of Asha Rao' }));
    // Joined comes only through Convert, which makes the account.
    expect(form.queryByRole('option', { name: 'Joined' })).toBeNull();
    await userEvent.selectOptions(form.getByLabelText('State'), 'contacted');
    await userEvent.type(form.getByLabelText('Note'), 'Coming Sat');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Lead updated')).toBeTruthy();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/Leads/UpdateLead/l1', body: { state: 'contacted', note: 'Coming Sat' } },
    ]);
    expect(asha.queryByRole('form')).toBeNull();
  });

  it('books the trial in a batch on one of its next class days, and the card says when', async () => {
    const [first, second] = nextClassDays(BATCH);
    renderPage({
      'POST /api/Leads/UpdateLead/l1': {
        body: { status: 1, message: 'Lead updated', lead: lead({ state: 'trialBooked', trialOn: second! }) },
      },
    });
    const asha = await card('Asha Rao');
    expect(asha.getByText('Asked for messages')).toBeTruthy();
    await userEvent.click(asha.getByRole('button', { name: 'Update the state of Asha Rao' }));
    const form = within(asha.getByRole('form', { name: 'State and note of Asha Rao' }));
    expect(form.queryByLabelText('Trial class on')).toBeNull();
    await userEvent.selectOptions(form.getByLabelText('State'), 'trialBooked');
    const day = form.getByLabelText('Trial class on') as HTMLSelectElement;
    await waitFor(() => expect(day.options).toHaveLength(7));
    expect(day.options[1]!.value).toBe(first);
    expect(day.options[1]!.textContent).toMatch(/^(Tue|Sat)\w*, \d{1,2} [A-Z][a-z]{2}$/);
    expect((form.getByLabelText('Batch of the trial') as HTMLSelectElement).value).toBe('b1');
    expect(form.getByText(/They asked for messages: a day sends the confirmation now/)).toBeTruthy();
    await userEvent.selectOptions(day, second!);
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Lead updated')).toBeTruthy();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/Leads/UpdateLead/l1',
        body: { state: 'trialBooked', note: null, batchId: 'b1', trialOn: second },
      },
    ]);
  });
});

describe('Convert', () => {
  it("asks a child's date of birth and relation, sends them and shows what the server made", async () => {
    renderPage({
      'POST /api/Leads/ConvertLead/l1': {
        body: {
          status: 1,
          message: 'Asha Rao is now a member of the batch.',
          lead: lead({ state: 'joined' }),
          fighterId: 'f1',
          accountId: 'a1',
          accountCreated: true,
        },
      },
    });
    await userEvent.click((await card('Asha Rao')).getByRole('button', { name: /Convert Asha Rao/ }));
    const modal = within(await screen.findByRole('dialog', { name: 'Convert Asha Rao' }));
    expect(modal.getByText(/Asha Rao asked for a child of 8/)).toBeTruthy();
    expect((modal.getByLabelText("Child's full name") as HTMLInputElement).value).toBe('');
    await modal.findByRole('option', { name: 'Kids Evening Batch · 12 seats left' });
    expect((modal.getByLabelText('Batch') as HTMLSelectElement).value).toBe('b1');

    await userEvent.click(modal.getByRole('button', { name: 'Convert and enrol' }));
    expect(await modal.findByText('Email is required.')).toBeTruthy();
    expect(modal.getByText('Date of birth is required.')).toBeTruthy();
    expect(modal.getByText('Please choose how you are related to the child.')).toBeTruthy();
    expect(sent.some((request) => request.method === 'POST')).toBe(false);

    await userEvent.type(modal.getByLabelText("Family's email"), 'asha@example.com');
    await userEvent.type(modal.getByLabelText("Child's full name"), 'Mira Rao');
    await userEvent.selectOptions(modal.getByLabelText('Gender'), 'Female');
    await userEvent.type(modal.getByLabelText("Child's date of birth"), '2018-04-12');
    await userEvent.selectOptions(modal.getByLabelText("Asha Rao's relation to the child"), 'Mother');
    await userEvent.click(modal.getByRole('button', { name: 'Convert and enrol' }));

    expect(await modal.findByText('Asha Rao is now a member of the batch.')).toBeTruthy();
    expect(
      modal.getByText('A new account was made for asha@example.com; a welcome email asks them to choose a password.'),
    ).toBeTruthy();
    expect(modal.getByText('Asha Rao is asked by email to confirm consent for the child.')).toBeTruthy();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/Leads/ConvertLead/l1',
        body: {
          email: 'asha@example.com',
          studentName: 'Mira Rao',
          dateOfBirth: '2018-04-12',
          gender: 'Female',
          relation: 'Mother',
          batchId: 'b1',
        },
      },
    ]);
  });

  it("converts an adult under their own name, and shows the server's refusal of a full batch", async () => {
    renderPage({
      'GET /api/Leads/GetLeads': {
        body: {
          status: 1,
          message: 'ok',
          leads: [lead({ id: 'l4', name: 'Ravi Kumar', studentAge: 34, language: 'en' })],
          counts: COUNTS,
        },
      },
      'POST /api/Leads/ConvertLead/l4': { status: 409, body: { status: 0, message: 'This batch is full.' } },
    });
    await userEvent.click((await card('Ravi Kumar')).getByRole('button', { name: /Convert Ravi Kumar/ }));
    const modal = within(await screen.findByRole('dialog', { name: 'Convert Ravi Kumar' }));
    expect((modal.getByLabelText("Student's full name") as HTMLInputElement).value).toBe('Ravi Kumar');
    expect(modal.queryByLabelText("Child's date of birth")).toBeNull();
    await modal.findByRole('option', { name: 'Kids Evening Batch · 12 seats left' });
    await userEvent.type(modal.getByLabelText("Family's email"), 'ravi@example.com');
    await userEvent.selectOptions(modal.getByLabelText('Gender'), 'Male');
    await userEvent.click(modal.getByRole('button', { name: 'Convert and enrol' }));

    expect((await modal.findByRole('alert')).textContent).toBe('This batch is full.');
    expect(sent.filter((request) => request.method === 'POST')[0]!.body).toEqual({
      email: 'ravi@example.com',
      studentName: 'Ravi Kumar',
      dateOfBirth: null,
      gender: 'Male',
      relation: null,
      batchId: 'b1',
    });
  });
});

describe('relativeTime', () => {
  const now = Date.parse('2026-11-30T12:00:00.000Z');
  it.each([
    ['2026-11-30T11:59:30.000Z', 'now'],
    ['2026-11-30T09:00:00.000Z', '3 hours ago'],
    ['2026-11-29T10:00:00.000Z', 'yesterday'],
    ['2026-11-16T12:00:00.000Z', '2 weeks ago'],
  ])('%s is "%s"', (iso, text) => {
    expect(relativeTime(iso, now, 'en')).toBe(text);
  });

  it('speaks Hindi', () => {
    expect(relativeTime('2026-11-30T09:00:00.000Z', now, 'hi')).toBe('3 घंटे पहले');
  });

  it('speaks Marathi, its figures in digits 0-9', () => {
    expect(relativeTime('2026-11-30T09:00:00.000Z', now, 'mr')).toBe('3 तासांपूर्वी');
    expect(relativeTime('2026-11-29T10:00:00.000Z', now, 'mr')).toBe('काल');
  });
});

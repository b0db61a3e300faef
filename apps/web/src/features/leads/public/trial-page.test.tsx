// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Batch } from '@academy/contract';
import { activateLanguage, loadAreas } from '../../../lib/i18n.ts';
import { stubApi, type ApiRoutes, type SentRequest } from '../../../test-api.ts';
import TrialPage from './trial-page.tsx';

const batch = (changes: Partial<Batch>): Batch => ({
  id: 'b1',
  name: 'Kids Evening Batch',
  program: 'Kids Karate',
  level: null,
  minAge: 6,
  maxAge: 12,
  place: 'Main dojo, Karve Road',
  weekdays: ['mon', 'wed', 'fri'],
  startTime: '18:00',
  endTime: '19:00',
  capacity: 20,
  monthlyFee: 1500,
  instructor: 'Sensei Rao',
  startDate: '2026-01-05',
  endDate: null,
  status: 'open',
  autoAccept: false,
  enrolled: 8,
  seatsLeft: 12,
  nextClassDay: '2026-12-02',
  closedDays: [],
  firstFee: null,
  ...changes,
});

const BATCHES = [
  batch({}),
  batch({
    id: 'b2',
    name: 'Adults Morning Batch',
    program: 'Adults Karate',
    minAge: 16,
    maxAge: null,
    weekdays: ['tue', 'thu', 'sat'],
    startTime: '06:30',
    endTime: '07:30',
    monthlyFee: 2000,
  }),
];

const CLASSES = { 'GET /api/Classes/GetClasses': { body: { status: 1, message: 'ok', batches: BATCHES } } };

let sent: SentRequest[];

function renderPage(routes: ApiRoutes, address = '/trial') {
  sent = stubApi({ ...CLASSES, ...routes });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[address]}>
        <TrialPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const form = (name = 'Your details') => within(screen.getByRole('form', { name }));
const batchSelect = () => form().getByLabelText('Preferred batch') as HTMLSelectElement;
const booked = () => sent.filter((request) => request.path === '/api/Leads/BookTrial');

// The router loads the page's messages with its code (lazyIn(['classes', 'form'])); the tests do it by hand.
beforeAll(() => loadAreas('classes', 'form'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the free trial page', () => {
  it('posts its form, so a tap before the script has run never puts a name and mobile number in the address', () => {
    renderPage({});
    expect(screen.getByRole('form', { name: 'Your details' }).getAttribute('method')).toBe('post');
  });

  it('says what is missing under each field and sends nothing', async () => {
    renderPage({});
    await userEvent.click(form().getByRole('button', { name: 'Book my free trial' }));
    expect(await form().findByText('Full Name is required.')).toBeTruthy();
    expect(form().getByText('Age of the student is required.')).toBeTruthy();
    expect(form().getByText('Please agree to be contacted about the trial class.')).toBeTruthy();
    expect(form().getByLabelText('Mobile Number').getAttribute('aria-invalid')).toBe('true');

    await userEvent.type(form().getByLabelText('Mobile Number'), '98765');
    await userEvent.type(form().getByLabelText('Age of the student'), '2');
    await userEvent.tab();
    expect(
      await form().findByText(
        'Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, such as 98201 23456.',
      ),
    ).toBeTruthy();
    expect(form().getByText('Ages start at 3.')).toBeTruthy();
    expect(booked()).toEqual([]);
  });

  it('preselects the batch of the link, books the trial and thanks the visitor by name', async () => {
    renderPage(
      { 'POST /api/Leads/BookTrial': { status: 201, body: { status: 1, message: 'Thank you' } } },
      '/trial?batch=b2',
    );
    // The options arrive with the list; the link's batch is chosen then, grouped under its program.
    await form().findByRole('option', { name: 'Adults Morning Batch: Tue · Thu · Sat, 6:30 AM – 7:30 AM' });
    expect(batchSelect().value).toBe('b2');
    expect(within(batchSelect()).getByRole('group', { name: 'Kids Karate' })).toBeTruthy();
    // The chosen batch's facts follow the choice in a render of their own (the form's watched value).
    expect(await form().findByText('16 years and over · ₹2,000 a month · Main dojo, Karve Road')).toBeTruthy();

    await userEvent.type(form().getByLabelText('Your name'), 'Asha Rao');
    await userEvent.type(form().getByLabelText('Mobile Number'), '9876543210');
    await userEvent.type(form().getByLabelText('Age of the student'), '8');
    // An 8-year-old in the adults' batch: the form says so, and still lets the parent send it.
    expect(form().getByText('This batch is for 16 years and over: we will suggest one that fits.')).toBeTruthy();
    await userEvent.selectOptions(batchSelect(), 'b1');
    await userEvent.type(form().getByLabelText('Anything we should know? (optional)'), 'Evenings after 6');
    await userEvent.click(form().getByRole('checkbox', { name: /I agree to be contacted by phone or WhatsApp/ }));
    expect(form().getByRole('link', { name: 'privacy notice' }).getAttribute('href')).toBe('/privacy');
    // Messages about the trial are a choice of their own, unticked until the visitor ticks it.
    const messages = form().getByRole('checkbox', { name: /on WhatsApp or SMS \(optional\)/ }) as HTMLInputElement;
    expect(messages.checked).toBe(false);
    await userEvent.click(messages);
    await userEvent.click(form().getByRole('button', { name: 'Book my free trial' }));

    const thanks = await screen.findByRole('status');
    expect(within(thanks).getByRole('heading', { name: 'Thank you, Asha Rao!' })).toBe(document.activeElement);
    expect(
      within(thanks).getByText(
        'We will call you within a day on +91 98765 43210 to fix the day and time of your free trial class.',
      ),
    ).toBeTruthy();
    expect(within(thanks).getByText('Kids Evening Batch, Mon · Wed · Fri, 6:00 PM – 7:00 PM IST')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Your details' })).toBeNull();
    expect(booked().map((request) => request.body)).toEqual([
      {
        name: 'Asha Rao',
        mobileNumber: '9876543210',
        studentAge: 8,
        batchId: 'b1',
        message: 'Evenings after 6',
        agreed: true,
        messages: true,
      },
    ]);
  });

  it("sends null for the academy's suggestion and shows the server's refusal in the form", async () => {
    renderPage({
      'POST /api/Leads/BookTrial': {
        status: 429,
        body: { status: 0, message: 'Too many requests. Please try again later.' },
      },
    });
    await form().findByRole('option', { name: /Kids Evening Batch/ });
    expect(batchSelect().value).toBe('');
    await userEvent.type(form().getByLabelText('Your name'), 'Ravi Kumar');
    await userEvent.type(form().getByLabelText('Mobile Number'), '9123456780');
    await userEvent.type(form().getByLabelText('Age of the student'), '34');
    await userEvent.click(form().getByRole('checkbox', { name: /I agree to be contacted/ }));
    await userEvent.click(form().getByRole('button', { name: 'Book my free trial' }));

    expect((await form().findByRole('alert')).textContent).toBe('Too many requests. Please try again later.');
    expect(booked()[0]!.body).toMatchObject({ batchId: null, message: null, studentAge: 34, messages: false });
    expect(screen.getByRole('form', { name: 'Your details' })).toBeTruthy();
  });

  it('words the form and its field messages in Hindi', async () => {
    await activateLanguage('hi');
    try {
      renderPage({}, '/hi/trial');
      const hindi = () => form('आपकी जानकारी');
      await userEvent.click(hindi().getByRole('button', { name: 'मेरी मुफ़्त ट्रायल कक्षा बुक करें' }));
      expect(await hindi().findByText('विद्यार्थी की उम्र आवश्यक है।')).toBeTruthy();
      expect(hindi().getByText('कृपया ट्रायल कक्षा के बारे में संपर्क किए जाने के लिए सहमति दें।')).toBeTruthy();
      expect(hindi().getByRole('option', { name: 'अकादमी ही कोई बैच सुझाए' })).toBeTruthy();
    } finally {
      await activateLanguage('en');
    }
  });
});

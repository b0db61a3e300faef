// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Batch, FamilyProfile } from '@academy/contract';
import { ToastProvider } from '../../../components/toast/toast-provider.tsx';
import { saveLogin } from '../../../lib/session.ts';
import { batchFixture } from '../../../test-classes.ts';
import { bornYearsAgo, fighterFixture, stubApi, type ApiRoutes, type SentRequest } from '../../../test-api.ts';
import BatchPage from './batch-page.tsx';
import ClassesPage from './classes-page.tsx';

const KIDS = batchFixture({
  firstFee: { month: '2026-12', dueDay: '2026-12-10', freeUntil: '2026-11-30', monthlyDueDay: 10 },
});
const ADULTS = batchFixture({
  id: 'b2',
  name: 'Morning Adults',
  program: 'Adults Karate',
  level: null,
  minAge: 16,
  maxAge: null,
  weekdays: ['tue', 'thu'],
  startTime: '06:30',
  endTime: '07:30',
  monthlyFee: 2000,
  autoAccept: true,
});

const ASHA: FamilyProfile = { ...fighterFixture(), consent: null };
const MIRA: FamilyProfile = {
  ...fighterFixture({ id: 'c1', fullName: 'Mira Rao', age: null, dateOfBirth: bornYearsAgo(9), guardianId: 'f1' }),
  consent: null,
};

const classes = (batches: Batch[]) => ({ body: { status: 1, message: 'Batches fetched.', batches } });

/** Where the app went: the login page and the profile are stand-ins that show the address they were given. */
function Address() {
  const location = useLocation();
  return <p data-testid="address">{location.pathname + location.search}</p>;
}

function renderAt(path: string, routes: ApiRoutes): SentRequest[] {
  const sent = stubApi(routes);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ToastProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/classes" element={<ClassesPage />} />
            <Route path="/classes/:id" element={<BatchPage />} />
            <Route path="/fighter/login" element={<Address />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </ToastProvider>,
  );
  return sent;
}

const filter = () => within(screen.getByRole('group', { name: 'Program' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the Classes page', () => {
  it('groups the open batches by program and filters them, starting from ?program=', async () => {
    renderAt('/classes?program=adults-karate', { 'GET /api/Classes/GetClasses': classes([KIDS, ADULTS]) });
    expect(await screen.findByRole('article', { name: 'Morning Adults' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Evening Kids Karate' })).toBeNull();
    expect(filter().getByRole('button', { name: 'Adults Karate 1' }).getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(filter().getByRole('button', { name: 'All programs 2' }));
    const groups = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(groups).toEqual(['Kids Karate', 'Adults Karate']);
    expect(screen.getByRole('article', { name: 'Evening Kids Karate' })).toBeTruthy();

    await userEvent.click(filter().getByRole('button', { name: 'Self Defence 0' }));
    expect(screen.getByText('No Self Defence batch is open right now.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'See all programs' }));
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('shows a skeleton while loading, then says when no batch is open', async () => {
    renderAt('/classes', { 'GET /api/Classes/GetClasses': classes([]) });
    expect(screen.getByTestId('classes-skeleton')).toBeTruthy();
    expect(await screen.findByText('No batch is taking students right now.')).toBeTruthy();
    expect(screen.queryByTestId('classes-skeleton')).toBeNull();
  });

  it('says when the list could not load, and tries again', async () => {
    let calls = 0;
    renderAt('/classes', {
      'GET /api/Classes/GetClasses': () =>
        ++calls === 1 ? { status: 503, body: { status: 0, message: 'Down' } } : classes([KIDS]),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load the classes.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Evening Kids Karate' })).toBeTruthy();
  });

  it("sends a visitor to log in, coming back to the batch's page to join", async () => {
    renderAt('/classes', { 'GET /api/Classes/GetClasses': classes([KIDS]) });
    await userEvent.click(await screen.findByRole('button', { name: 'Join this batch: Evening Kids Karate' }));
    expect(screen.getByTestId('address').textContent).toBe(
      `/fighter/login?next=${encodeURIComponent('/classes/b1?join=1')}`,
    );
  });

  it("lets a guardian choose the child who joins, and says the server's answer", async () => {
    saveLogin({ token: 'fighter-token', userType: 'fighter', userId: 'f1' });
    const sent = renderAt('/classes', {
      'GET /api/Classes/GetClasses': classes([KIDS]),
      'GET /api/Families/GetFamily': { body: { status: 1, message: 'Family', profiles: [ASHA, MIRA] } },
      'POST /api/Enrolments/RequestEnrolment': {
        status: 201,
        body: {
          status: 1,
          message: 'Request sent. The academy will confirm by email.',
          enrolment: {
            id: 'e1',
            batchId: 'b1',
            fighterId: 'c1',
            state: 'requested',
            requestedAt: '2026-11-25T05:00:00.000Z',
            decidedAt: null,
            leftAt: null,
          },
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Join this batch: Evening Kids Karate' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Evening Kids Karate' }));
    const who = within(await dialog.findByRole('group', { name: 'Who is joining?' }));
    // The guardian (38) is outside 6–12: shown, not choosable; the child is chosen.
    const own = who.getByRole('radio', { name: /Asha Rao \(you\)/ }) as HTMLInputElement;
    expect(own.disabled).toBe(true);
    expect(who.getByText(/this batch is for 6–12 years/)).toBeTruthy();
    expect((who.getByRole('radio', { name: /Mira Rao/ }) as HTMLInputElement).checked).toBe(true);
    expect(dialog.getByText('The academy confirms each request by email, usually within a day.')).toBeTruthy();
    // What joining costs, before and after: the first fee, the free days before it, and the monthly rule.
    const costs = () => within(screen.getByRole('region', { name: 'What it costs' }));
    const feeLines = [
      /^First fee: ₹1,500 for December 2026, due \w+, 10 Dec( 2026)?\.$/,
      /^Classes until \w+, 30 Nov( 2026)? cost nothing\.$/,
      /^If the academy accepts after \w+, 10 Dec( 2026)?, the first fee is the next month’s instead\.$/,
      /^Then ₹1,500 each month, due on the 10th\. A month you join by its due day is charged in full\.$/,
    ];
    expect(
      costs()
        .getAllByText(/./)
        .map((line) => line.textContent),
    ).toHaveLength(feeLines.length);
    for (const line of feeLines) expect(costs().getByText(line)).toBeTruthy();

    await userEvent.click(dialog.getByRole('button', { name: 'Send request' }));
    expect(sent.find((call) => call.method === 'POST')?.body).toEqual({ batchId: 'b1', fighterId: 'c1' });
    const done = within(await screen.findByRole('status'));
    expect(done.getByText('Request sent for Mira Rao')).toBeTruthy();
    expect(done.getByText('Request sent. The academy will confirm by email.')).toBeTruthy();
    for (const line of feeLines) expect(costs().getByText(line)).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'See my classes' }).getAttribute('href')).toBe(
      '/fighter/viewprofile?profile=c1',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows on each card who of the family is in or waits, and Join only while someone else could', async () => {
    saveLogin({ token: 'fighter-token', userType: 'fighter', userId: 'f1' });
    renderAt('/classes', {
      'GET /api/Classes/GetClasses': classes([KIDS, ADULTS]),
      'GET /api/Enrolments/GetFamilyEnrolments': {
        body: {
          status: 1,
          message: 'Fetched.',
          enrolments: [
            { batchId: 'b1', fighterId: 'c1', fighterName: 'Mira Rao', state: 'active' },
            { batchId: 'b2', fighterId: 'f1', fighterName: 'Asha Rao', state: 'requested' },
          ],
          trainees: [
            { id: 'f1', fullName: 'Asha Rao', age: 38 },
            { id: 'c1', fullName: 'Mira Rao', age: 9 },
            { id: 'c2', fullName: 'Kabir Rao', age: 7 },
          ],
        },
      },
    });
    const kids = within(await screen.findByRole('article', { name: 'Evening Kids Karate' }));
    expect(await kids.findByText('Mira Rao: enrolled')).toBeTruthy();
    // Kabir, 7, may still join the kids' batch; nobody else of the family is of the adults' ages.
    expect(kids.getByRole('button', { name: 'Join with someone else: Evening Kids Karate' })).toBeTruthy();
    expect(kids.queryByRole('button', { name: /^Join this batch/ })).toBeNull();
    const adults = within(screen.getByRole('article', { name: 'Morning Adults' }));
    expect(adults.getByText('Asha Rao: request sent')).toBeTruthy();
    expect(adults.queryByRole('button', { name: /Join/ })).toBeNull();
  });

  it('offers a parent who does not train only their children, and sends one without children to add a child', async () => {
    saveLogin({ token: 'fighter-token', userType: 'fighter', userId: 'f1' });
    const parent: FamilyProfile = { ...ASHA, trains: false };
    let profiles = [parent, MIRA];
    renderAt('/classes', {
      'GET /api/Classes/GetClasses': classes([ADULTS]),
      'GET /api/Families/GetFamily': () => ({ body: { status: 1, message: 'Family', profiles } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Join this batch: Morning Adults' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Morning Adults' }));
    const who = within(await dialog.findByRole('group', { name: 'Who is joining?' }));
    expect(who.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['c1']);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));

    profiles = [parent];
    await userEvent.click(await screen.findByRole('button', { name: 'Join this batch: Morning Adults' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Morning Adults' }));
    expect(
      await dialog.findByText(/^You are recorded as a parent who does not train: add your child's profile first/),
    ).toBeTruthy();
    expect(dialog.queryAllByRole('radio')).toEqual([]);
    expect(dialog.getByRole('link', { name: 'Add a child on my profile' }).getAttribute('href')).toBe(
      '/fighter/viewprofile',
    );
    expect(dialog.getByRole('button', { name: 'Join now' })).toHaveProperty('disabled', true);
  });

  it('keeps a refusal in the dialog, where another profile can be chosen', async () => {
    saveLogin({ token: 'fighter-token', userType: 'fighter', userId: 'f1' });
    renderAt('/classes', {
      'GET /api/Classes/GetClasses': classes([ADULTS]),
      'GET /api/Families/GetFamily': { body: { status: 1, message: 'Family', profiles: [ASHA] } },
      'POST /api/Enrolments/RequestEnrolment': {
        status: 409,
        body: { status: 0, message: 'This profile is already in the batch.' },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Join this batch: Morning Adults' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Morning Adults' }));
    expect(dialog.getByText('This batch confirms at once: the seat is yours as soon as you join.')).toBeTruthy();
    await userEvent.click(await dialog.findByRole('button', { name: 'Join now' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('This profile is already in the batch.');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe("a batch's page", () => {
  it("gives the batch's details, its closed days and its own title, and opens Join after the login", async () => {
    saveLogin({ token: 'fighter-token', userType: 'fighter', userId: 'f1' });
    const batch = batchFixture({ closedDays: [{ day: '2026-11-09', reason: 'Diwali' }] });
    renderAt('/classes/b1?join=1', {
      'GET /api/Classes/GetClass/b1': { body: { status: 1, message: 'Batch fetched.', batch } },
      'GET /api/Families/GetFamily': { body: { status: 1, message: 'Family', profiles: [ASHA, MIRA] } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Evening Kids Karate' })).toBeTruthy();
    expect(document.title).toBe('Evening Kids Karate | Kaizen Karate Academy');
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Classes' }).getAttribute('href')).toBe('/classes');
    const closed = within(screen.getByRole('region', { name: 'Days without class' }));
    expect(closed.getByText(/^No class on Mon, 9 Nov( 2026)?: Diwali$/)).toBeTruthy();
    expect(await screen.findByRole('dialog', { name: 'Evening Kids Karate' })).toBeTruthy();
  });

  it('says a batch that is gone is gone, with the way to the open ones', async () => {
    renderAt('/classes/old', {
      'GET /api/Classes/GetClass/old': { status: 404, body: { status: 0, message: 'Batch not found.' } },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This batch is not on offer any more.');
    expect(within(alert).getByRole('link', { name: 'See the open batches' }).getAttribute('href')).toBe('/classes');
  });

  it('offers no Join on a paused batch', async () => {
    renderAt('/classes/b1', {
      'GET /api/Classes/GetClass/b1': {
        body: { status: 1, message: 'Batch fetched.', batch: batchFixture({ status: 'paused', nextClassDay: null }) },
      },
    });
    expect(await screen.findByText('This batch is paused and is not taking new students right now.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Join/ })).toBeNull();
  });
});

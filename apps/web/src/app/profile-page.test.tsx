// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsentSummary, FamilyProfile } from '@academy/contract';
import { ToastProvider } from '../components/toast/toast-provider.tsx';
import { activateLanguage } from '../lib/i18n.ts';
import { saveLogin } from '../lib/session.ts';
import { bornYearsAgo, fighterFixture, ranksRoute, stubApi, type ApiRoutes } from '../test-api.ts';
import ProfilePage from './profile-page.tsx';

const ASHA: FamilyProfile = { ...fighterFixture(), consent: null };

const pending: ConsentSummary = {
  state: 'pending',
  guardianName: 'Asha Rao',
  relation: 'Mother',
  guardianEmail: 'asha@example.com',
  noticeVersion: '2026-11-25',
  requestedAt: '2026-11-24T05:00:00.000Z',
  confirmedAt: null,
  withdrawnAt: null,
};

const MIRA: FamilyProfile = {
  ...fighterFixture({
    id: 'c1',
    fullName: 'Mira Rao',
    age: null,
    dateOfBirth: bornYearsAgo(9),
    guardianId: 'f1',
    createdAt: '2026-11-24T05:00:00.000Z',
  }),
  consent: pending,
};

/** The API of an account holding `profiles` (its own first), each profile's details, no photos and no rank. */
function family(profiles: FamilyProfile[]): ApiRoutes {
  const routes: ApiRoutes = {
    ...ranksRoute,
    'GET /api/Families/GetFamily': { body: { status: 1, message: 'Family profiles', profiles } },
  };
  for (const profile of profiles) {
    const { consent: _consent, ...fighter } = profile;
    routes[`GET /api/Fighters/GetFighterDetailsById/${profile.id}`] = {
      body: { status: 1, message: 'Fighter details', fighter },
    };
    routes[`GET /api/Fighters/GetFighterProfileImage/${profile.id}`] = {
      body: { status: 1, message: 'ok', data: { fighterImageUrl: null } },
    };
    routes[`GET /api/Ranks/GetFighterRanks/${profile.id}`] = {
      body: { status: 1, message: 'Rank history fetched.', rank: null, since: null, promotions: [] },
    };
  }
  return routes;
}

function Where() {
  const { search } = useLocation();
  return <output data-testid="search">{search}</output>;
}

function renderPage(address = '/fighter/viewprofile') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ToastProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[address]}>
          <Routes>
            <Route
              path="/fighter/viewprofile"
              element={
                <>
                  <ProfilePage />
                  <Where />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </ToastProvider>,
  );
}

/** The banner with the picture, once the profile is on screen. */
const hero = async () => within(await screen.findByRole('region', { name: 'Profile picture' }));

beforeEach(() => {
  saveLogin({ token: 'fighter-token', userType: 'fighter', userId: 'f1' });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the family switcher', () => {
  it("lists the account holder and each child with the consent state, and switches to a child's profile", async () => {
    stubApi(family([ASHA, MIRA]));
    renderPage();
    const nav = await screen.findByRole('navigation', { name: 'Family profiles' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['ARAsha RaoYou', 'MRMira RaoConsent pending']);
    expect(links[0]!.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('button', { name: 'Add a child' })).toBeTruthy();
    expect((await hero()).getByText('asha@example.com')).toBeTruthy();

    await userEvent.click(links[1]!);
    expect(screen.getByTestId('search').textContent).toBe('?profile=c1');
    await screen.findByText("Parent's email: asha@example.com");
    const child = await hero();
    expect(child.getByText('Mira Rao')).toBeTruthy();
    expect(child.getByText("Child's profile")).toBeTruthy();
    expect(within(nav).getAllByRole('link')[1]!.getAttribute('aria-current')).toBe('page');

    // The details show the date of birth and the age it gives, not an age typed in.
    const details = within(screen.getByRole('region', { name: 'Profile Details' }));
    expect(details.getByText('Date of birth')).toBeTruthy();
    expect(details.getByText('9')).toBeTruthy();
    expect(screen.getByRole('heading', { name: "Mira Rao's data" })).toBeTruthy();
    expect(screen.getByRole('button', { name: "Erase Mira Rao's profile" })).toBeTruthy();
  });

  it('opens the child named in the address, so a reload keeps the choice', async () => {
    const sent = stubApi(family([ASHA, MIRA]));
    renderPage('/fighter/viewprofile?profile=c1');
    expect(await (await hero()).findByText('Mira Rao')).toBeTruthy();
    expect(screen.getByRole('region', { name: "Parent's consent" })).toBeTruthy();
    // The belt shown is the child's own.
    const belt = within(screen.getByRole('region', { name: 'Belt and rank' }));
    expect(await belt.findByText(/No belt on record yet/)).toBeTruthy();
    expect(sent.map(({ path }) => path)).toContain('/api/Ranks/GetFighterRanks/c1');
  });

  it('goes back to the account holder when the address names a child the family does not hold', async () => {
    stubApi(family([ASHA, MIRA]));
    renderPage('/fighter/viewprofile?profile=someone-else');
    expect(await (await hero()).findByText('Asha Rao')).toBeTruthy();
    await vi.waitFor(() => expect(screen.getByTestId('search').textContent).toBe(''));
  });

  it("keeps a child's photo upload off, with the reason, until consent is confirmed", async () => {
    stubApi(family([ASHA, MIRA]));
    renderPage('/fighter/viewprofile?profile=c1');
    const banner = await hero();
    const button = await banner.findByRole('button', { name: 'Update Picture' });
    expect(button).toHaveProperty('disabled', true);
    expect(
      banner.getByText('A photo can be added once the parent or guardian has confirmed consent from the emailed link.'),
    ).toBeTruthy();
  });

  it("allows a child's photo once consent is confirmed", async () => {
    const confirmed = { ...MIRA, consent: { ...pending, state: 'confirmed' as const } };
    stubApi(family([ASHA, confirmed]));
    renderPage('/fighter/viewprofile?profile=c1');
    const banner = await hero();
    expect(banner.getByText('Mira Rao')).toBeTruthy();
    expect(banner.getByRole('button', { name: 'Update Picture' })).toHaveProperty('disabled', false);
  });

  it("says a belt chosen on the profile in the syllabus's words", async () => {
    stubApi(family([{ ...ASHA, beltLevel: 'Brown 3 kyu' }]));
    renderPage();
    expect(await (await hero()).findByText('Brown belt')).toBeTruthy();
    const details = within(screen.getByRole('region', { name: 'Profile Details' }));
    expect(details.getByText('Belt Level').nextElementSibling!.textContent).toBe('Brown · 3rd kyu');
  });

  it('shows an adult without children only a modest way to add one', async () => {
    stubApi(family([ASHA]));
    renderPage();
    expect(await screen.findByRole('button', { name: 'Add a child' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Family profiles' })).toBeNull();
    expect(screen.queryByRole('region', { name: "Parent's consent" })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete my account' })).toBeTruthy();
    expect((await hero()).getByRole('button', { name: 'Update Picture' })).toHaveProperty('disabled', false);
  });
});

describe('a parent who does not train', () => {
  const PARENT: FamilyProfile = { ...ASHA, trains: false, discipline: 'Karate', beltLevel: 'Brown 3 kyu', weight: 60 };
  /** The API, with a check-in card ready for anyone who asks for the parent's classes (nobody should). */
  const routes = (profiles: FamilyProfile[]): ApiRoutes => ({
    ...family(profiles),
    'GET /api/Enrolments/GetFighterClasses/f1': {
      body: {
        status: 1,
        message: 'ok',
        checkinCode: 'ABCD2345',
        enrolments: [],
        attendance: { monthAttended: 0, monthHeld: 0, overallAttended: 0, overallHeld: 0, recent: [], days: [] },
      },
    },
  });

  it("shows a parent no check-in card, belt or classes, and where each child's are", async () => {
    const sent = stubApi(routes([PARENT, MIRA]));
    renderPage();
    const banner = await hero();
    expect(banner.getByText('Parent')).toBeTruthy();
    expect(banner.queryByText('Student')).toBeNull();
    expect(banner.queryByText('Brown belt')).toBeNull();
    expect(banner.queryByText('Karate')).toBeNull();

    const details = within(screen.getByRole('region', { name: 'Profile Details' }));
    expect(details.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Name',
      'Email',
      'Mobile Number',
      'Gender',
      'Age',
      'Address',
    ]);
    expect(screen.queryByRole('region', { name: 'Belt and rank' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Classes' })).toBeNull();
    expect(screen.queryByText('Check-in card')).toBeNull();
    expect(sent.some(({ path }) => path.endsWith('/f1') && /GetFighterClasses|GetFighterRanks/.test(path))).toBe(false);

    const panel = within(screen.getByRole('region', { name: "Your children's training" }));
    await userEvent.click(panel.getByRole('link', { name: "Mira Rao's profile" }));
    expect(screen.getByTestId('search').textContent).toBe('?profile=c1');
    expect((await hero()).getByText("Child's profile")).toBeTruthy();
    // The child is a student: their classes and belt are on their own profile.
    expect(await screen.findByRole('region', { name: 'Classes' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Belt and rank' })).toBeTruthy();
  });

  it('invites a parent without children to add one, in words for a parent', async () => {
    stubApi(routes([PARENT]));
    renderPage();
    expect(await screen.findByText("Add your child's profile to book classes and events for them.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add a child' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /'s profile$/ })).toBeNull();
  });

  it('calls a holder who trains a Student, and a parent अभिभावक in Hindi', async () => {
    stubApi(family([ASHA]));
    const { unmount } = renderPage();
    expect((await hero()).getByText('Student')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Belt and rank' })).toBeTruthy();
    unmount();

    await activateLanguage('hi');
    try {
      stubApi(routes([PARENT]));
      renderPage();
      const banner = within(await screen.findByRole('region', { name: 'प्रोफ़ाइल फ़ोटो' }));
      expect(banner.getByText('अभिभावक')).toBeTruthy();
      expect(screen.getByRole('region', { name: 'आपके बच्चों का प्रशिक्षण' })).toBeTruthy();
      expect(screen.queryByText('चेक-इन कार्ड')).toBeNull();
    } finally {
      await activateLanguage('en');
    }
  });
});

// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACADEMY_OPEN_PROFILE, ENDPOINTS, ENGLISH, WKF_2023_PROFILE } from '@academy/contract';
import { shimSelects } from '../../../test-select-shim.ts';
import {
  entry,
  EVENT_ID,
  EVENT_NAME,
  FRONT_DESK,
  GET_TOURNAMENT,
  path,
  posted,
  renderTournamentPage,
  tournamentReply,
} from './test-tournament.tsx';

const NOT_YET = { body: { status: 1, message: 'Tournament fetched.', tournament: null, entries: [] } };
const PROFILES = {
  [`GET ${ENDPOINTS.GetRuleProfiles.path}`]: {
    body: { status: 1, message: 'Rule profiles fetched.', profiles: [WKF_2023_PROFILE, ACADEMY_OPEN_PROFILE] },
  },
};
const EVENT = {
  [`GET ${path(ENDPOINTS.getEventById, EVENT_ID)}`]: {
    body: { status: 1, message: 'ok', event: { eventName: EVENT_NAME, eventDateTime: '2026-12-20T04:30:00.000Z' } },
  },
};

beforeAll(() => shimSelects());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const checkbox = (scope: ReturnType<typeof within>, name: string) =>
  scope.getByRole('checkbox', { name }) as HTMLInputElement;

describe('setting an event up as a tournament', () => {
  it('sends the chosen profile, disciplines, age groups and fee, then shows the tournament', async () => {
    const sent = renderTournamentPage({
      [GET_TOURNAMENT]: NOT_YET,
      ...PROFILES,
      ...EVENT,
      [`POST ${path(ENDPOINTS.SetUpTournament, EVENT_ID)}`]: {
        body: { ...tournamentReply({ profile: ACADEMY_OPEN_PROFILE }), message: 'Tournament saved.' },
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: EVENT_NAME })).toBeTruthy();
    const form = within(await screen.findByRole('region', { name: 'Set up as a tournament' }));

    // WKF 2023 is the default, with kata and kumite for every age group.
    const profile = (await form.findByLabelText('Rule profile')) as HTMLSelectElement;
    expect(profile.value).toBe('WKF 2023');
    expect(form.getByText('Open to every grade: no belt bands.')).toBeTruthy();
    expect(checkbox(form, 'Kumite').checked).toBe(true);
    expect(checkbox(form, 'Seniors (18+)').checked).toBe(true);

    await user.selectOptions(profile, 'Academy open');
    expect(form.getByText('Categories split by belt: Novice, Intermediate, Advanced')).toBeTruthy();
    await user.click(checkbox(form, 'Kumite'));
    await user.click(checkbox(form, 'Team kata'));
    for (const group of ['Under 10 (6–9)', 'Under 12 (10–11)', 'Under 14 (12–13)', 'Under 21 (18–20)', 'Seniors (18+)'])
      await user.click(checkbox(form, group));
    // Kata by gender and belt band for two age groups (12), team kata by gender (4).
    expect(form.getByText('Makes 16 categories')).toBeTruthy();
    await user.type(form.getByLabelText('Fee per category (₹)'), '300');
    await user.click(form.getByRole('button', { name: 'Set up the tournament' }));

    await waitFor(() => expect(posted(sent, ENDPOINTS.SetUpTournament, EVENT_ID)).toHaveLength(1));
    expect(posted(sent, ENDPOINTS.SetUpTournament, EVENT_ID)[0]!.body).toEqual({
      profile: ACADEMY_OPEN_PROFILE,
      disciplines: ['kata', 'teamKata'],
      ageGroups: ['cadets', 'juniors'],
      categoryFee: 300,
    });
    expect(await screen.findByText('Tournament saved.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: /^Kata/ })).toBeTruthy();
  });

  it("refuses no discipline and no age group with the contract's words, and sends nothing", async () => {
    const sent = renderTournamentPage({ [GET_TOURNAMENT]: NOT_YET, ...PROFILES, ...EVENT });
    const user = userEvent.setup();
    const form = within(await screen.findByRole('region', { name: 'Set up as a tournament' }));
    await user.click(await form.findByRole('checkbox', { name: 'Kata' }));
    await user.click(checkbox(form, 'Kumite'));
    for (const group of WKF_2023_PROFILE.ageGroups)
      await user.click(form.getByRole('checkbox', { name: new RegExp(`^${group.name} `) }));
    expect(form.getByText('Makes 0 categories')).toBeTruthy();
    await user.click(form.getByRole('button', { name: 'Set up the tournament' }));
    expect(await form.findByText(ENGLISH['form.disciplines.required'])).toBeTruthy();
    expect(form.getByText(ENGLISH['form.ageGroups.required'])).toBeTruthy();
    expect(posted(sent, ENDPOINTS.SetUpTournament, EVENT_ID)).toEqual([]);
  });

  it("changes the rules from the tournament's own, while no category is drawn", async () => {
    const sent = renderTournamentPage({
      [GET_TOURNAMENT]: { body: tournamentReply() },
      ...PROFILES,
      [`POST ${path(ENDPOINTS.SetUpTournament, EVENT_ID)}`]: {
        body: { ...tournamentReply({ disciplines: ['kata'] }), message: 'Tournament saved.' },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change rules' }));
    const form = within(await screen.findByRole('region', { name: 'Change rules' }));
    expect(((await form.findByLabelText('Rule profile')) as HTMLSelectElement).value).toBe('WKF 2023');
    expect(checkbox(form, 'Cadets (14–15)').checked).toBe(true);
    expect(checkbox(form, 'Juniors (16–17)').checked).toBe(false);
    expect((form.getByLabelText('Fee per category (₹)') as HTMLInputElement).value).toBe('500');
    await user.click(checkbox(form, 'Kumite'));
    await user.click(form.getByRole('button', { name: 'Save rules' }));
    await waitFor(() => expect(posted(sent, ENDPOINTS.SetUpTournament, EVENT_ID)).toHaveLength(1));
    expect(posted(sent, ENDPOINTS.SetUpTournament, EVENT_ID)[0]!.body).toEqual({
      profile: WKF_2023_PROFILE,
      disciplines: ['kata'],
      ageGroups: ['cadets'],
      categoryFee: 500,
    });
    expect(await screen.findByText('Tournament saved.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Change rules' })).toBeNull();
  });

  it('says what new rules do to the categories once athletes are entered, and saves them only when told to', async () => {
    const entries = [
      entry({ id: 'e1', categoryId: 'c1', athleteName: 'Aarav Shah' }),
      entry({ id: 'e2', categoryId: 'c3', athleteName: 'Kabir Rao' }),
      // Withdrawn, yet the server keeps the category he was entered in.
      entry({ id: 'e3', categoryId: 'c8', athleteName: 'Meera Nair', gender: 'female', state: 'withdrawn' }),
    ];
    const sent = renderTournamentPage({
      [GET_TOURNAMENT]: { body: tournamentReply({ entries }) },
      ...PROFILES,
      [`POST ${path(ENDPOINTS.SetUpTournament, EVENT_ID)}`]: {
        body: { ...tournamentReply({ entries, ageGroups: ['cadets', 'juniors'] }), message: 'Tournament saved.' },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change rules' }));
    const form = within(await screen.findByRole('region', { name: 'Change rules' }));
    // Kata only, for cadets and juniors, at a new fee.
    await user.click(await form.findByRole('checkbox', { name: 'Kumite' }));
    await user.click(checkbox(form, 'Juniors (16–17)'));
    await user.clear(form.getByLabelText('Fee per category (₹)'));
    await user.type(form.getByLabelText('Fee per category (₹)'), '600');
    await user.click(form.getByRole('button', { name: 'Save rules' }));

    const dialog = within(
      await screen.findByRole('dialog', { name: 'Change the rules of a tournament with entries?' }),
    );
    expect(
      dialog.getByText(
        [
          '1 category with athletes is still made by the new rules: it stays as it is.',
          '2 categories with athletes are no longer made by the new rules: they stay, athletes and all, at the end of the list, for you to move their athletes or merge them.',
          '7 empty categories go.',
          '2 new categories are added.',
          'No athlete is moved or checked again against the new rules.',
          'The new fee is for entries from now on: those already made keep the fee they were entered at.',
        ].join(' '),
      ),
    ).toBeTruthy();
    // Not yet sent; dismissed, nothing is, and the form stays as filled in.
    expect(posted(sent, ENDPOINTS.SetUpTournament, EVENT_ID)).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted(sent, ENDPOINTS.SetUpTournament, EVENT_ID)).toEqual([]);
    expect(checkbox(form, 'Juniors (16–17)').checked).toBe(true);

    await user.click(form.getByRole('button', { name: 'Save rules' }));
    const again = within(await screen.findByRole('dialog', { name: 'Change the rules of a tournament with entries?' }));
    await user.click(again.getByRole('button', { name: 'Save rules' }));
    await waitFor(() => expect(posted(sent, ENDPOINTS.SetUpTournament, EVENT_ID)).toHaveLength(1));
    expect(posted(sent, ENDPOINTS.SetUpTournament, EVENT_ID)[0]!.body).toEqual({
      profile: WKF_2023_PROFILE,
      disciplines: ['kata'],
      ageGroups: ['cadets', 'juniors'],
      categoryFee: 600,
    });
    expect(await screen.findByText('Tournament saved.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Change rules' })).toBeNull();
  });

  it('offers no rule change once a category is drawn', async () => {
    renderTournamentPage({ [GET_TOURNAMENT]: { body: tournamentReply({ drawn: ['c1'] }) }, ...PROFILES });
    expect(await screen.findByRole('heading', { level: 1, name: EVENT_NAME })).toBeTruthy();
    expect(await screen.findByText('Tournament day')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change rules' })).toBeNull();
  });
});

describe('an event whose day is over', () => {
  it('is no longer offered to be set up as a tournament', async () => {
    const sent = renderTournamentPage({
      [GET_TOURNAMENT]: NOT_YET,
      ...PROFILES,
      [`GET ${path(ENDPOINTS.getEventById, EVENT_ID)}`]: {
        body: { status: 1, message: 'ok', event: { eventName: EVENT_NAME, eventDateTime: '2026-12-05T04:30:00.000Z' } },
      },
    });
    expect(
      await screen.findByText("This event's day is over: it can no longer be set up as a tournament."),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: EVENT_NAME })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Set up as a tournament' })).toBeNull();
    expect(sent.some((request) => request.path === ENDPOINTS.GetRuleProfiles.path)).toBe(false);
  });

  it("keeps a tournament's rules as they were, and says why", async () => {
    renderTournamentPage({ [GET_TOURNAMENT]: { body: tournamentReply({ day: '2026-12-05' }) }, ...PROFILES });
    expect(await screen.findByText('The tournament day is over: its rules stay as they were.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change rules' })).toBeNull();
  });
});

describe('the front desk', () => {
  it('is told an event is not a tournament yet, and never asked for the rule profiles', async () => {
    const sent = renderTournamentPage({ ...FRONT_DESK, [GET_TOURNAMENT]: NOT_YET, ...PROFILES, ...EVENT });
    expect(await screen.findByText(/This event is not a tournament yet/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Set up as a tournament' })).toBeNull();
    expect(sent.some((request) => request.path === ENDPOINTS.GetRuleProfiles.path)).toBe(false);
  });

  it("sees a tournament's categories and may add entries, but not change the rules or the categories", async () => {
    renderTournamentPage({ ...FRONT_DESK, [GET_TOURNAMENT]: { body: tournamentReply() } });
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Add entries' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change rules' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Entries of Kata · Male · Cadets (14–15)' }));
    expect(await screen.findByText('No one is entered yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Merge' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Front desk' }).getAttribute('href')).toBe('/admin/desk');
  });
});

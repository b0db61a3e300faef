// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACADEMY_OPEN_PROFILE, ENDPOINTS, ENGLISH } from '@academy/contract';
import { shimSelects } from '../../../test-select-shim.ts';
import {
  EVENT_ID,
  FRONT_DESK,
  GET_TOURNAMENT,
  path,
  posted,
  renderTournamentPage,
  TODAY,
  tournamentReply,
} from './test-tournament.tsx';

const ADD = `POST ${path(ENDPOINTS.AddEntries, EVENT_ID)}`;

beforeAll(() => shimSelects());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Scope = ReturnType<typeof within>;

async function openForm() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add entries' }));
  const form = within(await screen.findByRole('region', { name: 'Add entries' }));
  return { user, form, athlete: (number: number) => within(form.getByRole('region', { name: `Athlete ${number}` })) };
}

/** The categories offered to an athlete: their ticks' names. */
const offered = (athlete: Scope) =>
  within(athlete.getByRole('group', { name: 'Categories' }))
    .queryAllByRole('checkbox')
    .map((box) => (box as HTMLInputElement).labels?.[0]?.textContent);

describe('adding entries', () => {
  it('offers each athlete only the categories they fit as they are typed, and says why not the others', async () => {
    renderTournamentPage({ [GET_TOURNAMENT]: { body: tournamentReply() } });
    const { user, athlete } = await openForm();
    const first = athlete(1);
    expect(first.getByText('Fill in gender and date of birth to see the categories this athlete fits.')).toBeTruthy();

    await user.selectOptions(first.getByLabelText('Gender'), 'Male');
    await user.type(first.getByLabelText('Date of birth'), '2012-06-01');
    expect(first.getByText('Age 14 on the tournament day')).toBeTruthy();
    // No weight yet: kata only, and each kumite class says what it needs.
    expect(offered(first)).toEqual(['Kata · Male · Cadets (14–15)']);
    expect(first.getAllByText('Needs a weight.')).toHaveLength(5);
    expect(first.getByText('5 more are for another gender or age.')).toBeTruthy();

    // 52.1 kg makes −52 kg within the weigh-in tolerance (0.2 kg), and is over it for −57 kg.
    await user.type(first.getByLabelText('Weight (kg)'), '52.1');
    expect(offered(first)).toEqual([
      'Kata · Male · Cadets (14–15)',
      'Kumite · Male · Cadets (14–15) · −52 kg',
      'Kumite · Male · Cadets (14–15) · −57 kg',
    ]);
    await user.clear(first.getByLabelText('Weight (kg)'));
    await user.type(first.getByLabelText('Weight (kg)'), '60');
    expect(offered(first)).toEqual(['Kata · Male · Cadets (14–15)', 'Kumite · Male · Cadets (14–15) · −63 kg']);
    const why = within(first.getByText('Why not the other 9 categories?').closest('details')!);
    const reason = (name: string) => why.getByText(name).nextElementSibling?.textContent;
    expect(reason('Kumite · Male · Cadets (14–15) · −57 kg')).toBe('Weight outside this class.');

    // Too young for cadets: nothing fits.
    await user.clear(first.getByLabelText('Date of birth'));
    await user.type(first.getByLabelText('Date of birth'), '2016-01-10');
    expect(first.getByText('No open category fits this athlete.')).toBeTruthy();
  });

  it('offers belt bands by the grade chosen, in a profile that has them', async () => {
    renderTournamentPage({
      [GET_TOURNAMENT]: { body: tournamentReply({ profile: ACADEMY_OPEN_PROFILE, disciplines: ['kata'] }) },
    });
    const { user, athlete } = await openForm();
    const first = athlete(1);
    await user.selectOptions(first.getByLabelText('Gender'), 'Female');
    await user.type(first.getByLabelText('Date of birth'), '2011-03-15');
    expect(offered(first)).toEqual([]);
    expect(first.getAllByText('Needs a belt.')).toHaveLength(3);
    await user.selectOptions(first.getByLabelText('Belt'), 'Kyu');
    await user.selectOptions(first.getByLabelText('Grade'), '5th kyu');
    expect(offered(first)).toEqual(['Kata · Female · Cadets (14–15) · Intermediate']);
    expect(first.getAllByText('Belt outside this band.')).toHaveLength(2);
  });

  it("sends one club's athletes, each with the categories ticked, and shows the server's word", async () => {
    const sent = renderTournamentPage({
      [GET_TOURNAMENT]: { body: tournamentReply() },
      [ADD]: { body: { ...tournamentReply(), message: '3 entries added.' } },
    });
    const { user, form, athlete } = await openForm();
    await user.type(form.getByLabelText('Club'), 'Shotokan Pune');
    const first = athlete(1);
    await user.type(first.getByLabelText('Full name'), 'Aarav Shah');
    await user.selectOptions(first.getByLabelText('Gender'), 'Male');
    await user.type(first.getByLabelText('Date of birth'), '2012-06-01');
    await user.type(first.getByLabelText('Weight (kg)'), '55');
    await user.selectOptions(first.getByLabelText('Belt'), 'Kyu');
    await user.selectOptions(first.getByLabelText('Grade'), '5th kyu');
    await user.click(first.getByRole('checkbox', { name: 'Kata · Male · Cadets (14–15)' }));
    await user.click(first.getByRole('checkbox', { name: 'Kumite · Male · Cadets (14–15) · −57 kg' }));

    await user.click(form.getByRole('button', { name: 'Add an athlete' }));
    const second = athlete(2);
    await user.type(second.getByLabelText('Full name'), 'Diya Patel');
    await user.selectOptions(second.getByLabelText('Gender'), 'Female');
    await user.type(second.getByLabelText('Date of birth'), '2011-09-30');
    await user.selectOptions(second.getByLabelText('Belt'), 'Dan');
    await user.selectOptions(second.getByLabelText('Grade'), '1st dan');
    await user.click(second.getByRole('checkbox', { name: 'Kata · Female · Cadets (14–15)' }));
    expect(form.getByText('2 athletes · 3 entries · ₹1,500.00')).toBeTruthy();

    // A third row, added and taken away again, is not sent.
    await user.click(form.getByRole('button', { name: 'Add an athlete' }));
    await user.click(form.getByRole('button', { name: 'Remove athlete 3' }));

    await user.click(form.getByRole('button', { name: 'Enter these athletes' }));
    await waitFor(() => expect(posted(sent, ENDPOINTS.AddEntries, EVENT_ID)).toHaveLength(1));
    expect(posted(sent, ENDPOINTS.AddEntries, EVENT_ID)[0]!.body).toEqual({
      club: 'Shotokan Pune',
      athletes: [
        {
          athleteName: 'Aarav Shah',
          gender: 'male',
          dateOfBirth: '2012-06-01',
          weightKg: 55,
          level: 6,
          categoryIds: ['c1', 'c4'],
        },
        {
          athleteName: 'Diya Patel',
          gender: 'female',
          dateOfBirth: '2011-09-30',
          weightKg: null,
          level: 11,
          categoryIds: ['c2'],
        },
      ],
    });
    expect(await screen.findByText('3 entries added.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Add entries' })).toBeNull();
  });

  it('does not send a category ticked before the weight changed out of it', async () => {
    const sent = renderTournamentPage({
      [GET_TOURNAMENT]: { body: tournamentReply() },
      [ADD]: { body: { ...tournamentReply(), message: '1 entry added.' } },
    });
    const { user, form, athlete } = await openForm();
    await user.type(form.getByLabelText('Club'), 'Shotokan Pune');
    const first = athlete(1);
    await user.type(first.getByLabelText('Full name'), 'Aarav Shah');
    await user.selectOptions(first.getByLabelText('Gender'), 'Male');
    await user.type(first.getByLabelText('Date of birth'), '2012-06-01');
    await user.type(first.getByLabelText('Weight (kg)'), '55');
    await user.click(first.getByRole('checkbox', { name: 'Kata · Male · Cadets (14–15)' }));
    await user.click(first.getByRole('checkbox', { name: 'Kumite · Male · Cadets (14–15) · −57 kg' }));
    await user.clear(first.getByLabelText('Weight (kg)'));
    await user.type(first.getByLabelText('Weight (kg)'), '65');
    expect(form.getByText('1 athlete · 1 entry · ₹500.00')).toBeTruthy();
    await user.click(form.getByRole('button', { name: 'Enter these athletes' }));
    await waitFor(() => expect(posted(sent, ENDPOINTS.AddEntries, EVENT_ID)).toHaveLength(1));
    expect(posted(sent, ENDPOINTS.AddEntries, EVENT_ID)[0]!.body).toMatchObject({
      athletes: [{ weightKg: 65, categoryIds: ['c1'] }],
    });
  });

  it("refuses a row left blank with the contract's words, and sends nothing", async () => {
    const sent = renderTournamentPage({ [GET_TOURNAMENT]: { body: tournamentReply() } });
    const { user, form } = await openForm();
    await user.click(form.getByRole('button', { name: 'Enter these athletes' }));
    expect(await form.findByText(ENGLISH['form.academyName.required'])).toBeTruthy();
    expect(form.getByText(ENGLISH['form.fullName.required'])).toBeTruthy();
    expect(form.getByText(ENGLISH['form.gender.required'])).toBeTruthy();
    expect(form.getByText(ENGLISH['form.categories.required'])).toBeTruthy();
    expect(posted(sent, ENDPOINTS.AddEntries, EVENT_ID)).toEqual([]);
  });

  it('shows the server naming the athlete who does not fit, and keeps the form', async () => {
    const refusal = 'Aarav Shah cannot enter Kumite · Male · Cadets (14–15) · −57 kg: their weight is outside it.';
    renderTournamentPage({
      [GET_TOURNAMENT]: { body: tournamentReply() },
      [ADD]: { status: 400, body: { status: 0, message: refusal } },
    });
    const { user, form, athlete } = await openForm();
    await user.type(form.getByLabelText('Club'), 'Shotokan Pune');
    const first = athlete(1);
    await user.type(first.getByLabelText('Full name'), 'Aarav Shah');
    await user.selectOptions(first.getByLabelText('Gender'), 'Male');
    await user.type(first.getByLabelText('Date of birth'), '2012-06-01');
    await user.click(first.getByRole('checkbox', { name: 'Kata · Male · Cadets (14–15)' }));
    await user.click(form.getByRole('button', { name: 'Enter these athletes' }));
    expect((await form.findByRole('alert')).textContent).toBe(refusal);
    expect((first.getByLabelText('Full name') as HTMLInputElement).value).toBe('Aarav Shah');
  });
});

describe('once the tournament day is over', () => {
  it('offers no entries, and says why', async () => {
    renderTournamentPage({ ...FRONT_DESK, [GET_TOURNAMENT]: { body: tournamentReply({ day: '2026-12-09' }) } });
    expect(await screen.findByText('Entries closed: the tournament day is over.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add entries' })).toBeNull();
    // The lists stay to read.
    expect(screen.getByRole('button', { name: 'Entries of Kata · Male · Cadets (14–15)' })).toBeTruthy();
  });

  it('still takes late entries on the day itself', async () => {
    renderTournamentPage({ ...FRONT_DESK, [GET_TOURNAMENT]: { body: tournamentReply({ day: TODAY }) } });
    expect(await screen.findByRole('button', { name: 'Add entries' })).toBeTruthy();
    expect(screen.queryByText('Entries closed: the tournament day is over.')).toBeNull();
  });
});

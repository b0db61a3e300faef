// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS, type Display, type DisplaysReply, type TatamisReply } from '@academy/contract';
import type { ApiRoutes } from '../../../test-api.ts';
import {
  EVENT_ID,
  FRONT_DESK,
  GET_TOURNAMENT,
  path,
  posted,
  renderTournamentPage,
  tournamentReply,
} from './test-tournament.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TATAMIS: TatamisReply = {
  status: 1,
  message: 'Tatamis loaded.',
  eventId: EVENT_ID,
  at: '2026-12-20T04:00:00.000Z',
  tatamis: [1, 2].map((number) => ({ number, boutSeconds: 180, measured: false, now: null, onDeck: null, queue: [] })),
  unassigned: [],
};

const display = (overrides: Partial<Display>): Display => ({
  id: 'd1',
  kind: 'scoreboard',
  tatami: 1,
  mirrored: false,
  label: 'TV by tatami 1',
  token: 'T'.repeat(43),
  createdAt: '2026-12-20T03:00:00.000Z',
  revokedAt: null,
  ...overrides,
});

const reply = (displays: Display[]): DisplaysReply => ({ status: 1, message: 'Displays.', displays });

const LIST = reply([
  display({}),
  display({ id: 'd2', kind: 'callUp', tatami: null, label: '', token: 'C'.repeat(43) }),
  display({ id: 'd3', label: 'Old TV', revokedAt: '2026-12-20T03:30:00.000Z', token: 'R'.repeat(43) }),
]);

async function openDisplays(routes: ApiRoutes = {}) {
  const sent = renderTournamentPage({
    [GET_TOURNAMENT]: { body: tournamentReply() },
    [`GET ${path(ENDPOINTS.GetTatamis, EVENT_ID)}`]: { body: TATAMIS },
    [`GET ${path(ENDPOINTS.ListDisplays, EVENT_ID)}`]: { body: LIST },
    [`POST ${path(ENDPOINTS.CreateDisplay, EVENT_ID)}`]: {
      body: reply([...LIST.displays, display({ id: 'd4', tatami: 2, mirrored: true, label: 'Judges side' })]),
    },
    [`POST ${path(ENDPOINTS.RevokeDisplay, EVENT_ID)}`]: {
      body: reply(LIST.displays.map((d) => (d.id === 'd1' ? { ...d, revokedAt: '2026-12-20T04:00:00.000Z' } : d))),
    },
    ...routes,
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Tatamis' }));
  const panel = await screen.findByRole('region', { name: 'Display links' });
  await within(panel).findByText('TV by tatami 1');
  return { sent, user, panel };
}

const rows = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('listitem')
    .map((row) => ({
      label: row.querySelector('.display-link__label')?.textContent,
      meta: row.querySelector('.display-link__meta')?.textContent,
      link: (row.querySelector('input') as HTMLInputElement | null)?.value ?? null,
      revoked: row.classList.contains('is-revoked'),
    }));

describe('the display links', () => {
  it('lists each link with what it shows, its address to copy and open, and which are revoked', async () => {
    const { panel } = await openDisplays();
    expect(rows(panel)).toEqual([
      {
        label: 'TV by tatami 1',
        meta: 'Scoreboard · Tatami 1',
        link: `${window.location.origin}/live/display/${'T'.repeat(43)}`,
        revoked: false,
      },
      {
        label: 'No label',
        meta: 'Call-up screen · Every tatami',
        link: `${window.location.origin}/live/display/${'C'.repeat(43)}`,
        revoked: false,
      },
      { label: 'Old TV', meta: 'Scoreboard · Tatami 1', link: null, revoked: true },
    ]);
    const open = within(panel).getAllByRole('link', { name: 'Open' })[0]!;
    expect(open.getAttribute('href')).toBe(`${window.location.origin}/live/display/${'T'.repeat(43)}`);
    expect(open.getAttribute('target')).toBe('_blank');
  });

  it('creates a mirrored scoreboard for a tatami with a label', async () => {
    const { sent, user, panel } = await openDisplays();
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Tatami' }), '2');
    await user.type(within(panel).getByRole('textbox', { name: 'Label' }), 'Judges side');
    await user.click(within(panel).getByRole('checkbox', { name: 'Mirrored: AO on the left' }));
    await user.click(within(panel).getByRole('button', { name: 'Create link' }));
    await within(panel).findByText('Judges side');
    expect(posted(sent, ENDPOINTS.CreateDisplay, EVENT_ID).map((request) => request.body)).toEqual([
      { kind: 'scoreboard', tatami: 2, mirrored: true, label: 'Judges side' },
    ]);
  });

  it('creates a call-up screen, which has no tatami', async () => {
    const { sent, user, panel } = await openDisplays();
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Screen' }), 'callUp');
    expect(within(panel).queryByRole('combobox', { name: 'Tatami' })).toBeNull();
    expect(within(panel).queryByRole('checkbox')).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(posted(sent, ENDPOINTS.CreateDisplay, EVENT_ID)).toHaveLength(1));
    expect(posted(sent, ENDPOINTS.CreateDisplay, EVENT_ID)[0]!.body).toEqual({
      kind: 'callUp',
      tatami: null,
      mirrored: false,
      label: '',
    });
  });

  it('revokes a link only once confirmed', async () => {
    const { sent, user, panel } = await openDisplays();
    await user.click(within(panel).getAllByRole('button', { name: 'Revoke' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this display link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(posted(sent, ENDPOINTS.RevokeDisplay, EVENT_ID)).toEqual([]);
    await user.click(within(panel).getAllByRole('button', { name: 'Revoke' })[0]!);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(rows(panel)[0]!.revoked).toBe(true));
    expect(posted(sent, ENDPOINTS.RevokeDisplay, EVENT_ID).map((request) => request.body)).toEqual([
      { displayId: 'd1' },
    ]);
  });

  it('lets the desk create links but not revoke them', async () => {
    const { panel } = await openDisplays(FRONT_DESK);
    expect(within(panel).getByRole('button', { name: 'Create link' })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Revoke' })).toBeNull();
  });
});

// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  academyToday,
  addDays,
  ENGLISH,
  type AdminBatch,
  type Candidate,
  type Grading,
  type GradingReply,
  type Rank,
} from '@academy/contract';
import { ToastProvider } from '../../../components/toast/toast-provider.tsx';
import { loadAreas } from '../../../lib/i18n.ts';
import { stubApi, type ApiRoutes, type SentRequest } from '../../../test-api.ts';
import { shimSelects } from '../../../test-select-shim.ts';
import GradingPage from './grading-page.tsx';
import GradingsPage from './gradings-page.tsx';

const rank = (id: string, position: number, name: string, grade: number): Rank => ({
  id,
  position,
  name,
  colour: '#f5c518',
  kind: 'kyu',
  grade,
});
const WHITE = rank('r1', 1, 'White', 10);
const YELLOW = rank('r2', 2, 'Yellow', 9);
const ORANGE = rank('r3', 3, 'Orange', 8);
const GREEN = rank('r4', 4, 'Green', 7);
const RANKS = [WHITE, YELLOW, ORANGE, GREEN];

const batch = (id: string, name: string, status: AdminBatch['status']) => ({ id, name, status }) as AdminBatch;
const BATCHES = [
  batch('b1', 'Kids Evening Batch', 'open'),
  batch('b2', 'Adults Morning Batch', 'open'),
  batch('b3', 'Summer Camp 2025', 'ended'),
];

const today = academyToday();

const GRADING: Grading = {
  id: 'g1',
  name: 'Kyu grading, spring term',
  day: today,
  startTime: '10:00',
  place: 'Main dojo, Koramangala',
  examiners: ['Sensei Arjun Nair'],
  fee: 800,
  batches: [{ id: 'b1', name: 'Kids Evening Batch' }],
  rules: [
    { rankId: 'r2', minMonths: 3, minClasses: 24, minAge: 0, rank: YELLOW },
    { rankId: 'r3', minMonths: 3, minClasses: 30, minAge: 8, rank: ORANGE },
  ],
  invited: 1,
  promoted: 0,
  createdAt: '2026-01-10T05:00:00.000Z',
};

const candidate = (changes: Partial<Candidate>): Candidate => ({
  fighterId: 'f1',
  fullName: 'Aarav Sharma',
  batchNames: ['Kids Evening Batch'],
  rank: WHITE,
  targetRank: YELLOW,
  eligible: true,
  reasons: [],
  classesAttended: 40,
  invitedAt: null,
  result: null,
  promotedTo: null,
  certificateNumber: null,
  proposal: null,
  ...changes,
});

const CANDIDATES: Candidate[] = [
  candidate({}),
  candidate({ fighterId: 'f2', fullName: 'Diya Patel', invitedAt: '2026-03-01T05:00:00.000Z' }),
  candidate({ fighterId: 'f3', fullName: 'अनन्या वर्मा', rank: null, targetRank: WHITE }),
  candidate({
    fighterId: 'f4',
    fullName: 'Kabir Singh',
    eligible: false,
    reasons: [
      { code: 'months', have: 1, need: 3 },
      { code: 'classes', have: 12, need: 24 },
    ],
  }),
  candidate({
    fighterId: 'f5',
    fullName: 'Ishaan Reddy',
    rank: YELLOW,
    targetRank: ORANGE,
    eligible: false,
    reasons: [{ code: 'ageUnknown', have: 0, need: 8 }],
  }),
];

const gradingReply = (candidates: Candidate[] = CANDIDATES, grading: Grading = GRADING): GradingReply => ({
  status: 1,
  message: 'Grading fetched.',
  grading,
  candidates,
});

let sent: SentRequest[];

function renderAt(address: string, routes: ApiRoutes = {}) {
  sent = stubApi({
    'GET /api/Ranks/GetRanks': { body: { status: 1, message: 'ok', ranks: RANKS } },
    'GET /api/Classes/GetAllBatches': { body: { status: 1, message: 'ok', batches: BATCHES } },
    'GET /api/Gradings/GetGradings': { body: { status: 1, message: 'ok', gradings: [GRADING] } },
    'GET /api/Gradings/GetGrading/g1': { body: gradingReply() },
    ...routes,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter initialEntries={[address]}>
          <Routes>
            <Route path="/admin/gradings" element={<GradingsPage />} />
            <Route path="/admin/gradings/:id" element={<GradingPage />} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const posted = (path: string) => sent.filter((request) => request.method === 'POST' && request.path === path);

beforeAll(() => {
  shimSelects();
  return loadAreas('admin', 'form', 'classes', 'ranks', 'gradings');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the gradings list and form', () => {
  it('lists each grading with the ranks it tests and its counts', async () => {
    renderAt('/admin/gradings');
    const row = within((await screen.findByRole('rowheader', { name: GRADING.name })).closest('tr')!);
    expect(row.getByText('Yellow · 9th kyu')).toBeTruthy();
    expect(row.getByText('Orange · 8th kyu')).toBeTruthy();
    expect(row.getByRole('link', { name: `Open ${GRADING.name}` }).getAttribute('href')).toBe('/admin/gradings/g1');
    // The one clock of every IST time the staff and the public read: '10:00 AM', not '10:00'.
    expect(row.getByText('10:00 AM IST')).toBeTruthy();
  });

  it('creates a grading from the form: examiners, open batches, and the rules of each rank tested', async () => {
    renderAt('/admin/gradings', {
      'POST /api/Gradings/CreateGrading': { status: 201, body: gradingReply([], { ...GRADING, id: 'g2' }) },
      'GET /api/Gradings/GetGrading/g2': { body: gradingReply([], { ...GRADING, id: 'g2' }) },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New grading' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New grading' }));

    // Nothing filled: the contract's messages, and nothing sent.
    await user.click(await dialog.findByRole('button', { name: 'Create grading' }));
    expect(await dialog.findByText(ENGLISH['form.gradingName.required'])).toBeTruthy();
    expect(dialog.getByText(ENGLISH['form.batches.required'])).toBeTruthy();
    expect(dialog.getByText(ENGLISH['form.gradingRanks.required'])).toBeTruthy();
    expect(dialog.getByText(ENGLISH['form.examiner.required'])).toBeTruthy();
    expect(posted('/api/Gradings/CreateGrading')).toEqual([]);

    const day = addDays(today, 30);
    await user.type(dialog.getByLabelText('Name'), 'Autumn kyu grading');
    await user.type(dialog.getByLabelText('Day'), day);
    await user.type(dialog.getByLabelText('Starts at (IST)'), '09:30');
    await user.type(dialog.getByLabelText('Fee (₹)'), '750');
    await user.type(dialog.getByLabelText('Place'), 'Main dojo');
    await user.type(dialog.getByLabelText('Examiner 1'), 'Sensei Arjun Nair');
    await user.click(dialog.getByRole('button', { name: 'Add an examiner' }));
    await user.type(dialog.getByLabelText('Examiner 2'), 'Sensei Meera Iyer');
    // An ended batch is not offered.
    expect(dialog.queryByRole('checkbox', { name: 'Summer Camp 2025' })).toBeNull();
    await user.click(dialog.getByRole('checkbox', { name: 'Adults Morning Batch' }));

    // A rank's rules show once it is tested.
    expect(dialog.queryByLabelText('Months at the rank below')).toBeNull();
    await user.click(dialog.getByRole('checkbox', { name: 'Tests Orange · 8th kyu' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Tests Yellow · 9th kyu' }));
    const [yellowMonths, orangeMonths] = dialog.getAllByLabelText('Months at the rank below');
    const [yellowClasses] = dialog.getAllByLabelText('Classes since last promotion');
    const [, orangeAge] = dialog.getAllByLabelText('Minimum age');
    await user.type(yellowMonths!, '3');
    await user.type(yellowClasses!, '24');
    await user.type(orangeMonths!, '4');
    await user.type(orangeAge!, '8');

    await user.click(dialog.getByRole('button', { name: 'Create grading' }));
    await waitFor(() => expect(posted('/api/Gradings/CreateGrading')).toHaveLength(1));
    expect(posted('/api/Gradings/CreateGrading')[0]!.body).toEqual({
      name: 'Autumn kyu grading',
      day,
      startTime: '09:30',
      place: 'Main dojo',
      examiners: ['Sensei Arjun Nair', 'Sensei Meera Iyer'],
      fee: 750,
      batchIds: ['b2'],
      // In the syllabus's order, blank rules as none.
      rules: [
        { rankId: 'r2', minMonths: 3, minClasses: 24, minAge: 0 },
        { rankId: 'r3', minMonths: 4, minClasses: 0, minAge: 8 },
      ],
    });
  });

  it("edits a grading with its values, and shows the server's refusal once results exist", async () => {
    const refusal = ENGLISH['api.gradingHeld'];
    renderAt('/admin/gradings', {
      'POST /api/Gradings/UpdateGrading/g1': { status: 409, body: { status: 0, message: refusal } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Edit ${GRADING.name}` }));
    const dialog = within(await screen.findByRole('dialog', { name: `Edit ${GRADING.name}` }));
    expect(((await dialog.findByLabelText('Name')) as HTMLInputElement).value).toBe(GRADING.name);
    expect((dialog.getByRole('checkbox', { name: 'Kids Evening Batch' }) as HTMLInputElement).checked).toBe(true);
    expect((dialog.getByRole('checkbox', { name: 'Tests Orange · 8th kyu' }) as HTMLInputElement).checked).toBe(true);
    expect((dialog.getByRole('checkbox', { name: 'Tests Green · 7th kyu' }) as HTMLInputElement).checked).toBe(false);
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(refusal);
    expect(posted('/api/Gradings/UpdateGrading/g1')[0]!.body).toMatchObject({
      batchIds: ['b1'],
      rules: [
        { rankId: 'r2', minMonths: 3, minClasses: 24, minAge: 0 },
        { rankId: 'r3', minMonths: 3, minClasses: 30, minAge: 8 },
      ],
    });
  });
});

describe("a grading's page", () => {
  it("writes the grading's start in the 12-hour clock of every IST time", async () => {
    renderAt('/admin/gradings/g1');
    expect(await screen.findByText(/ · 10:00 AM IST$/)).toBeTruthy();
  });

  it('words why a candidate is not eligible yet', async () => {
    renderAt('/admin/gradings/g1');
    const kabir = within((await screen.findByRole('rowheader', { name: /Kabir Singh/ })).closest('tr')!);
    expect(kabir.getByText('Not yet')).toBeTruthy();
    expect(kabir.getByText('1 of 3 months at the rank')).toBeTruthy();
    expect(kabir.getByText('12 of 24 classes attended')).toBeTruthy();
    expect(kabir.queryByRole('checkbox')).toBeNull();
    const ishaan = within(screen.getByRole('rowheader', { name: /Ishaan Reddy/ }).closest('tr')!);
    expect(ishaan.getByText('Age not known: needs 8')).toBeTruthy();
    const anya = within(screen.getByRole('rowheader', { name: /अनन्या वर्मा/ }).closest('tr')!);
    expect(anya.getByText('No rank yet')).toBeTruthy();
    expect(anya.getByText('White · 10th kyu')).toBeTruthy();
  });

  it('invites the eligible candidates selected, never offering one already invited', async () => {
    renderAt('/admin/gradings/g1', {
      'POST /api/Gradings/InviteCandidates/g1': {
        body: { ...gradingReply(), message: '2 families were emailed the invitation.' },
      },
    });
    const user = userEvent.setup();
    const invite = await screen.findByRole('button', { name: 'Invite' });
    expect(invite).toHaveProperty('disabled', true);
    expect(screen.queryByRole('checkbox', { name: 'Select Diya Patel' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Select all eligible' }));
    await user.click(screen.getByRole('button', { name: 'Invite 2' }));
    await waitFor(() => expect(posted('/api/Gradings/InviteCandidates/g1')).toHaveLength(1));
    expect(posted('/api/Gradings/InviteCandidates/g1')[0]!.body).toEqual({ fighterIds: ['f1', 'f3'] });
    expect(await screen.findByText('2 families were emailed the invitation.')).toBeTruthy();
  });

  it('shows the server’s refusal to invite one who is not eligible', async () => {
    const refusal = 'Aarav Sharma cannot sit this grading yet.';
    renderAt('/admin/gradings/g1', {
      'POST /api/Gradings/InviteCandidates/g1': { status: 409, body: { status: 0, message: refusal } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Aarav Sharma' }));
    await user.click(screen.getByRole('button', { name: 'Invite 1' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
  });

  it('records the results after a confirmation naming how many will be promoted, then shows each new belt', async () => {
    const invited = CANDIDATES.map((each) =>
      each.eligible ? { ...each, invitedAt: '2026-03-01T05:00:00.000Z' } : each,
    );
    const after = invited.map((each) =>
      each.fighterId === 'f1'
        ? { ...each, result: 'pass' as const, promotedTo: YELLOW, certificateNumber: 'KKA-2026-00042-X7QP' }
        : each.fighterId === 'f2'
          ? { ...each, result: 'absent' as const }
          : each.fighterId === 'f3'
            ? { ...each, result: 'double' as const, promotedTo: YELLOW, certificateNumber: 'KKA-2026-00043-M4TR' }
            : each,
    );
    renderAt('/admin/gradings/g1', {
      'GET /api/Gradings/GetGrading/g1': { body: gradingReply(invited) },
      'POST /api/Gradings/RecordGradingResults/g1': {
        body: { ...gradingReply(after), message: 'Results recorded.' },
      },
    });
    const user = userEvent.setup();
    const results = within(await screen.findByRole('region', { name: 'Results' }));
    const choices = (name: string) => within(results.getByRole('group', { name: `Result of ${name}` }));
    await user.click(choices('Aarav Sharma').getByRole('radio', { name: 'Pass' }));
    await user.click(choices('Diya Patel').getByRole('radio', { name: 'Absent' }));
    await user.click(choices('अनन्या वर्मा').getByRole('radio', { name: 'Double' }));
    expect(results.getByText('3 results to save, 2 promoted')).toBeTruthy();

    await user.click(results.getByRole('button', { name: 'Save results' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Promote 2 fighters?' }));
    expect(confirm.getByText(/2 fighters will be promoted/)).toBeTruthy();
    // Nothing is sent before the admin confirms.
    expect(posted('/api/Gradings/RecordGradingResults/g1')).toEqual([]);
    await user.click(confirm.getByRole('button', { name: 'Promote 2 fighters' }));

    await waitFor(() => expect(posted('/api/Gradings/RecordGradingResults/g1')).toHaveLength(1));
    expect(posted('/api/Gradings/RecordGradingResults/g1')[0]!.body).toEqual({
      results: [
        { fighterId: 'f1', result: 'pass' },
        { fighterId: 'f2', result: 'absent' },
        { fighterId: 'f3', result: 'double' },
      ],
    });
    expect(await results.findByText('Certificate KKA-2026-00042-X7QP')).toBeTruthy();
    expect(results.getByText('Certificate KKA-2026-00043-M4TR')).toBeTruthy();
    // A pass is final: its choices are gone; an absence can still become a pass.
    expect(results.queryByRole('group', { name: 'Result of Aarav Sharma' })).toBeNull();
    expect((choices('Diya Patel').getByRole('radio', { name: 'Absent' }) as HTMLInputElement).checked).toBe(true);
  });
});

// @vitest-environment happy-dom
// Isolated (vitest.config.ts): the tab's attendance queue outlives each test and retries the marks its tests leave
// unsaved, as it must in the browser; in a page shared with the next file, that file's stub would receive them.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { academyToday, addDays, WEEKDAYS, type Batch, type ClassDayEntry, type ClassDayReply } from '@academy/contract';
import { ToastProvider } from '../../../components/toast/toast-provider.tsx';
import { loadAreas } from '../../../lib/i18n.ts';
import { stubApi, type SentRequest } from '../../../test-api.ts';
import AttendancePage from './attendance-page.tsx';
import { QUEUE_STORAGE_KEY } from './attendance-queue.ts';
import { ROSTERS_STORAGE_KEY } from './offline-rosters.ts';

const today = academyToday();

function batchFixture(id: string): Batch {
  return {
    id,
    name: 'Kids Evening',
    program: 'Kids Karate',
    level: null,
    minAge: 6,
    maxAge: 12,
    place: 'Main dojo',
    weekdays: [...WEEKDAYS],
    startTime: '18:00',
    endTime: '19:00',
    capacity: 20,
    monthlyFee: 1500,
    instructor: 'Sensei Meera Iyer',
    startDate: addDays(today, -60),
    endDate: null,
    status: 'open',
    autoAccept: false,
    enrolled: 3,
    seatsLeft: 17,
    nextClassDay: today,
    closedDays: [],
    firstFee: null,
  };
}

const fighter = (fighterId: string, fullName: string, mark: ClassDayEntry['mark'] = null): ClassDayEntry => ({
  fighterId,
  fullName,
  photoThumbnailUrl: null,
  mark,
  markedAt: mark ? `${today}T12:34:00.000Z` : null,
  method: mark ? 'qr' : null,
});

function classDay(batchId: string, overrides: Partial<ClassDayReply> = {}): ClassDayReply {
  return {
    status: 1,
    message: 'Session fetched.',
    batch: batchFixture(batchId),
    day: today,
    held: true,
    closedReason: null,
    roster: [fighter('f1', 'Asha Rao', 'present'), fighter('f2', 'Ravi Kumar'), fighter('f3', 'Zoya Khan')],
    ...overrides,
  };
}

const saved = (request: SentRequest) => {
  const { batchId, day, fighterId, mark } = request.body as Record<string, string>;
  return {
    body: {
      status: 1,
      message: 'Attendance saved.',
      entry: { batchId, day, fighterId, mark, markedAt: new Date().toISOString(), method: 'tap' },
    },
  };
};

/** MarkAttendance as a phone with no connection sees it: the request never reaches a server. */
const unreachable = () => {
  throw new TypeError('Failed to fetch');
};

function renderPage(batchId: string, path = `/admin/classes/${batchId}/attendance`) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/admin/classes/:id/attendance" element={<AttendancePage />} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const row = (name: string) => within(screen.getByRole('group', { name }));
const count = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
/**
 * The marks sent for a test's batch, without the id each tap carries (checked on its own). Only that batch's: a mark
 * an earlier test queued may still be sent (its retry timer fires late on a busy machine) while this test's fetch is
 * the stub.
 */
const marks = (sent: SentRequest[], batchId: string) =>
  sent
    .filter(
      (request) =>
        request.path === '/api/Attendance/MarkAttendance' && (request.body as { batchId?: string }).batchId === batchId,
    )
    .map((request) => {
      const { markId, ...mark } = request.body as { markId: string };
      expect(markId).toMatch(/^[0-9a-f-]{36}$/);
      return mark;
    });
const storedQueue = () =>
  (JSON.parse(localStorage.getItem(QUEUE_STORAGE_KEY)!) as { markId: string }[]).map(({ markId: _, ...mark }) => mark);

/** What the browser says when the phone loses its connection. */
function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => void window.dispatchEvent(new Event('offline')));
}

// Each test uses its own batch: the queue is one per tab, as in the browser.
describe('AttendancePage', () => {
  beforeAll(() => loadAreas('classes'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('counts the marks and marks a fighter with one tap, at once', async () => {
    const sent = stubApi({
      'GET /api/Attendance/GetClassDay/b-counts': { body: classDay('b-counts') },
      'POST /api/Attendance/MarkAttendance': saved,
    });
    renderPage('b-counts');
    expect(await screen.findByText('Asha Rao')).toBeTruthy();
    expect([count('Present'), count('Late'), count('Absent'), count('Not marked')]).toEqual(['1', '0', '0', '2']);
    expect(screen.getByText(/Checked in by QR at/)).toBeTruthy();

    fireEvent.click(row('Ravi Kumar').getByRole('button', { name: 'Late' }));
    expect(row('Ravi Kumar').getByRole('button', { name: 'Late' }).getAttribute('aria-pressed')).toBe('true');
    expect([count('Present'), count('Late'), count('Absent'), count('Not marked')]).toEqual(['1', '1', '0', '1']);
    await waitFor(() =>
      expect(marks(sent, 'b-counts')).toEqual([{ batchId: 'b-counts', day: today, fighterId: 'f2', mark: 'late' }]),
    );
    await waitFor(() => expect(screen.queryByText('Saving…')).toBeNull());
    expect(row('Ravi Kumar').getByRole('button', { name: 'Late' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('keeps a mark that failed to save, says so, and saves it when the browser is back online', async () => {
    let online = false;
    const sent = stubApi({
      'GET /api/Attendance/GetClassDay/b-offline': { body: classDay('b-offline') },
      'POST /api/Attendance/MarkAttendance': (request) => (online ? saved(request) : unreachable()),
    });
    renderPage('b-offline');
    fireEvent.click((await screen.findByRole('group', { name: 'Zoya Khan' })).querySelector('button')!);

    expect(await screen.findByText('Not saved yet — retrying')).toBeTruthy();
    expect(screen.getByText('1 mark not saved yet')).toBeTruthy();
    expect(storedQueue()).toEqual([{ batchId: 'b-offline', day: today, fighterId: 'f3', mark: 'present' }]);
    expect(count('Present')).toBe('2');

    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByText('1 mark not saved yet')).toBeNull());
    expect(screen.queryByText('Not saved yet — retrying')).toBeNull();
    expect(row('Zoya Khan').getByRole('button', { name: 'Present' }).getAttribute('aria-pressed')).toBe('true');
    expect(marks(sent, 'b-offline').at(-1)).toEqual({
      batchId: 'b-offline',
      day: today,
      fighterId: 'f3',
      mark: 'present',
    });
    expect(storedQueue()).toEqual([]);
  });

  it('replaces a waiting mark by a later tap on the same fighter', async () => {
    let online = false;
    const sent = stubApi({
      'GET /api/Attendance/GetClassDay/b-replace': { body: classDay('b-replace') },
      'POST /api/Attendance/MarkAttendance': (request) => (online ? saved(request) : unreachable()),
    });
    renderPage('b-replace');
    fireEvent.click((await screen.findByRole('group', { name: 'Ravi Kumar' })).querySelector('button')!);
    expect(await screen.findByText('1 mark not saved yet')).toBeTruthy();

    fireEvent.click(row('Ravi Kumar').getByRole('button', { name: 'Absent' }));
    expect(row('Ravi Kumar').getByRole('button', { name: 'Absent' }).getAttribute('aria-pressed')).toBe('true');
    expect(row('Ravi Kumar').getByRole('button', { name: 'Present' }).getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(marks(sent, 'b-replace')).toHaveLength(2));
    expect(await screen.findByText('1 mark not saved yet')).toBeTruthy();
    expect([count('Present'), count('Absent'), count('Not marked')]).toEqual(['1', '1', '1']);

    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByText(/not saved yet/)).toBeNull());
    expect(marks(sent, 'b-replace').map((mark) => (mark as { mark: string }).mark)).toEqual([
      'present',
      'absent',
      'absent',
    ]);
  });

  it('drops a mark the server refuses for good, puts back what the server has and says why', async () => {
    stubApi({
      'GET /api/Attendance/GetClassDay/b-refused': { body: classDay('b-refused') },
      'POST /api/Attendance/MarkAttendance': {
        status: 409,
        body: { status: 0, message: 'Zoya Khan is not enrolled in this batch.' },
      },
    });
    renderPage('b-refused');
    fireEvent.click(
      within(await screen.findByRole('group', { name: 'Zoya Khan' })).getByRole('button', { name: 'Late' }),
    );
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Zoya Khan is not enrolled in this batch.');
    expect(row('Zoya Khan').getByRole('button', { name: 'Late' }).getAttribute('aria-pressed')).toBe('false');
    expect(count('Not marked')).toBe('2');
    expect(screen.queryByText(/not saved yet/)).toBeNull();
  });

  it('marks only the fighters with no mark yet present, one queued mark each with its own id', async () => {
    const sent = stubApi({
      'GET /api/Attendance/GetClassDay/b-all': {
        body: classDay('b-all', {
          roster: [
            fighter('f1', 'Asha Rao', 'present'),
            fighter('f2', 'Ravi Kumar'),
            fighter('f3', 'Zoya Khan'),
            fighter('f4', 'Kabir Shah', 'absent'),
            fighter('f5', 'Meera Pillai', 'late'),
            fighter('f6', 'Dev Patil'),
          ],
        }),
      },
      'POST /api/Attendance/MarkAttendance': unreachable,
    });
    renderPage('b-all');
    await screen.findByRole('group', { name: 'Ravi Kumar' });
    // A tap still on its way counts as a mark given: Mark all present leaves it.
    fireEvent.click(row('Ravi Kumar').getByRole('button', { name: 'Late' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark all present' }));

    const queued = (
      JSON.parse(localStorage.getItem(QUEUE_STORAGE_KEY)!) as { batchId: string; markId: string }[]
    ).filter((mark) => mark.batchId === 'b-all');
    expect(queued.map(({ markId: _, ...mark }) => mark)).toEqual([
      { batchId: 'b-all', day: today, fighterId: 'f2', mark: 'late' },
      { batchId: 'b-all', day: today, fighterId: 'f3', mark: 'present' },
      { batchId: 'b-all', day: today, fighterId: 'f6', mark: 'present' },
    ]);
    expect(new Set(queued.map((mark) => mark.markId)).size).toBe(3);
    // marks() checks that each request carries an id; the ids sent are the queued ones, one per fighter.
    await waitFor(() => expect(marks(sent, 'b-all')).toHaveLength(3));
    const sentIds = sent.map((request) => (request.body as { markId?: string } | undefined)?.markId).filter(Boolean);
    expect(new Set(sentIds)).toEqual(new Set(queued.map((mark) => mark.markId)));

    for (const name of ['Asha Rao', 'Zoya Khan', 'Dev Patil']) {
      expect(row(name).getByRole('button', { name: 'Present' }).getAttribute('aria-pressed'), name).toBe('true');
    }
    expect(row('Ravi Kumar').getByRole('button', { name: 'Late' }).getAttribute('aria-pressed')).toBe('true');
    expect(row('Kabir Shah').getByRole('button', { name: 'Absent' }).getAttribute('aria-pressed')).toBe('true');
    expect(row('Meera Pillai').getByRole('button', { name: 'Late' }).getAttribute('aria-pressed')).toBe('true');
    expect([count('Present'), count('Late'), count('Absent'), count('Not marked')]).toEqual(['3', '2', '1', '0']);
    const done = screen.getByRole('button', { name: 'All marked' });
    expect(done).toHaveProperty('disabled', true);
  });

  it('saves each mark of Mark all present once, and corrections after it go as taps', async () => {
    const sent = stubApi({
      'GET /api/Attendance/GetClassDay/b-all-online': { body: classDay('b-all-online') },
      'POST /api/Attendance/MarkAttendance': saved,
    });
    renderPage('b-all-online');
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all present' }));
    await waitFor(() => expect(screen.queryByText('Saving…')).toBeNull());
    expect(marks(sent, 'b-all-online')).toEqual([
      { batchId: 'b-all-online', day: today, fighterId: 'f2', mark: 'present' },
      { batchId: 'b-all-online', day: today, fighterId: 'f3', mark: 'present' },
    ]);

    fireEvent.click(row('Zoya Khan').getByRole('button', { name: 'Absent' }));
    await waitFor(() => expect(marks(sent, 'b-all-online')).toHaveLength(3));
    expect(marks(sent, 'b-all-online')[2]).toEqual({
      batchId: 'b-all-online',
      day: today,
      fighterId: 'f3',
      mark: 'absent',
    });
    expect([count('Present'), count('Absent'), count('Not marked')]).toEqual(['2', '1', '0']);
    expect(screen.getByRole('button', { name: 'All marked' })).toHaveProperty('disabled', true);
  });

  it('offers nothing to mark when everyone has a mark', async () => {
    const sent = stubApi({
      'GET /api/Attendance/GetClassDay/b-all-done': {
        body: classDay('b-all-done', {
          roster: [fighter('f1', 'Asha Rao', 'present'), fighter('f2', 'Ravi Kumar', 'absent')],
        }),
      },
    });
    renderPage('b-all-done');
    const button = await screen.findByRole('button', { name: 'All marked' });
    expect(button).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Mark all present' })).toBeNull();
    fireEvent.click(button);
    expect(marks(sent, 'b-all-done')).toEqual([]);
  });

  it('says why a day holds no class day and offers the class days around it', async () => {
    const yesterday = addDays(today, -1);
    let asked = 0;
    // Today first (cancelled), then the previous class day the screen offers.
    stubApi({
      'GET /api/Attendance/GetClassDay/b-closed': () =>
        asked++ === 0
          ? { body: classDay('b-closed', { held: false, closedReason: 'Diwali holiday', roster: [] }) }
          : { body: classDay('b-closed', { day: yesterday }) },
    });
    renderPage('b-closed');
    expect(await screen.findByText('Cancelled: Diwali holiday')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Present' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Previous session: / }));
    expect(await screen.findByRole('group', { name: 'Ravi Kumar' })).toBeTruthy();
    expect(screen.getByText('Day')).toBeTruthy();
  });

  it('says the phone is offline and how many marks wait on it', async () => {
    stubApi({
      'GET /api/Attendance/GetClassDay/b-no-connection': { body: classDay('b-no-connection') },
      'POST /api/Attendance/MarkAttendance': unreachable,
    });
    renderPage('b-no-connection');
    await screen.findByRole('group', { name: 'Ravi Kumar' });
    goOffline();
    expect(screen.getByText('Offline')).toBeTruthy();
    expect(
      screen.getByText('Marks you make are kept on this phone and sent when the connection is back.'),
    ).toBeTruthy();

    fireEvent.click(row('Ravi Kumar').getByRole('button', { name: 'Present' }));
    fireEvent.click(row('Zoya Khan').getByRole('button', { name: 'Late' }));
    expect(await screen.findByText('Offline — 2 marks waiting')).toBeTruthy();
    expect(screen.getAllByText('Waiting for a connection')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Retry now' })).toBeNull();
  });

  it("shows today's roster kept from the last load when the server cannot be reached", async () => {
    stubApi({ 'GET /api/Attendance/GetClassDay/b-kept': { body: classDay('b-kept') } });
    renderPage('b-kept');
    await screen.findByRole('group', { name: 'Ravi Kumar' });
    expect(JSON.parse(localStorage.getItem(ROSTERS_STORAGE_KEY)!)).toContainEqual(classDay('b-kept'));
    cleanup();

    stubApi({ 'GET /api/Attendance/GetClassDay/b-kept': unreachable });
    goOffline();
    renderPage('b-kept');
    expect(await screen.findByRole('group', { name: 'Zoya Khan' })).toBeTruthy();
    expect(row('Asha Rao').getByRole('button', { name: 'Present' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('does not cover a refusal by the server with the kept roster', async () => {
    stubApi({ 'GET /api/Attendance/GetClassDay/b-gone': { body: classDay('b-gone') } });
    renderPage('b-gone');
    await screen.findByRole('group', { name: 'Ravi Kumar' });
    cleanup();

    stubApi({
      'GET /api/Attendance/GetClassDay/b-gone': { status: 404, body: { status: 0, message: 'Batch not found.' } },
    });
    renderPage('b-gone');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Ravi Kumar' })).toBeNull();
  });
});

// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { academyToday, addDays, WEEKDAYS, type ClassDayReply } from '@academy/contract';
import * as qrDecoder from '../../../components/qr-scanner/qr-decoder.ts';
import { ToastProvider } from '../../../components/toast/toast-provider.tsx';
import { loadAreas } from '../../../lib/i18n.ts';
import { stubApi, type ApiRoutes } from '../../../test-api.ts';
import CheckInPage from './check-in-page.tsx';

// What the photo's QR code reads: happy-dom draws no image to decode.
const decoded = { text: null as string | null };
beforeEach(() => {
  vi.spyOn(qrDecoder, 'decodePhoto').mockImplementation(async () => decoded.text);
});

const today = academyToday();

const classDay: ClassDayReply = {
  status: 1,
  message: 'Session fetched.',
  batch: {
    id: 'b1',
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
    startDate: addDays(today, -30),
    endDate: null,
    status: 'open',
    autoAccept: false,
    enrolled: 3,
    seatsLeft: 17,
    nextClassDay: today,
    closedDays: [],
    firstFee: null,
  },
  day: today,
  held: true,
  closedReason: null,
  roster: ['Asha Rao', 'Ravi Kumar', 'Zoya Khan'].map((fullName, index) => ({
    fighterId: `f${index}`,
    fullName,
    photoThumbnailUrl: null,
    mark: index === 0 ? 'present' : null,
    markedAt: index === 0 ? `${today}T12:34:00.000Z` : null,
    method: index === 0 ? 'qr' : null,
  })),
};

const checkedIn = (already: boolean, message: string, mark: 'present' | 'late' = 'present') => ({
  body: {
    status: 1,
    message,
    fighterName: 'Asha Rao',
    already,
    entry: { batchId: 'b1', day: today, fighterId: 'f0', mark, markedAt: `${today}T12:34:00.000Z`, method: 'qr' },
  },
});

function renderPage(checkIn: ApiRoutes[string]) {
  const sent = stubApi({
    'GET /api/Attendance/GetClassDay/b1': { body: classDay },
    'POST /api/Attendance/CheckIn': checkIn,
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/admin/classes/b1/check-in']}>
          <Routes>
            <Route path="/admin/classes/:id/check-in" element={<CheckInPage />} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return sent;
}

const checkIns = (sent: ReturnType<typeof stubApi>) =>
  sent.filter((request) => request.path === '/api/Attendance/CheckIn').map((request) => request.body);

async function typeCode(code: string) {
  fireEvent.change(await screen.findByLabelText('Card code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
}

/** The big answer: its words and its colour. */
async function result(text: string) {
  const message = await screen.findByText(text);
  return message.closest('.check-in-result')!.className.match(/check-in-result--(\w+)/)![1];
}

describe('CheckInPage', () => {
  beforeAll(() => loadAreas('classes'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the live count and a green answer for a fighter checked in', async () => {
    const sent = renderPage(checkedIn(false, 'Asha Rao checked in.'));
    expect(await screen.findByText('Checked in 1 of 3')).toBeTruthy();
    await typeCode('abcd-2345');
    expect(await result('Asha Rao checked in.')).toBe('good');
    expect(checkIns(sent)).toEqual([{ batchId: 'b1', day: today, code: 'ABCD2345' }]);
    // The field is emptied for the next fighter.
    expect((screen.getByLabelText('Card code') as HTMLInputElement).value).toBe('');
  });

  it('says when a late arrival was marked late', async () => {
    renderPage(checkedIn(false, 'Asha Rao checked in.', 'late'));
    await typeCode('ABCD2345');
    expect(await screen.findByText('Marked late: more than 10 minutes after the start.')).toBeTruthy();
  });

  it('answers amber with the first time for a fighter already checked in', async () => {
    renderPage(checkedIn(true, 'Asha Rao already checked in at 18:04.'));
    await typeCode('ABCD2345');
    expect(await result('Asha Rao already checked in at 18:04.')).toBe('warn');
  });

  it('answers red with the server’s words for a fighter not in this batch and for an unknown card', async () => {
    renderPage({ status: 409, body: { status: 0, message: 'Ravi Kumar is not enrolled in this batch.' } });
    await typeCode('ABCD2345');
    expect(await result('Ravi Kumar is not enrolled in this batch.')).toBe('bad');
    cleanup();

    renderPage({ status: 404, body: { status: 0, message: "This QR card or code is not one of the academy's." } });
    await typeCode('ZZZZ9999');
    expect(await result("This QR card or code is not one of the academy's.")).toBe('bad');
  });

  it('refuses what cannot be a card without asking the server', async () => {
    const sent = renderPage(checkedIn(false, 'never'));
    await typeCode('HELLO');
    expect(await result('That is not a check-in code.')).toBe('bad');

    decoded.text = 'https://example.com/menu';
    fireEvent.change(screen.getByLabelText('Scan a photo'), {
      target: { files: [new File(['png'], 'card.png', { type: 'image/png' })] },
    });
    expect(await result('This QR code is not an academy card.')).toBe('bad');
    expect(checkIns(sent)).toEqual([]);
  });

  it('checks in the card in a photo, and says when a photo holds no QR code', async () => {
    const sent = renderPage(checkedIn(false, 'Asha Rao checked in.'));
    decoded.text = 'KKA1:ABCD2345';
    fireEvent.change(await screen.findByLabelText('Scan a photo'), {
      target: { files: [new File(['png'], 'card.png', { type: 'image/png' })] },
    });
    expect(await result('Asha Rao checked in.')).toBe('good');
    await waitFor(() => expect(checkIns(sent)).toEqual([{ batchId: 'b1', day: today, code: 'ABCD2345' }]));

    decoded.text = null;
    fireEvent.change(screen.getByLabelText('Scan a photo'), {
      target: { files: [new File(['png'], 'wall.png', { type: 'image/png' })] },
    });
    expect(await result('No QR code found in this photo. Take it closer, flat and in focus.')).toBe('bad');
  });
});

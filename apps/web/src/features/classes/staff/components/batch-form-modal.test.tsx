// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENGLISH, type AdminBatch, type StaffMember } from '@academy/contract';
import { ToastProvider } from '../../../../components/toast/toast-provider.tsx';
import { loadAreas } from '../../../../lib/i18n.ts';
import { stubApi, type SentRequest } from '../../../../test-api.ts';
import { BatchFormModal, type BatchFormMode } from './batch-form-modal.tsx';

const batch: AdminBatch = {
  id: 'b1',
  name: 'Adults Morning',
  program: 'Adults Karate',
  level: 'All belts',
  minAge: 16,
  maxAge: null,
  place: 'Main dojo',
  weekdays: ['tue', 'thu'],
  startTime: '06:30',
  endTime: '07:30',
  capacity: 25,
  monthlyFee: 1800,
  instructor: 'Sensei Arjun Nair',
  startDate: '2026-01-05',
  endDate: null,
  status: 'open',
  autoAccept: true,
  enrolled: 10,
  seatsLeft: 15,
  nextClassDay: null,
  closedDays: [],
  firstFee: null,
  requested: 0,
  instructorId: null,
};

function staffMember(overrides: Partial<StaffMember>): StaffMember {
  return {
    id: 's0',
    name: '',
    email: `${overrides.id ?? 's0'}@kaizen.in`,
    role: 'instructor',
    active: true,
    lastSignInAt: null,
    twoFactor: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    teaches: [],
    ...overrides,
  };
}

function renderModal(mode: BatchFormMode) {
  const onSaved = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>
        <BatchFormModal mode={mode} onHide={() => {}} onSaved={onSaved} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { onSaved, dialog: within(screen.getByRole('dialog')) };
}

/** What the form sent, leaving out what it read (the staff who can teach). */
const writes = (sent: SentRequest[]) => sent.filter((request) => request.method !== 'GET');

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('BatchFormModal', () => {
  beforeAll(() => loadAreas('classes'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('requires at least one weekday and sends nothing without', async () => {
    const sent = stubApi({});
    const { dialog } = renderModal({ kind: 'add' });
    fireEvent.click(dialog.getByRole('button', { name: 'Add batch' }));
    for (const key of [
      'form.batchName.required',
      'form.program.required',
      'form.weekdays.required',
      'form.place.required',
      'form.instructor.required',
    ] as const) {
      expect(await dialog.findByText(ENGLISH[key])).toBeTruthy();
    }
    expect(writes(sent)).toEqual([]);

    fireEvent.click(dialog.getByRole('checkbox', { name: 'Wed' }));
    await waitFor(() => expect(dialog.queryByText(ENGLISH['form.weekdays.required'])).toBeNull());
  });

  it('refuses a class that ends before it starts', async () => {
    const sent = stubApi({});
    const { dialog } = renderModal({ kind: 'edit', batch });
    await waitFor(() => expect((screen.getByLabelText('Batch name') as HTMLInputElement).value).toBe('Adults Morning'));
    fill('Ends at (IST)', '06:00');
    fireEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await dialog.findByText(ENGLISH['form.endTime.afterStart'])).toBeTruthy();
    expect(writes(sent)).toEqual([]);
  });

  it('sends a new batch with its weekdays in week order, numbers as numbers and the switch', async () => {
    const sent = stubApi({
      'POST /api/Classes/CreateBatch': { status: 201, body: { status: 1, message: 'Batch created.', batch } },
    });
    const { dialog, onSaved } = renderModal({ kind: 'add' });
    fill('Batch name', 'Kids Evening');
    fireEvent.change(screen.getByLabelText('Program'), { target: { value: 'Kids Karate' } });
    fill('Youngest age', '6');
    fill('Oldest age', '12');
    fill('Place', 'Main dojo');
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Fri' }));
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Mon' }));
    fill('Starts at (IST)', '18:00');
    fill('Ends at (IST)', '19:00');
    fill('First class on', '2026-06-01');
    fill('Seats', '20');
    fill('Monthly fee (₹)', '1500');
    fill('Instructor', 'Sensei Meera Iyer');
    fireEvent.click(dialog.getByRole('switch', { name: 'Accept requests by themselves' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Add batch' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Batch created.'));
    expect(writes(sent)).toEqual([
      {
        method: 'POST',
        path: '/api/Classes/CreateBatch',
        body: {
          name: 'Kids Evening',
          program: 'Kids Karate',
          level: null,
          minAge: 6,
          maxAge: 12,
          place: 'Main dojo',
          weekdays: ['mon', 'fri'],
          startTime: '18:00',
          endTime: '19:00',
          capacity: 20,
          monthlyFee: 1500,
          instructor: 'Sensei Meera Iyer',
          instructorId: null,
          startDate: '2026-06-01',
          autoAccept: true,
          translations: {},
        },
      },
    ]);
  });

  it('keeps the name, level and place in Hindi and Marathi folded away, and sends those typed there', async () => {
    const sent = stubApi({
      'PUT /api/Classes/UpdateBatch/b1': { body: { status: 1, message: 'Batch updated.', batch } },
    });
    const { dialog, onSaved } = renderModal({
      kind: 'edit',
      batch: { ...batch, translations: { hi: { name: 'सुबह के वयस्क', place: 'मुख्य दोजो' } } },
    });
    const section = dialog.getByText('In Hindi and Marathi').closest('details')!;
    expect(section.open).toBe(false);
    const hindiName = dialog.getByLabelText('Batch name · In Hindi') as HTMLInputElement;
    await waitFor(() => expect(hindiName.value).toBe('सुबह के वयस्क'));
    expect(hindiName.lang).toBe('hi');
    fill('Place · In Hindi', '');
    fill('Batch name · In Marathi', 'सकाळचे प्रौढ');
    fireEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Batch updated.'));
    expect(writes(sent).at(-1)?.body).toMatchObject({
      name: 'Adults Morning',
      translations: { hi: { name: 'सुबह के वयस्क' }, mr: { name: 'सकाळचे प्रौढ' } },
    });
  });

  it('opens the folded section on a translation that is too long', async () => {
    const sent = stubApi({});
    const { dialog } = renderModal({ kind: 'edit', batch });
    fill('Batch name · In Marathi', 'क'.repeat(101));
    fireEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await dialog.findByText(ENGLISH['form.batchName.tooLong'].replace('{max}', '100'))).toBeTruthy();
    expect(dialog.getByText('In Hindi and Marathi').closest('details')!.open).toBe(true);
    expect(writes(sent)).toEqual([]);
  });

  it('gives the batch to an instructor on the staff, whose own name the class pages then show', async () => {
    const sent = stubApi({
      'GET /api/Staff/GetStaff': {
        body: {
          status: 1,
          message: 'Staff fetched.',
          invitations: [],
          staff: [
            staffMember({ id: 's1', name: 'Sensei Meera Iyer', role: 'instructor' }),
            staffMember({ id: 's2', name: 'Front Desk Person', role: 'frontDesk' }),
            staffMember({ id: 's3', name: 'Left Already', role: 'instructor', active: false }),
          ],
        },
      },
      'PUT /api/Classes/UpdateBatch/b1': { body: { status: 1, message: 'Batch updated.', batch } },
    });
    const { dialog, onSaved } = renderModal({ kind: 'edit', batch });
    const taughtBy = (await dialog.findByLabelText('Taught by')) as HTMLSelectElement;
    await waitFor(() => expect(taughtBy.options).toHaveLength(2));
    // Only who can teach: the front desk and a deactivated instructor are not offered.
    expect([...taughtBy.options].map((option) => option.text)).toEqual([
      'Someone not on the staff',
      'Sensei Meera Iyer · Instructor',
    ]);
    fireEvent.change(taughtBy, { target: { value: 's1' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Batch updated.'));
    expect(writes(sent).at(-1)?.body).toMatchObject({ instructorId: 's1', instructor: 'Sensei Meera Iyer' });
  });

  it('offers the masters as instructors', () => {
    // The staff list it reads besides answers from the stub, not from a server at happy-dom's localhost:3000.
    stubApi({});
    renderModal({ kind: 'add' });
    const list = document.getElementById(screen.getByLabelText('Instructor').getAttribute('list')!)!;
    expect([...list.querySelectorAll('option')].map((option) => option.value)).toContain('Shihan Rajesh Kulkarni');
  });
});

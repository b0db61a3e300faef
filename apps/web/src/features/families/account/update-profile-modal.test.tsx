// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Fighter } from '@academy/contract';
import { ToastProvider } from '../../../components/toast/toast-provider.tsx';
import { saveLogin } from '../../../lib/session.ts';
import { fighterFixture, ranksRoute, stubApi, type SentRequest } from '../../../test-api.ts';
import { UpdateProfileModal } from './update-profile-modal.tsx';

let sent: SentRequest[];
const onClose = vi.fn();

async function renderModal(fighter: Fighter, title = 'Update Profile') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ToastProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <UpdateProfileModal fighter={fighter} show onClose={onClose} />
        </MemoryRouter>
      </QueryClientProvider>
    </ToastProvider>,
  );
  const dialog = within(screen.getByRole('dialog', { name: title }));
  // The form shows once the academy's belts are there.
  await dialog.findByLabelText('Name');
  return dialog;
}

const saves = () => sent.filter((request) => request.method === 'PUT');

beforeEach(() => {
  saveLogin({ token: 'fighter-token', userType: 'fighter', userId: 'f1' });
  onClose.mockReset();
  sent = stubApi({
    ...ranksRoute,
    'PUT /api/Fighters/UpdateFighterDetails/f1': { body: { status: 1, message: 'ok', fighter: fighterFixture() } },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the Mobile Number of Update Profile', () => {
  it('shows the stored number as +91 98765 43210 and sends its 10 digits', async () => {
    const dialog = await renderModal(fighterFixture({ mobileNumber: '9876543210' }));
    const mobile = dialog.getByLabelText('Mobile Number');
    expect(mobile).toHaveProperty('value', '+91 98765 43210');
    expect(mobile.getAttribute('type')).toBe('tel');
    expect(mobile.getAttribute('inputmode')).toBe('tel');
    expect(mobile.getAttribute('autocomplete')).toBe('tel');
    expect(mobile.hasAttribute('maxlength')).toBe(false);
    await userEvent.click(dialog.getByRole('button', { name: 'Update & Save' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saves()[0]!.body).toMatchObject({ mobileNumber: '9876543210' });
  });

  it('rewrites a number typed another way as +91 98201 23456 on leaving the field, and sends 9820123456', async () => {
    const dialog = await renderModal(fighterFixture());
    const mobile = dialog.getByLabelText('Mobile Number');
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '098201-23456');
    await userEvent.tab();
    expect(mobile).toHaveProperty('value', '+91 98201 23456');
    await userEvent.click(dialog.getByRole('button', { name: 'Update & Save' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saves()[0]!.body).toMatchObject({ mobileNumber: '9820123456' });
  });

  it('leaves a landline as typed, with the message under it', async () => {
    const dialog = await renderModal(fighterFixture());
    const mobile = dialog.getByLabelText('Mobile Number');
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '020 2553 1234');
    await userEvent.tab();
    expect(mobile).toHaveProperty('value', '020 2553 1234');
    expect(
      await dialog.findByText(
        'Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, such as 98201 23456.',
      ),
    ).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Update & Save' }));
    expect(saves()).toEqual([]);
  });
});

describe('the Belt Level of Update Profile', () => {
  it("offers the academy's belts and sends the one chosen in the words that name it", async () => {
    const dialog = await renderModal(fighterFixture({ beltLevel: 'Yellow' }));
    const belt = dialog.getByRole('combobox', { name: 'Belt Level' });
    const options = within(belt).getAllByRole('option');
    expect(options[0]!.textContent).toBe('Not graded yet');
    expect(options.map((option) => option.getAttribute('value'))).toContain('Brown 3 kyu');
    await userEvent.selectOptions(belt, 'Brown · 3rd kyu');
    await userEvent.click(dialog.getByRole('button', { name: 'Update & Save' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saves()[0]!.body).toMatchObject({ beltLevel: 'Brown 3 kyu' });
  });

  it('shows the belt the academy records, which the fighter cannot change', async () => {
    const dialog = await renderModal(fighterFixture({ beltLevel: 'Brown', rankId: 'r8' }));
    expect(dialog.queryByRole('combobox', { name: 'Belt Level' })).toBeNull();
    const recorded = dialog.getByRole('group', { name: 'Belt Level' });
    expect(within(recorded).getByText('Brown · 2nd kyu')).toBeTruthy();
    expect(recorded.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(recorded.getAttribute('aria-describedby')!)!.textContent).toBe(
      'The academy records belts at its gradings: this one is on record.',
    );
  });

  it('says what was typed before when it names none of the belts', async () => {
    const dialog = await renderModal(fighterFixture({ beltLevel: 'Red (other dojo)' }));
    expect(
      dialog.getByText("You wrote “Red (other dojo)” earlier: choose the academy's belt it matches."),
    ).toBeTruthy();
  });
});

describe('whether the account holder trains', () => {
  it('lets a parent who does not train tick that they do, showing the training fields and sending the answer', async () => {
    const dialog = await renderModal(fighterFixture({ trains: false, weight: 62 }));
    const box = dialog.getByRole('checkbox', { name: 'I train at the academy' });
    expect(box).toHaveProperty('checked', false);
    expect(dialog.queryByLabelText('Weight (kg)')).toBeNull();
    expect(dialog.queryByRole('combobox', { name: 'Belt Level' })).toBeNull();

    await userEvent.click(box);
    expect(dialog.getByLabelText('Weight (kg)')).toHaveProperty('value', '62');
    expect(dialog.getByRole('combobox', { name: 'Belt Level' })).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Update & Save' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saves()[0]!.body).toMatchObject({ trains: true, weight: 62 });
  });

  it('keeps what was not shown when a holder says they stop training, and says why a refusal came', async () => {
    sent = stubApi({
      ...ranksRoute,
      'PUT /api/Fighters/UpdateFighterDetails/f1': {
        status: 409,
        body: { status: 0, message: 'You are in a batch or have asked to join one.' },
      },
    });
    const dialog = await renderModal(fighterFixture({ height: 170 }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'I train at the academy' }));
    expect(dialog.queryByLabelText('Height (cm)')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Update & Save' }));
    expect(
      await screen.findByText('Failed to update profile: You are in a batch or have asked to join one.'),
    ).toBeTruthy();
    expect(saves()[0]!.body).toMatchObject({ trains: false, height: 170 });
    expect(onClose).not.toHaveBeenCalled();
  });

  it("does not ask on a child's profile, and sends no answer for it", async () => {
    const child = fighterFixture({
      id: 'c1',
      fullName: 'Mira Rao',
      guardianId: 'f1',
      age: null,
      dateOfBirth: '2017-05-01',
    });
    sent = stubApi({
      ...ranksRoute,
      'PUT /api/Fighters/UpdateFighterDetails/c1': { body: { status: 1, message: 'ok', fighter: child } },
    });
    const dialog = await renderModal(child, "Update Mira Rao's profile");
    expect(dialog.queryByRole('checkbox', { name: 'I train at the academy' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Update & Save' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saves()[0]!.body).not.toHaveProperty('trains');
  });
});

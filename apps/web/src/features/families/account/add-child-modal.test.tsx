// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { academyToday } from '@academy/contract';
import { ToastProvider } from '../../../components/toast/toast-provider.tsx';
import { saveLogin } from '../../../lib/session.ts';
import { bornYearsAgo, fighterFixture, ranksRoute, stubApi, type SentRequest } from '../../../test-api.ts';
import { AddChildModal } from './add-child-modal.tsx';

let sent: SentRequest[];
/** What the form sent: the belts it offers are fetched too. */
const added = () => sent.filter((request) => request.method === 'POST');
const onAdded = vi.fn();
const onClose = vi.fn();

function renderModal() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ToastProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <AddChildModal show account={fighterFixture()} onClose={onClose} onAdded={onAdded} />
        </MemoryRouter>
      </QueryClientProvider>
    </ToastProvider>,
  );
  return within(screen.getByRole('dialog', { name: 'Add a child' }));
}

type Dialog = ReturnType<typeof renderModal>;

async function fillChild(dialog: Dialog, dateOfBirth: string) {
  await userEvent.type(dialog.getByLabelText("Child's full name"), 'Mira Rao');
  fireEvent.change(dialog.getByLabelText('Date of birth'), { target: { value: dateOfBirth } });
  await userEvent.selectOptions(dialog.getByLabelText('Gender'), 'Female');
  await userEvent.selectOptions(dialog.getByLabelText('Relation to the child'), 'Mother');
}

const submit = (dialog: Dialog) => userEvent.click(dialog.getByRole('button', { name: 'Add child' }));

beforeEach(() => {
  saveLogin({ token: 'fighter-token', userType: 'fighter', userId: 'f1' });
  onAdded.mockReset();
  onClose.mockReset();
  sent = stubApi({
    ...ranksRoute,
    'POST /api/Families/AddChild': {
      status: 201,
      body: {
        status: 1,
        message: 'We have emailed asha@example.com a link to confirm consent for Mira Rao, who is now on your account.',
        profile: { ...fighterFixture({ id: 'c1', fullName: 'Mira Rao', guardianId: 'f1' }), consent: null },
      },
    },
    'GET /api/Families/GetFamily': { body: { status: 1, message: 'ok', profiles: [] } },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Add a child', () => {
  it("prefills the guardian from the account and offers no date of birth after the academy's today", () => {
    const dialog = renderModal();
    expect(dialog.getByLabelText("Parent or guardian's full name")).toHaveProperty('value', 'Asha Rao');
    expect(dialog.getByLabelText("Parent or guardian's mobile number")).toHaveProperty('value', '+91 98765 43210');
    expect(dialog.getByLabelText("Parent or guardian's email")).toHaveProperty('value', 'asha@example.com');
    expect(dialog.getByLabelText('Date of birth').getAttribute('max')).toBe(academyToday());
    expect(dialog.getByRole('checkbox')).toHaveProperty('checked', false);
  });

  it('refuses the date of birth of an adult with its message, and sends nothing', async () => {
    const dialog = renderModal();
    await fillChild(dialog, bornYearsAgo(18));
    await userEvent.click(dialog.getByRole('checkbox'));
    await submit(dialog);
    expect(
      await dialog.findByText(
        "A child's profile is for someone under 18. A person of 18 or over signs up with their own account.",
      ),
    ).toBeTruthy();
    expect(added()).toEqual([]);
  });

  it("requires the guardian's agreement to the privacy notice, whose link names its version", async () => {
    const dialog = renderModal();
    await fillChild(dialog, bornYearsAgo(9));
    // The checkbox is named by the whole sentence, its link included (the name computation adds a space after it).
    const agreement = dialog.getByRole('checkbox', {
      name: /^I am Mira Rao's parent or lawful guardian and I agree to the privacy notice \(version of 29 November 2026\)/,
    });
    const notice = dialog.getByRole('link', { name: 'privacy notice (version of 29 November 2026)' });
    expect(notice.getAttribute('href')).toBe('/privacy');
    await submit(dialog);
    expect(await dialog.findByText('Please agree to the privacy notice to continue.')).toBeTruthy();
    expect(agreement.getAttribute('aria-invalid')).toBe('true');
    expect(added()).toEqual([]);
  });

  it('adds the child with the guardian block, says what the server said and switches to the child', async () => {
    const dialog = renderModal();
    const dateOfBirth = bornYearsAgo(9);
    await fillChild(dialog, dateOfBirth);
    await userEvent.click(dialog.getByRole('checkbox'));
    await submit(dialog);
    expect(
      await screen.findByText(
        'We have emailed asha@example.com a link to confirm consent for Mira Rao, who is now on your account.',
      ),
    ).toBeTruthy();
    expect(onAdded).toHaveBeenCalledWith('c1');
    expect(onClose).toHaveBeenCalled();
    expect(added()).toEqual([
      {
        method: 'POST',
        path: '/api/Families/AddChild',
        body: {
          fullName: 'Mira Rao',
          dateOfBirth,
          gender: 'Female',
          weight: null,
          height: null,
          discipline: null,
          beltLevel: null,
          guardian: {
            name: 'Asha Rao',
            relation: 'Mother',
            mobileNumber: '9876543210',
            email: 'asha@example.com',
            agreed: true,
          },
        },
      },
    ]);
  });

  it("offers the academy's belts, none chosen, and sends the one chosen in the words that name it", async () => {
    const dialog = renderModal();
    const belt = dialog.getByLabelText('Belt Level (optional)');
    await within(belt).findByRole('option', { name: 'Brown · 2nd kyu' });
    const options = within(belt).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Not graded yet',
      'White · 10th kyu',
      'Yellow · 9th kyu',
      'Orange · 8th kyu',
      'Green · 7th kyu',
      'Blue · 6th kyu',
      'Purple · 5th kyu',
      'Brown · 3rd kyu',
      'Brown · 2nd kyu',
      'Brown · 1st kyu',
      'Black · 1st dan',
      'Black · 2nd dan',
      'Black · 3rd dan',
    ]);
    expect(belt).toHaveProperty('value', '');
    await fillChild(dialog, bornYearsAgo(9));
    await userEvent.selectOptions(belt, 'Brown · 2nd kyu');
    await userEvent.click(dialog.getByRole('checkbox'));
    await submit(dialog);
    await screen.findByText(/now on your account/);
    expect(added()[0]!.body).toMatchObject({ beltLevel: 'Brown 2 kyu' });
  });
});

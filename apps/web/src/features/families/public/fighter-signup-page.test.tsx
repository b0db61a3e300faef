// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LeadInvite } from '@academy/contract';
import { ToastProvider } from '../../../components/toast/toast-provider.tsx';
import { activateLanguage } from '../../../lib/i18n.ts';
import { stubApi } from '../../../test-api.ts';
import FighterSignupPage from './fighter-signup-page.tsx';

function renderPage() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <ToastProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/fighter/signup']}>
          <FighterSignupPage />
        </MemoryRouter>
      </QueryClientProvider>
    </ToastProvider>,
  );
}

const messageUnder = (label: string) => {
  const control = screen.getByLabelText(label, { selector: 'input, select' });
  return document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent;
};

beforeEach(() => activateLanguage('hi'));

afterEach(async () => {
  cleanup();
  await activateLanguage('en');
});

describe('sign-up in Hindi', () => {
  it('labels the form and words every field message of the schema in Hindi', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Kaizen Karate Academy में आपका स्वागत है');
    fireEvent.click(screen.getByRole('button', { name: 'साइन अप करें' }));

    expect((await screen.findByRole('alert')).textContent).toBe('कृपया सभी आवश्यक फ़ील्ड भरें');
    expect(messageUnder('पूरा नाम')).toBe('पूरा नाम आवश्यक है।');
    expect(messageUnder('ईमेल आईडी')).toBe('ईमेल आवश्यक है।');
    expect(messageUnder('मोबाइल नंबर')).toBe('मोबाइल नंबर आवश्यक है।');
    expect(messageUnder('उम्र')).toBe('उम्र आवश्यक है।');
    expect(messageUnder('लिंग')).toBe('लिंग चुनना आवश्यक है।');
    expect(messageUnder('पासवर्ड')).toBe('पासवर्ड आवश्यक है।');
    expect(messageUnder('पासवर्ड दोबारा डालें')).toBe('पासवर्ड दोबारा डालना आवश्यक है।');
  });

  it('fills the limits in, offers the genders in Hindi, and follows a change of language at once', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'लिंग चुनें',
      'पुरुष',
      'महिला',
      'अन्य',
    ]);
    expect(messageUnder('पासवर्ड')).toBe('कम से कम 8 अक्षर।');

    await user.type(screen.getByLabelText('पासवर्ड', { selector: 'input' }), 'short');
    await user.type(screen.getByLabelText('पासवर्ड दोबारा डालें', { selector: 'input' }), 'other');
    fireEvent.change(screen.getByLabelText('उम्र'), { target: { value: '130' } });
    fireEvent.click(screen.getByRole('button', { name: 'साइन अप करें' }));
    expect(await screen.findByText('उम्र अधिकतम 120 हो सकती है।')).toBeTruthy();
    expect(messageUnder('उम्र')).toBe('उम्र अधिकतम 120 हो सकती है।');
    expect(messageUnder('पासवर्ड')).toBe('पासवर्ड कम से कम 8 अक्षरों का होना चाहिए।');

    // The form keeps what failed, not its words: English says the same failures.
    await act(() => activateLanguage('en'));
    expect(messageUnder('Password')).toBe('Password must be at least 8 characters long.');
    expect(messageUnder('Age')).toBe('Age must be at most 120.');
  });
});

const TOKEN = 'Tok3n-of-the-lead_0123456789abcdefghijklmno';

/** Where the page sent the person, as the router holds it. */
function Address() {
  const location = useLocation();
  return <p data-testid="address">{`${location.pathname}${location.search}`}</p>;
}

function renderFromLeadLink(invite: LeadInvite) {
  const sent = stubApi({
    'POST /api/Leads/GetLeadInvite': { body: { status: 1, message: 'ok', invite } },
    'POST /api/Fighters/CreateFighter': { body: { status: 1, message: 'Signup successful', id: 'f1' } },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <ToastProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[`/fighter/signup?lead=${TOKEN}`]}>
          <Routes>
            <Route path="/fighter/signup" element={<FighterSignupPage />} />
            <Route path="/fighter/login" element={<Address />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </ToastProvider>,
  );
  return sent;
}

describe("sign-up from a trial lead's link", () => {
  beforeEach(() => activateLanguage('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('fills in the name and age, sends the link’s secret with the 10 digits, and goes on to join the batch', async () => {
    const user = userEvent.setup();
    const sent = renderFromLeadLink({
      name: 'Rohit Sawant',
      studentAge: 29,
      batchId: 'b1',
      batchName: 'Adult Beginners',
    });
    expect(await screen.findByRole('heading', { name: 'Good to see you again, Rohit Sawant' })).toBeTruthy();
    expect(
      screen.getByText(
        'We filled in your name and age from your trial request. After signing up, log in to join Adult Beginners.',
      ),
    ).toBeTruthy();
    await vi.waitFor(() => expect(screen.getByLabelText('Full Name')).toHaveProperty('value', 'Rohit Sawant'));
    expect(screen.getByLabelText('Age')).toHaveProperty('value', '29');

    await user.type(screen.getByLabelText('Email ID'), 'rohit@example.in');
    const mobile = screen.getByLabelText('Mobile Number');
    await user.type(mobile, '98201-23456');
    await user.tab();
    expect(mobile).toHaveProperty('value', '+91 98201 23456');
    await user.selectOptions(screen.getByLabelText('Gender'), 'Male');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'strong-pass-1');
    await user.type(screen.getByLabelText('Re-enter Password', { selector: 'input' }), 'strong-pass-1');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect((await screen.findByTestId('address')).textContent).toBe(
      `/fighter/login?next=${encodeURIComponent('/classes/b1?join=1')}`,
    );
    expect(sent.find((request) => request.path === '/api/Leads/GetLeadInvite')!.body).toEqual({ token: TOKEN });
    expect(sent.find((request) => request.path === '/api/Fighters/CreateFighter')!.body).toMatchObject({
      fullName: 'Rohit Sawant',
      age: 29,
      mobileNumber: '9820123456',
      leadToken: TOKEN,
    });
  });

  it("tells a parent the account is their own and leaves the age for them: the child's comes later", async () => {
    renderFromLeadLink({ name: 'Sunita Rane', studentAge: 8, batchId: null, batchName: null });
    expect(
      await screen.findByText(
        'This is your own account, as the parent: we filled in your name. After signing up, add your child (8 years) from your profile, then choose a batch.',
      ),
    ).toBeTruthy();
    await vi.waitFor(() => expect(screen.getByLabelText('Full Name')).toHaveProperty('value', 'Sunita Rane'));
    expect(screen.getByLabelText('Age')).toHaveProperty('value', '');
  });
});

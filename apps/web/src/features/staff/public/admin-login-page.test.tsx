// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginReply, TwoFactorChallengeReply } from '@academy/contract';
import { ToastProvider } from '../../../components/toast/toast-provider.tsx';
import { activateLanguage } from '../../../lib/i18n.ts';
import { getSession } from '../../../lib/session.ts';
import { stubApi, type CannedReply, type SentRequest } from '../../../test-api.ts';
import AdminLoginPage from './admin-login-page.tsx';

const CHALLENGE: TwoFactorChallengeReply = {
  status: 2,
  message: 'Enter the code from your authenticator app.',
  twoFactorRequired: true,
  challenge: 'c'.repeat(43),
  expiresAt: new Date(Date.now() + 5 * 60_000).toISOString(),
};
const LOGIN: LoginReply = {
  status: 1,
  message: 'Login successful',
  token: 'admin-token',
  userId: 'staff-1',
  userType: 'admin',
  id: 'staff-1',
};
const WRONG_CODE = {
  status: 401,
  body: { status: 0, message: 'That code is not right. Check the app and try again.' },
};

function renderPage(secondStep: (request: SentRequest) => CannedReply) {
  const sent = stubApi({
    'POST /api/Admin/AdminLogin': { body: CHALLENGE },
    'POST /api/Admin/AdminTwoFactorLogin': secondStep,
  });
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <ToastProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/admin/login']}>
          <Routes>
            <Route path="/admin/login" element={<AdminLoginPage />} />
            <Route path="/admin/dashboard" element={<h1>Dashboard</h1>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </ToastProvider>,
  );
  return sent;
}

async function passwordStep(user: ReturnType<typeof userEvent.setup>, submit = 'Login') {
  await user.type(screen.getByLabelText(/Email|ईमेल/), 'sensei@kaizen.test');
  await user.type(screen.getByLabelText(/^Password$|^पासवर्ड$/), 'osu-admin-password');
  await user.click(screen.getByRole('button', { name: submit }));
}

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  await activateLanguage('en');
});

describe('the admin login with two-factor sign-in', () => {
  it('asks for the code of the app after the password, then logs in with it', async () => {
    const user = userEvent.setup();
    const sent = renderPage(({ body }) =>
      (body as { code: string }).code === '246810' ? { body: LOGIN } : WRONG_CODE,
    );
    await passwordStep(user);

    const code = await screen.findByLabelText('Authentication code');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByRole('heading', { name: 'Two-factor sign-in' })).toBeTruthy();
    expect(getSession().token).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app.')).toBeTruthy();
    expect(sent.filter((call) => call.path === '/api/Admin/AdminTwoFactorLogin')).toHaveLength(0);

    await user.type(code, '135791');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That code is not right. Check the app and try again.');

    await user.clear(code);
    await user.type(code, '246 810');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(sent.at(-1)?.body).toEqual({ challenge: CHALLENGE.challenge, method: 'totp', code: '246810' });
    expect(getSession()).toMatchObject({ token: 'admin-token', userType: 'admin', userId: 'staff-1' });
  });

  it('takes a recovery code instead, after "Use a recovery code"', async () => {
    const user = userEvent.setup();
    const sent = renderPage(() => ({ body: LOGIN }));
    await passwordStep(user);
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));

    const recovery = screen.getByLabelText('Recovery code');
    expect(recovery.getAttribute('inputmode')).toBeNull();
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
    await user.type(recovery, '7kq2-m9xd-4prt-h3wn');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(sent.at(-1)?.body).toEqual({ challenge: CHALLENGE.challenge, method: 'recovery', code: '7KQ2M9XD4PRTH3WN' });
    expect(screen.queryByRole('button', { name: 'Use the authenticator app' })).toBeNull();
  });

  it('goes back to the password on "Back to login", and a status 2 reply never logs in by itself', async () => {
    const user = userEvent.setup();
    renderPage(() => ({ body: LOGIN }));
    await passwordStep(user);
    await user.click(await screen.findByRole('button', { name: 'Back to login' }));
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
    expect(getSession().token).toBeNull();
  });

  it('speaks Hindi', async () => {
    await activateLanguage('hi');
    const user = userEvent.setup();
    renderPage(() => ({ body: LOGIN }));
    await passwordStep(user, 'लॉगिन करें');
    expect(await screen.findByLabelText('प्रमाणीकरण कोड')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'रिकवरी कोड इस्तेमाल करें' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'सत्यापित करें' }));
    expect(await screen.findByText('अपने ऑथेंटिकेटर ऐप से 6 अंकों का कोड डालें।')).toBeTruthy();
  });
});

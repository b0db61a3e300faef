// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecoveryCodesReply, StartTwoFactorReply, TwoFactorReply } from '@academy/contract';
import { ToastProvider } from '../../../components/toast/toast-provider.tsx';
import { stubApi, type ApiRoutes } from '../../../test-api.ts';
import AccountPage from './account-page.tsx';

const OFF: TwoFactorReply = {
  status: 1,
  message: 'Two-factor sign-in',
  twoFactor: { enabledAt: null, recoveryCodesLeft: 0 },
};
const ON_SINCE = '2026-11-20T04:30:00.000Z';
const ON: TwoFactorReply = { ...OFF, twoFactor: { enabledAt: ON_SINCE, recoveryCodesLeft: 10 } };
const ENROLMENT: StartTwoFactorReply = {
  status: 1,
  message: 'Scan the QR code, then enter the code your app shows.',
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/Kaizen%20Karate%20Academy:sensei%40kaizen.test?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  accountName: 'sensei@kaizen.test',
  issuer: 'Kaizen Karate Academy',
};
const CODES = Array.from({ length: 10 }, (_, i) => `7KQ2-M9XD-4PRT-H3W${i}`);
const ENABLED: RecoveryCodesReply = { ...ON, message: 'Two-factor sign-in is on.', recoveryCodes: CODES };

function renderPage(routes: ApiRoutes) {
  const sent = stubApi(routes);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/admin/account']}>
          <AccountPage />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return sent;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('two-factor sign-in on the account page', () => {
  it('is set up with the QR code or the key, switched on by a first code, and shows the recovery codes once', async () => {
    const user = userEvent.setup();
    const sent = renderPage({
      'GET /api/Admin/GetTwoFactor': { body: OFF },
      'POST /api/Admin/StartTwoFactor': { body: ENROLMENT },
      'POST /api/Admin/ConfirmTwoFactor': ({ body }) =>
        (body as { code: string }).code === '123456'
          ? { body: ENABLED }
          : { status: 400, body: { status: 0, message: 'That code is not right. Check the app and try again.' } },
    });
    expect(await screen.findByText('Off')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));

    expect(await screen.findByAltText('QR code that adds sensei@kaizen.test to an authenticator app')).toBeTruthy();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    const code = screen.getByLabelText('Authentication code');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(screen.queryByRole('button', { name: 'Use a recovery code' })).toBeNull();

    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That code is not right. Check the app and try again.');
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    const list = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    await user.click(screen.getByRole('button', { name: 'I have saved my codes' }));
    expect(screen.queryByRole('list', { name: 'Your recovery codes' })).toBeNull();
    expect(screen.getByText('On')).toBeTruthy();
    expect(screen.getByText('10 unused')).toBeTruthy();
    expect(sent.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/Admin/StartTwoFactor',
      '/api/Admin/ConfirmTwoFactor',
      '/api/Admin/ConfirmTwoFactor',
    ]);
  });

  it('is turned off with a recovery code', async () => {
    const user = userEvent.setup();
    const sent = renderPage({
      'GET /api/Admin/GetTwoFactor': { body: ON },
      'POST /api/Admin/DisableTwoFactor': { body: { ...OFF, message: 'Two-factor sign-in is off.' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), 'AAAA-BBBB-CCCC-DDDD');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Two-factor sign-in is off.')).toBeTruthy();
    expect(screen.getByText('Off')).toBeTruthy();
    expect(sent.at(-1)).toMatchObject({
      path: '/api/Admin/DisableTwoFactor',
      body: { method: 'recovery', code: 'AAAABBBBCCCCDDDD' },
    });
  });

  it('makes new recovery codes for a code of the app, and shows them once', async () => {
    const user = userEvent.setup();
    renderPage({
      'GET /api/Admin/GetTwoFactor': { body: { ...ON, twoFactor: { enabledAt: ON_SINCE, recoveryCodesLeft: 2 } } },
      'POST /api/Admin/RenewRecoveryCodes': { body: ENABLED },
    });
    expect(await screen.findByText('Few recovery codes are left: make new ones.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New recovery codes' }));
    await user.type(screen.getByLabelText('Authentication code'), '112233');
    await user.click(screen.getByRole('button', { name: 'New recovery codes' }));
    expect(await screen.findByText(/the old ones no longer work/)).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
  });
});

// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast/toast-provider.tsx';
import { stubApi, type SentRequest } from '../../../test-api.ts';
import FighterLoginPage from './fighter-login-page.tsx';
import FighterSignupPage from './fighter-signup-page.tsx';

/** The address the app is at, as a server would see it requested. */
function Address() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="address">{`${pathname}${search}${hash}`}</output>;
}

function renderAt(address: string | { pathname: string; state: unknown }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <ToastProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[address]}>
          <Routes>
            <Route path="/fighter/signup" element={<FighterSignupPage />} />
            <Route path="/fighter/login" element={<FighterLoginPage />} />
          </Routes>
          <Address />
        </MemoryRouter>
      </QueryClientProvider>
    </ToastProvider>,
  );
}

const emailBox = () => screen.getByLabelText('Email', { selector: 'input' });
const passwordBox = () => screen.getByLabelText('Password', { selector: 'input' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('from sign-up to login', () => {
  it('signs a parent up as one who does not train, then opens the login with the email filled in', async () => {
    const sent: SentRequest[] = stubApi({
      'POST /api/Fighters/CreateFighter': { body: { status: 1, message: 'Signup successful', id: 'f1' } },
    });
    const user = userEvent.setup();
    renderAt('/fighter/signup');
    const parent = screen.getByRole('checkbox', { name: "I'm a parent or guardian and don't train myself" });
    expect(parent).toHaveProperty('checked', false);
    await user.type(screen.getByLabelText('Full Name'), 'Meera Kulkarni');
    await user.type(screen.getByLabelText('Email ID'), 'meera.kulkarni@example.com');
    await user.type(screen.getByLabelText('Mobile Number'), '9820123456');
    await user.type(screen.getByLabelText('Age'), '41');
    await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'kiai-password-1');
    await user.type(screen.getByLabelText('Re-enter Password', { selector: 'input' }), 'kiai-password-1');
    await user.click(parent);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByRole('heading', { name: 'Fighter Login' })).toBeTruthy();
    expect(sent.find(({ path }) => path === '/api/Fighters/CreateFighter')?.body).toMatchObject({
      email: 'meera.kulkarni@example.com',
      trains: false,
    });
    expect(emailBox()).toHaveProperty('value', 'meera.kulkarni@example.com');
    expect(document.activeElement).toBe(passwordBox());
    // Handed over in the history entry, never in the address a server or its log would see.
    expect(screen.getByTestId('address').textContent).toBe('/fighter/login');
  });

  it('signs a fighter up as one who trains unless the box is ticked', async () => {
    const sent = stubApi({
      'POST /api/Fighters/CreateFighter': { body: { status: 1, message: 'Signup successful', id: 'f2' } },
    });
    const user = userEvent.setup();
    renderAt('/fighter/signup');
    await user.type(screen.getByLabelText('Full Name'), 'Arjun Desai');
    await user.type(screen.getByLabelText('Email ID'), 'arjun@example.com');
    await user.type(screen.getByLabelText('Mobile Number'), '9820123456');
    await user.type(screen.getByLabelText('Age'), '24');
    await user.selectOptions(screen.getByLabelText('Gender'), 'Male');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'kiai-password-1');
    await user.type(screen.getByLabelText('Re-enter Password', { selector: 'input' }), 'kiai-password-1');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await screen.findByRole('heading', { name: 'Fighter Login' });
    expect(sent.find(({ path }) => path === '/api/Fighters/CreateFighter')?.body).toMatchObject({ trains: true });
  });

  it('opens empty when nobody handed an email over', () => {
    renderAt('/fighter/login');
    expect(emailBox()).toHaveProperty('value', '');
    expect(document.activeElement).not.toBe(passwordBox());
  });

  it('ignores a handed-over value that is not an email string', () => {
    renderAt({ pathname: '/fighter/login', state: { email: { not: 'text' } } });
    expect(emailBox()).toHaveProperty('value', '');
  });
});

// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENGLISH } from '@academy/contract';
import { ToastProvider } from './toast/toast-provider.tsx';
import { LogoutMenu } from './logout-menu.tsx';

let requests: { method: string; path: string; token: string | null }[];

function serve(status: number, body: unknown) {
  requests = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    requests.push({
      method: init.method ?? 'GET',
      path: new URL(input, 'http://localhost').pathname,
      token: new Headers(init.headers).get('x-auth-token'),
    });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
}

function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

let client: QueryClient;
const onLogout = vi.fn();

function renderMenu(role: 'admin' | 'fighter') {
  const home = role === 'admin' ? '/admin/emails' : '/fighter/viewprofile';
  const login = role === 'admin' ? '/admin/login' : '/fighter/login';
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['cached'], 'private data');
  return render(
    <ToastProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[home]}>
          <Routes>
            <Route path={home} element={<LogoutMenu onLogout={onLogout} loginPath={login} />} />
            <Route path={login} element={<h1>Login page</h1>} />
          </Routes>
          <Where />
        </MemoryRouter>
      </QueryClientProvider>
    </ToastProvider>,
  );
}

async function askToLogOutEverywhere(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Sign-out options' }));
  await user.click(await screen.findByRole('button', { name: 'Log out everywhere' }));
  return screen.findByRole('dialog');
}

beforeEach(() => {
  localStorage.setItem('token', 'the-token');
  localStorage.setItem('userType', 'admin');
  localStorage.setItem('userId', 'u1');
  onLogout.mockReset();
  serve(200, { status: 1, message: ENGLISH['api.loggedOutEverywhere'] });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('LogoutMenu', () => {
  it('keeps LOGOUT for this device only', async () => {
    const user = userEvent.setup();
    renderMenu('admin');
    await user.click(screen.getByRole('button', { name: 'LOGOUT' }));
    expect(onLogout).toHaveBeenCalledOnce();
    expect(requests).toEqual([]);
  });

  it('asks first, and does nothing when cancelled', async () => {
    const user = userEvent.setup();
    renderMenu('admin');
    const dialog = await askToLogOutEverywhere(user);
    expect(dialog.textContent).toContain('Log out on every device? You will need to log in again here too.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests).toEqual([]);
    expect(localStorage.getItem('token')).toBe('the-token');
  });

  it("ends every session, forgets this one and shows the server's message on the admin login page", async () => {
    const user = userEvent.setup();
    renderMenu('admin');
    const dialog = await askToLogOutEverywhere(user);
    await user.click(within(dialog).getByRole('button', { name: 'Log out everywhere' }));

    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/admin/login'));
    expect(requests).toEqual([{ method: 'POST', path: '/api/Sessions/LogoutEverywhere', token: 'the-token' }]);
    expect(screen.getByRole('alert').textContent).toBe(ENGLISH['api.loggedOutEverywhere']);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userType')).toBeNull();
    expect(client.getQueryData(['cached'])).toBeUndefined();
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('sends a fighter to the fighter login page', async () => {
    localStorage.setItem('userType', 'fighter');
    const user = userEvent.setup();
    renderMenu('fighter');
    const dialog = await askToLogOutEverywhere(user);
    await user.click(within(dialog).getByRole('button', { name: 'Log out everywhere' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/fighter/login'));
    expect(screen.getByRole('alert').textContent).toBe(ENGLISH['api.loggedOutEverywhere']);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('stays logged in and says why when the server fails', async () => {
    serve(500, { status: 0, message: 'Something went wrong.' });
    const user = userEvent.setup();
    renderMenu('admin');
    const dialog = await askToLogOutEverywhere(user);
    await user.click(within(dialog).getByRole('button', { name: 'Log out everywhere' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong.');
    expect(screen.getByTestId('path').textContent).toBe('/admin/emails');
    expect(localStorage.getItem('token')).toBe('the-token');
  });

  it('goes to login when the session had already ended', async () => {
    serve(401, { status: 0, message: ENGLISH['api.sessionEnded'] });
    const user = userEvent.setup();
    renderMenu('admin');
    const dialog = await askToLogOutEverywhere(user);
    await user.click(within(dialog).getByRole('button', { name: 'Log out everywhere' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/admin/login'));
    expect(screen.getByRole('alert').textContent).toBe(ENGLISH['api.sessionEnded']);
    expect(localStorage.getItem('token')).toBeNull();
  });
});

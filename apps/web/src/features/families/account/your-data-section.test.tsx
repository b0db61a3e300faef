// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast/toast-provider.tsx';
import { saveLogin, takeSessionEndedNotice, getSession } from '../../../lib/session.ts';
import { YourDataSection } from './your-data-section.tsx';

let requests: { method: string; path: string; body: unknown }[];

function serve(status: number, body: unknown) {
  requests = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    requests.push({
      method: init.method ?? 'GET',
      path: new URL(input, 'http://localhost').pathname,
      body: init.body ? JSON.parse(String(init.body)) : null,
    });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
}

function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ToastProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/fighter/viewprofile']}>
          <Routes>
            <Route path="/fighter/viewprofile" element={<YourDataSection fighterId="f1" />} />
            <Route path="/fighter/login" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </ToastProvider>,
  );
}

async function openModal() {
  await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  return screen.findByRole('dialog', { name: 'Delete your account?' });
}

beforeEach(() => {
  saveLogin({ token: 'fighter-token', userType: 'fighter', userId: 'f1' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('Delete my account', () => {
  it('says what is removed and what is kept, and asks for the password before calling the server', async () => {
    serve(200, { status: 1, message: 'The account has been erased.' });
    renderSection();
    const dialog = await openModal();
    expect(within(dialog).getByText('What is removed')).toBeTruthy();
    expect(within(dialog).getByText('Your profile photo')).toBeTruthy();
    expect(within(dialog).getByText('What is kept')).toBeTruthy();
    expect(
      within(dialog).getByText(
        "Each booking as an anonymous seat, so the event's seat count and any payment still add up",
      ),
    ).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account for ever' }));
    expect(within(dialog).getByText('Password is required.')).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('shows the server refusing a wrong password and keeps the fighter logged in', async () => {
    serve(403, { status: 0, message: 'The password is not correct.' });
    renderSection();
    const dialog = await openModal();
    await userEvent.type(within(dialog).getByLabelText('Your password', { selector: 'input' }), 'wrong-one');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account for ever' }));
    expect(await within(dialog).findByText('The password is not correct.')).toBeTruthy();
    expect(requests).toEqual([
      { method: 'POST', path: '/api/Fighters/EraseFighter/f1', body: { password: 'wrong-one' } },
    ]);
    expect(getSession().token).toBe('fighter-token');
  });

  it('erases with the password, logs out and lands on the login page with the confirmation', async () => {
    serve(200, { status: 1, message: 'The account has been erased.' });
    renderSection();
    const dialog = await openModal();
    await userEvent.type(within(dialog).getByLabelText('Your password', { selector: 'input' }), 'kiai-password-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account for ever' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/fighter/login'));
    expect(requests).toEqual([
      { method: 'POST', path: '/api/Fighters/EraseFighter/f1', body: { password: 'kiai-password-1' } },
    ]);
    expect(getSession().token).toBeNull();
    expect(takeSessionEndedNotice()).toBe('The account has been erased.');
  });
});

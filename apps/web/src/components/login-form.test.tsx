// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENGLISH, ENDPOINTS } from '@academy/contract';
import { callApi } from '../lib/api-client.ts';
import { getSession, saveLogin } from '../lib/session.ts';
import { LoginForm } from './login-form.tsx';

const form = () => (
  <LoginForm idPrefix="fighter" loading={false} onValid={() => undefined} onInvalid={() => undefined} />
);

describe('a session the server ended', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('is forgotten on the first 401, and the next login form says why, once', async () => {
    saveLogin({ token: 'old-token', userType: 'fighter', userId: 'f1' });
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ status: 0, message: ENGLISH['api.sessionEnded'] }), { status: 401 }),
    );
    await expect(callApi(ENDPOINTS.GetFighterDetailsById, { params: { id: 'f1' } })).rejects.toThrow(
      ENGLISH['api.sessionEnded'],
    );
    expect(getSession().token).toBeNull();

    render(form());
    expect(screen.getByRole('status').textContent).toBe(ENGLISH['api.sessionEnded']);
    cleanup();
    render(form());
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is kept when a login on the same device is refused (a mistyped password on the other login page)', async () => {
    saveLogin({ token: 'fighter-token', userType: 'fighter', userId: 'f1' });
    const sent: Headers[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      sent.push(new Headers(init.headers));
      return new Response(JSON.stringify({ status: 0, message: 'Invalid email or password.' }), { status: 401 });
    });
    await expect(
      callApi(ENDPOINTS.AdminLogin, { body: { email: 'admin@academy.test', password: 'wrong-password' } }),
    ).rejects.toThrow('Invalid email or password.');
    expect(sent[0]?.has('x-auth-token')).toBe(false);
    expect(getSession().token).toBe('fighter-token');
  });

  it('says nothing when a visitor without a session opens the login form', () => {
    render(form());
    expect(screen.queryByRole('status')).toBeNull();
  });
});

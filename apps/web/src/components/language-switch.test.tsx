// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, currentLanguage } from '../lib/i18n.ts';
import { saveLogin } from '../lib/session.ts';
import { LanguageSwitch } from './language-switch.tsx';

let requests: { method: string; path: string; token: string | null; body: unknown }[];

beforeEach(() => {
  requests = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    requests.push({
      method: init.method ?? 'GET',
      path: new URL(input, 'http://localhost').pathname,
      token: new Headers(init.headers).get('x-auth-token'),
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    return new Response(JSON.stringify({ status: 1, message: 'भाषा सहेज ली गई' }), {
      headers: { 'content-type': 'application/json' },
    });
  });
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  await activateLanguage('en');
});

function renderSwitch(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <LanguageSwitch />
    </MemoryRouter>,
  );
}

describe('LanguageSwitch', () => {
  it("saves a logged-in fighter's choice on the account, in the new language", async () => {
    saveLogin({ token: 'fighter-token', userType: 'fighter', userId: 'f1' });
    renderSwitch('/fighter/viewprofile');
    await userEvent.setup().click(screen.getByRole('link', { name: 'हिन्दी' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(currentLanguage()).toBe('hi');
    expect(localStorage.getItem('language')).toBe('hi');
    expect(requests).toEqual([
      { method: 'PUT', path: '/api/Fighters/SetFighterLanguage/f1', token: 'fighter-token', body: { language: 'hi' } },
    ]);
  });

  it('names every language in its own words, each a link to the page in it', () => {
    renderSwitch('/hi/events?x=1#top');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('hreflang')])).toEqual([
      ['English', '/events?x=1#top', 'en-IN'],
      ['हिन्दी', '/hi/events?x=1#top', 'hi-IN'],
      ['मराठी', '/mr/events?x=1#top', 'mr-IN'],
    ]);
    expect(screen.getByRole('link', { name: 'मराठी' }).getAttribute('lang')).toBe('mr');
  });

  it('switches a fighter to Marathi in place and saves it on the account', async () => {
    saveLogin({ token: 'fighter-token', userType: 'fighter', userId: 'f1' });
    renderSwitch('/fighter/viewprofile');
    await userEvent.setup().click(screen.getByRole('link', { name: 'मराठी' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(currentLanguage()).toBe('mr');
    expect(document.documentElement.lang).toBe('mr');
    expect(localStorage.getItem('language')).toBe('mr');
    expect(requests[0]).toMatchObject({ path: '/api/Fighters/SetFighterLanguage/f1', body: { language: 'mr' } });
  });

  it('saves nothing for a visitor or an admin, nor when the language does not change', async () => {
    const user = userEvent.setup();
    renderSwitch('/events');
    await user.click(screen.getByRole('link', { name: 'हिन्दी' }));
    cleanup();
    saveLogin({ token: 'admin-token', userType: 'admin', userId: 'a1' });
    renderSwitch('/admin/events');
    await user.click(screen.getByRole('link', { name: 'हिन्दी' }));
    await waitFor(() => expect(currentLanguage()).toBe('hi'));
    cleanup();
    saveLogin({ token: 'fighter-token', userType: 'fighter', userId: 'f1' });
    renderSwitch('/fighter/viewprofile');
    await user.click(screen.getByRole('link', { name: 'हिन्दी' }));
    // Give a request that should not happen the time to go out.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([]);
  });
});

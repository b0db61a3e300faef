// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAreas } from '../../../lib/i18n.ts';
import { stubApi, type CannedReply } from '../../../test-api.ts';
import StopPage from './stop-page.tsx';

function renderPage(path: string, reply: CannedReply) {
  const sent = stubApi({ 'POST /api/Messages/StopMessages': reply });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/messages/stop" element={<StopPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  // The list fills as calls are made: read it after them.
  return { posts: () => sent.filter((call) => call.method === 'POST') };
}

const STOPPED_SMS: CannedReply = { body: { status: 1, message: 'SMS messages stopped.', channel: 'sms' } };

beforeAll(() => loadAreas('consent'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the opt-out link', () => {
  it('asks first, then stops the messages with the link’s token and says which channel was stopped', async () => {
    const user = userEvent.setup();
    const { posts } = renderPage('/messages/stop#t=tok.abc-123', STOPPED_SMS);
    expect(screen.getByRole('heading', { name: 'Stop these messages?' })).toBeTruthy();
    // Opening the link (or a link preview) stops nothing.
    expect(posts()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Yes, stop these messages' }));
    expect(await screen.findByRole('heading', { name: 'SMS messages stopped' })).toBeTruthy();
    expect(posts()).toEqual([{ method: 'POST', path: '/api/Messages/StopMessages', body: { token: 'tok.abc-123' } }]);
    expect(screen.getByText(/You will not get these messages any more/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Yes, stop these messages' })).toBeNull();
  });

  it('says which channel for WhatsApp', async () => {
    const user = userEvent.setup();
    renderPage('/messages/stop#t=tok', { body: { status: 1, message: 'Stopped.', channel: 'whatsapp' } });
    await user.click(screen.getByRole('button', { name: 'Yes, stop these messages' }));
    expect(await screen.findByRole('heading', { name: 'WhatsApp messages stopped' })).toBeTruthy();
  });

  it('says plainly that a link without a token is not valid, and offers nothing to press', () => {
    const { posts } = renderPage('/messages/stop', STOPPED_SMS);
    expect(screen.getByRole('alert').textContent).toContain('This link is not valid');
    expect(screen.queryByRole('button')).toBeNull();
    expect(posts()).toHaveLength(0);
  });

  it('says the link is not valid when the server does not know its token', async () => {
    const user = userEvent.setup();
    renderPage('/messages/stop#t=forged', { status: 404, body: { status: 0, message: 'This link is not valid.' } });
    await user.click(screen.getByRole('button', { name: 'Yes, stop these messages' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This link is not valid: it may be mistyped or cut short.');
    expect(screen.queryByRole('button', { name: 'Yes, stop these messages' })).toBeNull();
  });

  it('keeps the button when the server could not be reached, to try again', async () => {
    const user = userEvent.setup();
    renderPage('/messages/stop#t=tok', { status: 503, body: { status: 0, message: 'Service unavailable.' } });
    await user.click(screen.getByRole('button', { name: 'Yes, stop these messages' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'The messages could not be stopped: Service unavailable. Please try again.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Yes, stop these messages' })).toBeTruthy();
  });
});

// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast/toast-provider.tsx';
import { ProfilePhoto } from './profile-photo.tsx';

/** The upload goes through XMLHttpRequest (for its progress): this one answers with a canned reply. */
let reply: { status: number; body: unknown };
const sent: { method: string; url: string }[] = [];

class FakeXhr {
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private method = '';
  private url = '';
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send() {
    sent.push({ method: this.method, url: this.url });
    setTimeout(() => {
      this.status = reply.status;
      this.responseText = JSON.stringify(reply.body);
      this.onload?.();
    });
  }
}

function renderPhoto() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ToastProvider>
      <QueryClientProvider client={client}>
        <ProfilePhoto fighterId="f1" fullName="Rhea Kapoor" />
      </QueryClientProvider>
    </ToastProvider>,
  );
}

async function pick(name: string) {
  const file = new File(['x'.repeat(64)], name, { type: 'image/png' });
  await userEvent.upload(screen.getByLabelText('Profile picture file'), file);
}

beforeEach(() => {
  sent.length = 0;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal(
    'fetch',
    async () =>
      new Response(JSON.stringify({ status: 1, message: 'ok', data: { fighterImageUrl: null } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ProfilePhoto', () => {
  it.each([
    [415, 'Only JPG, PNG, WebP or GIF images can be uploaded.'],
    [413, 'File size should not exceed 5 MB.'],
  ])('says why the server refused the photo (HTTP %i)', async (status, message) => {
    reply = { status, body: { status: 0, message } };
    renderPhoto();
    await pick('photo.png');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveProperty('textContent', message);
    expect(sent).toEqual([{ method: 'PUT', url: '/api/Fighters/UpdateFighterProfileImage/f1' }]);
  });

  it('confirms an accepted photo with the server reply and forgets an earlier refusal', async () => {
    reply = { status: 415, body: { status: 0, message: 'Unsupported image type.' } };
    renderPhoto();
    await pick('bad.png');
    await screen.findByText('Unsupported image type.');

    reply = {
      status: 200,
      body: {
        status: 1,
        message: 'Profile picture updated successfully',
        data: { fighterImageUrl: '/uploads/x.webp' },
      },
    };
    await pick('good.png');
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Profile picture updated successfully']),
    );
  });
});

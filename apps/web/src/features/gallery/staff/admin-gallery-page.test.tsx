// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type GalleryImage, ENGLISH } from '@academy/contract';
import { ToastProvider } from '../../../components/toast/toast-provider.tsx';
import AdminGalleryPage from './admin-gallery-page.tsx';

const image: GalleryImage = {
  _id: 'g1',
  imageUrl: '/uploads/gallery/g1.webp',
  thumbnailUrl: '/uploads/gallery/g1-thumb.webp',
  width: 1200,
  height: 800,
  alt: 'Belt grading',
  galleryTitle: 'Belt grading day',
  galleryCategory: 'Competition',
  createdAt: '2026-01-10T20:00:00.000Z',
};

describe('AdminGalleryPage delete confirmation', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('names the image and keeps the product question word for word', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ status: 1, message: 'ok', data: [image] }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ToastProvider>
          <AdminGalleryPage />
        </ToastProvider>
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Belt grading day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Belt grading day”?' });
    // 20:00 UTC on 10 Jan is already 11 Jan in IST.
    expect(within(dialog).getByText('Competition · uploaded on 11 Jan, 2026')).toBeTruthy();
    expect(within(dialog).getByText(ENGLISH['admin.gallery.deleteConfirm'])).toBeTruthy();
  });
});

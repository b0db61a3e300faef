// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type GalleryImage, ENGLISH } from '@academy/contract';
import { activateLanguage, loadAreas } from '../../../lib/i18n.ts';
import GalleryPage from './gallery-page.tsx';

const image = (n: number, category: GalleryImage['galleryCategory'], width = 1600, height = 1067): GalleryImage => ({
  _id: `id-${n}`,
  imageUrl: `/uploads/gallery/${n}.webp`,
  thumbnailUrl: `/uploads/gallery/${n}-thumb.webp`,
  width,
  height,
  alt: `Picture ${n}`,
  galleryTitle: `Picture ${n}`,
  galleryCategory: category,
  createdAt: '2026-01-0' + n + 'T10:00:00.000Z',
});

const ALL = [image(1, 'Training'), image(2, 'Competition', 1200, 1600), image(3, 'Events', 300, 200)];

/** The network is the browser's; the server's replies are played back per requested category. */
let requests: string[];
function serveGallery(reply: (category: string | null) => { status: number; body: unknown }) {
  requests = [];
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://localhost');
    // A list cached per language names its language in its address (decision 048); the rest is the filter's.
    expect(url.searchParams.get('lang')).toBe(document.documentElement.lang || 'en');
    url.searchParams.delete('lang');
    requests.push(url.search);
    const { status, body } = reply(url.searchParams.get('galleryCategory'));
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/gallery']}>
        <GalleryPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const thumbs = () => screen.getAllByTestId('gallery-thumb');

beforeEach(() => {
  serveGallery((category) => ({
    status: 200,
    body: { status: 1, message: 'ok', data: category ? ALL.filter((i) => i.galleryCategory === category) : ALL },
  }));
});

beforeAll(() => loadAreas('gallery'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.body.style.overflow = '';
});

describe('public gallery', () => {
  it('shows four placeholders while loading, then thumbnails that reserve their space', async () => {
    renderPage();
    const skeleton = screen.getByTestId('gallery-skeleton');
    expect(skeleton.querySelectorAll('.gallery-tile--placeholder')).toHaveLength(4);
    await waitFor(() => expect(thumbs()).toHaveLength(3));
    const first = within(thumbs()[0]!).getByRole('img', { name: 'Picture 1' });
    // The first picture is likely the largest paint of the page: it loads first.
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(first.getAttribute('decoding')).toBe('async');
    expect(first.getAttribute('width')).toBe('1600');
    expect(first.getAttribute('height')).toBe('1067');
    expect(first.getAttribute('src')).toBe('/uploads/gallery/1-thumb.webp');
    expect(first.getAttribute('srcset')).toBe('/uploads/gallery/1-thumb.webp 480w, /uploads/gallery/1.webp 1600w');
    // A picture narrower than the thumbnail size has one file only, so no srcset.
    expect(within(thumbs()[2]!).getByRole('img').getAttribute('srcset')).toBeNull();
  });

  it('renders a long list in batches, loading the pictures below the first screenful lazily', async () => {
    const many = Array.from({ length: 40 }, (_, n) => image(n + 1, 'Training'));
    serveGallery(() => ({ status: 200, body: { status: 1, message: 'ok', data: many } }));
    renderPage();
    await waitFor(() => expect(thumbs().length).toBeGreaterThan(0));
    expect(thumbs().length).toBeLessThan(40);
    await waitFor(() => expect(thumbs()).toHaveLength(40));
    const img = (n: number) => within(thumbs()[n]!).getByRole('img');
    expect(img(11).getAttribute('loading')).toBe('eager');
    expect(img(12).getAttribute('loading')).toBe('lazy');
    expect(img(1).getAttribute('fetchpriority')).toBeNull();
  });

  it('reloads the list for each filter and omits the category for All', async () => {
    renderPage();
    await waitFor(() => expect(thumbs()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Competition' }));
    expect(screen.getByRole('button', { name: 'Competition' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(thumbs()).toHaveLength(1));
    expect(screen.getByRole('img', { name: 'Picture 2' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(requests.filter((q) => q === '')).toHaveLength(2));
    expect(requests).toEqual(['', '?galleryCategory=Competition', '']);
  });

  it('shows the empty text', async () => {
    serveGallery(() => ({ status: 200, body: { status: 1, message: 'ok', data: [] } }));
    renderPage();
    expect(await screen.findByText(ENGLISH['gallery.empty'])).toBeTruthy();
    expect(screen.queryByTestId('gallery-skeleton')).toBeNull();
  });

  it("shows 'Error: ' and the server's message, and stops loading", async () => {
    serveGallery(() => ({ status: 400, body: { status: 0, message: 'Image Category is required.' } }));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Error: Image Category is required.');
    expect(screen.queryByTestId('gallery-skeleton')).toBeNull();
  });

  it('offers Try again, which fetches the list again and shows it', async () => {
    let fail = true;
    serveGallery(() =>
      fail
        ? { status: 500, body: { status: 0, message: 'Something went wrong.' } }
        : { status: 200, body: { status: 1, message: 'ok', data: ALL } },
    );
    renderPage();
    await screen.findByRole('alert');
    expect(requests).toHaveLength(1);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(thumbs()).toHaveLength(3));
    expect(requests).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('lightbox', () => {
  async function openSecond() {
    renderPage();
    await waitFor(() => expect(thumbs()).toHaveLength(3));
    fireEvent.click(thumbs()[1]!);
    return screen.getByRole('dialog');
  }
  const shownAlt = () => screen.getByTestId('lightbox-image').getAttribute('alt');

  it('is a modal dialog named by the caption that locks the page scroll and focuses Close', async () => {
    const dialog = await openSecond();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByText('Picture 2').id).toBe(dialog.getAttribute('aria-labelledby'));
    expect(within(dialog).getByText('Competition')).toBeTruthy();
    expect(within(dialog).getByText('2 / 3')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('stays open on an image click and closes on a backdrop click', async () => {
    const dialog = await openSecond();
    fireEvent.click(screen.getByTestId('lightbox-image'));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    fireEvent.click(dialog);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('steps with the arrow keys and buttons, wrapping around', async () => {
    const dialog = await openSecond();
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(shownAlt()).toBe('Picture 3');
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(shownAlt()).toBe('Picture 1');
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(shownAlt()).toBe('Picture 3');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Previous image' }));
    expect(shownAlt()).toBe('Picture 2');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(shownAlt()).toBe('Picture 3');
    expect(screen.queryByRole('dialog')).not.toBeNull();
  });

  it('keeps Tab inside and gives focus back to the last picture shown on Escape', async () => {
    const dialog = await openSecond();
    const buttons = within(dialog).getAllByRole('button');
    buttons[buttons.length - 1]!.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(buttons[0]);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(buttons[buttons.length - 1]);

    fireEvent.keyDown(document, { key: 'ArrowRight' });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(thumbs()[2]));
  });
});

describe('gallery in Hindi', () => {
  beforeAll(() => activateLanguage('hi'));
  afterAll(() => activateLanguage('en'));

  it('names the filters and categories in Hindi, and the lightbox controls', async () => {
    renderPage();
    const filters = screen.getByRole('group', { name: 'श्रेणी के अनुसार तस्वीरें छाँटें' });
    const names = within(filters)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual(['सभी', 'प्रशिक्षण', 'प्रतियोगिता', 'इवेंट']);
    await waitFor(() => expect(thumbs()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Picture 2 (प्रतियोगिता) खोलें' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('प्रतियोगिता')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'बंद करें' }));
    expect(within(dialog).getByRole('button', { name: 'अगली तस्वीर' })).toBeTruthy();
  });

  it('words the empty list in Hindi', async () => {
    serveGallery(() => ({ status: 200, body: { status: 1, message: 'ok', data: [] } }));
    renderPage();
    expect(await screen.findByText(/अभी कोई तस्वीर नहीं है/)).toBeTruthy();
  });
});

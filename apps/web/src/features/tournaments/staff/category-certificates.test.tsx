// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import * as certificatePdf from '../certificates/competition-certificate-pdf.ts';
import {
  bout,
  CATEGORY_ID,
  CATEGORY_NAME,
  categoryReply,
  GET_CATEGORY,
  renderCategoryPage,
  won,
} from './test-category.tsx';

// The PDF itself is tested in competition-certificate-pdf.test.ts; here, that the page asks for the category's.
let downloadCategoryCertificates: MockInstance<typeof certificatePdf.downloadCategoryCertificates>;

beforeEach(() => {
  downloadCategoryCertificates = vi.spyOn(certificatePdf, 'downloadCategoryCertificates').mockResolvedValue();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A published pool of two, its one bout fought or not. */
const pool = (fought: boolean) =>
  categoryReply({
    format: 'roundRobin',
    published: true,
    bouts: [
      fought
        ? won({ id: 'P-1', kind: 'pool', aka: 'e1', ao: 'e2' }, 'aka')
        : bout({ id: 'P-1', kind: 'pool', aka: 'e1', ao: 'e2' }),
    ],
    finished: fought,
  });

describe("a category's certificates", () => {
  it('are offered once every place is decided, one PDF for the whole category', async () => {
    downloadCategoryCertificates.mockResolvedValue();
    renderCategoryPage({ [GET_CATEGORY]: { body: pool(true) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Certificates (PDF)' }));
    expect(downloadCategoryCertificates).toHaveBeenCalledWith(CATEGORY_ID, CATEGORY_NAME);
  });

  it('are not offered while a place is still to be decided', async () => {
    renderCategoryPage({ [GET_CATEGORY]: { body: pool(false) } });
    expect(await screen.findByRole('button', { name: 'Table sheet (PDF)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Certificates (PDF)' })).toBeNull();
  });

  it('say why when they cannot be made', async () => {
    downloadCategoryCertificates.mockRejectedValue(new Error('The places of this category are not final yet.'));
    renderCategoryPage({ [GET_CATEGORY]: { body: pool(true) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Certificates (PDF)' }));
    expect(
      await screen.findByText('The file could not be made: The places of this category are not final yet.'),
    ).toBeTruthy();
  });
});

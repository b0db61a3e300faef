// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECKIN_QR_PREFIX, checkinCodeOf } from '@academy/contract';
import { readQrImage } from '../../../test-qr.ts';
import { CheckinCard, groupedCode } from './checkin-card.tsx';

const CODE = 'ABCD2345';
afterEach(cleanup);

describe('the check-in card', () => {
  it('draws a QR code that a scanner reads as the prefix and the code, and prints the code in groups of four', async () => {
    render(<CheckinCard name="Mira Rao" code={CODE} />);
    const image = (await screen.findByRole('img', { name: 'Check-in QR code of Mira Rao' })) as HTMLImageElement;
    const read = readQrImage(image);
    expect(read).toBe(`${CHECKIN_QR_PREFIX}${CODE}`);
    // What the instructor's screen does with it.
    expect(checkinCodeOf(read!)).toBe(CODE);

    const card = screen.getByRole('region', { name: 'Check-in card' });
    expect(within(card).getByText('ABCD-2345')).toBeTruthy();
    expect(within(card).getByText('Mira Rao')).toBeTruthy();
    expect(groupedCode('ABCDEFGH')).toBe('ABCD-EFGH');
  });

  it('prints the card alone, from a sheet that leaves when the print dialog closes', async () => {
    // The test browser has no print dialog.
    const print = vi.fn();
    Object.defineProperty(window, 'print', { value: print, configurable: true });
    render(<CheckinCard name="Mira Rao" code={CODE} />);
    const button = screen.getByRole('button', { name: 'Print card' });
    await screen.findByRole('img', { name: 'Check-in QR code of Mira Rao' });
    await userEvent.click(button);
    expect(print).toHaveBeenCalledOnce();
    expect(document.body.classList.contains('is-printing-card')).toBe(true);
    const sheet = document.body.querySelector(':scope > .checkin-print-sheet');
    expect(sheet?.textContent).toContain('ABCD-2345');

    window.dispatchEvent(new Event('afterprint'));
    await vi.waitFor(() => expect(document.body.querySelector('.checkin-print-sheet')).toBeNull());
    expect(document.body.classList.contains('is-printing-card')).toBe(false);
  });
});

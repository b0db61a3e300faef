// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import jsQR from 'jsqr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECKIN_QR_PREFIX, checkinCodeOf } from '@academy/contract';
import { CheckinCard, groupedCode } from './checkin-card.tsx';

const CODE = 'ABCD2345';
const SCALE = 8;

/**
 * Draws the card's QR code as a scanner's camera would see it: the SVG's dark modules (qrcode writes each row as
 * horizontal strokes, 'M2 2.5h7m2 0h1...') painted black on white, SCALE pixels a module, as RGBA.
 */
function rasterize(svg: string): { data: Uint8ClampedArray; size: number } {
  const modules = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)![1]);
  const path = /<path stroke="[^"]+" d="([^"]+)"/.exec(svg)![1]!;
  const size = modules * SCALE;
  const data = new Uint8ClampedArray(size * size * 4).fill(255);
  let x = 0;
  let y = 0;
  for (const [, command, a, b] of path.matchAll(/([MmHh])(-?[\d.]+)(?:\s(-?[\d.]+))?/g)) {
    const first = Number(a);
    if (command === 'M') [x, y] = [first, Number(b)];
    else if (command === 'm') [x, y] = [x + first, y + Number(b)];
    else {
      const row = Math.floor(y);
      for (let column = x; column < x + first; column++) {
        for (let dy = 0; dy < SCALE; dy++) {
          for (let dx = 0; dx < SCALE; dx++) {
            const at = ((row * SCALE + dy) * size + column * SCALE + dx) * 4;
            data.fill(0, at, at + 3);
          }
        }
      }
      x += first;
    }
  }
  return { data, size };
}

afterEach(cleanup);

describe('the check-in card', () => {
  it('draws a QR code that a scanner reads as the prefix and the code, and prints the code in groups of four', async () => {
    render(<CheckinCard name="Mira Rao" code={CODE} />);
    const image = (await screen.findByRole('img', { name: 'Check-in QR code of Mira Rao' })) as HTMLImageElement;
    const src = image.getAttribute('src')!;
    expect(src.startsWith('data:image/svg+xml')).toBe(true);
    const svg = decodeURIComponent(src.slice(src.indexOf(',') + 1));
    const { data, size } = rasterize(svg);
    const read = jsQR(data, size, size);
    expect(read?.data).toBe(`${CHECKIN_QR_PREFIX}${CODE}`);
    // What the instructor's screen does with it.
    expect(checkinCodeOf(read!.data)).toBe(CODE);

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

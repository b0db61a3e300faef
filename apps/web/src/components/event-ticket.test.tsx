// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseTicket } from '@academy/contract';
import { loadAreas } from '../lib/i18n.ts';
import { readQrImage } from '../test-qr.ts';
import { EventTicket } from './event-ticket.tsx';

const TICKET = 'KKT1.bk_9f3a2c71d4e8.AbCdEfGhIjKlMnOpQrStUv';

beforeAll(() => loadAreas('events'));
afterEach(cleanup);

describe('the event ticket', () => {
  it('draws a QR code that the door reads as the ticket, with the booking code under it, never the signed text', async () => {
    render(<EventTicket ticket={TICKET} bookingCode="KK-7Q4M" eventName="Winter Cup" attendee="Mira Rao" />);
    const image = (await screen.findByRole('img', {
      name: 'Ticket QR code: Mira Rao, Winter Cup',
    })) as HTMLImageElement;
    const read = readQrImage(image);
    expect(read).toBe(TICKET);
    // What the door's scanner does with it.
    expect(parseTicket(read!)).toEqual({ bookingId: 'bk_9f3a2c71d4e8', signature: 'AbCdEfGhIjKlMnOpQrStUv' });
    expect(screen.getByText('Booking code KK-7Q4M')).toBeTruthy();
    expect(document.body.textContent).not.toContain(TICKET);
    expect(document.body.textContent).not.toContain('AbCdEfGhIjKlMnOpQrStUv');
    expect(screen.getByText('Show this at the door')).toBeTruthy();
  });

  it('draws itself large for the door on Show ticket, and small again', async () => {
    render(<EventTicket ticket={TICKET} bookingCode="KK-7Q4M" eventName="Winter Cup" attendee="Mira Rao" />);
    const image = await screen.findByRole('img', { name: /Ticket QR code/ });
    expect(image.getAttribute('width')).toBe('132');
    await userEvent.click(screen.getByRole('button', { name: 'Show ticket' }));
    expect(image.getAttribute('width')).toBe('280');
    expect(image.closest('figure')!.classList.contains('is-large')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Make smaller' }));
    expect(image.closest('figure')!.classList.contains('is-large')).toBe(false);
  });
});

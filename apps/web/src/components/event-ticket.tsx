import { useEffect, useId, useState } from 'react';
import { useT } from '../lib/i18n.ts';
import './event-ticket.css';

/**
 * A ticket's QR code (the signed text the door's scanner reads, event-rules.ts) as an SVG data address. The library
 * (qrcode) is fetched with the first ticket shown, so no page without one carries it.
 */
export async function ticketQrSvg(ticket: string): Promise<string> {
  const { toString } = await import('qrcode');
  const svg = await toString(ticket, {
    type: 'svg',
    // M survives a cracked phone screen or a glare and keeps the modules large enough for a laptop's camera.
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#111111', light: '#ffffff' },
  });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

interface Props {
  /** The QR code's text, as BookEvent and My bookings give it: signed, for the scanner, never shown as text. */
  ticket: string;
  /** What the door finds the booking by when the camera fails. */
  bookingCode: string;
  eventName: string;
  attendee: string;
  /** Starts drawn large (the confirmation page); My bookings starts small, one tap from large. */
  large?: boolean;
}

/**
 * An event ticket: the QR code the door scans, the booking code under it for when the camera fails (the door finds
 * a booking by it; the signed text itself means nothing to a reader), and Show ticket, which
 * draws it large for the door on a phone (a small code read off a bright screen at arm's length often fails).
 * Used by the booking confirmation and My bookings (the 'events' messages).
 */
export function EventTicket({ ticket, bookingCode, eventName, attendee, large = false }: Props) {
  const t = useT();
  const codeId = useId();
  const [qr, setQr] = useState<{ ticket: string; src: string } | null>(null);
  const [enlarged, setEnlarged] = useState(large);

  useEffect(() => {
    let current = true;
    ticketQrSvg(ticket).then(
      (src) => current && setQr({ ticket, src }),
      (error: unknown) => console.error('Could not draw the ticket QR code', error),
    );
    return () => {
      current = false;
    };
  }, [ticket]);

  const src = qr?.ticket === ticket ? qr.src : null;
  return (
    <figure className={`event-ticket ${enlarged ? 'is-large' : ''}`}>
      <div className="event-ticket__qr">
        {src ? (
          <img
            src={src}
            alt={t('events.ticket.alt', { name: attendee, event: eventName })}
            aria-describedby={codeId}
            width={enlarged ? 280 : 132}
            height={enlarged ? 280 : 132}
          />
        ) : (
          <span className="event-ticket__loading" role="status">
            <span className="spinner-border spinner-border-sm" aria-hidden="true" />
            <span className="visually-hidden">{t('events.ticket.loading')}</span>
          </span>
        )}
      </div>
      <figcaption className="event-ticket__caption">
        <span className="event-ticket__hint">{t('events.ticket.atDoor')}</span>
        <span id={codeId} className="event-ticket__code">
          {t('events.ticket.code', { code: bookingCode })}
        </span>
        <button
          type="button"
          className="btn btn-sm btn-outline-dark event-ticket__toggle"
          aria-pressed={enlarged}
          onClick={() => setEnlarged((value) => !value)}
        >
          {enlarged ? t('events.ticket.shrink') : t('events.ticket.show')}
        </button>
      </figcaption>
    </figure>
  );
}

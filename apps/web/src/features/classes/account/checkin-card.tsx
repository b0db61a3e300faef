import { useEffect, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { ACADEMY_NAME, CHECKIN_QR_PREFIX } from '@academy/contract';
import { useT } from '../../../lib/i18n.ts';
import './checkin-card.css';

/** The short code as it is read out or typed: 'ABCD2345' -> 'ABCD-2345'. */
export const groupedCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code;

/**
 * The QR code of what the instructor's scanner reads, as an SVG data address. The library (qrcode) is fetched with
 * the first card shown, so no other page carries it.
 */
export async function checkinQrSvg(code: string): Promise<string> {
  const { toString } = await import('qrcode');
  const svg = await toString(CHECKIN_QR_PREFIX + code, {
    type: 'svg',
    // M recovers from a smudge or a crease in a printed card and keeps the modules large.
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#111111', light: '#ffffff' },
  });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

function Card({ name, code, qr }: { name: string; code: string; qr: string | null }) {
  const t = useT();
  return (
    <div className="checkin-card">
      <div className="checkin-card__qr">
        {qr ? (
          <img src={qr} alt={t('account.qr.alt', { name })} width={160} height={160} />
        ) : (
          <span className="checkin-card__qr-loading" role="status">
            <span className="spinner-border spinner-border-sm" aria-hidden="true" />
            <span className="visually-hidden">{t('account.qr.loading')}</span>
          </span>
        )}
      </div>
      <div className="checkin-card__text">
        <p className="checkin-card__academy">{ACADEMY_NAME}</p>
        <p className="checkin-card__name">{name}</p>
        <p className="checkin-card__code">
          <span className="checkin-card__code-label">{t('account.qr.code')}</span>
          <span className="checkin-card__code-value">{groupedCode(code)}</span>
        </p>
        <p className="checkin-card__hint">{t('account.qr.cardHint')}</p>
      </div>
    </div>
  );
}

/**
 * The profile's check-in card: the QR code of its personal code, the code itself in groups of four for when the
 * camera fails, and Print card, which prints the card alone at bank-card size (CR80) to cut out.
 */
export function CheckinCard({ name, code }: { name: string; code: string }) {
  const t = useT();
  const titleId = useId();
  const [qr, setQr] = useState<{ code: string; src: string } | null>(null);
  const [printing, setPrinting] = useState(false);

  useEffect(() => {
    let current = true;
    checkinQrSvg(code).then(
      (src) => current && setQr({ code, src }),
      (error: unknown) => console.error('Could not draw the check-in QR code', error),
    );
    return () => {
      current = false;
    };
  }, [code]);

  // The card goes into a sheet of its own at the end of the page, which alone is printed (checkin-card.css);
  // the sheet leaves once the print dialog closes.
  useEffect(() => {
    if (!printing) return;
    document.body.classList.add('is-printing-card');
    const done = () => setPrinting(false);
    window.addEventListener('afterprint', done);
    window.print();
    return () => {
      window.removeEventListener('afterprint', done);
      document.body.classList.remove('is-printing-card');
    };
  }, [printing]);

  const src = qr?.code === code ? qr.src : null;
  return (
    <section className="checkin-section" aria-labelledby={titleId}>
      <h3 id={titleId} className="classes-panel__subtitle">
        {t('account.qr.title')}
      </h3>
      <p className="checkin-section__lead">{t('account.qr.lead')}</p>
      <Card name={name} code={code} qr={src} />
      <button
        type="button"
        className="btn btn-outline-dark checkin-section__print"
        onClick={() => setPrinting(true)}
        disabled={!src}
      >
        {t('account.qr.print')}
      </button>
      {printing &&
        createPortal(
          <div className="checkin-print-sheet">
            <Card name={name} code={code} qr={src} />
          </div>,
          document.body,
        )}
    </section>
  );
}

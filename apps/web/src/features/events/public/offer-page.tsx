import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { Offer } from '@academy/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { SpinnerButton } from '../../../components/spinner-button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { bookedSeatOf, storeBooking, type BookedSeat } from '../../../lib/booking-handoff.ts';
import { formatTableDateTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { usePublicPath } from '../../../lib/language-paths.ts';
import { formatInr } from '../../../lib/plain-format.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useClaimOffer } from '../api/claim-offer.ts';
import { useDeclineOffer } from '../api/decline-offer.ts';
import { useOffer } from '../api/get-offer.ts';
import './seat-offer.css';

const SuccessAnimation = lazy(() =>
  import('../../../components/success-animation.tsx').then((m) => ({ default: m.SuccessAnimation })),
);

const SECOND_MS = 1000;
const ist = (iso: string) => `${formatTableDateTime(iso)} IST`;

/** Time left as h:mm:ss, the same in every language ('11:04:09'). */
function clock(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / SECOND_MS));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

/** Why the link can no longer book, and the way to the event. */
function Closed({ title, text, eventId }: { title: string; text: string; eventId?: string }) {
  const t = useT();
  const publicPath = usePublicPath();
  return (
    <div className="offer-card offer-card--closed" role="alert">
      <h2 className="offer-card__title">{title}</h2>
      <p>{text}</p>
      <Link to={publicPath(eventId ? `/events/${eventId}` : '/events')} className="btn btn-outline-dark">
        {eventId ? t('events.offer.toEvent') : t('events.offer.toEvents')}
      </Link>
    </div>
  );
}

function Facts({ offer }: { offer: Offer }) {
  const t = useT();
  const rows: [string, ReactNode][] = [
    [t('events.fact.dateTime'), ist(offer.eventDateTime)],
    [t('events.fact.location'), offer.eventLocation],
    [t('events.fact.entryFee'), formatInr(offer.entryFee)],
    [t('events.offer.attendee'), offer.fighterName],
  ];
  return (
    <dl className="offer-facts">
      {rows.map(([label, value]) => (
        <div key={label} className="offer-facts__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** An open offer: the event, the time left ticking, Book my seat, and giving the seat away after a question. */
function OpenOffer({ token, offer, onBooked }: { token: string; offer: Offer; onBooked: (seat: BookedSeat) => void }) {
  const t = useT();
  const now = useNow(SECOND_MS);
  const claim = useClaimOffer(token);
  const decline = useDeclineOffer(token);
  const [asking, setAsking] = useState(false);
  const left = offer.expiresAt ? Date.parse(offer.expiresAt) - now : null;

  if (decline.isSuccess)
    return <Closed title={t('events.offer.declinedTitle')} text={t('events.offer.declined')} eventId={offer.eventId} />;
  if (left !== null && left <= 0)
    return (
      <Closed
        title={t('events.offer.expiredTitle')}
        text={t('events.offer.expired', { time: ist(offer.expiresAt!) })}
        eventId={offer.eventId}
      />
    );

  const failure = claim.error ?? decline.error;
  const busy = claim.isPending || decline.isPending;
  return (
    <article className="offer-card" aria-labelledby="offer-event">
      <p className="offer-card__eyebrow">{t('events.offer.eyebrow', { name: offer.fighterName })}</p>
      <h2 id="offer-event" className="offer-card__title">
        {offer.eventName}
      </h2>
      <Facts offer={offer} />
      {left !== null && (
        <div className="offer-clock" role="timer" aria-live="off">
          <span className="offer-clock__label">{t('events.offer.timeLeft')}</span>
          <span className="offer-clock__value">{clock(left)}</span>
          <span className="offer-clock__until">{t('events.offer.heldUntil', { time: ist(offer.expiresAt!) })}</span>
        </div>
      )}
      {failure && (
        <div className="alert alert-danger" role="alert">
          {failure instanceof ApiError && failure.body ? failure.message : t('events.offer.actionFailed')}
        </div>
      )}
      {offer.entryFee > 0 && <p className="offer-card__small">{t('events.offer.feeNote')}</p>}
      <div className="offer-card__actions">
        <SpinnerButton
          type="button"
          className="btn-lg"
          loading={claim.isPending}
          disabled={busy}
          onClick={() => claim.mutate(undefined, { onSuccess: (reply) => onBooked(bookedSeatOf(reply)) })}
        >
          {t('events.offer.book')}
        </SpinnerButton>
        {!asking && (
          <button type="button" className="btn btn-outline-secondary" disabled={busy} onClick={() => setAsking(true)}>
            {t('events.offer.decline')}
          </button>
        )}
      </div>
      {asking && (
        <div className="offer-decline" role="group" aria-labelledby="offer-decline-question">
          <p id="offer-decline-question" className="offer-decline__question">
            {t('events.offer.declineQuestion')}
          </p>
          <p className="offer-card__small">
            {t('events.offer.declineEffect', { name: offer.fighterName, event: offer.eventName })}
          </p>
          <div className="offer-card__actions">
            <SpinnerButton type="button" loading={decline.isPending} disabled={busy} onClick={() => decline.mutate()}>
              {t('events.offer.declineConfirm')}
            </SpinnerButton>
            <button
              type="button"
              className="btn btn-outline-secondary"
              disabled={busy}
              onClick={() => setAsking(false)}
            >
              {t('events.offer.declineKeep')}
            </button>
          </div>
        </div>
      )}
    </article>
  );
}

/**
 * /events/offer/<token> (and /hi/...): where the email about a freed seat leads the next in line. The seat is held
 * for them until the offer ends: one tap books it from the details they gave when joining the line, and the
 * booking's confirmation follows as after any booking; or they give it to the next person. Not prerendered, and not
 * for search engines.
 */
export default function OfferPage() {
  const t = useT();
  const publicPath = usePublicPath();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const query = useOffer(token);
  const [booked, setBooked] = useState<BookedSeat | null>(null);

  const onBooked = (seat: BookedSeat) => {
    // Kept at once, as the events page does, so the confirmation survives leaving during the animation.
    storeBooking(seat);
    setBooked(seat);
  };
  const showConfirmation = useCallback(() => {
    if (booked) navigate(publicPath('/booking-confirmation'), { state: booked });
  }, [booked, navigate, publicPath]);

  let body: ReactNode;
  if (query.isPending)
    body = (
      <div className="offer-loading" role="status">
        <span className="spinner-border text-danger" aria-hidden="true" />
        <span>{t('events.offer.loading')}</span>
      </div>
    );
  else if (query.error)
    body =
      query.error instanceof ApiError && (query.error.httpStatus === 404 || query.error.httpStatus === 400) ? (
        <Closed title={t('events.offer.notFoundTitle')} text={t('events.offer.notFound')} />
      ) : (
        <div className="offer-card offer-card--closed" role="alert">
          <p>{t('events.offer.loadFailed')}</p>
          <button type="button" className="btn btn-outline-danger" onClick={() => query.refetch()}>
            {t('events.offer.tryAgain')}
          </button>
        </div>
      );
  else {
    const { offer } = query.data;
    if (offer.state === 'offered' || booked) body = <OpenOffer token={token} offer={offer} onBooked={onBooked} />;
    else if (offer.state === 'booked')
      body = <Closed title={t('events.offer.bookedTitle')} text={t('events.offer.booked')} eventId={offer.eventId} />;
    else if (offer.state === 'expired')
      body = (
        <Closed
          title={t('events.offer.expiredTitle')}
          text={
            offer.expiresAt
              ? t('events.offer.expired', { time: ist(offer.expiresAt) })
              : t('events.offer.expiredPassed')
          }
          eventId={offer.eventId}
        />
      );
    else
      body = <Closed title={t('events.offer.closedTitle')} text={t('events.offer.closed')} eventId={offer.eventId} />;
  }

  return (
    <div className="offer-page">
      {/* A page for one person's link: search engines leave it out (React places the tag in the head). */}
      <meta name="robots" content="noindex, nofollow" />
      <PageHeader title={t('events.offer.title')}>{t('events.offer.lead')}</PageHeader>
      <div className="container offer-body">{body}</div>
      <Suspense fallback={null}>
        {booked && (
          <SuccessAnimation
            message={t(booked.payment?.state === 'pending' ? 'events.seatHeld' : 'events.seatBooked')}
            onDone={showConfirmation}
          />
        )}
      </Suspense>
    </div>
  );
}

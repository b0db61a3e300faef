import { Link } from 'react-router';
import { eventPagePath, type AcademyEvent } from '@academy/contract';
import { useT } from '../../../../lib/i18n.ts';
import { usePublicPath } from '../../../../lib/language-paths.ts';
import { formatEventsPageDate, formatInr } from '../../../../lib/plain-format.ts';
import { seatsLeft } from '../seats.ts';
import { BookSeatLabel } from './book-seat-label.tsx';
import { EventDescription } from './event-description.tsx';
import './event-banner.css';

interface Props {
  event: AcademyEvent;
  onBook: (event: AcademyEvent) => void;
  /** Its Book a Seat was tapped and the form is still loading. */
  opening?: boolean;
}

/** The large banner for the next upcoming event. */
export function EventBanner({ event, onBook, opening = false }: Props) {
  const t = useT();
  const publicPath = usePublicPath();
  const left = seatsLeft(event);
  return (
    <section className="event-banner" aria-labelledby="event-banner-title">
      <div className="event-banner__poster">
        {event.eventImageUrl ? (
          <>
            <img className="event-banner__poster-fill" src={event.eventImageUrl} alt="" aria-hidden="true" />
            <img
              className="event-banner__poster-image"
              src={event.eventImageUrl}
              alt={t('events.banner.posterAlt', { name: event.eventName })}
              width={1280}
              height={720}
              fetchPriority="high"
            />
          </>
        ) : (
          <div className="event-card__placeholder" aria-hidden="true" />
        )}
      </div>
      <div className="event-banner__copy">
        <p className="event-banner__eyebrow">{t('events.banner.eyebrow')}</p>
        <h2 id="event-banner-title" className="event-banner__title">
          <Link to={publicPath(eventPagePath(event._id))} className="event-card__link">
            {event.eventName}
          </Link>
        </h2>
        <EventDescription className="event-banner__description" text={event.eventDescription} />
        <dl className="event-banner__facts">
          <div>
            <dt>{t('events.banner.date')}</dt>
            <dd>
              <time dateTime={event.eventDateTime}>{formatEventsPageDate(event.eventDateTime)}</time> IST
            </dd>
          </div>
          <div>
            <dt>{t('events.banner.address')}</dt>
            <dd>{event.address}</dd>
          </div>
          <div>
            <dt>{t('events.fact.entryFee')}</dt>
            <dd>
              {formatInr(event.entryFee)}
              <span className="event-banner__seats">
                {' '}
                ·{' '}
                {left === 0
                  ? t('events.banner.fullyBooked')
                  : t('events.banner.seatsLeft', { left, total: event.totalSeats })}
              </span>
            </dd>
          </div>
        </dl>
        <button
          type="button"
          className="btn btn-danger btn-lg event-banner__cta"
          onClick={() => onBook(event)}
          aria-label={
            event.isTournament
              ? t('events.enterAthletesFor', { name: event.eventName })
              : left === 0
                ? t('events.waitlist.joinFor', { name: event.eventName })
                : t('events.bookSeatFor', { name: event.eventName })
          }
          aria-busy={opening || undefined}
          data-book-seat
        >
          <BookSeatLabel full={left === 0} opening={opening} enter={event.isTournament} />
        </button>
      </div>
    </section>
  );
}

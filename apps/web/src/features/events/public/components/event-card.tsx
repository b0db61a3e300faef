import { memo, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { eventPagePath, type AcademyEvent } from '@academy/contract';
import { useT } from '../../../../lib/i18n.ts';
import { usePublicPath } from '../../../../lib/language-paths.ts';
import { formatEventsPageDate, formatInr } from '../../../../lib/plain-format.ts';
import { seatsLeft } from '../seats.ts';
import { BookSeatLabel } from './book-seat-label.tsx';
import { EventDescription } from './event-description.tsx';
import './event-card.css';

interface Props {
  event: AcademyEvent;
  onBook?: (event: AcademyEvent) => void;
  /** Its Book a Seat was tapped and the form is still loading. */
  opening?: boolean;
  /** Focus this card when it appears or becomes true (the first card a Show more revealed, PastEvents). */
  takeFocus?: boolean;
}

/**
 * An event card; past events are greyed and offer no booking. Memoised: the grid re-renders
 * with each batch it adds (EventGrid), and the cards already shown have nothing new to render.
 */
export const EventCard = memo(function EventCard({ event, onBook, opening = false, takeFocus = false }: Props) {
  const t = useT();
  const publicPath = usePublicPath();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus]);
  const past = event.category === 'past';
  const left = seatsLeft(event);
  const headingId = `event-${event._id}-name`;
  return (
    <article
      ref={ref}
      className={`event-card ${past ? 'event-card--past' : ''}`}
      aria-labelledby={headingId}
      tabIndex={takeFocus ? -1 : undefined}
    >
      <div className="event-card__media">
        {event.eventThumbnailUrl ? (
          <img src={event.eventThumbnailUrl} alt="" width={640} height={360} loading="lazy" decoding="async" />
        ) : (
          <div className="event-card__placeholder" aria-hidden="true" />
        )}
        <span className={`event-card__badge ${past ? 'is-past' : left === 0 ? 'is-full' : ''}`}>
          {t(past ? 'events.card.completed' : left === 0 ? 'events.fullyBooked' : 'events.card.upcoming')}
        </span>
      </div>
      <div className="event-card__body">
        <p className="event-card__date">
          <time dateTime={event.eventDateTime}>{formatEventsPageDate(event.eventDateTime)}</time>
          <span className="event-card__tz"> IST</span>
        </p>
        <h3 id={headingId} className="event-card__title">
          {/* The event's own page: the whole description, and an address to share. */}
          <Link to={publicPath(eventPagePath(event._id))} className="event-card__link">
            {event.eventName}
          </Link>
        </h3>
        <EventDescription className="event-card__description" text={event.eventDescription} />
        <dl className="event-card__meta">
          <div>
            <dt>{t('events.card.seats')}</dt>
            <dd>
              {event.totalSeats}
              {!past && (
                <span className="event-card__left">
                  {' '}
                  · {left === 0 ? t('events.card.noneLeft') : t('events.card.left', { left })}
                  {left === 0 &&
                    event.waitingCount > 0 &&
                    ` · ${t('events.card.waiting', { count: event.waitingCount })}`}
                </span>
              )}
            </dd>
          </div>
          <div>
            <dt>{t('events.fact.entryFee')}</dt>
            <dd>{formatInr(event.entryFee)}</dd>
          </div>
        </dl>
        {!past && onBook && (
          <button
            type="button"
            className="btn btn-danger w-100 mt-auto"
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
        )}
      </div>
    </article>
  );
});

import { Suspense, useEffect, type ComponentType } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  academyToday,
  ACADEMY_NAME,
  tournamentLivePath,
  tournamentResultsPath,
  type AcademyEvent,
} from '@academy/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { SkeletonBlock, SkeletonLine } from '../../../components/skeleton.tsx';
import { useToast } from '../../../components/toast/toast-context.ts';
import { useT } from '../../../lib/i18n.ts';
import { usePublicPath } from '../../../lib/language-paths.ts';
import { formatEventsPageDate, formatInr } from '../../../lib/plain-format.ts';
import { useEvents } from '../../../lib/events-list.ts';
import { useBookingFlow } from './booking-flow.tsx';
import { BookSeatLabel } from './components/book-seat-label.tsx';
import { EventPageProblem } from './components/event-page-problem.tsx';
import { seatsLeft } from './seats.ts';
import './events.css';
import './components/event-banner.css';
import './components/event-card.css';
import './components/events-skeleton.css';
import './event-page.css';

/**
 * Shares the page's address: the phone's share sheet where the browser has one (WhatsApp, Messages...), otherwise
 * the link is copied, and where even the clipboard is refused it is shown to copy by hand.
 */
function useShare() {
  const t = useT();
  const toast = useToast();
  return async (event: AcademyEvent) => {
    const url = `${window.location.origin}${window.location.pathname}`;
    if (typeof navigator.share === 'function') {
      // A dismissed share sheet rejects: nothing to say.
      await navigator.share({ title: event.eventName, url }).catch(() => {});
      return;
    }
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      toast.show(t('events.page.linkCopied'), 'success');
    } catch {
      toast.show(t('events.page.copyThisLink', { url }), 'info', 15_000);
    }
  };
}

/**
 * /events/:id: one event's own address, to share: its poster, date, address, fee and seats, the description in
 * full, Book a Seat (the same modal as /events) or, once it is over, that it has taken place. The event comes from
 * the public list the events page uses (often already in the cache). The server writes the page's title, Open Graph
 * tags and JSON-LD into the HTML for link previews and search engines (decision 032); here the tab's title follows.
 * A tournament's page offers Enter athletes instead, which opens `Enter` (?enter in the address).
 */
export default function EventPage({ Enter }: { Enter: ComponentType<{ event: AcademyEvent }> }) {
  const { id = '' } = useParams();
  const t = useT();
  const publicPath = usePublicPath();
  const share = useShare();
  const { data, isError, refetch, isRefetching } = useEvents();
  const event = data?.events.find((candidate) => candidate._id === id);
  const missing = data !== undefined && !event;
  const upcoming = event?.category === 'upcoming';
  // A tournament is entered rather than booked, and its page leads to its draw and results.
  const tournament = event?.isTournament === true;
  const { openBooking, openingId, rootProps, dialogs } = useBookingFlow(upcoming && !tournament);
  // ?enter: the tournament's entry form is open (the address a coach is sent, or Enter athletes on the list).
  const [search, setSearch] = useSearchParams();
  const entering = tournament && upcoming && search.has('enter');

  useEffect(() => {
    if (event) document.title = `${event.eventName} | ${ACADEMY_NAME}`;
    else if (missing) document.title = `${t('public.title.notFound')} | ${ACADEMY_NAME}`;
  }, [event, missing, t]);

  if (missing || (isError && !event)) {
    return (
      <EventPageProblem
        title={t('events.heading')}
        missing={missing}
        message={missing ? 'events.page.notFound' : 'events.loadError'}
        retrying={isRefetching}
        onRetry={() => void refetch()}
      />
    );
  }

  const left = event ? seatsLeft(event) : 0;
  return (
    <div className="events-page" {...rootProps}>
      <PageHeader
        title={event?.eventName ?? t('events.heading')}
        trail={event ? [{ to: '/events', label: t('events.heading') }] : []}
      >
        {event ? (
          <>
            <time dateTime={event.eventDateTime}>{formatEventsPageDate(event.eventDateTime)}</time> IST
          </>
        ) : (
          t('events.page.loading')
        )}
      </PageHeader>

      <div className="container events-section event-page">
        {!event ? (
          <div className="event-page__layout" aria-hidden="true" data-testid="event-page-skeleton">
            <div className="event-page__poster event-page__poster--loading">
              <SkeletonBlock className="event-skeleton--fill" />
            </div>
            <div className="event-page__sheet">
              <SkeletonLine className="w-75" />
              <SkeletonLine className="w-50" />
              <SkeletonLine className="w-75" />
              <SkeletonBlock className="event-skeleton--button-lg" />
            </div>
          </div>
        ) : (
          <>
            <div className="event-page__layout">
              <div className="event-page__poster">
                {event.eventImageUrl ? (
                  <img
                    src={event.eventImageUrl}
                    alt={t('events.banner.posterAlt', { name: event.eventName })}
                    width={1280}
                    height={720}
                    fetchPriority="high"
                  />
                ) : (
                  <div className="event-card__placeholder" aria-hidden="true" />
                )}
              </div>
              <section className="event-page__sheet" aria-labelledby="event-page-facts">
                <h2 id="event-page-facts" className="visually-hidden">
                  {t('events.page.facts')}
                </h2>
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
                  {/* A tournament's fee is per category: its entry form says it. */}
                  {!tournament && (
                    <div>
                      <dt>{t('events.fact.entryFee')}</dt>
                      <dd>{formatInr(event.entryFee)}</dd>
                    </div>
                  )}
                  {upcoming && (
                    <div>
                      <dt>{t('events.card.seats')}</dt>
                      <dd>
                        {left === 0
                          ? t('events.fullyBooked')
                          : t('events.banner.seatsLeft', { left, total: event.totalSeats })}
                      </dd>
                    </div>
                  )}
                </dl>
                <div className="event-page__actions">
                  {upcoming && tournament ? (
                    <button
                      type="button"
                      className="btn btn-danger btn-lg"
                      aria-expanded={entering}
                      aria-controls="event-page-enter"
                      onClick={() => setSearch(entering ? {} : { enter: '' }, { replace: true })}
                    >
                      {t('events.enterAthletes')}
                    </button>
                  ) : upcoming ? (
                    <button
                      type="button"
                      className="btn btn-danger btn-lg"
                      onClick={() => openBooking(event)}
                      aria-busy={openingId === event._id || undefined}
                      data-book-seat
                    >
                      <BookSeatLabel full={left === 0} opening={openingId === event._id} enter={false} />
                    </button>
                  ) : (
                    <p className="event-page__past" role="note">
                      {t('events.page.takenPlace')}
                    </p>
                  )}
                  {/* On the tournament's day, its tatamis and results live. */}
                  {tournament && academyToday(new Date(event.eventDateTime)) === academyToday() && (
                    <Link to={publicPath(tournamentLivePath(event._id))} className="btn btn-danger btn-lg">
                      {t('events.page.live')}
                    </Link>
                  )}
                  {tournament && (
                    <Link to={publicPath(tournamentResultsPath(event._id))} className="btn btn-outline-dark btn-lg">
                      {t(upcoming ? 'events.page.drawAndResults' : 'events.page.results')}
                    </Link>
                  )}
                  <button type="button" className="btn btn-outline-dark btn-lg" onClick={() => void share(event)}>
                    {t('events.page.share')}
                  </button>
                </div>
              </section>
            </div>
            {entering && (
              <section id="event-page-enter" className="enter-tournament" aria-label={t('events.enterAthletes')}>
                <Suspense fallback={<SkeletonBlock className="event-skeleton--button-lg" />}>
                  <Enter event={event} />
                </Suspense>
              </section>
            )}
            <section className="event-page__about" aria-labelledby="event-page-about">
              <h2 id="event-page-about" className="events-section__title">
                {t('events.page.about')}
              </h2>
              <p className="event-page__description">{event.eventDescription}</p>
            </section>
          </>
        )}
      </div>
      {dialogs}
    </div>
  );
}

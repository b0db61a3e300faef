import { lazy, Suspense, useDeferredValue, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import type { AcademyEvent } from '@academy/contract';
import { lazyIn, page, PageLoading } from '../../../app/lazy-page.tsx';
import { RouteErrorBoundary } from '../../../app/route-error.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useEvents } from '../../../lib/events-list.ts';
import { useBookingFlow } from './booking-flow.tsx';
import { EventBanner } from './components/event-banner.tsx';
import { EventGrid } from './components/event-grid.tsx';
import { EventBannerSkeleton, EventCardsSkeleton } from './components/events-skeleton.tsx';
import { PastEvents } from './components/past-events.tsx';
import { splitEvents } from './seats.ts';
import './events.css';

/**
 * An event's own page (decision 032) and a tournament's results (decision 052) answer events/* through this module,
 * so /home's code declares no route of its own for them: each page's code is a chunk of its own, loaded when an
 * address names it. The results' words are the tournaments' (their disciplines too).
 */
const EventPage = lazy(() => import('./event-page.tsx'));
const ResultsPage = lazyIn(['tournaments'], () => import('./results/results-page.tsx'));
const NotFoundPage = lazy(() => import('../../../app/not-found-page.tsx'));

/**
 * /events, an event's own page (events/:id), a tournament's results (events/:id/results) or its day live
 * (events/:id/live). `Enter` is a tournament's entry form, handed over by the app (a feature of its own): the event
 * page shows it to whoever enters athletes. `Live` is the tournaments' live page, handed over the same way.
 */
export default function EventsRoutes({
  Enter,
  Live,
}: {
  Enter: ComponentType<{ event: AcademyEvent }>;
  Live: ComponentType;
}) {
  return (
    <Routes>
      <Route index element={<EventsPage />} />
      <Route
        path=":id"
        element={
          <RouteErrorBoundary>
            <Suspense fallback={<PageLoading />}>
              <EventPage Enter={Enter} />
            </Suspense>
          </RouteErrorBoundary>
        }
      />
      <Route path=":id/results" element={page(ResultsPage)} />
      <Route path=":id/live" element={page(Live)} />
      <Route path="*" element={page(NotFoundPage)} />
    </Routes>
  );
}

/** Public Events page: banner for the next event, Upcoming and Past sections, and the booking flow. */
function EventsPage() {
  const t = useT();
  const { data, isError, refetch, isRefetching } = useEvents();
  // The list replaces the skeletons in a deferred render, which React splits into short slices, not in the one
  // task that receives the reply.
  const list = useDeferredValue(data?.events);
  const isPending = list === undefined && !isError;
  const events = list ?? [];
  // Upcoming soonest first, past latest first; the soonest upcoming event is the banner, so the list below
  // starts with the one after it.
  const { upcoming, past } = splitEvents(events);
  const featured = upcoming[0];
  const moreUpcoming = upcoming.slice(1);

  const { openBooking, openingId, rootProps, dialogs } = useBookingFlow(featured !== undefined);

  return (
    <div className="events-page" {...rootProps}>
      <PageHeader title={t('events.heading')} className="events-header">
        {t('events.lead')}
      </PageHeader>

      <div className="container events-banner-slot">
        {isPending ? (
          <EventBannerSkeleton />
        ) : (
          featured && <EventBanner event={featured} onBook={openBooking} opening={openingId === featured._id} />
        )}
      </div>

      {isError ? (
        <div className="container events-section">
          <div className="events-error" role="alert">
            <p className="mb-3">{t('events.loadError')}</p>
            <button type="button" className="btn btn-outline-danger" onClick={() => refetch()} disabled={isRefetching}>
              {t('events.tryAgain')}
            </button>
          </div>
        </div>
      ) : (
        <>
          <section className="container events-section" aria-labelledby="upcoming-events-title">
            <div className="events-section__head">
              <h2 id="upcoming-events-title" className="events-section__title">
                {t('events.upcoming')}
              </h2>
              {!isPending && moreUpcoming.length > 0 && (
                <span className="events-section__count">{moreUpcoming.length}</span>
              )}
            </div>
            {isPending ? (
              <EventCardsSkeleton />
            ) : !featured ? (
              <p className="events-empty">{t('events.noUpcoming')}</p>
            ) : moreUpcoming.length === 0 ? (
              <p className="events-empty">{t('events.noMoreUpcoming')}</p>
            ) : (
              <EventGrid events={moreUpcoming} onBook={openBooking} openingId={openingId} />
            )}
          </section>

          <section className="events-section events-section--past" aria-labelledby="past-events-title">
            <div className="container">
              <div className="events-section__head">
                <h2 id="past-events-title" className="events-section__title">
                  {t('events.past')}
                </h2>
              </div>
              {isPending ? (
                <EventCardsSkeleton past />
              ) : past.length === 0 ? (
                <p className="events-empty">{t('events.noPast')}</p>
              ) : (
                <PastEvents events={past} />
              )}
            </div>
          </section>
        </>
      )}

      {dialogs}
    </div>
  );
}

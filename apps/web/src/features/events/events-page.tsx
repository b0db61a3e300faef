import { lazy, Suspense, useCallback, useDeferredValue, useState } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES, type AcademyEvent, type BookingDisplay } from '@academy/contract';
import { PageHeader } from '../../components/page-header.tsx';
import { storeBooking } from '../../lib/booking-handoff.ts';
import { usePublicEvents } from './api/get-events.ts';
import { EventBanner } from './components/event-banner.tsx';
import { EventGrid } from './components/event-grid.tsx';
import { EventBannerSkeleton, EventCardsSkeleton } from './components/events-skeleton.tsx';
import { soonestUpcoming } from './seats.ts';
import './events.css';

// The booking flow (react-bootstrap's Modal, react-hook-form, the zod schemas) is most of this page's code and
// few visitors use it: it loads on the first Book a Seat click, not with the list.
const BookingModal = lazy(() => import('./components/booking-modal.tsx').then((m) => ({ default: m.BookingModal })));
const SuccessAnimation = lazy(() =>
  import('../../components/success-animation.tsx').then((m) => ({ default: m.SuccessAnimation })),
);

/** Public Events page: banner for the next event, Upcoming and Past sections, and the booking flow. */
export default function EventsPage() {
  const navigate = useNavigate();
  const { data, isError, refetch, isRefetching } = usePublicEvents();
  // The list replaces the skeletons in a deferred render, which React splits into short slices, not in the one
  // task that receives the reply.
  const list = useDeferredValue(data?.events);
  const isPending = list === undefined && !isError;
  const [bookingEvent, setBookingEvent] = useState<AcademyEvent | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const [booked, setBooked] = useState<BookingDisplay | null>(null);

  const events = list ?? [];
  const upcoming = events.filter((event) => event.category === 'upcoming');
  const past = events.filter((event) => event.category === 'past');
  const featured = soonestUpcoming(events);

  // Stable, so the memoised cards skip re-rendering.
  const openBooking = useCallback((event: AcademyEvent) => {
    setBookingEvent(event);
    setModalOpen(true);
  }, []);

  const onBooked = (booking: BookingDisplay) => {
    // Saved at once so the confirmation survives a reload even if the visitor leaves during the animation.
    storeBooking(booking);
    setModalOpen(false);
    setBooked(booking);
  };

  const showConfirmation = useCallback(() => {
    if (booked) navigate('/booking-confirmation', { state: booked });
  }, [booked, navigate]);

  return (
    <div className="events-page">
      <PageHeader title="Events" className="events-header">
        Championships, seminars, gradings and camps. Book your seat online; every date and time is in Indian Standard
        Time.
      </PageHeader>

      <div className="container events-banner-slot">
        {isPending ? <EventBannerSkeleton /> : featured && <EventBanner event={featured} onBook={openBooking} />}
      </div>

      {isError ? (
        <div className="container events-section">
          <div className="events-error" role="alert">
            <p className="mb-3">We could not load the events. Please check your connection and try again.</p>
            <button type="button" className="btn btn-outline-danger" onClick={() => refetch()} disabled={isRefetching}>
              Try again
            </button>
          </div>
        </div>
      ) : (
        <>
          <section className="container events-section" aria-labelledby="upcoming-events-title">
            <div className="events-section__head">
              <h2 id="upcoming-events-title" className="events-section__title">
                Upcoming Events
              </h2>
              {!isPending && upcoming.length > 0 && <span className="events-section__count">{upcoming.length}</span>}
            </div>
            {isPending ? (
              <EventCardsSkeleton />
            ) : upcoming.length === 0 ? (
              <p className="events-empty">{MESSAGES.noUpcomingEvents}</p>
            ) : (
              <EventGrid events={upcoming} onBook={openBooking} />
            )}
          </section>

          <section className="events-section events-section--past" aria-labelledby="past-events-title">
            <div className="container">
              <div className="events-section__head">
                <h2 id="past-events-title" className="events-section__title">
                  Past Events
                </h2>
              </div>
              {isPending ? (
                <EventCardsSkeleton past />
              ) : past.length === 0 ? (
                <p className="events-empty">{MESSAGES.noPastEvents}</p>
              ) : (
                <EventGrid events={past} />
              )}
            </div>
          </section>
        </>
      )}

      <Suspense fallback={null}>
        {bookingEvent && (
          <BookingModal event={bookingEvent} show={modalOpen} onHide={() => setModalOpen(false)} onBooked={onBooked} />
        )}
        {booked && <SuccessAnimation message={MESSAGES.seatBooked} onDone={showConfirmation} />}
      </Suspense>
    </div>
  );
}

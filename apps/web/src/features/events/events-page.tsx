import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router';
import type { AcademyEvent, BookingDisplay, BookingPayment } from '@academy/contract';
import { PageHeader } from '../../components/page-header.tsx';
import { bookedSeatOf, storeBooking, type BookedSeat } from '../../lib/booking-handoff.ts';
import { loadAreas, useT } from '../../lib/i18n.ts';
import { usePublicPath } from '../../lib/language-paths.ts';
import { usePublicEvents } from './api/get-events.ts';
import { EventBanner } from './components/event-banner.tsx';
import { EventGrid } from './components/event-grid.tsx';
import type * as BookingModalModule from './components/booking-modal.tsx';
import { BookingModalShell } from './components/booking-modal-shell.tsx';
import { EventBannerSkeleton, EventCardsSkeleton } from './components/events-skeleton.tsx';
import { PastEvents } from './components/past-events.tsx';
import { splitEvents } from './seats.ts';
import './events.css';

// The booking flow (react-bootstrap's Modal, react-hook-form, the zod schemas) is most of this page's code and
// few visitors use it: it is not in the page's first download. It starts loading at the visitor's first sign of
// activity on the page (a scroll, a touch, a pointer moving, a key), or as soon as a pointer or focus reaches a
// Book a Seat button, so a tap rarely waits for it; when it does, the button and a modal frame answer at once
// (BookingModalShell). It used to start when the browser was first idle, where on a phone its parsing competed
// with the list's first cards (decision 022). The form's field messages, and the belts' words, come with it.
let bookingChunk: Promise<typeof BookingModalModule> | undefined;
let bookingChunkLoaded = false;
function loadBookingChunk() {
  bookingChunk ??= Promise.all([import('./components/booking-modal.tsx'), loadAreas('form', 'ranks')]).then(
    ([module]) => {
      bookingChunkLoaded = true;
      return module;
    },
    (error: unknown) => {
      // A failed download (a phone going offline) is tried again on the next tap.
      bookingChunk = undefined;
      throw error;
    },
  );
  return bookingChunk;
}
const BookingModal = lazy(() => loadBookingChunk().then((m) => ({ default: m.BookingModal })));

/** Starts the booking chunk when a pointer or focus reaches a Book a Seat button (delegated from the page). */
function prepareBooking(event: SyntheticEvent) {
  if (event.target instanceof Element && event.target.closest('[data-book-seat]')) loadBookingChunk().catch(() => {});
}
/** A visitor's first signs of activity on the page; the first one starts the booking chunk. */
const ACTIVITY = ['scroll', 'pointermove', 'pointerdown', 'touchstart', 'keydown'] as const;
const SuccessAnimation = lazy(() =>
  import('../../components/success-animation.tsx').then((m) => ({ default: m.SuccessAnimation })),
);

/** Public Events page: banner for the next event, Upcoming and Past sections, and the booking flow. */
export default function EventsPage() {
  const t = useT();
  const publicPath = usePublicPath();
  const navigate = useNavigate();
  const { data, isError, refetch, isRefetching } = usePublicEvents();
  // The list replaces the skeletons in a deferred render, which React splits into short slices, not in the one
  // task that receives the reply.
  const list = useDeferredValue(data?.events);
  const isPending = list === undefined && !isError;
  const [bookingEvent, setBookingEvent] = useState<AcademyEvent | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const [booked, setBooked] = useState<BookedSeat | null>(null);
  const [chunkReady, setChunkReady] = useState(() => bookingChunkLoaded);
  // The frame stands in for the modal only while its code loads; the real modal then appears without fading in
  // again over it.
  const [openedWithShell, setOpenedWithShell] = useState(false);

  const events = list ?? [];
  // Upcoming soonest first, past latest first; the soonest upcoming event is the banner, so the list below
  // starts with the one after it.
  const { upcoming, past } = splitEvents(events);
  const featured = upcoming[0];
  const moreUpcoming = upcoming.slice(1);

  const hasUpcoming = featured !== undefined;
  useEffect(() => {
    if (!hasUpcoming || chunkReady) return;
    function stop() {
      for (const type of ACTIVITY) window.removeEventListener(type, start);
    }
    function start() {
      stop();
      void loadBookingChunk().then(
        () => setChunkReady(true),
        () => {},
      );
    }
    for (const type of ACTIVITY) window.addEventListener(type, start, { passive: true });
    return stop;
  }, [hasUpcoming, chunkReady]);

  // Stable, so the memoised cards skip re-rendering.
  const openBooking = useCallback((event: AcademyEvent) => {
    setOpenedWithShell(!bookingChunkLoaded);
    setBookingEvent(event);
    setModalOpen(true);
    if (!bookingChunkLoaded)
      void loadBookingChunk().then(
        () => setChunkReady(true),
        () => {},
      );
  }, []);
  const openingId = modalOpen && !chunkReady ? (bookingEvent?._id ?? null) : null;

  const onBooked = (booking: BookingDisplay, payment: BookingPayment | null, ticket: string) => {
    const seat = bookedSeatOf({ data: booking, payment, ticket });
    // Saved at once so the confirmation survives a reload even if the visitor leaves during the animation.
    storeBooking(seat);
    setModalOpen(false);
    setBooked(seat);
  };

  const showConfirmation = useCallback(() => {
    if (booked) navigate(publicPath('/booking-confirmation'), { state: booked });
  }, [booked, navigate, publicPath]);

  return (
    <div className="events-page" onPointerOver={prepareBooking} onPointerDown={prepareBooking} onFocus={prepareBooking}>
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

      <Suspense fallback={bookingEvent && modalOpen ? <BookingModalShell event={bookingEvent} /> : null}>
        {bookingEvent && (
          <BookingModal
            event={bookingEvent}
            show={modalOpen}
            onHide={() => setModalOpen(false)}
            onBooked={onBooked}
            animation={!openedWithShell}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {booked && <SuccessAnimation message={t('events.seatBooked')} onDone={showConfirmation} />}
      </Suspense>
    </div>
  );
}

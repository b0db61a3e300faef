import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router';
import type { AcademyEvent, BookingDisplay, BookingPayment } from '@academy/contract';
import { bookedSeatOf, storeBooking, type BookedSeat } from '../../../lib/booking-handoff.ts';
import { loadAreas, useT } from '../../../lib/i18n.ts';
import { usePublicPath } from '../../../lib/language-paths.ts';
import type * as BookingModalModule from './components/booking-modal.tsx';
import { BookingModalShell } from './components/booking-modal-shell.tsx';

// The booking flow (react-bootstrap's Modal, react-hook-form, the zod schemas) is most of an events page's code and
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
  import('../../../components/success-animation.tsx').then((m) => ({ default: m.SuccessAnimation })),
);

export interface BookingFlow {
  /** Opens the booking modal for an event (its loading frame first while the form's code downloads). */
  openBooking: (event: AcademyEvent) => void;
  /** The event whose Book a Seat was tapped while the form still loads, if any: its button shows "Opening…". */
  openingId: string | null;
  /** For the page's root element: a pointer or focus reaching a Book a Seat button starts the form's download. */
  rootProps: {
    onPointerOver: (event: SyntheticEvent) => void;
    onPointerDown: (event: SyntheticEvent) => void;
    onFocus: (event: SyntheticEvent) => void;
  };
  /** The modal, its loading frame and the booked animation, rendered once by the page. */
  dialogs: ReactNode;
}

/**
 * Book a Seat, as every public page that offers it runs it (the events list, an event's own page): the modal that
 * loads on demand, then the booked animation and the confirmation page. `bookable`: the page shows a Book a Seat
 * button, so the form's code may start at the visitor's first activity.
 */
export function useBookingFlow(bookable: boolean): BookingFlow {
  const t = useT();
  const publicPath = usePublicPath();
  const navigate = useNavigate();
  const [bookingEvent, setBookingEvent] = useState<AcademyEvent | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const [booked, setBooked] = useState<BookedSeat | null>(null);
  const [chunkReady, setChunkReady] = useState(() => bookingChunkLoaded);
  // The frame stands in for the modal only while its code loads; the real modal then appears without fading in
  // again over it.
  const [openedWithShell, setOpenedWithShell] = useState(false);

  useEffect(() => {
    if (!bookable || chunkReady) return;
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
  }, [bookable, chunkReady]);

  // Stable, so the memoised cards skip re-rendering.
  const openBooking = useCallback(
    (event: AcademyEvent) => {
      // A tournament is entered, athletes and categories, on its own page rather than booked seat by seat.
      if (event.isTournament) {
        navigate(`${publicPath(`/events/${event._id}`)}?enter`);
        return;
      }
      setOpenedWithShell(!bookingChunkLoaded);
      setBookingEvent(event);
      setModalOpen(true);
      if (!bookingChunkLoaded)
        void loadBookingChunk().then(
          () => setChunkReady(true),
          () => {},
        );
    },
    [navigate, publicPath],
  );
  const openingId = modalOpen && !chunkReady ? (bookingEvent?._id ?? null) : null;

  const onBooked = (
    booking: BookingDisplay,
    payment: BookingPayment | null,
    ticket: string,
    bookerName: string | null,
  ) => {
    const seat = bookedSeatOf({ data: booking, payment, ticket }, bookerName);
    // Saved at once so the confirmation survives a reload even if the visitor leaves during the animation.
    storeBooking(seat);
    setModalOpen(false);
    setBooked(seat);
  };

  const showConfirmation = useCallback(() => {
    if (booked) navigate(publicPath('/booking-confirmation'), { state: booked });
  }, [booked, navigate, publicPath]);

  const dialogs = (
    <>
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
        {booked && (
          <SuccessAnimation
            message={t(booked.payment?.state === 'pending' ? 'events.seatHeld' : 'events.seatBooked')}
            onDone={showConfirmation}
          />
        )}
      </Suspense>
    </>
  );

  return {
    openBooking,
    openingId,
    rootProps: { onPointerOver: prepareBooking, onPointerDown: prepareBooking, onFocus: prepareBooking },
    dialogs,
  };
}

import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { AcademyEvent } from '@academy/contract';
import { SkeletonBlock } from '../../../components/skeleton.tsx';
import { SpinnerButton } from '../../../components/spinner-button.tsx';
import { useToast } from '../../../components/toast/toast-context.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatInr, formatTableDateTime } from '../../../lib/format.ts';
import { useAdminEvent } from '../api/get-admin-event.ts';
import { BOOKING_COLUMNS, bookingCells } from '../booking-columns.ts';
import { EmailAddress } from '../../../components/email-address.tsx';
import { Icon } from './icons.tsx';
import '../../../components/admin-table.css';

function BackToEvents() {
  return (
    <Link to="/admin/events" className="btn btn-outline-secondary btn-sm d-inline-flex align-items-center gap-1 mb-3">
      <Icon name="back" size={16} />
      Back to Events
    </Link>
  );
}

function BookingsTable({ event }: { event: AcademyEvent }) {
  const bookings = event.bookings ?? [];
  return (
    <div className="table-responsive admin-table-wrap admin-events-table">
      <table className="table align-middle mb-0 admin-table">
        <caption className="visually-hidden">Bookings for {event.eventName}</caption>
        <thead>
          <tr>
            {BOOKING_COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {bookings.length === 0 ? (
            <tr className="admin-table__empty-row">
              <td colSpan={BOOKING_COLUMNS.length} className="admin-table__empty">
                No bookings yet.
              </td>
            </tr>
          ) : (
            bookings.map((booking) => (
              <tr key={booking._id}>
                {bookingCells(booking).map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row" data-label={BOOKING_COLUMNS[i]}>
                      {cell}
                    </th>
                  ) : (
                    <td
                      key={i}
                      data-label={BOOKING_COLUMNS[i]}
                      className={
                        i === BOOKING_COLUMNS.length - 1
                          ? 'admin-events-table__booked-at'
                          : i === 1
                            ? 'admin-events-table__email'
                            : undefined
                      }
                    >
                      {i === 1 ? (
                        <EmailAddress address={cell} />
                      ) : i === BOOKING_COLUMNS.length - 1 ? (
                        <DateTime text={cell} />
                      ) : (
                        cell
                      )}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** '30 Nov, 2026 10:00 AM' wrapping between the date and the time only, never before 'AM'. */
function DateTime({ text }: { text: string }) {
  const match = /^(.*?)\s+(\d{1,2}:\d{2}\s?[AP]M)$/.exec(text);
  if (!match) return <>{text}</>;
  return (
    <>
      <span className="text-nowrap">{match[1]}</span> <span className="text-nowrap">{match[2]}</span>
    </>
  );
}

function DetailsSkeleton() {
  return (
    <div className="admin-page__card" aria-busy="true" data-testid="event-details-skeleton">
      <div className="event-details__hero">
        <SkeletonBlock className="event-details__image admin-skeleton" />
        <div className="event-details__summary">
          <SkeletonBlock className="admin-skeleton admin-skeleton--title w-75" />
          <SkeletonBlock className="admin-skeleton w-50" />
          <SkeletonBlock className="admin-skeleton w-100" />
          <SkeletonBlock className="admin-skeleton w-100" />
        </div>
      </div>
    </div>
  );
}

interface Props {
  eventId: string;
  /** The admin-event-details variant offers bookings.pdf. */
  withPdf: boolean;
}

/** Event details with the Bookings table; shared by admin/event-details/{id} and admin/admin-event-details/{id}. */
export function EventDetailsView({ eventId, withPdf }: Props) {
  const toast = useToast();
  const { data, isPending, error } = useAdminEvent(eventId);
  const [exporting, setExporting] = useState(false);

  if (isPending) {
    return (
      <>
        <BackToEvents />
        <DetailsSkeleton />
      </>
    );
  }
  if (error || !data) {
    const missing = error instanceof ApiError && error.httpStatus === 404;
    return (
      <>
        <BackToEvents />
        <div className="admin-page__card p-4" role="alert">
          {missing
            ? 'This event does not exist. It may have been deleted.'
            : 'The event could not be loaded. Please try again.'}
        </div>
      </>
    );
  }

  const event = data.event;
  const live = event.category === 'upcoming';
  const downloadPdf = async () => {
    setExporting(true);
    try {
      const { downloadBookingsPdf } = await import('../bookings-pdf.ts');
      await downloadBookingsPdf(event);
    } catch {
      toast.show('The PDF could not be created. Please try again.', 'danger');
    } finally {
      setExporting(false);
    }
  };

  const facts: [string, ReactNode][] = [
    ['Date & Time (IST)', <DateTime key="when" text={formatTableDateTime(event.eventDateTime)} />],
    ['Total Seats', String(event.totalSeats)],
    ['Total Bookings', String(event.totalBookings)],
    ['Entry Fee', formatInr(event.entryFee)],
  ];

  return (
    <>
      <BackToEvents />
      <article className="admin-page__card" aria-labelledby="event-details-title">
        <div className="event-details__hero">
          {event.eventImageUrl ? (
            <img
              className="event-details__image"
              src={event.eventImageUrl}
              alt={`Poster of ${event.eventName}`}
              width={1280}
              height={720}
            />
          ) : (
            <div className="event-details__image event-details__image--none" aria-hidden="true" />
          )}
          <div className="event-details__summary">
            <span className={`admin-pill ${live ? 'status-pill--live' : 'status-pill--done'}`}>
              {live ? 'Live' : 'Completed'}
            </span>
            <h1 id="event-details-title" className="event-details__title">
              {event.eventName}
            </h1>
            <p className="event-details__address">{event.address}</p>
            <dl className="event-details__facts">
              {facts.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
        <section className="event-details__description" aria-labelledby="event-description-title">
          <h2 id="event-description-title" className="event-details__subtitle">
            Description
          </h2>
          <p>{event.eventDescription}</p>
        </section>
      </article>

      <section className="admin-page__card mt-4" aria-labelledby="bookings-title">
        <div className="admin-events__card-head">
          <h2 id="bookings-title" className="event-details__subtitle mb-0">
            Bookings <span className="admin-events__count">{event.bookings?.length ?? 0}</span>
          </h2>
          {withPdf && (
            <SpinnerButton
              type="button"
              loading={exporting}
              onClick={downloadPdf}
              className="d-inline-flex align-items-center gap-2"
            >
              {!exporting && <Icon name="download" />}
              Download PDF
            </SpinnerButton>
          )}
        </div>
        <BookingsTable event={event} />
      </section>
    </>
  );
}

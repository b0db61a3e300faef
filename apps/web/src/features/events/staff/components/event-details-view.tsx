import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { AcademyEvent, BookingRecord } from '@academy/contract';
import { Badge, Count } from '../../../../components/badge.tsx';
import { ConfirmModal } from '../../../../components/confirm-modal.tsx';
import { SkeletonBlock } from '../../../../components/skeleton.tsx';
import { SpinnerButton } from '../../../../components/spinner-button.tsx';
import { useToast } from '../../../../components/toast/toast-context.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { formatAdminDateTime, formatInr, formatTableDateTime } from '../../../../lib/format.ts';
import { useT } from '../../../../lib/i18n.ts';
import { useCancelBooking } from '../../api/cancel-booking.ts';
import { useAdminEvent } from '../../api/get-admin-event.ts';
import { BOOKING_COLUMNS, bookingCells, bookingColumns, DATE_TIME_COLUMNS } from '../booking-columns.ts';
import { EmailAddress } from '../../../../components/email-address.tsx';
import { Icon } from '../../../../components/icon.tsx';
import { RowActions } from '../../../../components/row-actions.tsx';
import { WaitingList } from './waiting-list.tsx';
import '../../../../styles/bootstrap/tables.scss';
import '../../../../components/admin-table.css';

function BackToEvents() {
  const t = useT();
  return (
    <Link to="/admin/events" className="btn btn-outline-secondary btn-sm d-inline-flex align-items-center gap-1 mb-3">
      <Icon name="back" size={16} />
      {t('admin.eventDetails.back')}
    </Link>
  );
}

function BookingsTable({ event, onCancel }: { event: AcademyEvent; onCancel: (booking: BookingRecord) => void }) {
  const t = useT();
  const columns = bookingColumns();
  const bookings = event.bookings ?? [];
  return (
    <div className="table-responsive admin-table-wrap admin-events-table">
      <table className="table align-middle mb-0 admin-table">
        <caption className="visually-hidden">{t('admin.eventDetails.bookingsFor', { name: event.eventName })}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            <th scope="col" className="text-end admin-events-table__actions-cell">
              {t('admin.events.column.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {bookings.length === 0 ? (
            <tr className="admin-table__empty-row">
              <td colSpan={columns.length + 1} className="admin-table__empty">
                {t('admin.eventDetails.noBookings')}
              </td>
            </tr>
          ) : (
            bookings.map((booking) => (
              <tr key={booking._id}>
                {bookingCells(booking, { entryFee: event.entryFee }).map((cell, i) => {
                  const key = BOOKING_COLUMNS[i]!;
                  if (i === 0) {
                    return (
                      <th key={key} scope="row" data-label={columns[i]}>
                        {cell}
                      </th>
                    );
                  }
                  const email = key === 'admin.bookings.column.email';
                  const dateTime = DATE_TIME_COLUMNS.has(key);
                  // '+91 98224 69078' may wrap after the country code only, never inside the number.
                  const shown =
                    key === 'admin.bookings.column.mobileNumber' ? cell.replace(/(\d{5}) (\d{5})/, '$1\u00a0$2') : cell;
                  return (
                    <td
                      key={key}
                      data-label={columns[i]}
                      className={
                        dateTime ? 'admin-events-table__booked-at' : email ? 'admin-events-table__email' : undefined
                      }
                    >
                      {email ? <EmailAddress address={cell} /> : dateTime ? <DateTime text={cell} /> : shown}
                    </td>
                  );
                })}
                <td className="admin-events-table__actions-cell admin-table__actions">
                  <RowActions
                    danger={
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-danger"
                        onClick={() => onCancel(booking)}
                        aria-label={t('admin.eventDetails.cancelBookingOf', { name: booking.fighterName })}
                      >
                        {t('admin.eventDetails.cancelBooking')}
                      </button>
                    }
                  />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** '30 Nov, 2026 10:00 AM' wrapping between the date and the time only, never before the day period. */
function DateTime({ text }: { text: string }) {
  const match = /^(.*?)\s+(\d{1,2}:\d{2}(?:\s?\S+)?)$/.exec(text);
  if (!match) return <>{text}</>;
  // One element, so a phone's card (a grid of label and value) keeps date and time together beside the label.
  return (
    <span>
      <span className="text-nowrap">{match[1]}</span> <span className="text-nowrap">{match[2]}</span>
    </span>
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
  const t = useT();
  const toast = useToast();
  const { data, isPending, error } = useAdminEvent(eventId);
  const cancelBooking = useCancelBooking();
  const [exporting, setExporting] = useState(false);
  const [toCancel, setToCancel] = useState<BookingRecord | null>(null);

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
          {t(missing ? 'admin.eventDetails.missing' : 'admin.eventDetails.loadError')}
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
      toast.show(t('admin.eventDetails.pdfFailed'), 'danger');
    } finally {
      setExporting(false);
    }
  };

  const downloadCsv = async () => {
    try {
      const { downloadAttendeesCsv } = await import('../attendees-csv.ts');
      await downloadAttendeesCsv(event);
    } catch {
      toast.show(t('admin.eventDetails.csvFailed'), 'danger');
    }
  };

  const confirmCancel = () => {
    if (!toCancel) return;
    cancelBooking.mutate(toCancel._id, {
      onSuccess: (reply) => toast.show(reply.message, 'success'),
      onError: (failure) => toast.show(failure.message, 'danger'),
      onSettled: () => setToCancel(null),
    });
  };

  const facts: [string, ReactNode][] = [
    [t('admin.eventDetails.dateTime'), <DateTime key="when" text={formatTableDateTime(event.eventDateTime)} />],
    [t('admin.eventDetails.totalSeats'), String(event.totalSeats)],
    [t('admin.eventDetails.totalBookings'), String(event.totalBookings)],
    [t('admin.eventDetails.entryFee'), formatInr(event.entryFee)],
    [t('admin.eventDetails.waiting'), String(event.waitingCount)],
    [t('admin.eventDetails.cancelCutoff'), t('admin.eventDetails.cancelUntil', { hours: event.cancelCutoffHours })],
    [t('admin.eventDetails.offerHours'), t('admin.eventDetails.hours', { hours: event.offerHours })],
    [t('admin.eventDetails.reminder'), t('admin.eventDetails.hoursBeforeStart', { hours: event.reminderHours })],
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
              alt={t('admin.eventDetails.posterOf', { name: event.eventName })}
              width={1280}
              height={720}
            />
          ) : (
            <div className="event-details__image event-details__image--none" aria-hidden="true" />
          )}
          <div className="event-details__summary">
            <Badge tone={live ? 'success' : 'neutral'}>
              {t(live ? 'admin.events.live' : 'admin.events.completed')}
            </Badge>
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
            <div className="event-details__actions">
              <Link
                to={`/admin/events/${event._id}/check-in`}
                className="btn btn-danger btn-lg d-inline-flex align-items-center gap-2"
              >
                <Icon name="qr" size={22} />
                {t('admin.eventDetails.checkIn')}
              </Link>
              <Link
                to={`/admin/events/${event._id}/tournament`}
                className="btn btn-outline-dark btn-lg d-inline-flex align-items-center gap-2"
              >
                <Icon name="trophy" size={22} />
                {t('admin.eventDetails.tournament')}
              </Link>
            </div>
          </div>
        </div>
        <section className="event-details__description" aria-labelledby="event-description-title">
          <h2 id="event-description-title" className="event-details__subtitle">
            {t('admin.eventDetails.description')}
          </h2>
          <p>{event.eventDescription}</p>
        </section>
      </article>

      <section className="admin-page__card mt-4" aria-labelledby="bookings-title">
        <div className="admin-events__card-head">
          <h2 id="bookings-title" className="event-details__subtitle mb-0">
            {t('admin.eventDetails.bookings')}{' '}
            <Count tone="ink" className="admin-events__count">
              {event.bookings?.length ?? 0}
            </Count>
          </h2>
          <div className="admin-events__downloads">
            <button
              type="button"
              className="btn btn-outline-dark d-inline-flex align-items-center gap-2"
              onClick={() => void downloadCsv()}
            >
              <Icon name="download" />
              {t('admin.eventDetails.downloadCsv')}
            </button>
            {withPdf && (
              <SpinnerButton
                type="button"
                loading={exporting}
                onClick={downloadPdf}
                className="d-inline-flex align-items-center gap-2"
              >
                {!exporting && <Icon name="download" />}
                {t('admin.eventDetails.downloadPdf')}
              </SpinnerButton>
            )}
          </div>
        </div>
        <BookingsTable event={event} onCancel={setToCancel} />
      </section>
      <WaitingList eventId={event._id} />
      <ConfirmModal
        show={toCancel !== null}
        title={t('admin.eventDetails.cancelTitle', { name: toCancel?.fighterName ?? '' })}
        // The event and its date, so the admin sees which booking of which event goes.
        detail={`${event.eventName} · ${t('admin.common.ist', { when: formatAdminDateTime(event.eventDateTime) })}`}
        message={
          toCancel
            ? t('admin.eventDetails.cancelMessage', {
                name: toCancel.fighterName,
                event: event.eventName,
                email: toCancel.email,
              })
            : ''
        }
        confirmLabel={t('admin.eventDetails.cancelBooking')}
        dismissLabel={t('admin.eventDetails.keepBooking')}
        busy={cancelBooking.isPending}
        onConfirm={confirmCancel}
        onCancel={() => setToCancel(null)}
      />
    </>
  );
}

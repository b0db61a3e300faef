import { Link } from 'react-router';
import { MESSAGES, type AcademyEvent } from '@academy/contract';
import { SkeletonRows } from '../../../components/skeleton.tsx';
import { formatAdminDateTime, formatInr } from '../../../lib/format.ts';
import { Icon } from './icons.tsx';
import '../../../components/admin-table.css';

const COLUMNS = [
  'S.No',
  'Event Name',
  'Image',
  'Date & Time',
  'Location',
  'Description',
  'Status',
  'Total Seats',
  'Bookings',
  'Entry Fee',
  'Actions',
] as const;

interface Props {
  events: AcademyEvent[] | undefined;
  loading: boolean;
  onEdit: (event: AcademyEvent) => void;
  onDelete: (event: AcademyEvent) => void;
}

/** The admin's Events List table; Live for upcoming events, otherwise Completed. */
export function EventsTable({ events, loading, onEdit, onDelete }: Props) {
  return (
    <div className="table-responsive admin-table-wrap admin-events-table">
      <table className="table align-middle mb-0 admin-table">
        <caption className="visually-hidden">
          Events with their date, location, status, seats, bookings and entry fee
        </caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                className={column === 'Actions' ? 'text-end admin-events-table__actions-cell' : undefined}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        {loading ? (
          <SkeletonRows rows={5} cells={COLUMNS.length} />
        ) : (
          <tbody>
            {!events || events.length === 0 ? (
              <tr className="admin-table__empty-row">
                <td colSpan={COLUMNS.length} className="admin-table__empty">
                  {MESSAGES.noEvents}
                </td>
              </tr>
            ) : (
              events.map((event, index) => {
                const live = event.category === 'upcoming';
                return (
                  <tr key={event._id}>
                    <td data-label="S.No">{index + 1}</td>
                    <th scope="row" className="admin-events-table__name" data-label="Event Name">
                      {event.eventName}
                    </th>
                    <td data-label="Image">
                      {event.eventThumbnailUrl ? (
                        <img
                          className="admin-events-table__thumb"
                          src={event.eventThumbnailUrl}
                          alt=""
                          width={64}
                          height={36}
                          loading="lazy"
                        />
                      ) : (
                        'N/A'
                      )}
                    </td>
                    <td className="admin-events-table__date" data-label="Date & Time">
                      {formatAdminDateTime(event.eventDateTime)}
                    </td>
                    <td className="admin-events-table__location" title={event.address} data-label="Location">
                      <span>{event.address}</span>
                    </td>
                    <td
                      className="admin-events-table__description"
                      title={event.eventDescription}
                      data-label="Description"
                    >
                      <span>{event.eventDescription}</span>
                    </td>
                    <td data-label="Status">
                      <span className={`admin-pill ${live ? 'status-pill--live' : 'status-pill--done'}`}>
                        {live ? 'Live' : 'Completed'}
                      </span>
                    </td>
                    <td className="text-end" data-label="Total Seats">
                      {event.totalSeats}
                    </td>
                    <td className="text-end" data-label="Bookings">
                      {event.totalBookings}
                    </td>
                    <td className="text-end text-nowrap" data-label="Entry Fee">
                      {formatInr(event.entryFee)}
                    </td>
                    <td className="admin-events-table__actions-cell admin-table__actions">
                      <div className="admin-events-table__actions">
                        <Link
                          to={`/admin/admin-event-details/${event._id}`}
                          className="btn btn-icon btn-outline-secondary"
                          aria-label={`View details of ${event.eventName}`}
                          title="View details"
                        >
                          <Icon name="view" />
                        </Link>
                        <button
                          type="button"
                          className="btn btn-icon btn-outline-secondary"
                          onClick={() => onEdit(event)}
                          aria-label={`Edit ${event.eventName}`}
                          title="Edit"
                        >
                          <Icon name="edit" />
                        </button>
                        <button
                          type="button"
                          className="btn btn-icon btn-outline-danger"
                          onClick={() => onDelete(event)}
                          aria-label={`Delete ${event.eventName}`}
                          title="Delete"
                        >
                          <Icon name="delete" />
                        </button>
                      </div>
                    </td>
                  </tr>
                );
              })
            )}
          </tbody>
        )}
      </table>
    </div>
  );
}

import { Link } from 'react-router';
import type { AcademyEvent, MessageKey } from '@academy/contract';
import { Badge } from '../../../../components/badge.tsx';
import { SkeletonRows } from '../../../../components/skeleton.tsx';
import { formatAdminDateTime, formatInr } from '../../../../lib/format.ts';
import { useT } from '../../../../lib/i18n.ts';
import { Icon } from '../../../../components/icon.tsx';
import { RowActions } from '../../../../components/row-actions.tsx';
import '../../../../styles/bootstrap/tables.scss';
import '../../../../components/admin-table.css';

const COLUMNS: readonly MessageKey[] = [
  'admin.events.column.number',
  'admin.events.column.name',
  'admin.events.column.image',
  'admin.events.column.dateTime',
  'admin.events.column.location',
  'admin.events.column.description',
  'admin.events.column.status',
  'admin.events.column.totalSeats',
  'admin.events.column.bookings',
  'admin.events.column.entryFee',
  'admin.events.column.actions',
];
const ACTIONS_COLUMN = COLUMNS.length - 1;

interface Props {
  events: AcademyEvent[] | undefined;
  loading: boolean;
  onEdit: (event: AcademyEvent) => void;
  onDelete: (event: AcademyEvent) => void;
}

/** The admin's Events List table; Live for upcoming events, otherwise Completed. */
export function EventsTable({ events, loading, onEdit, onDelete }: Props) {
  const t = useT();
  const column = COLUMNS.map((key) => t(key));
  return (
    <div className="table-responsive admin-table-wrap admin-events-table">
      <table className="table align-middle mb-0 admin-table">
        <caption className="visually-hidden">{t('admin.events.caption')}</caption>
        <thead>
          <tr>
            {column.map((label, index) => (
              <th
                key={COLUMNS[index]}
                scope="col"
                className={index === ACTIONS_COLUMN ? 'text-end admin-events-table__actions-cell' : undefined}
              >
                {label}
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
                  {t('admin.events.empty')}
                </td>
              </tr>
            ) : (
              events.map((event, index) => {
                const live = event.category === 'upcoming';
                return (
                  <tr key={event._id}>
                    <td data-label={column[0]}>{index + 1}</td>
                    <th scope="row" className="admin-events-table__name" data-label={column[1]}>
                      {event.eventName}
                    </th>
                    <td data-label={column[2]}>
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
                        t('admin.common.notAvailable')
                      )}
                    </td>
                    <td className="admin-events-table__date" data-label={column[3]}>
                      {formatAdminDateTime(event.eventDateTime)}
                    </td>
                    <td className="admin-events-table__location" title={event.address} data-label={column[4]}>
                      <span>{event.address}</span>
                    </td>
                    <td
                      className="admin-events-table__description"
                      title={event.eventDescription}
                      data-label={column[5]}
                    >
                      <span>{event.eventDescription}</span>
                    </td>
                    <td data-label={column[6]}>
                      <Badge tone={live ? 'success' : 'neutral'}>
                        {t(live ? 'admin.events.live' : 'admin.events.completed')}
                      </Badge>
                    </td>
                    <td className="text-end" data-label={column[7]}>
                      {event.totalSeats}
                    </td>
                    <td className="text-end" data-label={column[8]}>
                      {event.totalBookings}
                    </td>
                    <td className="text-end text-nowrap" data-label={column[9]}>
                      {formatInr(event.entryFee)}
                    </td>
                    <td className="admin-events-table__actions-cell admin-table__actions">
                      <RowActions
                        danger={
                          <button
                            type="button"
                            className="btn btn-sm btn-outline-danger"
                            onClick={() => onDelete(event)}
                            aria-label={t('admin.events.deleteName', { name: event.eventName })}
                          >
                            <Icon name="remove" size={16} />
                            {t('admin.events.deleteShort')}
                          </button>
                        }
                      >
                        <Link
                          to={`/admin/admin-event-details/${event._id}`}
                          className="btn btn-sm btn-outline-dark"
                          aria-label={t('admin.events.viewDetailsOf', { name: event.eventName })}
                        >
                          <Icon name="view" size={16} />
                          {t('admin.events.view')}
                        </Link>
                        <Link
                          to={`/admin/events/${event._id}/check-in`}
                          className="btn btn-sm btn-outline-dark"
                          aria-label={t('admin.events.checkInOf', { name: event.eventName })}
                        >
                          <Icon name="qr" size={16} />
                          <span className="text-nowrap">{t('admin.events.checkInShort')}</span>
                        </Link>
                        <button
                          type="button"
                          className="btn btn-sm btn-outline-dark"
                          onClick={() => onEdit(event)}
                          aria-label={t('admin.events.editName', { name: event.eventName })}
                        >
                          <Icon name="edit" size={16} />
                          {t('admin.events.edit')}
                        </button>
                      </RowActions>
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

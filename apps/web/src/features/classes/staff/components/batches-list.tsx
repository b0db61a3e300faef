import { Link } from 'react-router';
import Dropdown from 'react-bootstrap/Dropdown';
import { PROGRAM_LABELS, type AdminBatch, type MessageKey } from '@academy/contract';
import { BatchStatusBadge } from '../../../../components/batch-status-badge.tsx';
import { SkeletonBlock, SkeletonRows } from '../../../../components/skeleton.tsx';
import { useT } from '../../../../lib/i18n.ts';
import { formatClassDay, timesText, weekdaysText } from '../schedule.ts';
import { Icon } from '../../../../components/icon.tsx';
import '../../../../styles/bootstrap/dropdown.scss';
import '../../../../styles/bootstrap/tables.scss';
import '../../../../components/admin-table.css';
import './batches-list.css';

export interface BatchActions {
  onEdit: (batch: AdminBatch) => void;
  onPause: (batch: AdminBatch) => void;
  onOpen: (batch: AdminBatch) => void;
  onEnd: (batch: AdminBatch) => void;
  onCancelClassDay: (batch: AdminBatch) => void;
  onRestore: (batch: AdminBatch, day: string) => void;
  busy: boolean;
}

interface Props {
  batches: AdminBatch[] | undefined;
  loading: boolean;
  actions: BatchActions;
}

const rosterPath = (batch: AdminBatch) => `/admin/classes/${batch.id}`;

/** "12 / 20" with a bar: how full the batch is; a card, having no column heading, says "enrolled". */
function Enrolled({ batch, labelled = false }: { batch: AdminBatch; labelled?: boolean }) {
  const t = useT();
  const share = batch.capacity === 0 ? 0 : Math.min(1, batch.enrolled / batch.capacity);
  const counts = { enrolled: batch.enrolled, capacity: batch.capacity };
  return (
    <span className="batch-enrolled">
      <span className="batch-enrolled__count">
        {labelled ? t('admin.classes.enrolledCard', counts) : t('admin.classes.enrolledOf', counts)}
      </span>
      <span className="batch-enrolled__bar" aria-hidden="true">
        <span style={{ width: `${share * 100}%` }} className={share >= 1 ? 'is-full' : undefined} />
      </span>
    </span>
  );
}

/** The requests waiting for a decision, as a badge that opens the roster. */
function Requests({ batch }: { batch: AdminBatch }) {
  const t = useT();
  return (
    <Link to={rosterPath(batch)} className="batch-requests">
      {t('admin.classes.requests', { count: batch.requested })}
    </Link>
  );
}

/** Cancelled days from today on, each with Restore. */
function ClosedDays({ batch, actions }: { batch: AdminBatch; actions: BatchActions }) {
  const t = useT();
  if (batch.closedDays.length === 0) return null;
  return (
    <ul className="batch-closed" aria-label={t('admin.classes.closedDays', { name: batch.name })}>
      {batch.closedDays.map((closed) => (
        <li key={closed.day}>
          <span>
            <s>{formatClassDay(closed.day, t)}</s> · {closed.reason}
          </span>
          <button
            type="button"
            className="btn btn-link btn-sm p-0 batch-closed__restore"
            disabled={actions.busy}
            onClick={() => actions.onRestore(batch, closed.day)}
            aria-label={t('admin.classes.restoreDay', { day: formatClassDay(closed.day, t) })}
          >
            {t('admin.classes.restore')}
          </button>
        </li>
      ))}
    </ul>
  );
}

function Schedule({ batch, actions }: { batch: AdminBatch; actions: BatchActions }) {
  const t = useT();
  return (
    <>
      <span className="batch-schedule__days">{weekdaysText(batch, t)}</span>
      <span className="batch-schedule__time">{timesText(batch, t)}</span>
      <ClosedDays batch={batch} actions={actions} />
    </>
  );
}

/**
 * Take attendance first (what an instructor opens at the mat), then the rest in a menu, End apart under a line. A
 * paused batch's menu offers no QR check-in and no session to cancel: it holds no class days.
 */
function Actions({ batch, actions, compact }: { batch: AdminBatch; actions: BatchActions; compact: boolean }) {
  const t = useT();
  const ended = batch.status === 'ended';
  // A paused batch holds no class days, not even past ones to correct.
  const holdsClassDays = batch.status === 'open';
  return (
    <div className="batch-actions">
      {holdsClassDays && (
        <Link
          to={`${rosterPath(batch)}/attendance`}
          className={`btn btn-danger ${compact ? 'btn-sm' : 'batch-actions__main'}`}
          aria-label={t('admin.classes.takeAttendanceOf', { name: batch.name })}
        >
          {t('admin.classes.takeAttendance')}
        </Link>
      )}
      <Link
        to={rosterPath(batch)}
        className={`btn btn-outline-secondary ${compact ? 'btn-sm' : ''}`}
        aria-label={t('admin.classes.rosterOf', { name: batch.name })}
      >
        {t('admin.classes.roster')}
      </Link>
      {!ended && (
        <Dropdown align="end">
          <Dropdown.Toggle
            variant="outline-secondary"
            size={compact ? 'sm' : undefined}
            className="batch-actions__more"
            aria-label={t('admin.classes.moreFor', { name: batch.name })}
          >
            <Icon name="more" />
          </Dropdown.Toggle>
          <Dropdown.Menu>
            {holdsClassDays && (
              <Dropdown.Item as={Link} to={`${rosterPath(batch)}/check-in`}>
                {t('admin.classes.qrCheckIn')}
              </Dropdown.Item>
            )}
            <Dropdown.Item as="button" type="button" onClick={() => actions.onEdit(batch)}>
              {t('admin.classes.edit')}
            </Dropdown.Item>
            {holdsClassDays && (
              <Dropdown.Item as="button" type="button" onClick={() => actions.onCancelClassDay(batch)}>
                {t('admin.classes.cancelClassDay')}
              </Dropdown.Item>
            )}
            {batch.status === 'open' ? (
              <Dropdown.Item as="button" type="button" onClick={() => actions.onPause(batch)}>
                {t('admin.classes.pause')}
              </Dropdown.Item>
            ) : (
              <Dropdown.Item as="button" type="button" onClick={() => actions.onOpen(batch)}>
                {t('admin.classes.open')}
              </Dropdown.Item>
            )}
            <Dropdown.Divider />
            <Dropdown.Item as="button" type="button" className="text-danger" onClick={() => actions.onEnd(batch)}>
              {t('admin.classes.end')}
            </Dropdown.Item>
          </Dropdown.Menu>
        </Dropdown>
      )}
    </div>
  );
}

const COLUMNS: readonly MessageKey[] = [
  'admin.classes.column.name',
  'admin.classes.column.schedule',
  'admin.classes.column.place',
  'admin.classes.column.instructor',
  'admin.classes.column.enrolled',
  'admin.classes.column.status',
  'admin.classes.column.actions',
];

/** Wide screens: one row a batch. */
export function BatchesTable({ batches, loading, actions }: Props) {
  const t = useT();
  return (
    <div className="table-responsive admin-table-wrap">
      <table className="table align-middle mb-0 admin-table batches-table">
        <caption className="visually-hidden">{t('admin.classes.caption')}</caption>
        <thead>
          <tr>
            {COLUMNS.map((key, index) => (
              <th key={key} scope="col" className={index === COLUMNS.length - 1 ? 'text-end' : undefined}>
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        {loading ? (
          <SkeletonRows rows={4} cells={COLUMNS.length} />
        ) : (
          <tbody>
            {!batches || batches.length === 0 ? (
              <tr className="admin-table__empty-row">
                <td colSpan={COLUMNS.length} className="admin-table__empty">
                  {t('admin.classes.empty')}
                </td>
              </tr>
            ) : (
              batches.map((batch) => (
                <tr key={batch.id} className={batch.status === 'ended' ? 'is-ended' : undefined}>
                  <th scope="row" className="batches-table__name">
                    <Link to={rosterPath(batch)}>{batch.name}</Link>
                    <span className="batches-table__program">
                      {t(PROGRAM_LABELS[batch.program])}
                      {batch.level && ` · ${batch.level}`}
                    </span>
                  </th>
                  <td className="batch-schedule">
                    <Schedule batch={batch} actions={actions} />
                  </td>
                  <td className="batches-table__place">{batch.place}</td>
                  <td>{batch.instructor}</td>
                  <td>
                    <Enrolled batch={batch} />
                    {batch.requested > 0 && <Requests batch={batch} />}
                  </td>
                  <td>
                    <BatchStatusBadge status={batch.status} />
                  </td>
                  <td className="batches-table__actions">
                    <Actions batch={batch} actions={actions} compact />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        )}
      </table>
    </div>
  );
}

/** Phones: one card a batch, Take attendance within thumb's reach. */
export function BatchCards({ batches, loading, actions }: Props) {
  const t = useT();
  if (loading) {
    return (
      <div className="batch-cards" aria-busy="true">
        {[0, 1, 2].map((n) => (
          <div key={n} className="batch-card">
            <SkeletonBlock className="admin-skeleton admin-skeleton--title w-75" />
            <SkeletonBlock className="admin-skeleton w-50" />
            <SkeletonBlock className="admin-skeleton w-100" />
          </div>
        ))}
      </div>
    );
  }
  if (!batches || batches.length === 0) {
    return <p className="admin-page__card batch-cards__empty">{t('admin.classes.empty')}</p>;
  }
  return (
    <ul className="batch-cards" aria-label={t('admin.classes.caption')}>
      {batches.map((batch) => (
        <li key={batch.id} className={`batch-card${batch.status === 'ended' ? ' is-ended' : ''}`}>
          <div className="batch-card__head">
            <h2 className="batch-card__name">
              <Link to={rosterPath(batch)}>{batch.name}</Link>
            </h2>
            <BatchStatusBadge status={batch.status} />
          </div>
          <p className="batch-card__program">
            {t(PROGRAM_LABELS[batch.program])}
            {batch.level && ` · ${batch.level}`}
          </p>
          <dl className="batch-card__facts">
            <div>
              <dt>
                <Icon name="calendar" size={16} />
                <span className="visually-hidden">{t('admin.classes.column.schedule')}</span>
              </dt>
              <dd className="batch-schedule">
                <Schedule batch={batch} actions={actions} />
              </dd>
            </div>
            <div>
              <dt>
                <Icon name="place" size={16} />
                <span className="visually-hidden">{t('admin.classes.column.place')}</span>
              </dt>
              <dd>{batch.place}</dd>
            </div>
            <div>
              <dt>
                <Icon name="person" size={16} />
                <span className="visually-hidden">{t('admin.classes.column.instructor')}</span>
              </dt>
              <dd>{batch.instructor}</dd>
            </div>
          </dl>
          <div className="batch-card__numbers">
            <Enrolled batch={batch} labelled />
            {batch.requested > 0 && <Requests batch={batch} />}
          </div>
          <Actions batch={batch} actions={actions} compact={false} />
        </li>
      ))}
    </ul>
  );
}

import { useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { academyToday, PROGRAM_LABELS, type MessageKey, type RosterEntry } from '@academy/contract';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { SkeletonBlock } from '../../../components/skeleton.tsx';
import { useToast } from '../../../components/toast/toast-context.ts';
import { formatListDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useBatchRoster } from '../api/get-batch-roster.ts';
import { useDecideEnrolment } from '../api/decide-enrolment.ts';
import { useLeaveBatch } from '../api/leave-batch.ts';
import { BatchStatusBadge } from '../../../components/batch-status-badge.tsx';
import { Icon } from '../../../components/icon.tsx';
import { PendingBanner } from './components/pending-banner.tsx';
import { timesText, weekdaysText } from './schedule.ts';
import '../../../styles/bootstrap/forms.scss';
import '../../../styles/bootstrap/tables.scss';
import '../../../components/admin-table.css';
import './admin-classes.css';
import './batch-roster-page.css';
import { useStaffMay } from '../../../lib/staff-account.ts';

const MEMBER_COLUMNS: readonly MessageKey[] = [
  'admin.roster.column.name',
  'admin.roster.column.age',
  'admin.roster.column.guardian',
  'admin.roster.column.attendance',
  'admin.roster.column.joined',
  'admin.roster.column.actions',
];

/** Who a profile is: the name, and for a child the age and the guardian. */
function WhoLine({ entry }: { entry: RosterEntry }) {
  const t = useT();
  const parts = [
    entry.age !== null ? t('admin.roster.years', { age: entry.age }) : null,
    entry.guardianName ? t('admin.roster.guardianOf', { name: entry.guardianName }) : null,
  ].filter(Boolean);
  return parts.length > 0 ? <span className="roster-request__who">{parts.join(' · ')}</span> : null;
}

/** /admin/classes/:id: requests waiting first, then the members, then those who left or were declined. */
export default function BatchRosterPage() {
  const t = useT();
  const uid = useId();
  const toast = useToast();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { data, isPending, isError, refetch } = useBatchRoster(id);
  const decide = useDecideEnrolment();
  const remove = useLeaveBatch();
  const [deciding, setDeciding] = useState<string | null>(null);
  const [toRemove, setToRemove] = useState<RosterEntry | null>(null);
  const [pickedDay, setPickedDay] = useState(academyToday());
  // Accepting, declining and taking a fighter out change what a family is billed: the owner's (STAFF_ACCESS).
  const mayManage = useStaffMay('UpdateBatch');
  const mayDecide = useStaffMay('DecideEnrolment');
  const mayRemove = useStaffMay('LeaveBatch');
  const column = MEMBER_COLUMNS.filter((key) => mayRemove || key !== 'admin.roster.column.actions').map((key) =>
    t(key),
  );

  const onDecide = (entry: RosterEntry, decision: 'accept' | 'decline') => {
    setDeciding(entry.id);
    decide.mutate(
      { id: entry.id, decision },
      {
        onSuccess: (reply) => toast.show(`${entry.fighterName}: ${reply.message}`, 'success'),
        // A full batch answers 409 with what to do about it (free a seat or raise the capacity).
        onError: (error) => toast.show(error.message, 'danger', 8000),
        onSettled: () => setDeciding(null),
      },
    );
  };

  const confirmRemove = () => {
    if (!toRemove) return;
    remove.mutate(toRemove.id, {
      onSuccess: () => {
        toast.show(t('admin.roster.removed', { name: toRemove.fighterName }), 'success');
        setToRemove(null);
      },
      onError: (error) => {
        toast.show(error.message, 'danger');
        setToRemove(null);
      },
    });
  };

  if (isError) {
    return (
      <div className="admin-page__card p-4" role="alert">
        <p className="mb-3">{t('admin.roster.loadError')}</p>
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => refetch()}>
          {t('admin.common.tryAgain')}
        </button>
      </div>
    );
  }

  const batch = data?.batch;
  const enrolments = data?.enrolments ?? [];
  const requests = enrolments.filter((entry) => entry.state === 'requested');
  // By name, as the attendance screen lists them.
  const members = enrolments
    .filter((entry) => entry.state === 'active')
    .sort((a, b) => a.fighterName.localeCompare(b.fighterName));
  const former = enrolments.filter((entry) => entry.state === 'left' || entry.state === 'declined');
  // Paused and ended batches hold no class day to take attendance for today.
  const holdsClassDays = batch?.status === 'open';

  return (
    <div className="admin-classes batch-roster">
      {/* The owner's way back is every batch; an instructor's, their day. */}
      <Link to={mayManage ? '/admin/classes' : '/admin/today'} className="admin-back-link">
        <Icon name="back" size={16} /> {t(mayManage ? 'admin.classes.allBatches' : 'admin.roster.backToToday')}
      </Link>
      <div className="admin-page__head">
        <div>
          {batch ? (
            <>
              <h1 className="admin-page__title batch-roster__title">
                {batch.name} <BatchStatusBadge status={batch.status} />
              </h1>
              <p className="admin-page__subtitle">
                {t(PROGRAM_LABELS[batch.program])} · {weekdaysText(batch, t)} · {timesText(batch, t)}
              </p>
              <p className="admin-page__subtitle batch-roster__place">
                {batch.place} · {batch.instructor}
              </p>
            </>
          ) : (
            <>
              <SkeletonBlock className="admin-skeleton admin-skeleton--title" style={{ width: '14rem' }} />
              <SkeletonBlock className="admin-skeleton" style={{ width: '18rem' }} />
            </>
          )}
        </div>
        {batch && (
          <div className="batch-roster__take">
            {holdsClassDays && (
              <>
                <Link to={`/admin/classes/${id}/attendance`} className="btn btn-danger btn-lg">
                  {t('admin.roster.takeAttendanceToday')}
                </Link>
                <form
                  className="batch-roster__pick"
                  onSubmit={(event) => {
                    event.preventDefault();
                    if (pickedDay) void navigate(`/admin/classes/${id}/attendance?day=${pickedDay}`);
                  }}
                >
                  <label htmlFor={`${uid}-day`} className="visually-hidden">
                    {t('admin.roster.pickDay')}
                  </label>
                  <input
                    id={`${uid}-day`}
                    type="date"
                    className="form-control"
                    value={pickedDay}
                    max={academyToday()}
                    onChange={(event) => setPickedDay(event.target.value)}
                  />
                  <button type="submit" className="btn btn-outline-secondary">
                    {t('admin.roster.openDay')}
                  </button>
                </form>
                <Link to={`/admin/classes/${id}/check-in`} className="btn btn-outline-secondary">
                  <Icon name="qr" size={16} /> {t('admin.classes.qrCheckIn')}
                </Link>
              </>
            )}
            {/* A paused or ended batch's past months stay readable. */}
            <Link to={`/admin/classes/${id}/register`} className="btn btn-outline-secondary">
              <Icon name="calendar" size={16} /> {t('admin.roster.register')}
            </Link>
          </div>
        )}
      </div>

      <PendingBanner batchId={id} />

      {requests.length > 0 && (
        <section className="roster-section" aria-labelledby={`${uid}-requests`}>
          <h2 id={`${uid}-requests`} className="roster-section__title">
            {t('admin.roster.requests', { count: requests.length })}
          </h2>
          <ul className="roster-requests">
            {requests.map((entry) => (
              <li key={entry.id} className="roster-request">
                <div>
                  <strong className="roster-request__name">{entry.fighterName}</strong>
                  <WhoLine entry={entry} />
                  <span className="roster-request__when">
                    {t('admin.roster.askedOn', { day: formatListDate(entry.requestedAt) })}
                  </span>
                </div>
                <div className="roster-request__actions" hidden={!mayDecide}>
                  <button
                    type="button"
                    className="btn roster-request__accept"
                    disabled={deciding !== null}
                    onClick={() => onDecide(entry, 'accept')}
                    aria-label={t('admin.roster.acceptName', { name: entry.fighterName })}
                  >
                    {t('admin.roster.accept')}
                  </button>
                  <button
                    type="button"
                    className="btn btn-outline-secondary"
                    disabled={deciding !== null}
                    onClick={() => onDecide(entry, 'decline')}
                    aria-label={t('admin.roster.declineName', { name: entry.fighterName })}
                  >
                    {t('admin.roster.decline')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="roster-section" aria-labelledby={`${uid}-members`}>
        <h2 id={`${uid}-members`} className="roster-section__title">
          {batch
            ? t('admin.roster.members', { count: members.length, capacity: batch.capacity })
            : t('admin.common.loading')}
        </h2>
        <div className="admin-page__card">
          <div className="table-responsive admin-table-wrap">
            <table className="table align-middle mb-0 admin-table roster-table">
              <caption className="visually-hidden">{t('admin.roster.membersCaption')}</caption>
              <thead>
                <tr>
                  {column.map((label, index) => (
                    <th key={label} scope="col" className={index === column.length - 1 ? 'text-end' : undefined}>
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {isPending ? (
                  <tr>
                    <td colSpan={column.length}>
                      <SkeletonBlock className="admin-skeleton w-100" />
                    </td>
                  </tr>
                ) : members.length === 0 ? (
                  <tr className="admin-table__empty-row">
                    <td colSpan={column.length} className="admin-table__empty">
                      {t('admin.roster.noMembers')}
                    </td>
                  </tr>
                ) : (
                  members.map((entry) => (
                    <tr key={entry.id}>
                      <th scope="row" data-label={column[0]}>
                        {entry.fighterName}
                      </th>
                      <td data-label={column[1]}>{entry.age ?? '–'}</td>
                      <td data-label={column[2]}>{entry.guardianName ?? '–'}</td>
                      <td data-label={column[3]}>
                        {entry.attendanceRate === null ? (
                          <span className="text-body-secondary">{t('admin.roster.noClassDaysYet')}</span>
                        ) : (
                          <span className={`attendance-rate${entry.attendanceRate < 60 ? ' is-low' : ''}`}>
                            {t('admin.roster.rate', { rate: entry.attendanceRate })}
                          </span>
                        )}
                      </td>
                      <td data-label={column[4]}>{entry.decidedAt ? formatListDate(entry.decidedAt) : '–'}</td>
                      {mayRemove && (
                        <td className="text-end admin-table__actions">
                          <div>
                            <button
                              type="button"
                              className="btn btn-sm btn-outline-danger"
                              onClick={() => setToRemove(entry)}
                              aria-label={t('admin.roster.removeName', { name: entry.fighterName })}
                            >
                              {t('admin.roster.remove')}
                            </button>
                          </div>
                        </td>
                      )}
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
        </div>
      </section>

      {former.length > 0 && (
        <details className="roster-section roster-former">
          <summary className="roster-section__title">{t('admin.roster.former', { count: former.length })}</summary>
          <ul className="roster-former__list">
            {former.map((entry) => (
              <li key={entry.id}>
                <span className="roster-former__name">{entry.fighterName}</span>
                <span className="text-body-secondary">
                  {entry.state === 'left'
                    ? t('admin.roster.leftOn', { day: formatListDate(entry.leftAt ?? entry.requestedAt) })
                    : t('admin.roster.declinedOn', { day: formatListDate(entry.decidedAt ?? entry.requestedAt) })}
                </span>
              </li>
            ))}
          </ul>
        </details>
      )}

      <ConfirmModal
        show={toRemove !== null}
        title={toRemove ? t('admin.roster.removeTitle', { name: toRemove.fighterName }) : ''}
        detail={batch?.name}
        message={t('admin.roster.removeMessage')}
        confirmLabel={t('admin.roster.remove')}
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setToRemove(null)}
      />
    </div>
  );
}

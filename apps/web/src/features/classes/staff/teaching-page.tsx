import { Link } from 'react-router';
import { classTime, WEEKDAY_LABELS, weekdayOf, type TeachingReply } from '@academy/contract';
import { SkeletonBlock } from '../../../components/skeleton.tsx';
import { Icon } from '../../../components/icon.tsx';
import { formatIst } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useStaffAccount } from '../../../lib/staff-account.ts';
import { useTeaching } from '../api/get-teaching.ts';
import './teaching.css';

type T = ReturnType<typeof useT>;
type Session = TeachingReply['sessionsToday'][number];

/** A day (YYYY-MM-DD in India) as "Fri, 14 Mar". */
const dayText = (day: string, t: T) =>
  `${t(WEEKDAY_LABELS[weekdayOf(day)])}, ${formatIst(`${day}T00:00:00+05:30`, 'dd MMM')}`;

function SessionCard({ session }: { session: Session }) {
  const t = useT();
  const batch = encodeURIComponent(session.batchId);
  const share = session.enrolled > 0 ? Math.min(100, Math.round((session.marked / session.enrolled) * 100)) : 0;
  return (
    <li className={`teach-session${session.held ? '' : ' teach-session--closed'}`}>
      <p className="teach-session__time">{classTime(session)}</p>
      <h3 className="teach-session__name">{session.batchName}</h3>
      {session.held ? (
        <>
          <div className="teach-session__progress">
            <span
              className="teach-meter"
              role="meter"
              aria-valuemin={0}
              aria-valuemax={session.enrolled}
              aria-valuenow={session.marked}
              aria-label={t('admin.teaching.markedAria', { name: session.batchName })}
            >
              <span className="teach-meter__fill" style={{ width: `${share}%` }} />
            </span>
            <span>{t('admin.teaching.marked', { marked: session.marked, enrolled: session.enrolled })}</span>
          </div>
          <Link
            to={`/admin/classes/${batch}/attendance`}
            className="btn btn-danger btn-lg teach-session__take"
            aria-label={t('admin.teaching.takeAria', { name: session.batchName })}
          >
            {t('admin.teaching.take')}
          </Link>
          <div className="teach-session__more">
            <Link to={`/admin/classes/${batch}/check-in`} className="btn btn-outline-secondary">
              <Icon name="qr" size={16} /> {t('admin.teaching.qr')}
            </Link>
            <Link to={`/admin/classes/${batch}`} className="btn btn-outline-secondary">
              {t('admin.teaching.roster')}
            </Link>
          </div>
        </>
      ) : (
        <p className="teach-session__closed">{t('admin.teaching.closed', { reason: session.closedReason ?? '' })}</p>
      )}
    </li>
  );
}

/**
 * /admin/today: an instructor's home, made for the phone at the mat. Today's sessions of the batches they teach come
 * first, each with Take attendance (one tap to the register, one tap per fighter there); then their batches and the
 * gradings to come.
 */
export default function TeachingPage() {
  const t = useT();
  const me = useStaffAccount().data;
  const { data, isError, refetch } = useTeaching();

  if (isError) {
    return (
      <div className="admin-page__card p-4" role="alert">
        <p className="mb-3">{t('admin.teaching.loadError')}</p>
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => refetch()}>
          {t('admin.common.tryAgain')}
        </button>
      </div>
    );
  }

  return (
    <div className="teaching">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">{t('admin.teaching.title')}</h1>
          <p className="admin-page__subtitle">
            {data ? dayText(data.today, t) : ''}
            {me?.name ? ` · ${me.name}` : ''}
          </p>
        </div>
      </div>

      <section aria-labelledby="teach-today">
        <h2 id="teach-today" className="visually-hidden">
          {t('admin.teaching.todayTitle')}
        </h2>
        {!data ? (
          <SkeletonBlock className="teach-skeleton" />
        ) : data.sessionsToday.length === 0 ? (
          <p className="teach-empty">
            {data.batches.length === 0 ? t('admin.teaching.noBatches') : t('admin.teaching.noneToday')}
          </p>
        ) : (
          <ul className="teach-sessions">
            {data.sessionsToday.map((session) => (
              <SessionCard key={session.batchId} session={session} />
            ))}
          </ul>
        )}
      </section>

      {data && data.batches.length > 0 && (
        <section className="teach-section" aria-labelledby="teach-batches">
          <h2 id="teach-batches" className="teach-section__title">
            {t('admin.teaching.batchesTitle')}
          </h2>
          <ul className="teach-list">
            {data.batches.map((batch) => (
              <li key={batch.id}>
                <Link to={`/admin/classes/${encodeURIComponent(batch.id)}`} className="teach-list__link">
                  <span className="teach-list__name">{batch.name}</span>
                  <span className="teach-list__meta">
                    {classTime(batch)} · {batch.place} ·{' '}
                    {batch.nextSessionDay === data.today
                      ? t('admin.teaching.nextToday')
                      : batch.nextSessionDay
                        ? t('admin.teaching.next', { day: dayText(batch.nextSessionDay, t) })
                        : t('admin.teaching.noNext')}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      {data && data.gradings.length > 0 && (
        <section className="teach-section" aria-labelledby="teach-gradings">
          <h2 id="teach-gradings" className="teach-section__title">
            {t('admin.teaching.gradingsTitle')}
          </h2>
          <ul className="teach-list">
            {data.gradings.map((grading) => (
              <li key={grading.id}>
                <Link to={`/admin/gradings/${encodeURIComponent(grading.id)}`} className="teach-list__link">
                  <span className="teach-list__name">{grading.name}</span>
                  <span className="teach-list__meta">
                    {dayText(grading.day, t)} · {grading.place}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

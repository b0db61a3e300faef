import { Link } from 'react-router';
import { classTime, WEEKDAY_LABELS, weekdayOf, type TeachingReply } from '@academy/contract';
import { SkeletonBlock } from '../../../components/skeleton.tsx';
import { Icon } from '../../../components/icon.tsx';
import { formatIst } from '../../../lib/format.ts';
import { useLanguage, useT } from '../../../lib/i18n.ts';
import { useStaffAccount } from '../../../lib/staff-account.ts';
import { useTeaching } from '../api/get-teaching.ts';
import './teaching.css';

type T = ReturnType<typeof useT>;
type ClassDay = TeachingReply['classDaysToday'][number];

/** A day (YYYY-MM-DD in India) as "Fri, 14 Mar". */
const dayText = (day: string, t: T) =>
  `${t(WEEKDAY_LABELS[weekdayOf(day)])}, ${formatIst(`${day}T00:00:00+05:30`, 'dd MMM')}`;

function ClassDayCard({ classDay }: { classDay: ClassDay }) {
  const t = useT();
  const language = useLanguage();
  const batch = encodeURIComponent(classDay.batchId);
  const share = classDay.enrolled > 0 ? Math.min(100, Math.round((classDay.marked / classDay.enrolled) * 100)) : 0;
  return (
    <li className={`teach-class-day${classDay.held ? '' : ' teach-class-day--closed'}`}>
      <p className="teach-class-day__time">{classTime(classDay, language)}</p>
      <h3 className="teach-class-day__name">{classDay.batchName}</h3>
      {classDay.held ? (
        <>
          <div className="teach-class-day__progress">
            <span
              className="teach-meter"
              role="meter"
              aria-valuemin={0}
              aria-valuemax={classDay.enrolled}
              aria-valuenow={classDay.marked}
              aria-label={t('admin.teaching.markedAria', { name: classDay.batchName })}
            >
              <span className="teach-meter__fill" style={{ width: `${share}%` }} />
            </span>
            <span>{t('admin.teaching.marked', { marked: classDay.marked, enrolled: classDay.enrolled })}</span>
          </div>
          <Link
            to={`/admin/classes/${batch}/attendance`}
            className="btn btn-danger btn-lg teach-class-day__take"
            aria-label={t('admin.teaching.takeAria', { name: classDay.batchName })}
          >
            {t('admin.teaching.take')}
          </Link>
          <div className="teach-class-day__more">
            <Link to={`/admin/classes/${batch}/check-in`} className="btn btn-outline-secondary">
              <Icon name="qr" size={16} /> {t('admin.teaching.qr')}
            </Link>
            <Link to={`/admin/classes/${batch}`} className="btn btn-outline-secondary">
              {t('admin.teaching.roster')}
            </Link>
          </div>
        </>
      ) : (
        <p className="teach-class-day__closed">{t('admin.teaching.closed', { reason: classDay.closedReason ?? '' })}</p>
      )}
    </li>
  );
}

/**
 * /admin/today: an instructor's home, made for the phone at the mat. Today's class days of the batches they teach come
 * first, each with Take attendance (one tap to the register, one tap per fighter there); then their batches and the
 * gradings to come.
 */
export default function TeachingPage() {
  const t = useT();
  const language = useLanguage();
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
        ) : data.classDaysToday.length === 0 ? (
          <p className="teach-empty">
            {data.batches.length === 0 ? t('admin.teaching.noBatches') : t('admin.teaching.noneToday')}
          </p>
        ) : (
          <ul className="teach-class-days">
            {data.classDaysToday.map((classDay) => (
              <ClassDayCard key={classDay.batchId} classDay={classDay} />
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
                    {classTime(batch, language)} · {batch.place} ·{' '}
                    {batch.nextClassDay === data.today
                      ? t('admin.teaching.nextToday')
                      : batch.nextClassDay
                        ? t('admin.teaching.next', { day: dayText(batch.nextClassDay, t) })
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

import { Link } from 'react-router';
import { classTime, type DashboardReply } from '@academy/contract';
import { useLanguage, useT } from '../../../../lib/i18n.ts';
import './classes-today.css';

type ClassDay = DashboardReply['classDaysToday'][number];

function ClassDayRow({ classDay }: { classDay: ClassDay }) {
  const t = useT();
  const language = useLanguage();
  const share = classDay.enrolled > 0 ? Math.min(100, Math.round((classDay.marked / classDay.enrolled) * 100)) : 0;
  return (
    <li className={`dash-class-day${classDay.held ? '' : ' dash-class-day--closed'}`}>
      <div className="dash-class-day__time">{classTime(classDay, language)}</div>
      <div className="dash-class-day__main">
        <p className="dash-class-day__name">{classDay.batchName}</p>
        <p className="dash-class-day__meta">{classDay.instructor}</p>
        {classDay.held && classDay.enrolled === 0 ? (
          <p className="dash-class-day__closed">{t('admin.dashboard.classDays.noMembers')}</p>
        ) : classDay.held ? (
          <div className="dash-class-day__progress">
            <span
              className="dash-meter"
              role="meter"
              aria-valuemin={0}
              aria-valuemax={classDay.enrolled}
              aria-valuenow={classDay.marked}
              aria-label={t('admin.dashboard.classDays.markedAria', { name: classDay.batchName })}
            >
              <span className="dash-meter__fill" style={{ width: `${share}%` }} />
            </span>
            <span className="dash-class-day__count">
              {t('admin.dashboard.classDays.marked', { marked: classDay.marked, enrolled: classDay.enrolled })}
            </span>
          </div>
        ) : (
          <p className="dash-class-day__closed">
            {t('admin.dashboard.classDays.closed', { reason: classDay.closedReason ?? '' })}
          </p>
        )}
      </div>
      {classDay.held && (
        <Link
          to={`/admin/classes/${encodeURIComponent(classDay.batchId)}/attendance`}
          className="btn btn-danger btn-sm dash-class-day__action"
          aria-label={t('admin.dashboard.classDays.takeAria', { name: classDay.batchName })}
        >
          {t('admin.dashboard.classDays.take')}
        </Link>
      )}
    </li>
  );
}

/** Today's classes in timetable order, each with how many of its fighters are marked and a way to mark them. */
export function ClassDaysToday({ classDays }: { classDays: ClassDay[] }) {
  const t = useT();
  return (
    <section className="dash-card dash-card--class-days" aria-labelledby="dash-class-days-title">
      <h2 id="dash-class-days-title" className="dash-card__title">
        {t('admin.dashboard.classDays.title')}
      </h2>
      {classDays.length === 0 ? (
        <p className="dash-card__empty">{t('admin.dashboard.classDays.none')}</p>
      ) : (
        <ul className="dash-class-days">
          {classDays.map((classDay) => (
            <ClassDayRow key={classDay.batchId} classDay={classDay} />
          ))}
        </ul>
      )}
    </section>
  );
}

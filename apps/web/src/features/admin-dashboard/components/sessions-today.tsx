import { Link } from 'react-router';
import { classTime, type DashboardReply } from '@academy/contract';
import { useT } from '../../../lib/i18n.ts';
import './sessions-today.css';

type Session = DashboardReply['sessionsToday'][number];

function SessionRow({ session }: { session: Session }) {
  const t = useT();
  const share = session.enrolled > 0 ? Math.min(100, Math.round((session.marked / session.enrolled) * 100)) : 0;
  return (
    <li className={`dash-session${session.held ? '' : ' dash-session--closed'}`}>
      <div className="dash-session__time">{classTime(session)}</div>
      <div className="dash-session__main">
        <p className="dash-session__name">{session.batchName}</p>
        <p className="dash-session__meta">{session.instructor}</p>
        {session.held && session.enrolled === 0 ? (
          <p className="dash-session__closed">{t('admin.dashboard.sessions.noMembers')}</p>
        ) : session.held ? (
          <div className="dash-session__progress">
            <span
              className="dash-meter"
              role="meter"
              aria-valuemin={0}
              aria-valuemax={session.enrolled}
              aria-valuenow={session.marked}
              aria-label={t('admin.dashboard.sessions.markedAria', { name: session.batchName })}
            >
              <span className="dash-meter__fill" style={{ width: `${share}%` }} />
            </span>
            <span className="dash-session__count">
              {t('admin.dashboard.sessions.marked', { marked: session.marked, enrolled: session.enrolled })}
            </span>
          </div>
        ) : (
          <p className="dash-session__closed">
            {t('admin.dashboard.sessions.closed', { reason: session.closedReason ?? '' })}
          </p>
        )}
      </div>
      {session.held && (
        <Link
          to={`/admin/classes/${encodeURIComponent(session.batchId)}/attendance`}
          className="btn btn-danger btn-sm dash-session__action"
          aria-label={t('admin.dashboard.sessions.takeAria', { name: session.batchName })}
        >
          {t('admin.dashboard.sessions.take')}
        </Link>
      )}
    </li>
  );
}

/** Today's classes in timetable order, each with how many of its fighters are marked and a way to mark them. */
export function SessionsToday({ sessions }: { sessions: Session[] }) {
  const t = useT();
  return (
    <section className="dash-card dash-card--sessions" aria-labelledby="dash-sessions-title">
      <h2 id="dash-sessions-title" className="dash-card__title">
        {t('admin.dashboard.sessions.title')}
      </h2>
      {sessions.length === 0 ? (
        <p className="dash-card__empty">{t('admin.dashboard.sessions.none')}</p>
      ) : (
        <ul className="dash-sessions">
          {sessions.map((session) => (
            <SessionRow key={session.batchId} session={session} />
          ))}
        </ul>
      )}
    </section>
  );
}

import { useId, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { academyToday, type SessionReply } from '@academy/contract';
import { SkeletonBlock } from '../../../../components/skeleton.tsx';
import { useT } from '../../../../lib/i18n.ts';
import { followingSessionDay, formatSessionDay, previousSessionDay, timesText, whyNotHeld } from '../schedule.ts';
import { Icon } from '../../../../components/icon.tsx';
import './class-day-frame.css';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The session's day from the address (?day=YYYY-MM-DD), today in India when absent or malformed. */
export function useSessionDay(): [string, (day: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('day');
  const day = asked && DAY.test(asked) ? asked : academyToday();
  return [day, (next) => setParams({ day: next })];
}

interface Props {
  batchId: string;
  day: string;
  setDay: (day: string) => void;
  session: SessionReply | undefined;
  /** The screen's own name, under the batch's: "Attendance" or "QR check-in". */
  title: string;
  children: ReactNode;
}

/**
 * What the attendance and check-in screens share: the way back to the roster, the batch and the day with the
 * sessions before and after it, and in place of the screen, why a day holds no session.
 */
export function SessionFrame({ batchId, day, setDay, session, title, children }: Props) {
  const t = useT();
  const uid = useId();
  const batch = session?.batch;
  const previous = batch ? previousSessionDay(batch, day) : null;
  const following = batch ? followingSessionDay(batch, day) : null;
  const today = academyToday();
  return (
    <div className="session-screen">
      <Link to={`/admin/classes/${batchId}`} className="admin-back-link">
        <Icon name="back" size={16} /> {t('admin.session.backToRoster')}
      </Link>
      <header className="session-screen__head">
        <p className="session-screen__kicker">{title}</p>
        <h1 className="session-screen__title">
          {batch ? batch.name : <SkeletonBlock className="admin-skeleton admin-skeleton--title w-75" />}
        </h1>
        {batch && <p className="session-screen__times">{timesText(batch, t)}</p>}
      </header>

      <nav className="day-nav" aria-label={t('admin.session.dayNav')}>
        <button
          type="button"
          className="btn btn-outline-secondary day-nav__step"
          disabled={!previous}
          onClick={() => previous && setDay(previous)}
          aria-label={
            previous
              ? t('admin.session.previous', { day: formatSessionDay(previous, t) })
              : t('admin.session.noPrevious')
          }
        >
          <Icon name="previous" size={22} />
        </button>
        <div className="day-nav__day">
          <label htmlFor={`${uid}-day`} className="day-nav__label">
            {day === today ? t('admin.session.today') : t('admin.session.day')}
          </label>
          <span className="day-nav__date" aria-hidden="true">
            {formatSessionDay(day, t)}
          </span>
          <input
            id={`${uid}-day`}
            type="date"
            className="day-nav__picker"
            value={day}
            onChange={(event) => DAY.test(event.target.value) && setDay(event.target.value)}
            // Laid over the date: a tap anywhere on it opens the browser's calendar, not only its small icon.
            onClick={(event) => event.currentTarget.showPicker?.()}
          />
        </div>
        <button
          type="button"
          className="btn btn-outline-secondary day-nav__step"
          disabled={!following || following > today}
          onClick={() => following && setDay(following)}
          aria-label={
            following && following <= today
              ? t('admin.session.next', { day: formatSessionDay(following, t) })
              : t('admin.session.noNext')
          }
        >
          <Icon name="next" size={22} />
        </button>
      </nav>

      {session && !session.held ? (
        <section className="not-held" aria-labelledby={`${uid}-not-held`}>
          <h2 id={`${uid}-not-held`} className="not-held__title">
            {t('admin.session.noSession')}
          </h2>
          <p className="not-held__why">{whyNotHeld(session, t)}</p>
          <div className="not-held__days">
            {previous && (
              <button type="button" className="btn btn-danger" onClick={() => setDay(previous)}>
                <Icon name="previous" /> {t('admin.session.goPrevious', { day: formatSessionDay(previous, t) })}
              </button>
            )}
            {following && (
              <button type="button" className="btn btn-outline-secondary" onClick={() => setDay(following)}>
                {t('admin.session.goNext', { day: formatSessionDay(following, t) })} <Icon name="next" />
              </button>
            )}
          </div>
        </section>
      ) : session && day > today ? (
        <p className="not-held not-held__why" role="note">
          {t('admin.session.notYet', { day: formatSessionDay(day, t) })}
        </p>
      ) : (
        children
      )}
    </div>
  );
}

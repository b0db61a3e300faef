import { useId, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { academyToday, type ClassDayReply } from '@academy/contract';
import { SkeletonBlock } from '../../../../components/skeleton.tsx';
import { useT } from '../../../../lib/i18n.ts';
import { followingClassDay, formatClassDay, previousClassDay, timesText, whyNotHeld } from '../schedule.ts';
import { Icon } from '../../../../components/icon.tsx';
import './class-day-frame.css';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The class day from the address (?day=YYYY-MM-DD), today in India when absent or malformed. */
export function useClassDayParam(): [string, (day: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('day');
  const day = asked && DAY.test(asked) ? asked : academyToday();
  return [day, (next) => setParams({ day: next })];
}

interface Props {
  batchId: string;
  day: string;
  setDay: (day: string) => void;
  classDay: ClassDayReply | undefined;
  /** The screen's own name, under the batch's: "Attendance" or "QR check-in". */
  title: string;
  children: ReactNode;
}

/**
 * What the attendance and check-in screens share: the way back to the roster, the batch and the day with the
 * class days before and after it, and in place of the screen, why a day holds no class day.
 */
export function ClassDayFrame({ batchId, day, setDay, classDay, title, children }: Props) {
  const t = useT();
  const uid = useId();
  const batch = classDay?.batch;
  const previous = batch ? previousClassDay(batch, day) : null;
  const following = batch ? followingClassDay(batch, day) : null;
  const today = academyToday();
  return (
    <div className="class-day-screen">
      <Link to={`/admin/classes/${batchId}`} className="admin-back-link">
        <Icon name="back" size={16} /> {t('admin.classDay.backToRoster')}
      </Link>
      <header className="class-day-screen__head">
        <p className="class-day-screen__kicker">{title}</p>
        <h1 className="class-day-screen__title">
          {batch ? batch.name : <SkeletonBlock className="admin-skeleton admin-skeleton--title w-75" />}
        </h1>
        {batch && <p className="class-day-screen__times">{timesText(batch, t)}</p>}
      </header>

      <nav className="day-nav" aria-label={t('admin.classDay.dayNav')}>
        <button
          type="button"
          className="btn btn-outline-secondary day-nav__step"
          disabled={!previous}
          onClick={() => previous && setDay(previous)}
          aria-label={
            previous
              ? t('admin.classDay.previous', { day: formatClassDay(previous, t) })
              : t('admin.classDay.noPrevious')
          }
        >
          <Icon name="previous" size={22} />
        </button>
        <div className="day-nav__day">
          <label htmlFor={`${uid}-day`} className="day-nav__label">
            {day === today ? t('admin.classDay.today') : t('admin.classDay.day')}
          </label>
          <span className="day-nav__date" aria-hidden="true">
            {formatClassDay(day, t)}
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
              ? t('admin.classDay.next', { day: formatClassDay(following, t) })
              : t('admin.classDay.noNext')
          }
        >
          <Icon name="next" size={22} />
        </button>
      </nav>

      {classDay && !classDay.held ? (
        <section className="not-held" aria-labelledby={`${uid}-not-held`}>
          <h2 id={`${uid}-not-held`} className="not-held__title">
            {t('admin.classDay.noClassDay')}
          </h2>
          <p className="not-held__why">{whyNotHeld(classDay, t)}</p>
          <div className="not-held__days">
            {previous && (
              <button type="button" className="btn btn-danger" onClick={() => setDay(previous)}>
                <Icon name="previous" /> {t('admin.classDay.goPrevious', { day: formatClassDay(previous, t) })}
              </button>
            )}
            {following && (
              <button type="button" className="btn btn-outline-secondary" onClick={() => setDay(following)}>
                {t('admin.classDay.goNext', { day: formatClassDay(following, t) })} <Icon name="next" />
              </button>
            )}
          </div>
        </section>
      ) : classDay && day > today ? (
        <p className="not-held not-held__why" role="note">
          {t('admin.classDay.notYet', { day: formatClassDay(day, t) })}
        </p>
      ) : (
        children
      )}
    </div>
  );
}

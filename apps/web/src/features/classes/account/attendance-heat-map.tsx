import { Fragment, useId } from 'react';
import {
  addDays,
  ATTENDANCE_MARKS,
  WEEKDAY_LABELS,
  WEEKDAYS,
  weekdayOf,
  type AttendanceMark,
  type MessageKey,
} from '@academy/contract';
import { formatClassDay, monthShort } from '../../../lib/batch-format.ts';
import { useLanguage, useT } from '../../../lib/i18n.ts';
import './attendance-heat-map.css';

/** As many weeks as GetFighterClasses answers days for. */
export const HEAT_MAP_WEEKS = 26;

export const MARK_LABELS = {
  present: 'account.classes.mark.present',
  late: 'account.classes.mark.late',
  absent: 'account.classes.mark.absent',
} as const satisfies Record<AttendanceMark, MessageKey>;

/** The weekdays named down the side, every other one, as a wall calendar does. */
const NAMED_WEEKDAYS = new Set(['mon', 'wed', 'fri']);

interface Props {
  /** Each day with a mark: the best of the day. */
  days: readonly { day: string; mark: AttendanceMark }[];
  /** Today in IST: the last column is its week. */
  today: string;
}

/**
 * The last 26 weeks as a calendar: a column per week (Monday on top), a square per day coloured by its mark. Each
 * day says its date and mark (a title to point at, a label to a screen reader); the legend names the colours, which
 * also differ in shape (an absence is an outline), so no one needs to tell red from green.
 */
export function AttendanceHeatMap({ days, today }: Props) {
  const t = useT();
  const language = useLanguage();
  const captionId = useId();
  const marks = new Map(days.map((entry) => [entry.day, entry.mark]));
  const firstMonday = addDays(today, -WEEKDAYS.indexOf(weekdayOf(today)) - (HEAT_MAP_WEEKS - 1) * 7);
  const weeks = Array.from({ length: HEAT_MAP_WEEKS }, (_, week) =>
    Array.from({ length: 7 }, (_, weekday) => addDays(firstMonday, week * 7 + weekday)),
  );

  return (
    <figure className="heat-map" aria-labelledby={captionId}>
      <figcaption id={captionId} className="heat-map__caption">
        {t('account.classes.heatMap', { weeks: HEAT_MAP_WEEKS })}
      </figcaption>
      {/* One grid: the weekdays' names, then a column per week under its month's name. */}
      <div className="heat-map__grid" role="list" aria-labelledby={captionId}>
        <span aria-hidden="true" />
        {WEEKDAYS.map((weekday) => (
          <span key={weekday} className="heat-map__weekday" aria-hidden="true">
            {NAMED_WEEKDAYS.has(weekday) && t(WEEKDAY_LABELS[weekday])}
          </span>
        ))}
        {weeks.map((week, index) => {
          // A month is named over the week its 1st falls in, and over the first week shown.
          const first = week.find((day) => day.endsWith('-01')) ?? (index === 0 ? week[0] : undefined);
          return (
            <Fragment key={week[0]}>
              <span className="heat-map__month" aria-hidden="true">
                {first && monthShort(first, language)}
              </span>
              {week.map((day) => {
                if (day > today) return <span key={day} className="heat-cell is-future" aria-hidden="true" />;
                const mark = marks.get(day);
                const label = `${formatClassDay(day, t, language)}: ${t(mark ? MARK_LABELS[mark] : 'account.classes.mark.none')}`;
                return (
                  <span
                    key={day}
                    role="listitem"
                    className={`heat-cell is-${mark ?? 'none'}`}
                    title={label}
                    aria-label={label}
                  />
                );
              })}
            </Fragment>
          );
        })}
      </div>
      <ul className="heat-map__legend">
        {[...ATTENDANCE_MARKS, 'none' as const].map((mark) => (
          <li key={mark}>
            <span className={`heat-cell is-${mark}`} aria-hidden="true" />
            {t(mark === 'none' ? 'account.classes.mark.none' : MARK_LABELS[mark])}
          </li>
        ))}
      </ul>
    </figure>
  );
}

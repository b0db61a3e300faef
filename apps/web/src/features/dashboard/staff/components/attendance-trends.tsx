import type { DashboardReply } from '@academy/contract';
import { formatIst } from '../../../../lib/format.ts';
import { useT } from '../../../../lib/i18n.ts';

type BatchTrend = DashboardReply['attendanceByBatch'][number];
type Week = BatchTrend['weeks'][number];

const WIDTH = 240;
const HEIGHT = 72;
/** Room above 100 % and below 0 %, so a dot on either line is drawn whole. */
const PAD = 5;

/** A week's Monday as a chart's axis writes it: "08 Sep". */
const weekLabel = (weekStart: string) => formatIst(`${weekStart}T12:00:00+05:30`, 'dd MMM');

const x = (index: number, count: number) => (count > 1 ? (index / (count - 1)) * WIDTH : WIDTH / 2);
const y = (rate: number) => PAD + (1 - rate / 100) * (HEIGHT - 2 * PAD);

/** The line through the weeks with a rate; a week without classes breaks it, rather than pretending a value. */
export function trendPath(weeks: readonly Week[]): string {
  let path = '';
  let drawing = false;
  weeks.forEach((week, index) => {
    if (week.rate === null) {
      drawing = false;
      return;
    }
    path += `${drawing ? 'L' : 'M'}${x(index, weeks.length).toFixed(1)} ${y(week.rate).toFixed(1)}`;
    drawing = true;
  });
  return path;
}

/** The mean of the weeks with classes, rounded; null when there were none. */
export function averageRate(weeks: readonly Week[]): number | null {
  const rates = weeks.map((week) => week.rate).filter((rate): rate is number => rate !== null);
  return rates.length > 0 ? Math.round(rates.reduce((sum, rate) => sum + rate, 0) / rates.length) : null;
}

function Sparkline({ trend }: { trend: BatchTrend }) {
  const t = useT();
  const weeks = trend.weeks;
  const average = averageRate(weeks);
  const lastIndex = weeks.reduce((found, week, index) => (week.rate === null ? found : index), -1);
  const last = lastIndex >= 0 ? weeks[lastIndex]!.rate : null;
  const label =
    average === null
      ? t('admin.dashboard.attendance.noneAria', { name: trend.batchName })
      : t('admin.dashboard.attendance.aria', { name: trend.batchName, last: last ?? 0, average });

  return (
    <figure className="dash-trend">
      <figcaption className="dash-trend__head">
        <span className="dash-trend__name">{trend.batchName}</span>
        <span className="dash-trend__last">
          {last === null ? '—' : `${last}%`}
          <span className="dash-trend__average">
            {average === null
              ? t('admin.dashboard.attendance.noClasses')
              : t('admin.dashboard.attendance.average', { average })}
          </span>
        </span>
      </figcaption>
      <svg className="dash-trend__chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
        {[0, 50, 100].map((rate) => (
          <line
            key={rate}
            className={`dash-trend__grid${rate === 50 ? ' dash-trend__grid--mid' : ''}`}
            x1={0}
            x2={WIDTH}
            y1={y(rate)}
            y2={y(rate)}
          />
        ))}
        <path className="dash-trend__line" d={trendPath(weeks)} />
        {weeks.map((week, index) =>
          week.rate === null ? null : (
            <circle
              key={week.weekStart}
              className={`dash-trend__dot${index === lastIndex ? ' dash-trend__dot--last' : ''}`}
              cx={x(index, weeks.length)}
              cy={y(week.rate)}
              r={index === lastIndex ? 4 : 2.5}
            />
          ),
        )}
      </svg>
      {weeks.length > 0 && (
        <div className="dash-trend__axis" aria-hidden="true">
          <span>{weekLabel(weeks[0]!.weekStart)}</span>
          <span>{weekLabel(weeks[weeks.length - 1]!.weekStart)}</span>
        </div>
      )}
      {/*
        The chart's numbers for a screen reader, each week's classes and rate; in a hidden box, since a table (even a
        hidden one) is as wide as its cells and would widen the page.
      */}
      <div className="visually-hidden">
        <table>
          <caption>{t('admin.dashboard.attendance.tableCaption', { name: trend.batchName })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.dashboard.attendance.week')}</th>
              <th scope="col">{t('admin.dashboard.attendance.held')}</th>
              <th scope="col">{t('admin.dashboard.attendance.rate')}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.weekStart}>
                <th scope="row">{weekLabel(week.weekStart)}</th>
                <td>{week.held}</td>
                <td>{week.rate === null ? '—' : `${week.rate}%`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** Small multiples: one chart of the weekly attendance rate per open batch over 12 weeks, on the same 0–100 % scale. */
export function AttendanceTrends({ batches }: { batches: DashboardReply['attendanceByBatch'] }) {
  const t = useT();
  return (
    <section className="dash-card dash-card--trends" aria-labelledby="dash-trends-title">
      <div className="dash-card__head">
        <h2 id="dash-trends-title" className="dash-card__title">
          {t('admin.dashboard.attendance.title')}
        </h2>
        <p className="dash-card__note">{t('admin.dashboard.attendance.note')}</p>
      </div>
      {batches.length === 0 ? (
        <p className="dash-card__empty">{t('admin.dashboard.attendance.noBatches')}</p>
      ) : (
        <div className="dash-trends">
          {batches.map((trend) => (
            <Sparkline key={trend.batchId} trend={trend} />
          ))}
        </div>
      )}
    </section>
  );
}

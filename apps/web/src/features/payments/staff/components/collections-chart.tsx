import { formatPaise, type PaymentReportReply } from '@academy/contract';
import { formatIst } from '../../../../lib/format.ts';
import { useT } from '../../../../lib/i18n.ts';
import '../../../../styles/bootstrap/tables.scss';
import './collections-chart.css';

type Month = PaymentReportReply['months'][number];

/** One coloured part of a month's bar. */
export interface Series {
  key: string;
  label: string;
  colour: string;
  value: (month: Month) => number;
}

export interface Segment {
  key: string;
  colour: string;
  value: number;
  /** From the plot's top, in its units (0 to PLOT_HEIGHT). */
  y: number;
  height: number;
}

export interface Bar {
  month: string;
  total: number;
  segments: Segment[];
}

export const PLOT_HEIGHT = 100;

/**
 * A nice top for the scale: the smallest 1, 2, 2.5 or 5 times a power of ten at or above the largest month, so the
 * gridlines read as round sums. Paise in, paise out; an empty year still draws on a ₹100 scale.
 */
export function scaleTop(largest: number): number {
  const rupees = Math.max(largest / 100, 100);
  const power = 10 ** Math.floor(Math.log10(rupees));
  const step = [1, 2, 2.5, 5, 10].find((each) => each * power >= rupees)!;
  return step * power * 100;
}

/** Each month's bar as segments stacked from the base, in the series' order, on one scale up to `top`. */
export function stackedBars(months: readonly Month[], series: readonly Series[], top: number): Bar[] {
  return months.map((month) => {
    let base = PLOT_HEIGHT;
    const segments: Segment[] = [];
    for (const each of series) {
      const value = each.value(month);
      if (value <= 0) continue;
      const height = (value / top) * PLOT_HEIGHT;
      base -= height;
      segments.push({ key: each.key, colour: each.colour, value, y: base, height });
    }
    return { month: month.month, total: segments.reduce((sum, segment) => sum + segment.value, 0), segments };
  });
}

/** A gridline's round sum, without the paise the scale never has: "₹10,000". */
const scaleText = (paise: number) => formatPaise(paise).replace(/\.00$/, '');

/** '2026-11' as an axis writes it: "Nov". */
const shortMonth = (month: string) => formatIst(`${month}-15T12:00:00+05:30`, 'MMM');
/** '2026-11' as the table writes it: "Nov 2026". */
const longMonth = (month: string) => formatIst(`${month}-15T12:00:00+05:30`, 'MMM yyyy');

/** The plot's x units: each month a slot, its bar in the middle 70 %. */
const SLOT = 10;
const BAR = 7;

interface Props {
  months: readonly Month[];
  series: readonly Series[];
}

/**
 * Money received per month for 12 months, as stacked bars on one scale: drawn as an SVG like the dashboard's charts
 * (no chart library), stretched to the card's width; the words (scale, months, legend) are HTML so they keep their
 * size on a phone. The table under it gives every figure, and is what a screen reader reads.
 */
export function CollectionsChart({ months, series }: Props) {
  const t = useT();
  const top = scaleTop(Math.max(0, ...months.map((month) => month.collectedPaise)));
  const bars = stackedBars(months, series, top);
  const total = months.reduce((sum, month) => sum + month.collectedPaise, 0);
  const width = months.length * SLOT;
  return (
    <figure className="collections">
      <figcaption className="collections__head">
        <span className="collections__total">
          {formatPaise(total)}
          <span className="collections__note">{t('admin.payments.report.totalNote', { count: months.length })}</span>
        </span>
        <ul className="collections__legend">
          {series.map((each) => (
            <li key={each.key}>
              <span className="collections__swatch" style={{ background: each.colour }} aria-hidden="true" />
              {each.label}
            </li>
          ))}
        </ul>
      </figcaption>
      <div className="collections__frame" aria-hidden="true">
        <div className="collections__scale">
          <span>{scaleText(top)}</span>
          <span>{scaleText(top / 2)}</span>
          <span>{scaleText(0)}</span>
        </div>
        <div className="collections__plot">
          <svg viewBox={`0 0 ${width} ${PLOT_HEIGHT}`} preserveAspectRatio="none" className="collections__svg">
            {[0, PLOT_HEIGHT / 2, PLOT_HEIGHT].map((y) => (
              <line
                key={y}
                className={`collections__grid${y === PLOT_HEIGHT ? ' collections__grid--base' : ''}`}
                x1={0}
                x2={width}
                y1={y}
                y2={y}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {bars.map((bar, index) =>
              bar.segments.map((segment) => (
                <rect
                  key={`${bar.month}-${segment.key}`}
                  x={index * SLOT + (SLOT - BAR) / 2}
                  y={segment.y}
                  width={BAR}
                  height={segment.height}
                  fill={segment.colour}
                />
              )),
            )}
          </svg>
          <div className="collections__months">
            {months.map((month) => (
              <span key={month.month}>{shortMonth(month.month)}</span>
            ))}
          </div>
        </div>
      </div>
      <div className="table-responsive">
        <table className="table collections__table">
          <caption>{t('admin.payments.report.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.payments.report.month')}</th>
              {series.map((each) => (
                <th key={each.key} scope="col" className="text-end">
                  {each.label}
                </th>
              ))}
              <th scope="col" className="text-end">
                {t('admin.payments.report.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...months].reverse().map((month) => (
              <tr key={month.month}>
                <th scope="row">{longMonth(month.month)}</th>
                {series.map((each) => (
                  <td key={each.key} className="text-end">
                    {formatPaise(each.value(month))}
                  </td>
                ))}
                <td className="text-end collections__sum">{formatPaise(month.collectedPaise)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

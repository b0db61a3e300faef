import { rankWords } from '@academy/contract';
import { Link } from 'react-router';
import type { DashboardReply } from '@academy/contract';
import { BeltDrawing } from '../../../../components/belt.tsx';
import { useT } from '../../../../lib/i18n.ts';
import './ranks-card.css';

type Quarter = DashboardReply['promotionsByQuarter'][number];

const WIDTH = 240;
const HEIGHT = 80;
/** Room above the tallest bar for its count. */
const TOP = 14;
const GAP = 6;

/** '2026-Q3' as an axis writes it: "Q3 '26". */
export const quarterLabel = (quarter: string) => `${quarter.slice(5)} '${quarter.slice(2, 4)}`;

/** How many profiles hold each rank, lowest first, as bars in the rank's colour, and those with none. */
function Distribution({ ranks }: { ranks: DashboardReply['ranks'] }) {
  const t = useT();
  const largest = Math.max(1, ranks.unranked, ...ranks.byRank.map((row) => row.fighters));
  return (
    <dl className="dash-ranks">
      {ranks.byRank.map(({ rank, fighters }) => (
        <div key={rank.id} className="dash-ranks__row">
          <dt>
            <BeltDrawing rank={rank} className="dash-ranks__belt" />
            <span>{rankWords(t, rank)}</span>
          </dt>
          <dd>
            <span className="dash-ranks__track" aria-hidden="true">
              <span
                className="dash-ranks__bar"
                style={{
                  width: `${(fighters / largest) * 100}%`,
                  minWidth: fighters === 0 ? 0 : undefined,
                  backgroundColor: rank.colour,
                }}
              />
            </span>
            <span className="dash-ranks__value">{fighters}</span>
          </dd>
        </div>
      ))}
      <div className="dash-ranks__row dash-ranks__row--none">
        <dt>
          <span className="dash-ranks__belt dash-ranks__belt--none" aria-hidden="true" />
          <span>{t('admin.dashboard.ranks.unranked')}</span>
        </dt>
        <dd>
          <span className="dash-ranks__track" aria-hidden="true">
            <span className="dash-ranks__bar" style={{ width: `${(ranks.unranked / largest) * 100}%` }} />
          </span>
          <span className="dash-ranks__value">{ranks.unranked}</span>
        </dd>
      </div>
    </dl>
  );
}

/** Promotions per quarter, the last 8, as small bars on one scale, with the numbers in a table for screen readers. */
function PromotionsChart({ quarters }: { quarters: Quarter[] }) {
  const t = useT();
  const most = Math.max(1, ...quarters.map((quarter) => quarter.promotions));
  const total = quarters.reduce((sum, quarter) => sum + quarter.promotions, 0);
  const width = quarters.length > 0 ? (WIDTH - GAP * (quarters.length - 1)) / quarters.length : WIDTH;
  const last = quarters.at(-1);
  return (
    <figure className="dash-trend">
      <figcaption className="dash-trend__head dash-promotions__head">
        <span className="dash-trend__name">{t('admin.dashboard.ranks.promotions')}</span>
        <span className="dash-promotions__total">
          {total}
          <span className="dash-promotions__note">{t('admin.dashboard.ranks.promotionsNote')}</span>
        </span>
      </figcaption>
      <svg
        className="dash-promotions__chart"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={t('admin.dashboard.ranks.promotionsAria', {
          total,
          last: last?.promotions ?? 0,
          quarter: last ? quarterLabel(last.quarter) : '',
        })}
      >
        <line className="dash-promotions__base" x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} />
        {quarters.map((quarter, index) => {
          const height = (quarter.promotions / most) * (HEIGHT - TOP);
          const x = index * (width + GAP);
          return (
            <g key={quarter.quarter}>
              <rect
                className={`dash-promotions__bar${index === quarters.length - 1 ? ' dash-promotions__bar--last' : ''}`}
                x={x}
                y={HEIGHT - height}
                width={width}
                height={height}
                rx={2}
              />
              {quarter.promotions > 0 && (
                <text className="dash-promotions__count" x={x + width / 2} y={HEIGHT - height - 3} textAnchor="middle">
                  {quarter.promotions}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      {quarters.length > 0 && (
        <div className="dash-promotions__axis" aria-hidden="true">
          <span>{quarterLabel(quarters[0]!.quarter)}</span>
          <span>{quarterLabel(quarters[quarters.length - 1]!.quarter)}</span>
        </div>
      )}
      {/* The chart's numbers for a screen reader; in a hidden box, since a table would widen the page. */}
      <div className="visually-hidden">
        <table>
          <caption>{t('admin.dashboard.ranks.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.dashboard.ranks.quarter')}</th>
              <th scope="col">{t('admin.dashboard.ranks.promotionsColumn')}</th>
            </tr>
          </thead>
          <tbody>
            {quarters.map((quarter) => (
              <tr key={quarter.quarter}>
                <th scope="row">{quarterLabel(quarter.quarter)}</th>
                <td>{quarter.promotions}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** Ranks: who holds which belt now, and how many were promoted each quarter. */
export function RanksCard({ data }: { data: DashboardReply }) {
  const t = useT();
  return (
    <section className="dash-card dash-card--ranks" aria-labelledby="dash-ranks-title">
      <div className="dash-card__head">
        <h2 id="dash-ranks-title" className="dash-card__title">
          {t('admin.dashboard.ranks.title')}
        </h2>
        <Link to="/admin/gradings" className="dash-card__link">
          {t('admin.dashboard.ranks.open')}
        </Link>
      </div>
      <div className="dash-ranks-card">
        <Distribution ranks={data.ranks} />
        <PromotionsChart quarters={data.promotionsByQuarter} />
      </div>
    </section>
  );
}

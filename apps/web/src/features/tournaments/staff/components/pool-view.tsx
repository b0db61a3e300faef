import type { CategoryBoutView, CategoryReply, TournamentEntry } from '@academy/contract';
import { useT } from '../../../../lib/i18n.ts';
import { boutName } from '../bout-words.ts';
import { BoutCard } from './bout-card.tsx';
import '../../../../styles/bootstrap/tables.scss';
import './score-table.css';
import './pool-view.css';

/** The table's columns: a short heading that fits a phone, its full words for the reader. */
const FIGURES = [
  ['played', 'admin.tournaments.pool.played', 'admin.tournaments.pool.playedShort'],
  ['won', 'admin.tournaments.pool.won', 'admin.tournaments.pool.wonShort'],
  ['drawn', 'admin.tournaments.pool.drawn', 'admin.tournaments.pool.drawnShort'],
  ['lost', 'admin.tournaments.pool.lost', 'admin.tournaments.pool.lostShort'],
  ['points', 'admin.tournaments.pool.points', 'admin.tournaments.pool.pointsShort'],
] as const;

interface Props {
  bouts: CategoryBoutView[];
  standings: NonNullable<CategoryReply['standings']>;
  athletes: ReadonlyMap<string, TournamentEntry>;
  onCorrect: ((boutId: string) => void) | null;
}

/** A pool fought in a round robin: its table (won, drawn, lost, points; 2 for a win, 1 for a draw) and its bouts. */
export function PoolView({ bouts, standings, athletes, onCorrect }: Props) {
  const t = useT();
  return (
    <section className="admin-page__card pool" aria-labelledby="pool-title">
      <h2 id="pool-title" className="pool__title">
        {t('admin.tournaments.pool.standings')}
      </h2>
      <div className="table-responsive">
        <table className="table align-middle mb-0 score-table pool-table">
          <caption className="visually-hidden">{t('admin.tournaments.pool.standings')}</caption>
          <thead>
            <tr>
              <th scope="col" className="pool-table__rank">
                <abbr title={t('admin.tournaments.pool.rank')}>{t('admin.tournaments.pool.rankShort')}</abbr>
              </th>
              <th scope="col">{t('admin.tournaments.column.athlete')}</th>
              {FIGURES.map(([field, full, short]) => (
                <th key={field} scope="col" className="pool-table__figure">
                  <abbr title={t(full)}>{t(short)}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {standings.map((row) => {
              const athlete = athletes.get(row.id);
              return (
                <tr key={row.id}>
                  <td className="pool-table__rank">{row.rank}</td>
                  <th scope="row" className="pool-table__athlete">
                    <span className="pool-table__name">{athlete?.athleteName ?? row.id}</span>
                    <span className="pool-table__club">{athlete?.club}</span>
                  </th>
                  {FIGURES.map(([field]) => (
                    <td key={field} className="pool-table__figure">
                      {row[field]}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <h3 className="pool__subtitle">{t('admin.tournaments.pool.bouts')}</h3>
      <div className="pool__bouts">
        {bouts.map((bout) => (
          <BoutCard
            key={bout.id}
            bout={bout}
            name={boutName(t, bout, 0)}
            athletes={athletes}
            onCorrect={onCorrect && (() => onCorrect(bout.id))}
          />
        ))}
      </div>
    </section>
  );
}

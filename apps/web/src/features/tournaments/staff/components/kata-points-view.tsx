import { Fragment, useState } from 'react';
import type { CategoryReply, TournamentEntry } from '@academy/contract';
import { useT } from '../../../../lib/i18n.ts';
import { kataRoundName } from '../bout-words.ts';
import { KataScoreForm } from './kata-score-form.tsx';
import '../../../../styles/bootstrap/forms.scss';
import '../../../../styles/bootstrap/tables.scss';
import './score-table.css';
import './kata-points.css';

type KataRound = NonNullable<CategoryReply['kataRounds']>[number];

const COLUMNS = [
  'admin.tournaments.kata.order',
  'admin.tournaments.column.athlete',
  'admin.tournaments.kata.total',
  'admin.tournaments.kata.dropped',
  'admin.tournaments.kata.rank',
] as const;

/** Headed like the figures under them, centred. */
const NUMBER_COLUMNS: ReadonlySet<string> = new Set([
  'admin.tournaments.kata.order',
  'admin.tournaments.kata.total',
  'admin.tournaments.kata.rank',
]);

interface Props {
  categoryId: string;
  rounds: KataRound[];
  athletes: ReadonlyMap<string, TournamentEntry>;
  /** The profile's panel; null for whoever may not enter scores, or before the draw is published. */
  judges: number | null;
}

/** One decimal, as the judges score: 24.0, not 24. */
const tenths = (score: number) => score.toFixed(1);

/**
 * Kata by points: each round's pools in their order of performance, each performer's total with the two dropped
 * scores and their rank; the table enters a performer's scores in the latest round (round 2 appears once round 1 is
 * complete, then a tie-break for athletes level at a medal place; a round's scores can be corrected until the next
 * has one).
 */
export function KataPointsView({ categoryId, rounds, athletes, judges }: Props) {
  const t = useT();
  const [scoring, setScoring] = useState<string | null>(null);
  const latest = rounds.length;

  return (
    <section className="admin-page__card kata-points" aria-labelledby="kata-points-title">
      <h2 id="kata-points-title" className="kata-points__title">
        {t('admin.tournaments.kata.title')}
      </h2>
      {rounds.map((round) => (
        <section key={round.round} className="kata-points__round" aria-label={kataRoundName(t, round, rounds)}>
          <h3 className="kata-points__round-title">{kataRoundName(t, round, rounds)}</h3>
          {round.tieBreak && <p className="kata-points__note">{t('admin.tournaments.kata.tieBreakNote')}</p>}
          {round.pools.map((pool, p) => {
            const ranking = new Map(pool.ranking.map((performance) => [performance.id, performance]));
            return (
              <div key={p} className="kata-points__pool">
                {round.pools.length > 1 && (
                  <h4 className="kata-points__pool-title">{t('admin.tournaments.kata.pool', { pool: p + 1 })}</h4>
                )}
                <div className="table-responsive">
                  <table className="table align-middle mb-0 score-table kata-table">
                    <caption className="visually-hidden">{t('admin.tournaments.kata.pool', { pool: p + 1 })}</caption>
                    <thead>
                      <tr>
                        {COLUMNS.map((key) => (
                          <th
                            key={key}
                            scope="col"
                            className={NUMBER_COLUMNS.has(key) ? 'kata-table__number' : undefined}
                          >
                            {t(key)}
                          </th>
                        ))}
                        {judges !== null && round.round === latest && (
                          <th scope="col">
                            <span className="visually-hidden">{t('admin.tournaments.kata.scores')}</span>
                          </th>
                        )}
                      </tr>
                    </thead>
                    <tbody>
                      {pool.entrants.map((id, order) => {
                        const athlete = athletes.get(id);
                        const name = athlete?.athleteName ?? id;
                        const performance = ranking.get(id);
                        const key = `${round.round}:${id}`;
                        return (
                          <Fragment key={id}>
                            <tr className={performance?.rank === 1 ? 'is-leading' : undefined}>
                              <td className="kata-table__order">{order + 1}</td>
                              <th scope="row" className="kata-table__athlete">
                                <span className="kata-table__name">{name}</span>
                                <span className="kata-table__club">{athlete?.club}</span>
                              </th>
                              {performance ? (
                                <>
                                  <td className="kata-table__total" data-label={t('admin.tournaments.kata.total')}>
                                    {tenths(performance.total)}
                                  </td>
                                  <td
                                    className="kata-table__dropped"
                                    data-label={t('admin.tournaments.kata.droppedShort')}
                                  >
                                    {tenths(performance.dropped.low)} · {tenths(performance.dropped.high)}
                                  </td>
                                  <td className="kata-table__rank" data-label={t('admin.tournaments.kata.rank')}>
                                    {performance.rank}
                                  </td>
                                </>
                              ) : (
                                <td colSpan={3} className="kata-table__waiting">
                                  {t('admin.tournaments.kata.notYet')}
                                </td>
                              )}
                              {judges !== null && round.round === latest && (
                                <td className="kata-table__action">
                                  <button
                                    type="button"
                                    className="btn btn-sm btn-outline-dark"
                                    aria-expanded={scoring === key}
                                    aria-label={t('admin.tournaments.kata.scoresFor', { name })}
                                    onClick={() => setScoring(scoring === key ? null : key)}
                                  >
                                    {t(
                                      performance ? 'admin.tournaments.kata.correct' : 'admin.tournaments.kata.scores',
                                    )}
                                  </button>
                                </td>
                              )}
                            </tr>
                            {judges !== null && scoring === key && (
                              <tr className="kata-table__form-row">
                                <td colSpan={COLUMNS.length + 1}>
                                  <KataScoreForm
                                    categoryId={categoryId}
                                    round={round.round}
                                    entryId={id}
                                    athleteName={name}
                                    judges={judges}
                                    onDone={() => setScoring(null)}
                                  />
                                </td>
                              </tr>
                            )}
                          </Fragment>
                        );
                      })}
                    </tbody>
                  </table>
                </div>
              </div>
            );
          })}
        </section>
      ))}
      {rounds.length === 1 && rounds[0]!.pools.length > 1 && (
        <p className="kata-points__note">{t('admin.tournaments.kata.advance')}</p>
      )}
    </section>
  );
}

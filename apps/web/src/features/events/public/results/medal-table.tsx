import type { MedalRow } from '@academy/contract';
import { useT } from '../../../../lib/i18n.ts';

/** The clubs' medal table: rank (shared when level), club, gold, silver, bronze and total. */
export function MedalTable({ medals }: { medals: readonly MedalRow[] }) {
  const t = useT();
  return (
    <section className="results-page__medals" aria-labelledby="results-medals">
      <h2 id="results-medals" className="events-section__title">
        {t('tournaments.results.medalTable')}
      </h2>
      {medals.length === 0 ? (
        <p className="events-empty">{t('tournaments.results.noMedals')}</p>
      ) : (
        <table className="medal-table" aria-labelledby="results-medals">
          <thead>
            <tr>
              <th scope="col">{t('tournaments.results.column.rank')}</th>
              <th scope="col" className="medal-table__club">
                {t('tournaments.results.column.club')}
              </th>
              <th scope="col">
                <span className="medal medal--gold" aria-hidden="true" />
                <span className="medal-table__label">{t('tournaments.results.column.gold')}</span>
              </th>
              <th scope="col">
                <span className="medal medal--silver" aria-hidden="true" />
                <span className="medal-table__label">{t('tournaments.results.column.silver')}</span>
              </th>
              <th scope="col">
                <span className="medal medal--bronze" aria-hidden="true" />
                <span className="medal-table__label">{t('tournaments.results.column.bronze')}</span>
              </th>
              <th scope="col">{t('tournaments.results.column.total')}</th>
            </tr>
          </thead>
          <tbody>
            {medals.map((row) => (
              <tr key={row.club}>
                <td>{row.rank}</td>
                <th scope="row" className="medal-table__club">
                  {row.club || t('tournaments.results.noClub')}
                </th>
                <td>{row.gold}</td>
                <td>{row.silver}</td>
                <td>{row.bronze}</td>
                <td className="medal-table__total">{row.gold + row.silver + row.bronze}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

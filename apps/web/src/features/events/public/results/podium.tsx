import { useId } from 'react';
import type { Medallist, TournamentResultsReply } from '@academy/contract';
import { useT } from '../../../../lib/i18n.ts';

type Category = TournamentResultsReply['categories'][number];
type Medal = 'gold' | 'silver' | 'bronze';

const PLACE: Record<Medal, number> = { gold: 1, silver: 2, bronze: 3 };

/**
 * One category: its name and, once fought, its places 1, 2, 3 and 3 with names and clubs, a medal's colour on each;
 * a category still running says so. Before anything is fought, only its size.
 */
export function Podium({
  category,
  fought,
  highlight,
}: {
  category: Category;
  fought: boolean;
  highlight: (medallist: Medallist) => boolean;
}) {
  const t = useT();
  const titleId = useId();
  const places = [
    ['gold', category.first],
    ['silver', category.second],
    ...category.third.map((third) => ['bronze', third] as const),
  ].filter((place): place is [Medal, Medallist] => place[1] !== null);
  return (
    <article className="podium" aria-labelledby={titleId}>
      <h3 id={titleId} className="podium__name">
        {category.name}
      </h3>
      <p className="podium__meta">
        {t('tournaments.results.athletes', { count: category.entries })}
        {fought && !category.finished && <span className="podium__running">{t('tournaments.results.running')}</span>}
      </p>
      {places.length > 0 && (
        <ol className="podium__places">
          {places.map(([medal, medallist]) => (
            <li key={`${medal}-${medallist.entryId}`} className={highlight(medallist) ? 'podium__match' : undefined}>
              <span className={`medal medal--${medal}`}>
                {PLACE[medal]}
                <span className="visually-hidden"> {t(`tournaments.results.column.${medal}`)}</span>
              </span>
              <span className="podium__who">
                <span className="podium__athlete">{medallist.athleteName}</span>
                <span className="podium__club">{medallist.club || t('tournaments.results.noClub')}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}

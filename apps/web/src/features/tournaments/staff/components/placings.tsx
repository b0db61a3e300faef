import type { CategoryReply, TournamentEntry } from '@academy/contract';
import { useT } from '../../../../lib/i18n.ts';
import './placings.css';

type Placings = NonNullable<CategoryReply['placings']>;

const MEDALS = {
  1: ['gold', 'admin.tournaments.placings.first'],
  2: ['silver', 'admin.tournaments.placings.second'],
  3: ['bronze', 'admin.tournaments.placings.third'],
} as const;

/** The places decided so far, 1, 2, 3 and 3 (one bronze in a small category), each in its medal's colour. */
export function PlacingsCard({
  placings,
  athletes,
}: {
  placings: Placings;
  athletes: ReadonlyMap<string, TournamentEntry>;
}) {
  const t = useT();
  const places = [
    ...(placings.first === null ? [] : [{ place: 1 as const, id: placings.first }]),
    ...(placings.second === null ? [] : [{ place: 2 as const, id: placings.second }]),
    ...placings.third.map((id) => ({ place: 3 as const, id })),
  ];
  return (
    <section className="admin-page__card placings" aria-labelledby="placings-title">
      <h2 id="placings-title" className="placings__title">
        {t('admin.tournaments.placings.title')}
      </h2>
      {places.length === 0 ? (
        <p className="placings__none">{t('admin.tournaments.placings.none')}</p>
      ) : (
        <ol className="placings__list">
          {places.map(({ place, id }) => {
            const [medal, words] = MEDALS[place];
            const athlete = athletes.get(id);
            return (
              <li key={`${place}-${id}`} className={`placings__place placings__place--${medal}`}>
                <span className="placings__medal">{place}</span>
                <span className="visually-hidden">{t(words)}: </span>
                <span className="placings__who">
                  <span className="placings__name">{athlete?.athleteName ?? id}</span>
                  <span className="placings__club">{athlete?.club}</span>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

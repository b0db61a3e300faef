import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  ACADEMY_NAME,
  eventPagePath,
  tournamentLivePath,
  type Medallist,
  type TournamentDiscipline,
  type TournamentResultsReply,
} from '@academy/contract';
import { PageHeader } from '../../../../components/page-header.tsx';
import { SkeletonLine } from '../../../../components/skeleton.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { useT } from '../../../../lib/i18n.ts';
import { usePublicPath } from '../../../../lib/language-paths.ts';
import { formatEventsPageDate } from '../../../../lib/plain-format.ts';
import { useTournamentResults } from '../../../../lib/tournament-results.ts';
import { EventPageProblem } from '../components/event-page-problem.tsx';
import { MedalTable } from './medal-table.tsx';
import { PdfDownload } from './pdf-download.tsx';
import { Podium } from './podium.tsx';
import './results-page.css';

type Category = TournamentResultsReply['categories'][number];

const medallistsOf = (category: Category) =>
  [category.first, category.second, ...category.third].filter((m): m is Medallist => m !== null);

/** Names compared as a reader types them: any case, extra spaces ignored. */
const folded = (text: string) => text.toLocaleLowerCase().replace(/\s+/g, ' ').trim();

/** The discipline chosen and the name searched for; both narrow the categories shown. */
function useCategoryFilter(categories: readonly Category[]) {
  const [discipline, setDiscipline] = useState<TournamentDiscipline | null>(null);
  const [query, setQuery] = useState('');
  const searched = folded(useDeferredValue(query));
  const matches = (medallist: Medallist) => searched !== '' && folded(medallist.athleteName).includes(searched);
  const shown = categories.filter(
    (category) =>
      (discipline === null || category.discipline === discipline) &&
      (searched === '' || medallistsOf(category).some(matches)),
  );
  // In the order the programme lists them. The contract's list of disciplines would bring its zod schemas along.
  const disciplines = [...new Set(categories.map((category) => category.discipline))];
  return { discipline, setDiscipline, query, setQuery, searched, matches, shown, disciplines };
}

/**
 * /events/:id/results: a tournament's medal table by club and each published category's podium (1, 2, 3, 3), with a
 * filter by discipline and a search for a fighter among the medallists. Before anything is fought it says results
 * will appear here and lists the categories drawn. The server writes the page's title, Open Graph tags and JSON-LD
 * for link previews and search engines (decision 052); here the tab's title follows.
 */
export default function ResultsPage() {
  const { id = '' } = useParams();
  const t = useT();
  const publicPath = usePublicPath();
  const { data, error, refetch, isRefetching } = useTournamentResults(id);
  const missing = error instanceof ApiError && error.httpStatus === 404;
  const filter = useCategoryFilter(data?.categories ?? []);
  const search = useRef<HTMLInputElement>(null);
  const { setQuery } = filter;
  // A name typed before the app had the page (it starts after the page's first paint): React keeps the box's text
  // when it hydrates, but the search starts empty and no change comes for what was typed.
  useEffect(() => {
    const typed = search.current?.value;
    if (typed) setQuery(typed);
  }, [setQuery]);

  useEffect(() => {
    if (data) document.title = `${t('tournaments.results.title', { name: data.eventName })} | ${ACADEMY_NAME}`;
    else if (missing) document.title = `${t('public.title.notFound')} | ${ACADEMY_NAME}`;
  }, [data, missing, t]);

  if (!data && error) {
    return (
      <EventPageProblem
        title={t('events.page.results')}
        trail={[{ to: '/events', label: t('events.heading') }]}
        missing={missing}
        message={missing ? 'tournaments.results.notFound' : 'tournaments.results.loadError'}
        retrying={isRefetching}
        onRetry={() => void refetch()}
      />
    );
  }

  const fought = data?.categories.some((category) => medallistsOf(category).length > 0) ?? false;
  return (
    <div className="events-page">
      <PageHeader
        className="results-header"
        title={data ? t('tournaments.results.title', { name: data.eventName }) : t('events.page.results')}
        trail={[
          { to: '/events', label: t('events.heading') },
          ...(data ? [{ to: eventPagePath(data.eventId), label: data.eventName }] : []),
        ]}
      >
        {data ? (
          <>
            <time dateTime={data.eventDateTime}>{formatEventsPageDate(data.eventDateTime)}</time> IST · {data.address}
          </>
        ) : (
          t('tournaments.results.loading')
        )}
      </PageHeader>

      <div className="container events-section results-page">
        {!data ? (
          <div aria-hidden="true" data-testid="results-skeleton">
            <SkeletonLine className="w-50" />
            <SkeletonLine className="w-75" />
            <SkeletonLine className="w-75" />
          </div>
        ) : (
          <>
            {/* The day live: every tatami, the latest results as they land, and following one athlete. */}
            <p className="results-page__live">
              <Link to={publicPath(tournamentLivePath(data.eventId))} className="btn btn-danger">
                {t('tournaments.results.live')}
              </Link>
            </p>
            {fought && <PdfDownload results={data} />}
            {fought ? (
              <MedalTable medals={data.medals} />
            ) : (
              <p className="results-page__coming" role="note">
                {t('tournaments.results.coming')}
              </p>
            )}
            <section className="results-page__categories" aria-labelledby="results-categories">
              <h2 id="results-categories" className="events-section__title">
                {t(fought ? 'tournaments.results.categories' : 'tournaments.results.drawn')}
              </h2>
              {data.categories.length === 0 ? (
                <p className="events-empty">{t('tournaments.results.noneDrawn')}</p>
              ) : (
                <>
                  <div className="results-page__filters">
                    {filter.disciplines.length > 1 && (
                      <div role="group" aria-label={t('tournaments.results.filter.discipline')}>
                        {[null, ...filter.disciplines].map((discipline) => (
                          <button
                            key={discipline ?? 'all'}
                            type="button"
                            className="results-page__chip"
                            aria-pressed={filter.discipline === discipline}
                            onClick={() => filter.setDiscipline(discipline)}
                          >
                            {discipline === null
                              ? t('tournaments.results.filter.all')
                              : t(`tournaments.discipline.${discipline}`)}
                          </button>
                        ))}
                      </div>
                    )}
                    {fought && (
                      <label className="results-page__search">
                        <span>{t('tournaments.results.search')}</span>
                        <input
                          ref={search}
                          type="search"
                          value={filter.query}
                          placeholder={t('tournaments.results.searchHint')}
                          onChange={(event) => filter.setQuery(event.target.value)}
                        />
                      </label>
                    )}
                  </div>
                  {filter.shown.length === 0 && filter.searched !== '' && (
                    <p className="events-empty" role="status">
                      {t('tournaments.results.noMatch', { query: filter.query.trim() })}
                    </p>
                  )}
                  <div className="results-page__grid">
                    {filter.shown.map((category) => (
                      <Podium key={category.id} category={category} fought={fought} highlight={filter.matches} />
                    ))}
                  </div>
                </>
              )}
            </section>
          </>
        )}
      </div>
    </div>
  );
}

import { useDeferredValue, useEffect, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  ACADEMY_NAME,
  eventPagePath,
  tournamentResultsPath,
  type LiveBout,
  type LiveResult,
  type LiveTatami,
} from '@academy/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { SkeletonLine } from '../../../components/skeleton.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useLanguage, useT } from '../../../lib/i18n.ts';
import { usePublicPath } from '../../../lib/language-paths.ts';
import { formatIstIn } from '../../../lib/plain-format.ts';
import { useNow } from '../../../lib/use-now.ts';
import { liveStreamUrl, useLiveAthletes, useLiveBoard } from '../api/live.ts';
import { ConnectionNotice } from './connection-notice.tsx';
import { useLiveFeed } from './live-connection.ts';
import { clockText, liveBoutState, type LiveFeed } from './live-feed.ts';
import { comingUp, methodWords } from './live-words.ts';
import {
  followedCategories,
  inBout,
  inResult,
  searchAthletes,
  useFollowed,
  type Followed,
  type FollowedAthlete,
} from './follow.ts';
import '../../../styles/bootstrap/forms.scss';
import './live-page.css';

/** A kumite bout's score as it stands, replayed from the feed: AKA's points, the clock, AO's points. */
function LiveScore({ feed, bout }: { feed: LiveFeed; bout: LiveBout }) {
  const t = useT();
  const [running, setRunning] = useState(false);
  const now = useNow(500, running);
  const state = liveBoutState(feed, bout, now);
  const runs = state?.clock.running === true;
  useEffect(() => setRunning(runs), [runs]);
  if (!state) return null;
  const senshu = (side: 'aka' | 'ao') =>
    state.senshu === side ? <span className="live-score__senshu">{t('tournaments.live.senshu')}</span> : null;
  return (
    <p className="live-score" data-testid="live-score">
      <span className="live-score__side live-score__side--aka">
        <span className="visually-hidden">{t('tournaments.live.aka')} </span>
        {state.points.aka}
        {senshu('aka')}
      </span>
      <span className={`live-score__clock${state.clock.endSignal && state.status === 'fighting' ? ' is-warning' : ''}`}>
        {state.outcome
          ? state.outcome.winner === 'draw'
            ? t('tournaments.live.draw')
            : t('tournaments.live.winner', {
                name: (state.outcome.winner === 'aka' ? bout.aka : bout.ao)?.name ?? '',
                method: methodWords(t, state.outcome.method),
              })
          : clockText(state.clock.remainingMs)}
      </span>
      <span className="live-score__side live-score__side--ao">
        {senshu('ao')}
        <span className="visually-hidden">{t('tournaments.live.ao')} </span>
        {state.points.ao}
      </span>
    </p>
  );
}

function FollowedBadge() {
  const t = useT();
  return <span className="live-followed">{t('tournaments.live.followed')}</span>;
}

function BoutLine({
  label,
  feed,
  bout,
  followed,
  scored = false,
}: {
  label: string;
  /** The bout now: its score as it stands. */
  scored?: boolean;
  feed: LiveFeed;
  bout: LiveBout | null;
  followed: Followed | null;
}) {
  const t = useT();
  const theirs = inBout(bout, followed);
  return (
    <div className={`live-tatami__call${theirs ? ' is-followed' : ''}`}>
      <dt>
        {label}
        {theirs && <FollowedBadge />}
      </dt>
      <dd>
        {bout ? (
          <>
            <span className="live-tatami__pair">
              <span className="live-tatami__aka">{bout.aka?.name ?? '?'}</span>
              {bout.ao && (
                <>
                  {' · '}
                  <span className="live-tatami__ao">{bout.ao.name}</span>
                </>
              )}
            </span>
            <span className="live-tatami__category">{bout.categoryName}</span>
            {scored && <LiveScore feed={feed} bout={bout} />}
          </>
        ) : (
          <span className="live-tatami__idle">{scored ? t('tournaments.live.idle') : '—'}</span>
        )}
      </dd>
    </div>
  );
}

function TatamiCard({
  feed,
  tatami,
  followed,
  theirs,
}: {
  feed: LiveFeed;
  tatami: LiveTatami;
  followed: Followed | null;
  theirs: ReadonlySet<string>;
}) {
  const t = useT();
  const language = useLanguage();
  const uid = useId();
  const coming = comingUp(tatami).slice(0, 4);
  return (
    <section className="live-tatami" aria-labelledby={`${uid}-title`}>
      <h3 id={`${uid}-title`} className="live-tatami__title">
        {t('tournaments.live.tatami', { number: tatami.number })}
      </h3>
      <dl className="live-tatami__calls">
        <BoutLine label={t('tournaments.live.now')} feed={feed} bout={tatami.now} followed={followed} scored />
        <BoutLine label={t('tournaments.live.onDeck')} feed={feed} bout={tatami.onDeck} followed={followed} />
      </dl>
      {coming.length > 0 && (
        <ol className="live-tatami__coming" aria-label={t('tournaments.live.comingUp')}>
          {coming.map((category) => (
            <li key={category.categoryId} className={theirs.has(category.categoryId) ? 'is-followed' : undefined}>
              <span>{category.name}</span>
              {category.startsAt && (
                <span className="live-tatami__time">{formatIstIn(category.startsAt, 'hh:mm a', language)}</span>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function ResultLine({ result, followed }: { result: LiveResult; followed: Followed | null }) {
  const t = useT();
  const language = useLanguage();
  return (
    <li className={`live-result${inResult(result, followed) ? ' is-followed' : ''}`}>
      <span className="live-result__who">
        {result.loser
          ? t('tournaments.live.beat', { winner: result.winner.name, loser: result.loser.name })
          : t('tournaments.live.won', { winner: result.winner.name })}
      </span>
      <span className="live-result__how">
        {result.categoryName} · {methodWords(t, result.method)}
        {result.tatami !== null && <> · {t('tournaments.live.tatami', { number: result.tatami })}</>} ·{' '}
        {formatIstIn(result.at, 'hh:mm a', language)}
      </span>
    </li>
  );
}

/** The followed athlete's card: their categories' tatamis and estimated starts, and their results so far. */
function FollowedCard({ athlete, feed, onStop }: { athlete: FollowedAthlete; feed: LiveFeed; onStop: () => void }) {
  const t = useT();
  const language = useLanguage();
  const board = feed.board!;
  const results = board.results.filter((result) => inResult(result, athlete));
  return (
    <div
      className="live-follow__card"
      role="region"
      aria-label={t('tournaments.live.following', { name: athlete.name })}
    >
      <div className="live-follow__who">
        <p className="live-follow__name">
          {t('tournaments.live.following', { name: athlete.name })}
          {athlete.club && <span className="live-follow__club">{athlete.club}</span>}
        </p>
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onStop}>
          {t('tournaments.live.unfollow')}
        </button>
      </div>
      <p className="live-follow__note">{t('tournaments.live.followNote')}</p>
      <ul className="live-follow__categories">
        {followedCategories(athlete, board).map((category) => (
          <li key={category.categoryId}>
            <span className="live-follow__category">{category.name}</span>
            <span className="live-follow__where">
              {category.tatami !== null && t('tournaments.live.tatami', { number: category.tatami })}
              {category.tatami !== null && ' · '}
              {category.state === 'finished'
                ? t('tournaments.live.categoryFinished')
                : category.state === 'now'
                  ? t('tournaments.live.categoryNow')
                  : category.state === 'coming' && category.startsAt
                    ? t('tournaments.live.startsAt', { time: formatIstIn(category.startsAt, 'hh:mm a', language) })
                    : t('tournaments.live.noTatamiYet')}
            </span>
          </li>
        ))}
      </ul>
      {results.length > 0 && (
        <>
          <h3 className="live-follow__results-title">{t('tournaments.live.theirResults')}</h3>
          <ul className="live-results">
            {results.map((result) => (
              <ResultLine key={`${result.categoryId}/${result.boutId}`} result={result} followed={athlete} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** The board and the athlete followed on it, with the way to follow another. */
interface FollowingProps {
  eventId: string;
  feed: LiveFeed;
  followed: Followed | null;
  onFollow: (followed: Followed | null) => void;
}

/** Follow a fighter: a search over the draws' athletes by name or club; the one picked is kept on this device. */
function Follow({ eventId, feed, followed, onFollow }: FollowingProps) {
  const t = useT();
  const uid = useId();
  const athletes = useLiveAthletes(eventId).data?.athletes ?? [];
  const [query, setQuery] = useState('');
  const searched = useDeferredValue(query);
  const found = searchAthletes(athletes, searched);
  const athlete = followed ? athletes.find((candidate) => candidate.entryId === followed.entryId) : undefined;
  return (
    <section className="live-follow" aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`} className="events-section__title">
        {t('tournaments.live.follow')}
      </h2>
      {followed && athlete ? (
        <FollowedCard athlete={athlete} feed={feed} onStop={() => onFollow(null)} />
      ) : (
        <>
          <label className="live-follow__search">
            <span className="visually-hidden">{t('tournaments.live.follow')}</span>
            <input
              type="search"
              className="form-control"
              value={query}
              placeholder={t('tournaments.live.followSearch')}
              onChange={(event) => setQuery(event.target.value)}
            />
          </label>
          {searched.trim() !== '' &&
            (found.length === 0 ? (
              <p className="events-empty" role="status">
                {t('tournaments.live.followNone', { query: searched.trim() })}
              </p>
            ) : (
              <ul className="live-follow__found">
                {found.map((candidate) => (
                  <li key={candidate.entryId}>
                    <button
                      type="button"
                      className="live-follow__pick"
                      aria-label={t('tournaments.live.followPick', { name: candidate.name })}
                      onClick={() => {
                        onFollow({ entryId: candidate.entryId, name: candidate.name });
                        setQuery('');
                      }}
                    >
                      <span className="live-follow__pick-name">{candidate.name}</span>
                      <span className="live-follow__pick-club">
                        {[candidate.club, ...candidate.categories.map((category) => category.name)]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            ))}
        </>
      )}
    </section>
  );
}

function LiveBoardView({ eventId, feed, followed, onFollow }: FollowingProps) {
  const t = useT();
  const athletes = useLiveAthletes(eventId).data?.athletes ?? [];
  const board = feed.board!;
  const theirs = new Set(
    athletes
      .find((athlete) => athlete.entryId === followed?.entryId)
      ?.categories.map((category) => category.categoryId) ?? [],
  );
  return (
    <>
      <Follow eventId={eventId} feed={feed} followed={followed} onFollow={onFollow} />
      <section className="live-page__tatamis" aria-labelledby="live-tatamis">
        <h2 id="live-tatamis" className="events-section__title">
          {t('tournaments.live.tatamis')}
        </h2>
        <div className="live-page__grid">
          {board.tatamis.map((tatami) => (
            <TatamiCard key={tatami.number} feed={feed} tatami={tatami} followed={followed} theirs={theirs} />
          ))}
        </div>
      </section>
      <section className="live-page__results" aria-labelledby="live-results">
        <h2 id="live-results" className="events-section__title">
          {t('tournaments.live.latest')}
        </h2>
        {board.results.length === 0 ? (
          <p className="events-empty">{t('tournaments.live.noResults')}</p>
        ) : (
          <ul className="live-results">
            {board.results.map((result) => (
              <ResultLine key={`${result.categoryId}/${result.boutId}`} result={result} followed={followed} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/**
 * /events/:id/live: a tournament's day on a phone (decision 062): every tatami with the bout now and its score as
 * it stands, who is on deck, the categories coming with their estimated start; the latest results as they land; and
 * "follow a fighter", which marks one athlete's bouts and shows where and when their categories are fought.
 */
export default function LivePage() {
  const { id = '' } = useParams();
  const t = useT();
  const publicPath = usePublicPath();
  const { data, error, refetch, isRefetching } = useLiveBoard(id);
  const { feed, status } = useLiveFeed(data ? liveStreamUrl(id) : null, data?.board);
  const [followed, setFollowed] = useFollowed(id);
  const missing = error instanceof ApiError && error.httpStatus === 404;
  const name = feed.board?.name;

  useEffect(() => {
    if (name) document.title = `${t('tournaments.live.title', { name })} | ${ACADEMY_NAME}`;
  }, [name, t]);

  return (
    <div className="events-page">
      <PageHeader
        className="results-header"
        title={name ? t('tournaments.live.title', { name }) : t('tournaments.live.heading')}
        trail={[
          { to: '/events', label: t('events.heading') },
          ...(name ? [{ to: eventPagePath(id), label: name }] : []),
        ]}
      >
        <Link to={publicPath(tournamentResultsPath(id))} className="live-page__results-link">
          {t('tournaments.live.allResults')}
        </Link>
      </PageHeader>
      <div className="container events-section live-page">
        {feed.board ? (
          <LiveBoardView eventId={id} feed={feed} followed={followed} onFollow={setFollowed} />
        ) : error ? (
          <div className="events-error" role="alert">
            <p className="mb-3">{t(missing ? 'tournaments.live.notFound' : 'tournaments.live.loadError')}</p>
            {!missing && (
              <button
                type="button"
                className="btn btn-outline-danger"
                onClick={() => void refetch()}
                disabled={isRefetching}
              >
                {t('tournaments.live.tryAgain')}
              </button>
            )}
          </div>
        ) : (
          <div data-testid="live-skeleton">
            <span className="visually-hidden" role="status">
              {t('tournaments.live.loading')}
            </span>
            <SkeletonLine className="w-50" />
            <SkeletonLine className="w-75" />
          </div>
        )}
      </div>
      <ConnectionNotice status={status} />
    </div>
  );
}

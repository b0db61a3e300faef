import { useEffect, useState } from 'react';
import type { KumiteBoutState, LiveAthlete, LiveBout, LiveTatami, RuleProfile } from '@academy/contract';
import { formatIstIn } from '../../../lib/plain-format.ts';
import { useLanguage, useT } from '../../../lib/i18n.ts';
import { useNow } from '../../../lib/use-now.ts';
import { clockText, holdEnds, liveBoutState, type LiveFeed } from './live-feed.ts';
import { comingUp, methodWords } from './live-words.ts';
import './scoreboard.css';

type Side = 'aka' | 'ao';

interface SideProps {
  side: Side;
  athlete: LiveAthlete | null;
  state: KumiteBoutState | null;
  profile: RuleProfile;
}

/** One fighter's half: name, club, points in the largest digits on the screen, the penalty ladder and Senshu. */
function SidePanel({ side, athlete, state, profile }: SideProps) {
  const t = useT();
  const reached = state?.penalties[side] ?? null;
  const won = state?.outcome?.winner === side;
  const lost = state?.outcome !== null && state?.outcome !== undefined && !won && state.outcome.winner !== 'draw';
  return (
    <section
      className={`scoreboard__side scoreboard__side--${side}${won ? ' is-winner' : ''}${lost ? ' is-loser' : ''}`}
      aria-label={t(`tournaments.live.${side}`)}
      data-side={side}
    >
      <div className="scoreboard__top">
        <p className="scoreboard__colour">{t(`tournaments.live.${side}`)}</p>
        {state?.senshu === side && <p className="scoreboard__senshu">{t('tournaments.live.senshu')}</p>}
      </div>
      <div className="scoreboard__who">
        <h2 className="scoreboard__name">{athlete?.name ?? '—'}</h2>
        <p className="scoreboard__club">{athlete?.club ?? ''}</p>
      </div>
      <p className="scoreboard__points" aria-label={t('tournaments.live.points', { count: state?.points[side] ?? 0 })}>
        {state?.points[side] ?? 0}
      </p>
      <ol className="scoreboard__penalties" aria-label={t('tournaments.live.penalties')}>
        {profile.kumite.penalties.map((step, i) => (
          <li key={step} className={reached !== null && i <= reached ? 'is-given' : undefined}>
            {step}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The clock, the bout's status in the middle, and who won once it is over. */
function Centre({ state, bout }: { state: KumiteBoutState | null; bout: LiveBout }) {
  const t = useT();
  if (!state) {
    return (
      <div className="scoreboard__centre">
        <p className="scoreboard__status">{t('tournaments.live.kata')}</p>
      </div>
    );
  }
  const { clock } = state;
  const warning = clock.endSignal && state.status === 'fighting';
  return (
    <div className="scoreboard__centre">
      <p
        className={`scoreboard__clock${warning ? ' is-warning' : ''}${clock.running ? ' is-running' : ''}`}
        role="timer"
        aria-label={t('tournaments.live.clock')}
      >
        {clockText(clock.remainingMs)}
      </p>
      {state.status === 'awaitingHantei' && <p className="scoreboard__status">{t('tournaments.live.hantei')}</p>}
      {state.outcome && (
        <p className="scoreboard__status scoreboard__status--ended" role="status">
          {state.outcome.winner === 'draw'
            ? t('tournaments.live.draw')
            : t('tournaments.live.winner', {
                name: (state.outcome.winner === 'aka' ? bout.aka : bout.ao)?.name ?? '',
                method: methodWords(t, state.outcome.method),
              })}
        </p>
      )}
    </div>
  );
}

/** A kata performance on the scoreboard: the athlete alone, large; its score comes with the results. */
function KataPerformance({ bout }: { bout: LiveBout }) {
  const t = useT();
  return (
    <div className="scoreboard__kata">
      <p className="scoreboard__colour">{t('tournaments.live.kata')}</p>
      <h2 className="scoreboard__name">{bout.aka?.name ?? ''}</h2>
      <p className="scoreboard__club">{bout.aka?.club ?? ''}</p>
    </div>
  );
}

/** Nothing fought now: the next category on the tatami and when it should start. */
function NextUp({ tatami }: { tatami: LiveTatami }) {
  const t = useT();
  const language = useLanguage();
  const next = comingUp(tatami)[0];
  return (
    <div className="scoreboard__next" role="status">
      {next ? (
        <>
          <p className="scoreboard__next-kicker">{t('tournaments.live.next')}</p>
          <p className="scoreboard__next-label">{next.name}</p>
          {next.startsAt && (
            <p className="scoreboard__next-time">
              {t('tournaments.live.startsAt', { time: formatIstIn(next.startsAt, 'hh:mm a', language) })}
            </p>
          )}
        </>
      ) : (
        <p className="scoreboard__next-label">{t('tournaments.live.nothingMore')}</p>
      )}
    </div>
  );
}

interface ScoreboardProps {
  feed: LiveFeed;
  tatami: number;
  /** AO on the left, for a screen on the officials' side of the mat. */
  mirrored: boolean;
}

/**
 * The bout the scoreboard holds after it ended (decision 062), until `holdEnds` passes or the next bout begins:
 * the tatami's `last`, or null. A timer ends the hold; a new board or the next bout's first event moves it.
 */
function useHeldBout(feed: LiveFeed, tatami: LiveTatami | undefined): LiveBout | null {
  const until = tatami ? holdEnds(feed, tatami) : null;
  // The hold (by its end) whose time has passed: each board that holds gives a new end, and a timer of its own.
  const [passed, setPassed] = useState<number | null>(null);
  useEffect(() => {
    if (until === null) return;
    const timer = setTimeout(() => setPassed(until), Math.max(0, until - Date.now()));
    return () => clearTimeout(timer);
  }, [until]);
  return until !== null && passed !== until ? (tatami?.last ?? null) : null;
}

/**
 * A tatami's TV scoreboard (decision 062), for 1920×1080 and read from 10 m: AKA left and AO right (or mirrored),
 * each with name, club, points, penalties and Senshu; the clock in the middle, running between messages on the
 * console's time and turning amber at the end signal; the category, round and tatami along the top; the winner and
 * how once the bout is over, held HOLD_MS after it (or until the next bout begins) while the board already has the
 * next pair; the next category while nothing is on. Every size follows the viewport.
 */
export function Scoreboard({ feed, tatami: number, mirrored }: ScoreboardProps) {
  const t = useT();
  const board = feed.board!;
  const tatami = board.tatamis.find((candidate) => candidate.number === number);
  const held = useHeldBout(feed, tatami);
  const bout = held ?? tatami?.now ?? null;
  // While the ended bout is held, the pair to come is the board's `now`.
  const following = held ? (tatami?.now ?? null) : (tatami?.onDeck ?? null);
  const [running, setRunning] = useState(false);
  // The clock ticks only while it runs; a stopped clock, a kata performance or an empty tatami need no timer. A
  // time older than a message that just came in reads the log at its own time (consoleNow never goes back).
  const now = useNow(200, running);
  const state = bout ? liveBoutState(feed, bout, now) : null;
  const runs = state?.clock.running === true;
  useEffect(() => setRunning(runs), [runs]);
  const sides: Side[] = mirrored ? ['ao', 'aka'] : ['aka', 'ao'];

  return (
    <div className={`scoreboard${mirrored ? ' is-mirrored' : ''}`}>
      <header className="scoreboard__head">
        <p className="scoreboard__tatami">{t('tournaments.live.tatami', { number })}</p>
        <p className="scoreboard__category">
          {bout && (
            <>
              <span>{bout.categoryName}</span>
              <span className="scoreboard__round">{t('tournaments.live.round', { round: bout.round })}</span>
            </>
          )}
        </p>
        <p className="scoreboard__event">{board.name}</p>
      </header>
      {!tatami ? (
        <div className="scoreboard__next" role="status">
          <p className="scoreboard__next-label">{t('tournaments.live.noTatami', { number })}</p>
        </div>
      ) : !bout ? (
        <NextUp tatami={tatami} />
      ) : bout.discipline === 'kata' ? (
        <KataPerformance bout={bout} />
      ) : (
        <main className="scoreboard__bout">
          <SidePanel side={sides[0]!} athlete={bout[sides[0]!]} state={state} profile={board.profile} />
          <Centre state={state} bout={bout} />
          <SidePanel side={sides[1]!} athlete={bout[sides[1]!]} state={state} profile={board.profile} />
        </main>
      )}
      {following && bout && (
        <footer className="scoreboard__foot">
          {t('tournaments.live.onDeckPair', {
            pair: following.ao
              ? t('tournaments.live.versus', { aka: following.aka?.name ?? '?', ao: following.ao.name })
              : (following.aka?.name ?? ''),
          })}
        </footer>
      )}
    </div>
  );
}

import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  KUMITE_TECHNIQUES,
  kumiteBout,
  standingEvents,
  type BoutEvent,
  type BoutSettings,
  type KumiteTechnique,
  type LiveAthlete,
  type MessageKey,
  type RuleProfile,
} from '@academy/contract';
import { useT } from '../../lib/i18n.ts';
import { useNow } from '../../lib/use-now.ts';
import '../../styles/bootstrap/forms.scss';
import './console-board.css';

type Side = 'aka' | 'ao';
const SIDES: readonly Side[] = ['aka', 'ao'];
/** An event as a tap makes it: the id and the time are added where it is kept. */
export type Tap = BoutEvent extends infer E ? (E extends BoutEvent ? Omit<E, 'id' | 'at'> : never) : never;

const TECHNIQUE_WORDS: Record<KumiteTechnique, MessageKey> = {
  yuko: 'admin.console.yuko',
  wazaAri: 'admin.console.wazaAri',
  ippon: 'admin.console.ippon',
};
const SIDE_WORDS: Record<Side, MessageKey> = { aka: 'admin.console.aka', ao: 'admin.console.ao' };
const METHOD_WORDS: Record<string, MessageKey> = {
  points: 'admin.console.method.points',
  senshu: 'admin.console.method.senshu',
  hantei: 'admin.console.method.hantei',
  hansoku: 'admin.console.method.hansoku',
  kiken: 'admin.console.method.kiken',
  shikkaku: 'admin.console.method.shikkaku',
};

/** m:ss, rounded up to the second as a bout clock shows it. */
export function clockText(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** "1:30", "90" or "1.30": the time left a timekeeper types, in ms; null when it is not one. */
export function parseClock(text: string): number | null {
  const match = /^\s*(?:(\d{1,2})[:.])?(\d{1,3})\s*$/.exec(text);
  if (!match) return null;
  const ms = (Number(match[1] ?? 0) * 60 + Number(match[2])) * 1000;
  return ms <= 600_000 ? ms : null;
}

/** A short beep at the end signal, where the browser allows sound; silent otherwise. */
function beep() {
  try {
    const Context = window.AudioContext;
    if (!Context) return;
    const context = new Context();
    const oscillator = context.createOscillator();
    oscillator.frequency.value = 880;
    oscillator.connect(context.destination);
    oscillator.start();
    oscillator.stop(context.currentTime + 0.25);
    oscillator.onended = () => void context.close();
  } catch {
    // No sound: the signal shows on the screen.
  }
}

interface Props {
  profile: RuleProfile;
  settings: BoutSettings;
  aka: LiveAthlete | null;
  ao: LiveAthlete | null;
  events: readonly BoutEvent[];
  onTap: (tap: Tap) => void;
  onNext: () => void;
}

function describeEvent(t: ReturnType<typeof useT>, event: BoutEvent, profile: RuleProfile): string {
  const side = 'side' in event ? t(SIDE_WORDS[event.side]) : '';
  switch (event.kind) {
    case 'score':
      return `${t(TECHNIQUE_WORDS[event.technique])} ${side}`;
    case 'penalty':
      return `${profile.kumite.penalties[event.step] ?? ''} ${side}`;
    case 'senshuRemoved':
      return `${t('admin.console.removeSenshu')} ${side}`;
    case 'clock':
      return t(event.action === 'start' ? 'admin.console.start' : 'admin.console.stop');
    case 'clockSet':
      return `${t('admin.console.setTime')} ${clockText(event.remainingMs)}`;
    case 'hantei':
      return `${t('admin.console.hantei')} ${event.votes.aka}–${event.votes.ao}`;
    case 'kiken':
      return `${t('admin.console.kiken')} ${side}`;
    case 'shikkaku':
      return `${t('admin.console.shikkaku')} ${side}`;
    default:
      return '';
  }
}

/**
 * The scoring console's board (decision 061): AKA left, AO right, the clock between; the state is the contract's
 * `kumiteBout` of the device's log after every tap, so it is the score the server computes too.
 */
export function ConsoleBoard({ profile, settings, aka, ao, events, onTap, onNext }: Props) {
  const t = useT();
  // Re-rendered five times a second while the clock runs; each render reads the time afresh (a tap's `at` is now).
  useNow(200, kumiteBout(profile, settings, events, Date.now()).clock.running);
  const state = kumiteBout(profile, settings, events, Date.now());
  const { clock } = state;
  const ended = state.status === 'ended';
  const last = standingEvents(events).at(-1);
  const [editing, setEditing] = useState(false);
  const [typed, setTyped] = useState('');
  const signalled = useRef(clock.endSignal);
  useEffect(() => {
    if (clock.endSignal && clock.running && !signalled.current) beep();
    signalled.current = clock.endSignal;
  }, [clock.endSignal, clock.running]);

  // Time-up is the clock at 0, not an event: the console logs the clock's stop there, so the server, which reads the
  // log at its latest event (decision 058), sees the bout's time run out and settles it.
  const lastClock = standingEvents(events)
    .filter((event) => event.kind === 'clock')
    .at(-1);
  const timeUp = clock.remainingMs === 0 && lastClock?.kind === 'clock' && lastClock.action === 'start';
  const stopping = useRef<string | null>(null);
  useEffect(() => {
    if (!timeUp || !lastClock || stopping.current === lastClock.id) return;
    stopping.current = lastClock.id;
    onTap({ kind: 'clock', action: 'stop' });
  }, [timeUp, lastClock, onTap]);

  const athletes = { aka, ao };
  const ladder = profile.kumite.penalties;
  const voters = profile.kumite.hanteiVoters;
  const splits = Array.from({ length: voters + 1 }, (_, aka) => ({ aka, ao: voters - aka }))
    .filter((votes) => votes.aka !== votes.ao)
    .reverse();

  const setTime = (event: FormEvent) => {
    event.preventDefault();
    const ms = parseClock(typed);
    if (ms === null) return;
    onTap({ kind: 'clockSet', remainingMs: Math.min(ms, settings.boutSeconds * 1000) });
    setEditing(false);
  };

  return (
    <div className={`console-board${ended ? ' is-ended' : ''}`}>
      {SIDES.map((side) => {
        const athlete = athletes[side];
        const penalty = state.penalties[side];
        return (
          <section key={side} className={`console-side console-side--${side}`} aria-label={t(SIDE_WORDS[side])}>
            <header className="console-side__head">
              <span className="console-side__colour">{t(SIDE_WORDS[side])}</span>
              <span className="console-side__name">{athlete?.name ?? '—'}</span>
              {athlete?.club && <span className="console-side__club">{athlete.club}</span>}
            </header>
            <div className="console-side__score" aria-live="polite" data-testid={`score-${side}`}>
              {state.points[side]}
            </div>
            <div className="console-side__marks">
              {state.senshu === side && <span className="console-side__senshu">{t('admin.console.senshu')}</span>}
              {penalty !== null && <span className="console-side__penalty">{ladder[penalty]}</span>}
            </div>
            <div className="console-side__scores">
              {KUMITE_TECHNIQUES.map((technique) => (
                <button
                  key={technique}
                  type="button"
                  className="console-btn console-btn--score"
                  disabled={ended}
                  onClick={() => onTap({ kind: 'score', side, technique })}
                >
                  <span className="console-btn__points">+{profile.kumite.points[technique]}</span>
                  <span>{t(TECHNIQUE_WORDS[technique])}</span>
                </button>
              ))}
            </div>
            <div className="console-side__penalties" role="group" aria-label={t('admin.console.penalties')}>
              {ladder.map((step, index) => (
                <button
                  key={step}
                  type="button"
                  className={`console-btn console-btn--penalty${penalty !== null && index <= penalty ? ' is-on' : ''}`}
                  aria-pressed={penalty !== null && index <= penalty}
                  aria-label={`${step} ${t(SIDE_WORDS[side])}`}
                  disabled={ended || (penalty !== null && index <= penalty)}
                  onClick={() => onTap({ kind: 'penalty', side, step: index })}
                >
                  {step}
                </button>
              ))}
            </div>
            <div className="console-side__more">
              {state.senshu === side && (
                <button
                  type="button"
                  className="console-btn console-btn--small"
                  disabled={ended}
                  onClick={() => onTap({ kind: 'senshuRemoved', side })}
                >
                  {t('admin.console.removeSenshu')}
                </button>
              )}
              <button
                type="button"
                className="console-btn console-btn--small"
                aria-label={`${t('admin.console.kiken')} ${t(SIDE_WORDS[side])}`}
                disabled={ended}
                onClick={() => onTap({ kind: 'kiken', side })}
              >
                {t('admin.console.kiken')}
              </button>
              <button
                type="button"
                className="console-btn console-btn--small"
                aria-label={`${t('admin.console.shikkaku')} ${t(SIDE_WORDS[side])}`}
                disabled={ended}
                onClick={() => onTap({ kind: 'shikkaku', side })}
              >
                {t('admin.console.shikkaku')}
              </button>
            </div>
          </section>
        );
      })}

      <section className="console-centre" aria-label={t('admin.console.clock')}>
        <div
          className={`console-clock${clock.running ? ' is-running' : ''}${clock.endSignal ? ' is-signal' : ''}`}
          role="timer"
          data-testid="clock"
        >
          {clockText(clock.remainingMs)}
        </div>
        {clock.endSignal && clock.remainingMs > 0 && (
          <p className="console-signal" role="status">
            {t('admin.console.endSignal', { seconds: profile.kumite.endSignalSeconds })}
          </p>
        )}
        <div className="console-centre__actions">
          <button
            type="button"
            className={`console-btn console-btn--clock${clock.running ? ' is-running' : ''}`}
            disabled={ended || (!clock.running && clock.remainingMs === 0)}
            onClick={() => onTap({ kind: 'clock', action: clock.running ? 'stop' : 'start' })}
          >
            {t(clock.running ? 'admin.console.stop' : 'admin.console.start')}
          </button>
          {editing ? (
            <form className="console-settime" onSubmit={setTime}>
              <label className="visually-hidden" htmlFor="console-time">
                {t('admin.console.setTimeLabel')}
              </label>
              <input
                id="console-time"
                className="form-control"
                inputMode="decimal"
                placeholder="1:30"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
              />
              <button type="submit" className="console-btn console-btn--small" disabled={parseClock(typed) === null}>
                {t('admin.console.setTimeSave')}
              </button>
            </form>
          ) : (
            <button
              type="button"
              className="console-btn console-btn--small"
              onClick={() => {
                setTyped(clockText(clock.remainingMs));
                setEditing(true);
              }}
            >
              {t('admin.console.setTime')}
            </button>
          )}
          <button
            type="button"
            className="console-btn console-btn--undo"
            disabled={!last}
            onClick={() => last && onTap({ kind: 'undo', target: last.id })}
          >
            {last ? t('admin.console.undo', { what: describeEvent(t, last, profile) }) : t('admin.console.undoNothing')}
          </button>
        </div>

        {state.status === 'awaitingHantei' && (
          <div className="console-hantei" role="group" aria-label={t('admin.console.hantei')}>
            <p className="console-hantei__title">{t('admin.console.hanteiLead')}</p>
            <div className="console-hantei__votes">
              {splits.map((votes) => (
                <button
                  key={votes.aka}
                  type="button"
                  className={`console-btn console-btn--vote console-btn--${votes.aka > votes.ao ? 'aka' : 'ao'}`}
                  onClick={() => onTap({ kind: 'hantei', votes })}
                >
                  {t('admin.console.hanteiVotes', { aka: votes.aka, ao: votes.ao })}
                </button>
              ))}
            </div>
          </div>
        )}

        {state.outcome && (
          <div className="console-outcome" role="status">
            <p className="console-outcome__text">
              {state.outcome.winner === 'draw'
                ? t('admin.console.draw')
                : t('admin.console.wins', {
                    side: t(SIDE_WORDS[state.outcome.winner]),
                    method: t(METHOD_WORDS[state.outcome.method] ?? 'admin.console.method.points'),
                  })}
            </p>
            <button type="button" className="console-btn console-btn--next" onClick={onNext}>
              {t('admin.console.nextBout')}
            </button>
          </div>
        )}
      </section>
    </div>
  );
}

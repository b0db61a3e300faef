import { z } from 'zod';
import type { Side } from './bracket.ts';
import type { RuleProfile } from './rule-profile.ts';
import { envelopeSchema } from '../shared/common.ts';
import { fieldMessage } from '../i18n/field-messages.ts';
import { MAX_BOUT_SCORE, type RecordResultRequest, type ResultMethod } from './tournaments.ts';

/**
 * A kumite bout as the table official scores it: an append-only log of events (decision 056), and the bout's state
 * computed from the log by one pure function, `kumiteBout`. The console scores offline and replays its own log; the
 * server stores the log in the order the events arrive and replays the same function, so the console, the server and
 * every scoreboard agree on the state without any of them storing it.
 */

export const KUMITE_TECHNIQUES = ['yuko', 'wazaAri', 'ippon'] as const;
export type KumiteTechnique = (typeof KUMITE_TECHNIQUES)[number];

/** A bout of three minutes takes some dozens of events; the bound only stops a runaway console. */
export const MAX_BOUT_EVENTS = 1000;

const side = z.enum(['aka', 'ao']);
const head = {
  /** Made on the console (a UUID) and sent again with every retry: an id counts once, however often it arrives. */
  id: z.uuid(),
  /** The console's clock (ms) when the official tapped: the bout clock is measured on it, not on the server's. */
  at: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
};

export const boutEventSchema = z.discriminatedUnion('kind', [
  z.strictObject({ ...head, kind: z.literal('score'), side, technique: z.enum(KUMITE_TECHNIQUES) }),
  /** `step` indexes the profile's penalty ladder (`kumite.penalties`, at most 8 steps), lightest first. */
  z.strictObject({ ...head, kind: z.literal('penalty'), side, step: z.number().int().min(0).max(7) }),
  z.strictObject({ ...head, kind: z.literal('senshuRemoved'), side }),
  z.strictObject({ ...head, kind: z.literal('clock'), action: z.enum(['start', 'stop']) }),
  /** The timekeeper's correction: the time left from this moment on, whether the clock runs or not. */
  z.strictObject({ ...head, kind: z.literal('clockSet'), remainingMs: z.number().int().min(0).max(600_000) }),
  z.strictObject({
    ...head,
    kind: z.literal('hantei'),
    // A winner is compulsory at Hantei: the votes never tie. Their total is the profile's, checked by `kumiteBout`.
    votes: z
      .strictObject({ aka: z.number().int().min(0).max(9), ao: z.number().int().min(0).max(9) })
      .refine((votes) => votes.aka !== votes.ao, 'Hantei has a winner: the votes cannot tie'),
  }),
  z.strictObject({ ...head, kind: z.literal('kiken'), side }),
  z.strictObject({ ...head, kind: z.literal('shikkaku'), side }),
  z.strictObject({ ...head, kind: z.literal('undo'), target: z.uuid() }),
]);
export type BoutEvent = z.infer<typeof boutEventSchema>;

export const boutLogSchema = z.array(boutEventSchema).max(MAX_BOUT_EVENTS);

/** How a kumite bout is decided: every result method but kata's flags. */
export type BoutMethod = Exclude<ResultMethod, 'flags'>;

export interface BoutOutcome {
  winner: Side | 'draw';
  method: BoutMethod;
}

export interface BoutClock {
  running: boolean;
  /** At the `nowMs` asked about; never below 0. */
  remainingMs: number;
  /** The time left is within the profile's `endSignalSeconds` (Atoshi baraku), 0 included. */
  endSignal: boolean;
}

/**
 * - 'fighting': no outcome yet (the clock has time left, or is stopped with time left).
 * - 'awaitingHantei': time is up, the points are level, nobody holds Senshu and a draw may not stand.
 * - 'ended': `outcome` says who won and how.
 */
export type BoutStatus = 'fighting' | 'awaitingHantei' | 'ended';

export interface KumiteBoutState {
  points: Record<Side, number>;
  senshu: Side | null;
  /** The highest step of the profile's penalty ladder each side has reached, as its index; null: none. */
  penalties: Record<Side, number | null>;
  clock: BoutClock;
  status: BoutStatus;
  /** Set exactly when `status` is 'ended'. */
  outcome: BoutOutcome | null;
}

export interface BoutSettings {
  /** The age group's bout time (`ageGroups[].boutSeconds`). */
  boutSeconds: number;
  /** Whether a draw (Hikiwake) may stand: the profile's `drawAllowedIn` holds the category's format. */
  drawAllowed: boolean;
}

type StandingEvent = Exclude<BoutEvent, { kind: 'undo' }>;

interface Tally {
  points: Record<Side, number>;
  senshu: Side | null;
  penalties: Record<Side, number | null>;
  /** The time left when the clock last started, was set or stopped. */
  remainingMs: number;
  runningSince: number | null;
  decided: BoutOutcome | null;
}

/**
 * The bout's state at `nowMs` (the console's clock) after the events, in the log's order; pure and deterministic.
 *
 * The log is read as if each undone event had never been sent: duplicate ids count once (the first), an undo removes
 * its target (an event earlier in the log; an unknown target is ignored), and an undo of an undo puts its target
 * back. The events left are then applied in order. A clear lead of `winningLead`, the last penalty step (Hansoku),
 * Kiken, Shikkaku and Hantei end the bout at their event, and the later events count for nothing.
 *
 * Time-up is not an event but the clock at 0: the officials still award the exchange at the signal and correct the
 * clock after it, so those events count, and the outcome at time-up is read at `nowMs`: more points win; level, the
 * Senshu holder; else a draw where one may stand, else Hantei decides.
 */
export function kumiteBout(
  profile: RuleProfile,
  settings: BoutSettings,
  events: readonly BoutEvent[],
  nowMs: number,
): KumiteBoutState {
  const tally: Tally = {
    points: { aka: 0, ao: 0 },
    senshu: null,
    penalties: { aka: null, ao: null },
    remainingMs: settings.boutSeconds * 1000,
    runningSince: null,
    decided: null,
  };
  for (const event of standingEvents(events)) {
    if (tally.decided) break;
    apply(tally, event, profile, settings);
  }
  const remainingMs = remainingAt(tally, nowMs);
  const clock = {
    running: tally.runningSince !== null && remainingMs > 0,
    remainingMs,
    endSignal: remainingMs <= profile.kumite.endSignalSeconds * 1000,
  };
  const outcome = tally.decided ?? (remainingMs === 0 ? atTimeUp(tally, settings) : null);
  const status: BoutStatus = outcome ? 'ended' : remainingMs === 0 ? 'awaitingHantei' : 'fighting';
  return { points: tally.points, senshu: tally.senshu, penalties: tally.penalties, clock, status, outcome };
}

/** The `RecordResult` request that writes a finished bout's result to the bracket; null while it is not finished. */
export function recordResultFromBout(boutId: string, state: KumiteBoutState): RecordResultRequest | null {
  if (!state.outcome) return null;
  return {
    boutId,
    winner: state.outcome.winner,
    method: state.outcome.method,
    akaScore: Math.min(state.points.aka, MAX_BOUT_SCORE),
    aoScore: Math.min(state.points.ao, MAX_BOUT_SCORE),
  };
}

/** The log without duplicates, undos and what they undid, in order: the events the state is made of. */
export function standingEvents(events: readonly BoutEvent[]): StandingEvent[] {
  const seen = new Set<string>();
  const once = events.filter((event) => !seen.has(event.id) && Boolean(seen.add(event.id)));
  // From the end back, so an undo is known to stand (nothing later undid it) before it removes its target.
  const undone = new Set<string>();
  const standing: StandingEvent[] = [];
  for (const event of once.reverse()) {
    if (undone.has(event.id)) continue;
    if (event.kind === 'undo') undone.add(event.target);
    else standing.push(event);
  }
  return standing.reverse();
}

function apply(tally: Tally, event: StandingEvent, profile: RuleProfile, settings: BoutSettings): void {
  const { kumite } = profile;
  switch (event.kind) {
    case 'score': {
      const other = opponent(event.side);
      // The bout's first score is the first unopposed one; once removed, Senshu is not given again (decision 056).
      if (kumite.senshu && tally.points.aka + tally.points.ao === 0) tally.senshu = event.side;
      tally.points[event.side] += kumite.points[event.technique];
      if (tally.points[event.side] - tally.points[other] >= kumite.winningLead) {
        decide(tally, { winner: event.side, method: 'points' }, event.at);
      }
      return;
    }
    case 'penalty': {
      if (event.step >= kumite.penalties.length) return;
      tally.penalties[event.side] = Math.max(tally.penalties[event.side] ?? 0, event.step);
      if (event.step === kumite.penalties.length - 1) {
        decide(tally, { winner: opponent(event.side), method: 'hansoku' }, event.at);
      }
      return;
    }
    case 'senshuRemoved':
      if (tally.senshu === event.side) tally.senshu = null;
      return;
    case 'clock':
      if (event.action === 'start') {
        if (tally.runningSince === null && tally.remainingMs > 0) tally.runningSince = event.at;
      } else stopClock(tally, event.at);
      return;
    case 'clockSet':
      tally.remainingMs = Math.min(event.remainingMs, settings.boutSeconds * 1000);
      if (tally.runningSince !== null) tally.runningSince = event.at;
      return;
    case 'hantei': {
      const { aka, ao } = event.votes;
      const awaited = remainingAt(tally, event.at) === 0 && atTimeUp(tally, settings) === null;
      if (awaited && aka + ao === kumite.hanteiVoters) {
        decide(tally, { winner: aka > ao ? 'aka' : 'ao', method: 'hantei' }, event.at);
      }
      return;
    }
    case 'kiken':
    case 'shikkaku':
      decide(tally, { winner: opponent(event.side), method: event.kind }, event.at);
  }
}

/** The outcome at time-up; null when Hantei has to decide. */
function atTimeUp(tally: Tally, settings: BoutSettings): BoutOutcome | null {
  const { aka, ao } = tally.points;
  if (aka !== ao) return { winner: aka > ao ? 'aka' : 'ao', method: 'points' };
  if (tally.senshu) return { winner: tally.senshu, method: 'senshu' };
  // A draw carries 'points' as its method, as the table's result form records one.
  return settings.drawAllowed ? { winner: 'draw', method: 'points' } : null;
}

/** The clock stops where the bout ended, so a scoreboard shows the time the bout took. */
function decide(tally: Tally, outcome: BoutOutcome, at: number): void {
  stopClock(tally, at);
  tally.decided = outcome;
}

function stopClock(tally: Tally, at: number): void {
  tally.remainingMs = remainingAt(tally, at);
  tally.runningSince = null;
}

/** Never below 0, and a moment before the clock started (a console's clock set back) takes no time off. */
function remainingAt(tally: Tally, at: number): number {
  if (tally.runningSince === null) return tally.remainingMs;
  return Math.max(0, tally.remainingMs - Math.max(0, at - tally.runningSince));
}

function opponent(of: Side): Side {
  return of === 'aka' ? 'ao' : 'aka';
}

/** A bout's id in its category's bracket or pool, as `RecordResult` takes it. */
const boutIdField = z.string().regex(/^[A-Z0-9-]{1,16}$/, fieldMessage('form.boutId.invalid'));

/**
 * Events of one bout from the table's console (decision 058): those whose id the server has not stored are appended
 * in the order given; a resend of a stored id is recognised and stores nothing.
 */
/** A console's own id (decision 061): a random UUID the device makes once and keeps. */
export const CONSOLE_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;
export const consoleIdField = z.string().regex(CONSOLE_ID_PATTERN, fieldMessage('form.console.id'));

export const appendBoutEventsSchema = z.object({
  boutId: boutIdField,
  events: boutLogSchema.min(1),
  /**
   * The console that sends them: it holds the tatami's lease, or takes a free one; a tatami another console holds
   * refuses them (409). Without it (a caller that is not a console) the lease is not looked at.
   */
  consoleId: consoleIdField.optional(),
});
export type AppendBoutEventsRequest = z.input<typeof appendBoutEventsSchema>;
export type AppendBoutEventsValues = z.output<typeof appendBoutEventsSchema>;

export const boutLogQuerySchema = z.object({ boutId: boutIdField });
export type BoutLogQuery = z.input<typeof boutLogQuerySchema>;

const sideSchema = z.enum(['aka', 'ao']);

export const kumiteBoutStateSchema = z.object({
  points: z.object({ aka: z.number(), ao: z.number() }),
  senshu: sideSchema.nullable(),
  penalties: z.object({ aka: z.number().nullable(), ao: z.number().nullable() }),
  clock: z.object({ running: z.boolean(), remainingMs: z.number(), endSignal: z.boolean() }),
  status: z.enum(['fighting', 'awaitingHantei', 'ended']),
  outcome: z
    .object({
      winner: z.enum(['aka', 'ao', 'draw']),
      method: z.enum(['points', 'senshu', 'hantei', 'kiken', 'shikkaku', 'hansoku']),
    })
    .nullable(),
});

/** A stored event: the server's sequence in the bout (its order), the event as the console sent it, its arrival. */
export const storedBoutEventSchema = z.object({
  seq: z.number(),
  event: boutEventSchema,
  receivedAt: z.string(),
});
export type StoredBoutEvent = z.infer<typeof storedBoutEventSchema>;

/**
 * A bout's whole log in the server's order, and its state read at the log's own time (`stateAtMs`, the console's
 * clock at the latest event; decision 058). `appended`: how many of the events sent were new (0 for a resend, and
 * for GetBoutLog). `next`: the category's bouts ready to be fought, in order, once the log's result is written.
 */
export const boutLogReplySchema = envelopeSchema.extend({
  boutId: z.string(),
  events: z.array(storedBoutEventSchema),
  state: kumiteBoutStateSchema,
  stateAtMs: z.number(),
  appended: z.number(),
  /** The result stored for the bout (written from the log, or by hand), null while none is. */
  resultWritten: z.boolean(),
  next: z.array(z.string()),
});
export type BoutLogReply = z.infer<typeof boutLogReplySchema>;

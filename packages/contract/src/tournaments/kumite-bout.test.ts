import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Side } from './bracket.ts';
import {
  boutEventSchema,
  boutLogSchema,
  KUMITE_TECHNIQUES,
  kumiteBout,
  MAX_BOUT_EVENTS,
  recordResultFromBout,
  type BoutEvent,
  type BoutSettings,
  type KumiteTechnique,
} from './kumite-bout.ts';
import { WKF_2023_PROFILE, type RuleProfile } from './rule-profile.ts';
import { recordResultSchema } from './tournaments.ts';

/** Yuko 1, Waza-ari 2, Ippon 3; a lead of 8 ends the bout; 5 Hantei voters; C1 C2 C3 HC H; the signal at 15 s. */
const WKF = WKF_2023_PROFILE;
const BRACKET: BoutSettings = { boutSeconds: 180, drawAllowed: false };
const POOL: BoutSettings = { boutSeconds: 180, drawAllowed: true };
const BOUT_MS = 180_000;

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** An event without its id, which `log` numbers e1, e2, ... by position. */
type Spec = DistributiveOmit<BoutEvent, 'id'>;

function log(...specs: Spec[]): BoutEvent[] {
  return specs.map((spec, i) => ({ ...spec, id: `e${i + 1}` }));
}

const score = (side: Side, technique: KumiteTechnique, at = 0): Spec => ({ kind: 'score', side, technique, at });
const penalty = (side: Side, step: number, at = 0): Spec => ({ kind: 'penalty', side, step, at });
const senshuRemoved = (side: Side): Spec => ({ kind: 'senshuRemoved', side, at: 0 });
const start = (at: number): Spec => ({ kind: 'clock', action: 'start', at });
const stop = (at: number): Spec => ({ kind: 'clock', action: 'stop', at });
const clockSet = (remainingMs: number, at: number): Spec => ({ kind: 'clockSet', remainingMs, at });
const hantei = (aka: number, ao: number, at = BOUT_MS): Spec => ({ kind: 'hantei', votes: { aka, ao }, at });
const kiken = (side: Side): Spec => ({ kind: 'kiken', side, at: 0 });
const shikkaku = (side: Side): Spec => ({ kind: 'shikkaku', side, at: 0 });
const undo = (target: string): Spec => ({ kind: 'undo', target, at: 0 });

/** The bout as a bracket's, read when the full time has run from a start at 0. */
const bout = (events: BoutEvent[], settings = BRACKET, now = 0, profile: RuleProfile = WKF) =>
  kumiteBout(profile, settings, events, now);
const atTimeUp = (specs: Spec[], settings = BRACKET) => bout(log(start(0), ...specs), settings, BOUT_MS);

describe('points', () => {
  it('are the profile’s values of each technique, added per side', () => {
    const state = bout(log(score('aka', 'yuko'), score('ao', 'ippon'), score('aka', 'wazaAri')));
    expect(state.points).toEqual({ aka: 3, ao: 3 });
    expect(state).toMatchObject({ status: 'fighting', outcome: null });
    const doubled = { ...WKF, kumite: { ...WKF.kumite, points: { yuko: 2, wazaAri: 4, ippon: 5 } } };
    expect(bout(log(score('ao', 'yuko'), score('ao', 'ippon')), BRACKET, 0, doubled).points).toEqual({ aka: 0, ao: 7 });
  });
});

describe('Senshu', () => {
  it('goes to the first score, and the opponent’s later scores do not take it', () => {
    expect(bout(log(score('ao', 'yuko'), score('aka', 'ippon'), score('aka', 'ippon'))).senshu).toBe('ao');
  });

  it('is taken only from its holder by senshuRemoved, and is not given again', () => {
    const given = [score('aka', 'yuko'), senshuRemoved('ao')];
    expect(bout(log(...given)).senshu).toBe('aka');
    expect(bout(log(...given, senshuRemoved('aka'))).senshu).toBeNull();
    expect(bout(log(...given, senshuRemoved('aka'), score('aka', 'yuko'), score('ao', 'yuko'))).senshu).toBeNull();
  });

  it('is never given under a profile without it', () => {
    const noSenshu = { ...WKF, kumite: { ...WKF.kumite, senshu: false } };
    expect(bout(log(score('aka', 'yuko')), BRACKET, 0, noSenshu).senshu).toBeNull();
  });

  it('goes to the next first score when the first is undone', () => {
    expect(bout(log(score('aka', 'yuko'), score('ao', 'yuko'), undo('e1'))).senshu).toBe('ao');
  });
});

describe('the lead end', () => {
  it('ends the bout on points the moment a side leads by the winning lead, stopping the clock there', () => {
    const state = bout(
      log(start(0), score('aka', 'ippon', 10_000), score('aka', 'ippon', 20_000), score('aka', 'wazaAri', 30_000)),
      BRACKET,
      100_000,
    );
    expect(state).toMatchObject({ status: 'ended', outcome: { winner: 'aka', method: 'points' } });
    expect(state.clock).toEqual({ running: false, remainingMs: 150_000, endSignal: false });
  });

  it('counts the lead, not the points: 7 ahead goes on, and nothing counts after the end', () => {
    const sevenAhead = [score('ao', 'yuko'), score('aka', 'ippon'), score('aka', 'ippon'), score('aka', 'wazaAri')];
    expect(bout(log(...sevenAhead, score('aka', 'yuko'))).status).toBe('ended');
    expect(bout(log(...sevenAhead)).status).toBe('fighting');
    const after = bout(log(...sevenAhead, score('aka', 'yuko'), score('ao', 'ippon'), kiken('aka')));
    expect(after).toMatchObject({ points: { aka: 9, ao: 1 }, outcome: { winner: 'aka', method: 'points' } });
  });
});

describe('time-up', () => {
  it('gives the bout to more points', () => {
    expect(atTimeUp([score('ao', 'yuko', 1000), score('aka', 'wazaAri', 2000)]).outcome).toEqual({
      winner: 'aka',
      method: 'points',
    });
  });

  it('gives level points to the Senshu holder', () => {
    expect(atTimeUp([score('ao', 'yuko'), score('aka', 'yuko')]).outcome).toEqual({ winner: 'ao', method: 'senshu' });
  });

  it('without Senshu, is a draw where one may stand, else awaits Hantei', () => {
    expect(atTimeUp([], POOL).outcome).toEqual({ winner: 'draw', method: 'points' });
    expect(atTimeUp([])).toMatchObject({ status: 'awaitingHantei', outcome: null });
    const removed = [score('ao', 'yuko'), score('aka', 'yuko'), senshuRemoved('ao')];
    expect(atTimeUp(removed)).toMatchObject({ status: 'awaitingHantei', outcome: null });
  });

  it('still counts the exchange the referee awards after the signal', () => {
    expect(atTimeUp([score('aka', 'yuko', BOUT_MS + 3000)]).outcome).toEqual({ winner: 'aka', method: 'points' });
  });
});

describe('Hantei', () => {
  it('decides a level bout at time-up by the majority of the profile’s voters, and ends it there', () => {
    expect(atTimeUp([hantei(2, 3)])).toMatchObject({ status: 'ended', outcome: { winner: 'ao', method: 'hantei' } });
    expect(atTimeUp([hantei(4, 1), score('ao', 'ippon', BOUT_MS + 1)]).outcome).toEqual({
      winner: 'aka',
      method: 'hantei',
    });
  });

  it('counts only when awaited, with every voter', () => {
    expect(atTimeUp([hantei(3, 1)]).status).toBe('awaitingHantei');
    expect(bout(log(start(0), hantei(3, 2, 60_000)), BRACKET, 60_000).status).toBe('fighting');
    expect(atTimeUp([score('ao', 'yuko'), hantei(3, 2)]).outcome).toEqual({ winner: 'ao', method: 'points' });
    expect(atTimeUp([hantei(3, 2)], POOL).outcome).toEqual({ winner: 'draw', method: 'points' });
  });
});

describe('penalties', () => {
  it('keep the highest ladder step each side reached, below Hansoku', () => {
    for (const step of [0, 1, 2, 3]) {
      expect(bout(log(penalty('ao', step)))).toMatchObject({ penalties: { aka: null, ao: step }, status: 'fighting' });
    }
    expect(bout(log(penalty('aka', 2), penalty('aka', 0))).penalties).toEqual({ aka: 2, ao: null });
    expect(bout(log(penalty('aka', 5))).penalties).toEqual({ aka: null, ao: null });
  });

  it('at the ladder’s last step (Hansoku) give the bout to the opponent, straight away or step by step', () => {
    expect(bout(log(penalty('aka', 4))).outcome).toEqual({ winner: 'ao', method: 'hansoku' });
    const ladder = [0, 1, 2, 3, 4].map((step) => penalty('ao', step));
    expect(bout(log(...ladder, score('aka', 'yuko'))).outcome).toEqual({ winner: 'aka', method: 'hansoku' });
    const short = { ...WKF, kumite: { ...WKF.kumite, penalties: ['Warning', 'Hansoku'] } };
    expect(bout(log(penalty('ao', 1)), BRACKET, 0, short).outcome).toEqual({ winner: 'aka', method: 'hansoku' });
  });
});

describe('kiken and shikkaku', () => {
  it('give the bout to the other side at once', () => {
    expect(bout(log(score('aka', 'ippon'), kiken('aka'))).outcome).toEqual({ winner: 'ao', method: 'kiken' });
    expect(bout(log(shikkaku('ao'), kiken('aka'))).outcome).toEqual({ winner: 'aka', method: 'shikkaku' });
  });
});

describe('undo', () => {
  const cases: [string, Spec[], Spec][] = [
    ['a score', [score('aka', 'yuko')], score('ao', 'ippon')],
    ['the lead-ending score', [score('aka', 'ippon'), score('aka', 'ippon')], score('aka', 'wazaAri')],
    ['a penalty', [penalty('aka', 1)], penalty('aka', 2)],
    ['Hansoku', [penalty('aka', 3)], penalty('aka', 4)],
    ['a Senshu removal', [score('ao', 'yuko')], senshuRemoved('ao')],
    ['a clock start', [], start(0)],
    ['a clock stop', [start(0)], stop(60_000)],
    ['a clock correction', [start(0)], clockSet(20_000, 60_000)],
    ['Hantei', [start(0)], hantei(3, 2)],
    ['kiken', [], kiken('ao')],
    ['shikkaku', [], shikkaku('aka')],
  ];

  it.each(cases)('of %s leaves the bout as if it had never happened', (_, before, undone) => {
    const later = [score('ao', 'yuko', BOUT_MS + 1)];
    const without = bout(log(...before, ...later), BRACKET, 90_000);
    const withIt = bout(log(...before, undone, ...later), BRACKET, 90_000);
    expect(withIt).not.toEqual(without);
    const target = `e${before.length + 1}`;
    expect(bout(log(...before, undone, ...later, undo(target)), BRACKET, 90_000)).toEqual(without);
  });

  it('of an undo puts its target back; of an unknown or a later event, does nothing', () => {
    const scored = [score('aka', 'ippon'), undo('e1'), undo('e2')];
    expect(bout(log(...scored)).points).toEqual({ aka: 3, ao: 0 });
    expect(bout(log(...scored, undo('e3'))).points).toEqual({ aka: 0, ao: 0 });
    expect(bout(log(score('aka', 'ippon'), undo('e9'))).points).toEqual({ aka: 3, ao: 0 });
    expect(bout(log(undo('e2'), score('aka', 'ippon'))).points).toEqual({ aka: 3, ao: 0 });
  });
});

describe('ids', () => {
  it('count once, the first event with an id standing', () => {
    const [yuko] = log(score('aka', 'yuko'));
    const resent = [yuko!, yuko!, { ...yuko!, side: 'ao' as const, technique: 'ippon' as const }];
    expect(bout(resent).points).toEqual({ aka: 1, ao: 0 });
  });
});

describe('the clock', () => {
  it('stands at the bout time until started, then runs on the console’s clock', () => {
    expect(bout(log(), BRACKET, 50_000).clock).toEqual({ running: false, remainingMs: BOUT_MS, endSignal: false });
    expect(bout(log(start(1000)), BRACKET, 31_000).clock).toEqual({
      running: true,
      remainingMs: 150_000,
      endSignal: false,
    });
    expect(bout(log(start(1000)), BRACKET, 500).clock.remainingMs).toBe(BOUT_MS);
  });

  it('stops and starts again; a second start or stop changes nothing', () => {
    const clock = (...specs: Spec[]) => bout(log(...specs), BRACKET, 50_000).clock;
    expect(clock(start(0), stop(30_000), start(40_000))).toMatchObject({ running: true, remainingMs: 140_000 });
    expect(clock(start(0), start(10_000), stop(30_000), stop(45_000))).toMatchObject({
      running: false,
      remainingMs: 150_000,
    });
  });

  it('takes a correction as the time left from its moment, at most the bout time', () => {
    const clock = (...specs: Spec[]) => bout(log(...specs), BRACKET, 50_000).clock;
    expect(clock(clockSet(100_000, 20_000))).toMatchObject({ running: false, remainingMs: 100_000 });
    expect(clock(start(0), clockSet(100_000, 20_000))).toMatchObject({ running: true, remainingMs: 70_000 });
    expect(clock(clockSet(600_000, 0)).remainingMs).toBe(BOUT_MS);
  });

  it('never goes below 0, and a start with no time left does not run', () => {
    expect(bout(log(start(0)), BRACKET, 500_000).clock).toEqual({ running: false, remainingMs: 0, endSignal: true });
    expect(bout(log(clockSet(0, 0), start(0)), BRACKET, 10).clock.running).toBe(false);
  });

  it('gives the end signal from the profile’s seconds left', () => {
    const signal = (now: number) => bout(log(start(0)), BRACKET, now).clock.endSignal;
    expect(signal(BOUT_MS - 15_001)).toBe(false);
    expect(signal(BOUT_MS - 15_000)).toBe(true);
  });
});

describe('the bout event schema', () => {
  const id = '0b8f6a4e-6f1e-4c1a-9b53-2d1f5e7c9a10';

  it('takes each kind of event', () => {
    const events = log(
      score('aka', 'wazaAri'),
      penalty('ao', 7),
      senshuRemoved('aka'),
      start(1),
      clockSet(600_000, 2),
      hantei(0, 9),
      kiken('ao'),
      shikkaku('aka'),
      undo(id),
    ).map((event) => ({ ...event, id }));
    expect(boutLogSchema.parse(events)).toEqual(events);
  });

  it('refuses what a console never sends', () => {
    const refused = [
      { id: 'e1', at: 0, kind: 'kiken', side: 'aka' },
      { id, at: -1, kind: 'kiken', side: 'aka' },
      { id, at: 1.5, kind: 'kiken', side: 'aka' },
      { id, at: 0, kind: 'kiken', side: 'shiro' },
      { id, at: 0, kind: 'kiken', side: 'aka', note: 'hurt' },
      { id, at: 0, kind: 'bow' },
      { id, at: 0, kind: 'penalty', side: 'aka', step: 8 },
      { id, at: 0, kind: 'clockSet', remainingMs: 600_001 },
      { id, at: 0, kind: 'hantei', votes: { aka: 2, ao: 2 } },
      { id, at: 0, kind: 'undo', target: 'e1' },
    ];
    for (const event of refused) expect(boutEventSchema.safeParse(event).success, JSON.stringify(event)).toBe(false);
    const kiken = { id, at: 0, kind: 'kiken', side: 'aka' };
    expect(boutLogSchema.safeParse(Array.from({ length: MAX_BOUT_EVENTS + 1 }, () => kiken)).success).toBe(false);
  });
});

describe('the result of a finished bout', () => {
  it('is the RecordResult request, or null before the bout ends', () => {
    expect(recordResultFromBout('R1-1', bout(log(score('aka', 'yuko'))))).toBeNull();
    expect(recordResultFromBout('R1-1', atTimeUp([]))).toBeNull();
    const won = recordResultFromBout('R1-1', atTimeUp([score('ao', 'yuko'), score('aka', 'wazaAri')]));
    expect(won).toEqual({ boutId: 'R1-1', winner: 'aka', method: 'points', akaScore: 2, aoScore: 1 });
    expect(recordResultFromBout('P-2', atTimeUp([], POOL))).toEqual({
      boutId: 'P-2',
      winner: 'draw',
      method: 'points',
      akaScore: 0,
      aoScore: 0,
    });
    expect(recordResultSchema.parse(recordResultFromBout('R2-1', bout(log(kiken('ao')))))).toMatchObject({
      winner: 'aka',
      method: 'kiken',
    });
  });
});

const sideArb = fc.constantFrom<Side>('aka', 'ao');
const scoreArb = fc.record({
  kind: fc.constant('score' as const),
  side: sideArb,
  technique: fc.constantFrom(...KUMITE_TECHNIQUES),
});
/** An undo picks its target by counting back from itself; at the start of the log it targets nobody. */
type Proto = DistributiveOmit<Exclude<Spec, { kind: 'undo' }>, 'at'> | { kind: 'undo'; back: number };
/** Busy bouts end by the lead; quiet ones reach time-up level, where Senshu, a draw or Hantei decide. */
const protoArb = (quiet: boolean): fc.Arbitrary<Proto> =>
  fc.oneof(
    { weight: quiet ? 1 : 20, arbitrary: scoreArb },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('penalty' as const), side: sideArb, step: fc.nat(5) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('senshuRemoved' as const), side: sideArb }) },
    {
      weight: quiet ? 1 : 4,
      arbitrary: fc.record({
        kind: fc.constant('clock' as const),
        action: fc.constantFrom<'start' | 'stop'>('start', 'stop'),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('clockSet' as const), remainingMs: fc.nat(BOUT_MS) }) },
    {
      weight: quiet ? 6 : 2,
      arbitrary: fc.nat(5).map((aka) => ({ kind: 'hantei' as const, votes: { aka, ao: 5 - aka } })),
    },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constantFrom('kiken' as const, 'shikkaku' as const), side: sideArb }),
    },
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('undo' as const), back: fc.nat() }) },
  );

/** Numbers the events e1, e2, ... and times each the given gap after the one before. */
function toLog(protos: readonly (readonly [Proto, number])[]): BoutEvent[] {
  let at = 0;
  return protos.map(([proto, gap], i) => {
    at += gap;
    const id = `e${i + 1}`;
    if (proto.kind !== 'undo') return { ...proto, id, at } as BoutEvent;
    return { kind: 'undo', id, at, target: i === 0 ? 'nobody' : `e${(proto.back % i) + 1}` };
  });
}
/** Events up to a minute apart, half the logs starting the clock first, so that time runs out in many. */
const logArb = fc
  .tuple(fc.boolean(), fc.boolean())
  .chain(([quiet, started]) =>
    fc
      .array(fc.tuple(protoArb(quiet), fc.nat(60_000)), { maxLength: 40 })
      .map((protos) => toLog(started ? [[{ kind: 'clock', action: 'start' }, 0], ...protos] : protos)),
  );
const settingsArb = fc.record({ boutSeconds: fc.constantFrom(90, 120, 180), drawAllowed: fc.boolean() });
const nowArb = fc.nat(1_000_000);

describe('a bout replayed from its log', () => {
  it('is the same state every time the same events are replayed', () => {
    fc.assert(
      fc.property(logArb, settingsArb, nowArb, (events, settings, now) => {
        expect(kumiteBout(WKF, settings, events, now)).toEqual(kumiteBout(WKF, settings, structuredClone(events), now));
      }),
    );
  });

  it('with an event and its undo is the bout without both', () => {
    fc.assert(
      fc.property(logArb, settingsArb, nowArb, fc.nat(), fc.nat(), (events, settings, now, pick, place) => {
        fc.pre(events.length > 0);
        const i = pick % events.length;
        const j = i + 1 + (place % (events.length - i));
        const undoing: BoutEvent = { kind: 'undo', id: 'fresh', at: 0, target: events[i]!.id };
        const withBoth = [...events.slice(0, j), undoing, ...events.slice(j)];
        const withoutBoth = events.filter((_, k) => k !== i);
        expect(kumiteBout(WKF, settings, withBoth, now)).toEqual(kumiteBout(WKF, settings, withoutBoth, now));
      }),
      { numRuns: 300 },
    );
  });

  it('does not change when an id arrives again, resent or reused', () => {
    fc.assert(
      fc.property(logArb, settingsArb, nowArb, fc.nat(), fc.nat(), fc.nat(), (events, settings, now, a, b, c) => {
        fc.pre(events.length > 0);
        const i = a % events.length;
        const j = i + 1 + (b % (events.length - i));
        const again = { ...events[c % events.length]!, id: events[i]!.id };
        const withAgain = [...events.slice(0, j), again, ...events.slice(j)];
        expect(kumiteBout(WKF, settings, withAgain, now)).toEqual(kumiteBout(WKF, settings, events, now));
      }),
      { numRuns: 300 },
    );
  });

  it('has each side’s points the sum of its standing scores until the bout ends', () => {
    const undoArb = fc.record({ kind: fc.constant('undo' as const), back: fc.nat() });
    const scoringArb = fc
      .array(fc.tuple(fc.oneof({ weight: 2, arbitrary: scoreArb }, undoArb), fc.nat(20_000)), { maxLength: 40 })
      .map((protos) => {
        const events = toLog(protos);
        // Undos here undo scores only, so a score stands exactly when nothing targets it.
        return events.filter((e) => e.kind !== 'undo' || events.find((t) => t.id === e.target)?.kind === 'score');
      });
    fc.assert(
      fc.property(scoringArb, settingsArb, nowArb, (events, settings, now) => {
        const undone = new Set(events.flatMap((e) => (e.kind === 'undo' ? [e.target] : [])));
        const expected = { aka: 0, ao: 0 };
        for (const e of events) {
          if (e.kind !== 'score' || undone.has(e.id)) continue;
          if (Math.abs(expected.aka - expected.ao) >= WKF.kumite.winningLead) break;
          expected[e.side] += WKF.kumite.points[e.technique];
        }
        expect(kumiteBout(WKF, settings, events, now).points).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('once ended, has exactly one winner, unless a draw may stand and the points are level at time-up', () => {
    fc.assert(
      fc.property(logArb, settingsArb, nowArb, (events, settings, now) => {
        const state = kumiteBout(WKF, settings, events, now);
        expect(state.status === 'ended').toBe(state.outcome !== null);
        if (state.status === 'awaitingHantei') expect(settings.drawAllowed).toBe(false);
        if (state.outcome?.winner === 'draw') {
          expect(settings.drawAllowed).toBe(true);
          expect(state.outcome.method).toBe('points');
          expect(state.points.aka).toBe(state.points.ao);
          expect(state.clock.remainingMs).toBe(0);
        }
        const request = recordResultFromBout('R1-1', state);
        expect(request === null).toBe(state.outcome === null);
        if (request) expect(recordResultSchema.safeParse(request).success).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('ends on points exactly when the lead first reaches the winning lead', () => {
    const scoresArb = fc.array(scoreArb, { maxLength: 40 }).map((protos) => toLog(protos.map((p) => [p, 1000])));
    fc.assert(
      fc.property(scoresArb, (events) => {
        const lead = { aka: 0, ao: 0 };
        let reached = false;
        events.forEach((e, k) => {
          if (e.kind !== 'score') return;
          if (!reached) lead[e.side] += WKF.kumite.points[e.technique];
          const justReached = !reached && Math.abs(lead.aka - lead.ao) >= WKF.kumite.winningLead;
          reached ||= justReached;
          const state = kumiteBout(WKF, BRACKET, events.slice(0, k + 1), 0);
          expect(state.status).toBe(reached ? 'ended' : 'fighting');
          expect(state.points).toEqual(lead);
          if (justReached) expect(state.outcome).toEqual({ winner: e.side, method: 'points' });
        });
      }),
    );
  });
});

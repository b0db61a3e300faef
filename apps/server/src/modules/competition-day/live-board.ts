import type { BoutEvent, LiveAthlete, LiveBoard, LiveBout, TatamiCall } from '@academy/contract';
import type { DbOrTx } from '../../db/database.ts';
import { categoryDetail } from '../tournaments/draws.ts';
import { requireTournament } from '../tournaments/entries.ts';
import { profileOf, type Say } from '../tournaments/tournament-view.ts';
import { tatamisView } from './tatamis.ts';

/**
 * The live board (decision 060), as the scoring console needs it: each tatami's bout now and on deck with their
 * athletes and logs, from the tatamis' queues. A minimal version written with the console (decision 061): no feed
 * number (seq 0) and no latest results; the live feed's own board builder replaces it.
 */

type Detail = Awaited<ReturnType<typeof categoryDetail>>;

async function boutEvents(db: DbOrTx, categoryId: string, boutId: string) {
  const rows = await db
    .selectFrom('tournamentBoutEvents')
    .select(['seq', 'event', 'receivedAt'])
    .where('categoryId', '=', categoryId)
    .where('boutId', '=', boutId)
    .orderBy('seq')
    .execute();
  return rows.map((row) => ({ seq: row.seq, event: JSON.parse(row.event) as BoutEvent, receivedAt: row.receivedAt }));
}

/** A called bout with its athletes (entry, name, club), its settings and, for kumite, its log. */
async function liveBoutOf(
  db: DbOrTx,
  board: Pick<LiveBoard, 'profile'>,
  call: TatamiCall | null,
  detailOf: (categoryId: string) => Promise<Detail>,
): Promise<LiveBout | null> {
  if (!call) return null;
  const detail = await detailOf(call.categoryId);
  const athlete = (entryId: string | null | undefined): LiveAthlete | null => {
    const entry = detail.entries.find((each) => each.id === entryId);
    return entry ? { entryId: entry.id, name: entry.athleteName, club: entry.club || null } : null;
  };
  const base = { categoryId: call.categoryId, categoryName: call.categoryName, boutId: call.boutId, round: call.round };
  if (detail.kataRounds) {
    const entryId = call.boutId.split(':')[1];
    return { ...base, discipline: 'kata', aka: athlete(entryId), ao: null, settings: null, events: [] };
  }
  const bout = detail.bouts.find((each) => each.id === call.boutId);
  const ageGroup = board.profile.ageGroups.find((group) => group.key === detail.category.criteria.ageGroup);
  const settings = {
    boutSeconds: ageGroup?.boutSeconds ?? 180,
    drawAllowed: detail.standings !== null && board.profile.kumite.drawAllowedIn.includes('roundRobin'),
  };
  if (detail.category.criteria.discipline === 'kata') {
    return { ...base, discipline: 'kata', aka: athlete(bout?.aka), ao: athlete(bout?.ao), settings: null, events: [] };
  }
  return {
    ...base,
    discipline: 'kumite',
    aka: athlete(bout?.aka),
    ao: athlete(bout?.ao),
    settings,
    events: await boutEvents(db, call.categoryId, call.boutId),
  };
}

/** The tournament's board as it stands now. */
export async function liveBoard(db: DbOrTx, eventId: string, say: Say, now = new Date()): Promise<LiveBoard> {
  const { event, tournament } = await requireTournament(db, eventId);
  const profile = profileOf(tournament);
  const view = await tatamisView(db, eventId, say, now);
  const details = new Map<string, Promise<Detail>>();
  const detailOf = (categoryId: string) => {
    if (!details.has(categoryId)) details.set(categoryId, categoryDetail(db, categoryId, say));
    return details.get(categoryId)!;
  };
  const tatamis = [];
  for (const tatami of view.tatamis) {
    tatamis.push({
      number: tatami.number,
      boutSeconds: tatami.boutSeconds,
      now: await liveBoutOf(db, { profile }, tatami.now, detailOf),
      onDeck: await liveBoutOf(db, { profile }, tatami.onDeck, detailOf),
      queue: tatami.queue,
    });
  }
  return { eventId, name: event.eventName, seq: 0, at: now.toISOString(), profile, tatamis, results: [] };
}

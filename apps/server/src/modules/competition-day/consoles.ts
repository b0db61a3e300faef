import type { ClaimTatamiRequest, TatamiLease, TatamiOfficialsReply } from '@academy/contract';
import { recordAudit, type Actor } from '../../audit/audit-log.ts';
import type { DbOrTx } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict, notFound } from '../../http/http-error.ts';
import { nowIso } from '../../lib/ids.ts';
import { requireTournament } from '../tournaments/entries.ts';

/**
 * A tatami's scoring console and its lease (decision 061): one console scores a tatami at a time. A console claims a
 * free tatami (ClaimTatami, or its first events); another console is refused until it takes the tatami on purpose.
 * Table officials each have one tatami per tournament, which the owner gives them.
 */

type ClaimValues = Required<Pick<ClaimTatamiRequest, 'tatami' | 'consoleId'>> & { take?: boolean };

export async function leaseRow(db: DbOrTx, eventId: string, tatami: number) {
  return db
    .selectFrom('tournamentTatamiConsoles')
    .leftJoin('admins', 'admins.id', 'tournamentTatamiConsoles.userId')
    .select([
      'tournamentTatamiConsoles.consoleId',
      'tournamentTatamiConsoles.userId',
      'tournamentTatamiConsoles.since',
      'admins.name',
      'admins.email',
    ])
    .where('tournamentTatamiConsoles.eventId', '=', eventId)
    .where('tournamentTatamiConsoles.tatami', '=', tatami)
    .executeTakeFirst();
}

type LeaseRow = NonNullable<Awaited<ReturnType<typeof leaseRow>>>;

export const leaseOf = (row: LeaseRow): TatamiLease => ({
  consoleId: row.consoleId,
  holder: row.name || row.email || row.userId,
  since: row.since,
});

/** 409: the tatami is another console's, saying whose and since when. */
const heldElsewhere = (tatami: number, row: LeaseRow) =>
  conflict('api.tournaments.tatamiHeldElsewhere', { tatami, holder: leaseOf(row).holder, since: row.since });

export async function requireTatami(db: DbOrTx, eventId: string, tatami: number) {
  await requireTournament(db, eventId);
  const row = await db
    .selectFrom('tournamentTatamis')
    .select('number')
    .where('eventId', '=', eventId)
    .where('number', '=', tatami)
    .executeTakeFirst();
  if (!row) throw notFound('api.tournaments.tatamiNotFound');
}

/**
 * Takes a free tatami for the console, or finds it the console's already; held by another, 409 unless `take`. The
 * insert does nothing when a row is there (two consoles claiming at once: the first one's stands), so no lock is
 * held on the tournament while a category's row is locked by AppendBoutEvents. Audited when the lease changes.
 */
async function holdTatami(trx: DbOrTx, actor: Actor, eventId: string, values: ClaimValues): Promise<void> {
  const { tatami, consoleId } = values;
  const since = nowIso();
  const userId = actor.id ?? 'system';
  const inserted = await trx
    .insertInto('tournamentTatamiConsoles')
    .values({ eventId, tatami, consoleId, userId, since })
    .onConflict((oc) => oc.columns(['eventId', 'tatami']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
    await recordAudit(trx, actor, {
      action: 'tournament.console',
      subject: { kind: 'tournament', id: eventId },
      before: null,
      after: { tatami, consoleId },
    });
    return;
  }
  const row = await leaseRow(trx, eventId, tatami);
  if (!row || row.consoleId === consoleId) return;
  if (!values.take) throw heldElsewhere(tatami, row);
  await trx
    .updateTable('tournamentTatamiConsoles')
    .set({ consoleId, userId, since })
    .where('eventId', '=', eventId)
    .where('tatami', '=', tatami)
    .execute();
  await recordAudit(trx, actor, {
    action: 'tournament.console',
    subject: { kind: 'tournament', id: eventId },
    before: { tatami, consoleId: row.consoleId, holder: row.userId, since: row.since },
    after: { tatami, consoleId, taken: true },
  });
}

/** ClaimTatami: the tatami for this console (see holdTatami); 404 for a tatami the tournament does not have. */
export async function claimTatami(deps: Pick<Deps, 'db'>, actor: Actor, eventId: string, values: ClaimValues) {
  await deps.db.transaction().execute(async (trx) => {
    await requireTatami(trx, eventId, values.tatami);
    await holdTatami(trx, actor, eventId, values);
  });
}

/**
 * The lease check of AppendBoutEvents from a console, in its transaction: the category's tatami is this console's,
 * or free and taken by it now; another console's refuses the append (409, nothing stored). A category on no tatami
 * has no lease to check.
 */
export async function holdCategoryTatami(trx: DbOrTx, actor: Actor, categoryId: string, consoleId: string) {
  const placed = await trx
    .selectFrom('tournamentTatamiCategories')
    .select(['eventId', 'tatami'])
    .where('categoryId', '=', categoryId)
    .executeTakeFirst();
  if (!placed) return;
  await holdTatami(trx, actor, placed.eventId, { tatami: placed.tatami, consoleId });
}

/** The academy's active table officials, with each one's tatami in the tournament. */
export async function tatamiOfficials(
  db: DbOrTx,
  eventId: string,
): Promise<Omit<TatamiOfficialsReply, 'status' | 'message'>> {
  await requireTournament(db, eventId);
  const rows = await db
    .selectFrom('admins')
    .leftJoin('tournamentTatamiOfficials', (join) =>
      join
        .onRef('tournamentTatamiOfficials.userId', '=', 'admins.id')
        .on('tournamentTatamiOfficials.eventId', '=', eventId),
    )
    .select(['admins.id', 'admins.name', 'admins.email', 'tournamentTatamiOfficials.tatami'])
    .where('admins.staffRole', '=', 'tableOfficial')
    .where('admins.deactivatedAt', 'is', null)
    .orderBy('admins.name')
    .orderBy('admins.email')
    .execute();
  return {
    officials: rows.map((row) => ({ userId: row.id, name: row.name || row.email, tatami: row.tatami ?? null })),
  };
}

/**
 * Gives table officials their tatami for the tournament (null: none); officials not named keep theirs. Each must be
 * an active table official of the academy (400). Audited when something changes.
 */
export async function setTatamiOfficials(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  eventId: string,
  request: { officials: Array<{ userId: string; tatami: number | null }> },
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await requireTournament(trx, eventId);
    const ids = [...new Set(request.officials.map((official) => official.userId))];
    if (ids.length !== request.officials.length) throw badRequest('api.tournaments.notTableOfficial');
    if (ids.length === 0) return;
    const known = await trx
      .selectFrom('admins')
      .select('id')
      .where('id', 'in', ids)
      .where('staffRole', '=', 'tableOfficial')
      .where('deactivatedAt', 'is', null)
      .execute();
    if (known.length !== ids.length) throw badRequest('api.tournaments.notTableOfficial');
    const current = await trx
      .selectFrom('tournamentTatamiOfficials')
      .select(['userId', 'tatami'])
      .where('eventId', '=', eventId)
      .where('userId', 'in', ids)
      .execute();
    const before = new Map(current.map((row) => [row.userId, row.tatami]));
    const changed = request.officials.filter((official) => (before.get(official.userId) ?? null) !== official.tatami);
    if (changed.length === 0) return;
    for (const { userId, tatami } of changed) {
      await trx
        .deleteFrom('tournamentTatamiOfficials')
        .where('eventId', '=', eventId)
        .where('userId', '=', userId)
        .execute();
      if (tatami !== null)
        await trx.insertInto('tournamentTatamiOfficials').values({ eventId, userId, tatami }).execute();
    }
    await recordAudit(trx, actor, {
      action: 'tournament.tatamiOfficials',
      subject: { kind: 'tournament', id: eventId },
      before: { officials: changed.map(({ userId }) => ({ userId, tatami: before.get(userId) ?? null })) },
      after: { officials: changed },
    });
  });
}

/** A table official's tatamis in the tournaments not yet over (from yesterday on): their home lists these consoles. */
export async function officialConsoles(db: DbOrTx, userId: string, now = new Date()) {
  const from = new Date(now.getTime() - 36 * 3600_000).toISOString();
  const rows = await db
    .selectFrom('tournamentTatamiOfficials')
    .innerJoin('events', 'events.id', 'tournamentTatamiOfficials.eventId')
    .select(['events.id', 'events.eventName', 'events.eventDateTime', 'tournamentTatamiOfficials.tatami'])
    .where('tournamentTatamiOfficials.userId', '=', userId)
    .where('events.eventDateTime', '>=', from)
    .orderBy('events.eventDateTime')
    .execute();
  return rows.map((row) => ({
    eventId: row.id,
    eventName: row.eventName,
    eventDateTime: row.eventDateTime,
    tatami: row.tatami,
  }));
}

import { randomBytes } from 'node:crypto';
import type { CreateDisplayRequest, Display, DisplayReply } from '@academy/contract';
import { recordAudit, type Actor } from '../../audit/audit-log.ts';
import type { DbOrTx } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, notFound } from '../../http/http-error.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { requireTournament } from '../tournaments/entries.ts';
import type { TournamentDisplaysTable } from '../../db/schema.ts';

/**
 * Display links (decision 060): a TV at a tatami or the call-up screen opens its screen with a link and no account.
 * The link's token is 32 random bytes (base64url), stored as is: it opens only the public board, so the organiser may
 * copy the link again from the list; revoking it ends its screens at once and it opens nothing again.
 */

const displayOf = (row: TournamentDisplaysTable): Display => ({
  id: row.id,
  kind: row.kind,
  tatami: row.tatami,
  mirrored: row.mirrored === 1,
  label: row.label,
  token: row.token,
  createdAt: row.createdAt,
  revokedAt: row.revokedAt,
});

/** A tournament's display links, newest first, revoked ones included. 404 for no such event or tournament. */
export async function listDisplays(db: DbOrTx, eventId: string): Promise<Display[]> {
  await requireTournament(db, eventId);
  const rows = await db
    .selectFrom('tournamentDisplays')
    .selectAll()
    .where('eventId', '=', eventId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(displayOf);
}

/** A new display link; a scoreboard's tatami must be one of the tournament's (400). Audited, without the token. */
export async function createDisplay(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  eventId: string,
  request: Required<CreateDisplayRequest>,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await requireTournament(trx, eventId);
    if (request.tatami !== null) {
      const tatami = await trx
        .selectFrom('tournamentTatamis')
        .select('number')
        .where('eventId', '=', eventId)
        .where('number', '=', request.tatami)
        .executeTakeFirst();
      if (!tatami) throw badRequest('api.tournaments.noSuchTatami');
    }
    const id = newId();
    await trx
      .insertInto('tournamentDisplays')
      .values({
        id,
        eventId,
        token: randomBytes(32).toString('base64url'),
        kind: request.kind,
        tatami: request.tatami,
        mirrored: request.mirrored ? 1 : 0,
        label: request.label,
        createdAt: nowIso(),
        createdBy: actor.id ?? 'system',
        revokedAt: null,
      })
      .execute();
    await recordAudit(trx, actor, {
      action: 'tournament.createDisplay',
      subject: { kind: 'tournament', id: eventId },
      after: {
        display: id,
        kind: request.kind,
        tatami: request.tatami,
        mirrored: request.mirrored,
        label: request.label,
      },
    });
  });
}

/**
 * Ends a display link of the tournament (404 for another's or none); ending it again changes nothing. Its screens
 * on every server are told (LiveHub.revoked) by the caller after the commit. Audited once.
 */
export async function revokeDisplay(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  eventId: string,
  displayId: string,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await requireTournament(trx, eventId);
    const row = await trx
      .selectFrom('tournamentDisplays')
      .selectAll()
      .where('id', '=', displayId)
      .where('eventId', '=', eventId)
      .executeTakeFirst();
    if (!row) throw notFound('api.tournaments.displayNotFound');
    if (row.revokedAt !== null) return;
    await trx.updateTable('tournamentDisplays').set({ revokedAt: nowIso() }).where('id', '=', displayId).execute();
    await recordAudit(trx, actor, {
      action: 'tournament.revokeDisplay',
      subject: { kind: 'tournament', id: eventId },
      before: { display: displayId, kind: row.kind, tatami: row.tatami, label: row.label },
      after: { display: displayId, revoked: true },
    });
  });
}

/** The display a token opens: 404 for none, or one revoked. */
export async function openDisplay(db: DbOrTx, token: string): Promise<DisplayReply['display']> {
  const row = await db
    .selectFrom('tournamentDisplays')
    .selectAll()
    .where('token', '=', token)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound('api.tournaments.displayNotFound');
  const { token: _token, revokedAt: _revokedAt, ...display } = displayOf(row);
  return { ...display, eventId: row.eventId };
}

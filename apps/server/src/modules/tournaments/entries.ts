import {
  normalizeAttendeeName,
  misfit,
  categoryName,
  type AddEntriesValues,
  type MisfitReason,
} from '@academy/contract';
import { personal, recordAudit, type Actor } from '../../audit/audit-log.ts';
import { isUniqueViolation, type DbOrTx } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict, notFound } from '../../http/http-error.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { findCategory, findEntry, findEvent, findTournament, listCategories } from './queries.ts';
import { criteriaOf, kgToGrams, profileOf, tournamentDay, type Say } from './tournament-view.ts';

const MISFIT_MESSAGES = {
  gender: 'api.tournaments.misfit.gender',
  age: 'api.tournaments.misfit.age',
  weight: 'api.tournaments.misfit.weight',
  belt: 'api.tournaments.misfit.belt',
} as const satisfies Record<MisfitReason, string>;

/** The tournament of an event, refused when the event or its tournament does not exist. */
export async function requireTournament(db: DbOrTx, eventId: string) {
  const event = await findEvent(db, eventId);
  if (!event) throw notFound('api.eventNotFound');
  const tournament = await findTournament(db, eventId);
  if (!tournament) throw notFound('api.tournaments.notATournament');
  return { event, tournament };
}

/** A category that may still change: not drawn. */
function assertOpen(category: { drawnAt: string | null }) {
  if (category.drawnAt !== null) throw conflict('api.tournaments.categoryDrawn');
}

/**
 * Athletes of one club, each entered in the categories chosen, when they fit them on the tournament day (the
 * declared weight within the profile's weigh-in tolerance). All or nothing: one athlete who does not fit refuses
 * the whole request, and says who and why.
 */
export async function addEntries(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  eventId: string,
  request: AddEntriesValues,
  say: Say,
): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    const { event, tournament } = await requireTournament(trx, eventId);
    const profile = profileOf(tournament);
    const day = tournamentDay(event.eventDateTime);
    const categories = new Map((await listCategories(trx, eventId)).map((category) => [category.id, category]));
    const now = nowIso();
    let added = 0;
    for (const athlete of request.athletes) {
      for (const categoryId of new Set(athlete.categoryIds)) {
        const category = categories.get(categoryId);
        if (!category) throw notFound('api.tournaments.categoryNotFound');
        assertOpen(category);
        const criteria = criteriaOf(category);
        const reason = misfit(criteria, athlete, day, profile.weighInToleranceKg);
        const values = { name: athlete.athleteName, category: categoryName(say, criteria, profile) };
        if (reason) throw badRequest(MISFIT_MESSAGES[reason], values);
        const id = newId();
        try {
          await trx
            .insertInto('tournamentEntries')
            .values({
              id,
              eventId,
              categoryId,
              bookingId: null,
              fighterId: null,
              athleteName: athlete.athleteName,
              nameNormalized: normalizeAttendeeName(athlete.athleteName),
              gender: athlete.gender,
              dateOfBirth: athlete.dateOfBirth,
              weightGrams: kgToGrams(athlete.weightKg),
              level: athlete.level,
              club: request.club,
              seed: null,
              weighedGrams: null,
              checkedInAt: null,
              createdAt: now,
              updatedAt: now,
            })
            .execute();
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict('api.tournaments.alreadyEntered', values);
          throw error;
        }
        await recordAudit(trx, actor, {
          action: 'tournament.addEntries',
          subject: { kind: 'tournamentEntry', id },
          after: {
            categoryId,
            fullName: personal(id, athlete.athleteName),
            dateOfBirth: personal(id, athlete.dateOfBirth),
            gender: personal(id, athlete.gender),
            weight: personal(id, athlete.weightKg),
            club: request.club,
          },
        });
        added += 1;
      }
    }
    return added;
  });
}

/**
 * An entry moved to another category of its discipline, neither drawn: the organiser's call (an athlete moved up a
 * weight by agreement), so the fit is not checked, and the move is in the audit log.
 */
export async function moveEntry(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  entryId: string,
  categoryId: string,
): Promise<string> {
  return deps.db.transaction().execute(async (trx) => {
    const entry = await findEntry(trx, entryId);
    if (!entry) throw notFound('api.tournaments.entryNotFound');
    const [from, to] = [await findCategory(trx, entry.categoryId), await findCategory(trx, categoryId)];
    if (!to || to.eventId !== entry.eventId) throw notFound('api.tournaments.categoryNotFound');
    assertOpen(from!);
    assertOpen(to);
    if (criteriaOf(from!).discipline !== criteriaOf(to).discipline) throw badRequest('api.tournaments.otherDiscipline');
    try {
      await trx
        .updateTable('tournamentEntries')
        .set({ categoryId, seed: null, updatedAt: nowIso() })
        .where('id', '=', entryId)
        .execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('api.tournaments.alreadyEnteredThere');
      throw error;
    }
    await recordAudit(trx, actor, {
      action: 'tournament.moveEntry',
      subject: { kind: 'tournamentEntry', id: entryId },
      before: { categoryId: entry.categoryId },
      after: { categoryId },
    });
    return entry.eventId;
  });
}

import { categoryKey, generateCategories, type SetUpTournamentValues } from '@academy/contract';
import { recordAudit, type Actor } from '../../audit/audit-log.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict, notFound } from '../../http/http-error.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { findEvent, findTournament, listCategories, listEntries } from './queries.ts';

/**
 * Makes an event a tournament, or changes its rules while nothing is drawn. The categories follow the profile: those
 * the new rules still define keep their id and entries; those they no longer define go, unless athletes are entered
 * in them, when they stay (at the end of the list) for the organiser to move or merge; new ones are added.
 */
export async function setUpTournament(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  eventId: string,
  request: SetUpTournamentValues,
): Promise<void> {
  const known = new Set(request.profile.ageGroups.map((group) => group.key));
  if (request.ageGroups.some((key) => !known.has(key))) throw badRequest('api.tournaments.unknownAgeGroup');
  const wanted = generateCategories(request.profile, request.disciplines, request.ageGroups);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await findEvent(trx, eventId))) throw notFound('api.eventNotFound');
    const before = await findTournament(trx, eventId);
    const existing = await listCategories(trx, eventId);
    if (existing.some((category) => category.drawnAt !== null)) throw conflict('api.tournaments.drawStarted');
    const now = nowIso();
    const values = {
      profile: JSON.stringify(request.profile),
      disciplines: JSON.stringify(request.disciplines),
      ageGroups: JSON.stringify(request.ageGroups),
      categoryFeePaise: Math.round(request.categoryFee * 100),
      updatedAt: now,
    };
    if (before) await trx.updateTable('tournaments').set(values).where('eventId', '=', eventId).execute();
    else
      await trx
        .insertInto('tournaments')
        .values({ eventId, ...values, createdAt: now })
        .execute();

    const entered = new Set((await listEntries(trx, eventId)).map((entry) => entry.categoryId));
    const byKey = new Map(existing.map((category) => [category.key, category]));
    const keys = new Set(wanted.map(categoryKey));
    const gone = existing.filter((category) => !keys.has(category.key));
    const emptyGone = gone.filter((category) => !entered.has(category.id)).map((category) => category.id);
    if (emptyGone.length > 0) await trx.deleteFrom('tournamentCategories').where('id', 'in', emptyGone).execute();
    const kept = gone.filter((category) => entered.has(category.id));
    let position = 0;
    for (const criteria of wanted) {
      const key = categoryKey(criteria);
      const current = byKey.get(key);
      position += 1;
      if (current) {
        await trx
          .updateTable('tournamentCategories')
          .set({ criteria: JSON.stringify(criteria), position, updatedAt: now })
          .where('id', '=', current.id)
          .execute();
      } else {
        await trx
          .insertInto('tournamentCategories')
          .values({
            id: newId(),
            eventId,
            key,
            criteria: JSON.stringify(criteria),
            position,
            createdAt: now,
            updatedAt: now,
          })
          .execute();
      }
    }
    for (const category of kept) {
      position += 1;
      await trx
        .updateTable('tournamentCategories')
        .set({ position, updatedAt: now })
        .where('id', '=', category.id)
        .execute();
    }
    await recordAudit(trx, actor, {
      action: 'tournament.setUp',
      subject: { kind: 'tournament', id: eventId },
      before: before
        ? {
            profile: JSON.parse(before.profile).name,
            disciplines: JSON.parse(before.disciplines),
            ageGroups: JSON.parse(before.ageGroups),
            categoryFeePaise: before.categoryFeePaise,
          }
        : null,
      after: {
        profile: request.profile.name,
        disciplines: request.disciplines,
        ageGroups: request.ageGroups,
        categoryFeePaise: values.categoryFeePaise,
        categories: wanted.length,
      },
    });
  });
}

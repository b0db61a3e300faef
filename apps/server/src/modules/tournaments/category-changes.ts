import { categoryKey, mergeCriteria } from '@academy/contract';
import { recordAudit, type Actor } from '../../audit/audit-log.ts';
import { isUniqueViolation } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict, notFound } from '../../http/http-error.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { findCategory } from './queries.ts';
import { criteriaOf } from './tournament-view.ts';

async function openCategory(db: Parameters<typeof findCategory>[0], id: string) {
  const category = await findCategory(db, id);
  if (!category) throw notFound('api.tournaments.categoryNotFound');
  if (category.drawnAt !== null) throw conflict('api.tournaments.categoryDrawn');
  return category;
}

/**
 * A small category fought with another of its discipline: its entries join `intoId`, whose criteria widen to
 * cover both, and it goes. Returns the event's id.
 */
export async function mergeCategories(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  categoryId: string,
  intoId: string,
): Promise<string> {
  if (categoryId === intoId) throw badRequest('api.tournaments.mergeSelf');
  return deps.db.transaction().execute(async (trx) => {
    const [from, into] = [await openCategory(trx, categoryId), await openCategory(trx, intoId)];
    if (from.eventId !== into.eventId) throw notFound('api.tournaments.categoryNotFound');
    const [a, b] = [criteriaOf(into), criteriaOf(from)];
    if (a.discipline !== b.discipline) throw badRequest('api.tournaments.otherDiscipline');
    const merged = mergeCriteria(a, b);
    const now = nowIso();
    try {
      await trx
        .updateTable('tournamentEntries')
        .set({ categoryId: intoId, seed: null, updatedAt: now })
        .where('categoryId', '=', categoryId)
        .execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('api.tournaments.alreadyEnteredThere');
      throw error;
    }
    await trx.deleteFrom('tournamentCategories').where('id', '=', categoryId).execute();
    await trx
      .updateTable('tournamentCategories')
      .set((eb) => ({ position: eb('position', '-', 1) }))
      .where('eventId', '=', from.eventId)
      .where('position', '>', from.position)
      .execute();
    // A merged category's key names its criteria, unless that is another category's already.
    const key = categoryKey(merged);
    const taken = await trx
      .selectFrom('tournamentCategories')
      .select('id')
      .where('eventId', '=', into.eventId)
      .where('key', '=', key)
      .where('id', '!=', intoId)
      .executeTakeFirst();
    await trx
      .updateTable('tournamentCategories')
      .set({ criteria: JSON.stringify(merged), key: taken ? `${key}~${newId().slice(0, 8)}` : key, updatedAt: now })
      .where('id', '=', intoId)
      .execute();
    await recordAudit(trx, actor, {
      action: 'tournament.merge',
      subject: { kind: 'tournamentCategory', id: intoId },
      before: { merged: categoryId, mergedKey: from.key, key: into.key },
      after: { key: categoryKey(merged) },
    });
    return into.eventId;
  });
}

/**
 * A big category fought in two: the entries given leave for a new category with the same criteria, placed right
 * after it. At least one entry stays. Returns the event's id.
 */
export async function splitCategory(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  categoryId: string,
  entryIds: string[],
): Promise<string> {
  return deps.db.transaction().execute(async (trx) => {
    const category = await openCategory(trx, categoryId);
    const entries = await trx
      .selectFrom('tournamentEntries')
      .select('id')
      .where('categoryId', '=', categoryId)
      .execute();
    const moving = new Set(entryIds);
    const ids = new Set(entries.map((entry) => entry.id));
    if ([...moving].some((id) => !ids.has(id))) throw notFound('api.tournaments.entryNotFound');
    if (moving.size >= entries.length) throw badRequest('api.tournaments.splitAll');
    const now = nowIso();
    await trx
      .updateTable('tournamentCategories')
      .set((eb) => ({ position: eb('position', '+', 1) }))
      .where('eventId', '=', category.eventId)
      .where('position', '>', category.position)
      .execute();
    const id = newId();
    await trx
      .insertInto('tournamentCategories')
      .values({
        id,
        eventId: category.eventId,
        key: `${category.key}~${id.slice(0, 8)}`,
        criteria: category.criteria,
        position: category.position + 1,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    await trx
      .updateTable('tournamentEntries')
      .set({ categoryId: id, seed: null, updatedAt: now })
      .where('id', 'in', [...moving])
      .execute();
    await recordAudit(trx, actor, {
      action: 'tournament.split',
      subject: { kind: 'tournamentCategory', id: categoryId },
      after: { newCategoryId: id, entries: moving.size },
    });
    return category.eventId;
  });
}

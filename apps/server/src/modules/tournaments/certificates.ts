import {
  EVENT_TEXTS,
  categoryName,
  type CategoryDraw,
  type CompetitionCertificate,
  type Language,
} from '@academy/contract';
import { recordAudit, type Actor } from '../../audit/audit-log.ts';
import type { DbOrTx } from '../../db/database.ts';
import type { CompetitionCertificates, Deps } from '../../deps.ts';
import { conflict, forbidden, notFound } from '../../http/http-error.ts';
import type { Translator } from '../../i18n/translator.ts';
import { rowIn } from '../../lib/academy-texts.ts';
import { nowIso } from '../../lib/ids.ts';
import { assertFamilyProfile } from '../../security/family-access.ts';
import type { AuthUser } from '../../security/tokens.ts';
import { nextCertificateNumber } from '../ranks/service.ts';
import { categoryOutcome, placeOf, type CategoryOutcome } from './category-outcome.ts';
import {
  categoryResultRows,
  competitorsWithCertificates,
  findCategoryInTournament,
  findCertificateByNumber,
  findEntry,
  findShownEvent,
  insertCertificate,
  kataScoresOf,
  lockCategory,
  storedResultsOf,
} from './queries.ts';
import { criteriaOf, profileOf, tournamentDay, type Say } from './tournament-view.ts';

type Reader = { say: Say; language: Language };

/** A drawn category as its certificates name it, in the reader's language, with its places as the results leave them. */
interface Standing extends CategoryOutcome {
  categoryId: string;
  categoryName: string;
  eventName: string;
  day: string;
}

/** A category's name, tournament, day and places; null for a category never drawn (it has no places). */
async function standingOf(db: DbOrTx, categoryId: string, reader: Reader): Promise<Standing | null> {
  const category = await findCategoryInTournament(db, categoryId);
  if (!category) throw notFound('api.tournaments.categoryNotFound');
  if (category.publishedAt === null) return null;
  const profile = profileOf(category);
  const [{ results, scores }, event] = await Promise.all([
    categoryResultRows(db, categoryId),
    findShownEvent(db, category.eventId),
  ]);
  return {
    ...categoryOutcome(
      JSON.parse(category.draw!) as CategoryDraw,
      profile,
      storedResultsOf(results),
      kataScoresOf(scores),
    ),
    categoryId,
    categoryName: categoryName(reader.say, criteriaOf(category), profile),
    eventName: rowIn(event, EVENT_TEXTS, reader.language).eventName,
    day: tournamentDay(category.eventDateTime),
  };
}

const certificateOf = (
  standing: Standing,
  entry: { id: string; athleteName: string },
  number: string,
): CompetitionCertificate => ({
  number,
  entryId: entry.id,
  athleteName: entry.athleteName,
  eventName: standing.eventName,
  day: standing.day,
  categoryName: standing.categoryName,
  place: placeOf(standing.placings, entry.id),
});

/** Medallists first, gold to bronze, then everyone who took part; by name within each (as the query lists them). */
const byPlace = (a: CompetitionCertificate, b: CompetitionCertificate) => (a.place ?? 4) - (b.place ?? 4);

/**
 * The certificates of a finished category whose every competitor (or `only`) already holds one, read without a
 * transaction: what an organiser's reprint or a family's later visit asks for. Null when one is still to be issued
 * (or the places are not final), which only the locked path below decides. A category's entries and numbers do not
 * change once it is finished, so the read needs no lock.
 */
async function issuedAlready(
  db: DbOrTx,
  categoryId: string,
  reader: Reader,
  only?: string,
): Promise<CompetitionCertificate[] | null> {
  const [standing, competitors] = await Promise.all([
    standingOf(db, categoryId, reader),
    competitorsWithCertificates(db, categoryId),
  ]);
  if (!standing?.finished) return null;
  const entries = competitors.filter((e) => only === undefined || e.id === only);
  if (entries.length === 0 || entries.some((entry) => entry.number === null)) return null;
  return entries.map((entry) => certificateOf(standing, entry, entry.number!)).sort(byPlace);
}

/**
 * Gives a certificate to each of `entries` that has none, in the caller's transaction, which holds the category's
 * row: two requests at once issue one after the other, and the second finds the first's numbers. One audit entry
 * names what this call issued; a call that issued nothing writes none.
 */
async function issueMissing(
  trx: DbOrTx,
  actor: Actor,
  subject: { kind: 'tournamentEntry' | 'tournamentCategory'; id: string },
  categoryId: string,
  reader: Reader,
  only?: string,
): Promise<CompetitionCertificate[]> {
  await lockCategory(trx, categoryId);
  const standing = await standingOf(trx, categoryId, reader);
  if (!standing?.finished) throw conflict('api.tournaments.placingsNotFinal');
  const entries = (await competitorsWithCertificates(trx, categoryId)).filter(
    (e) => only === undefined || e.id === only,
  );
  const issued: { entryId: string; number: string; place: 1 | 2 | 3 | null }[] = [];
  const certificates: CompetitionCertificate[] = [];
  for (const entry of entries) {
    let number = entry.number;
    if (number === null) {
      number = await nextCertificateNumber(trx);
      await insertCertificate(trx, { number, entryId: entry.id, issuedAt: nowIso() });
      issued.push({ entryId: entry.id, number, place: placeOf(standing.placings, entry.id) });
    }
    certificates.push(certificateOf(standing, entry, number));
  }
  if (issued.length > 0) {
    await recordAudit(trx, actor, {
      action: 'tournament.certificate',
      subject,
      after: subject.kind === 'tournamentEntry' ? { ...issued[0]! } : { certificates: issued },
    });
  }
  return certificates.sort(byPlace);
}

/**
 * An entry's certificate, issued on the first request once its category's places are final: for the family of the
 * entry's profile, or staff. An entry without a profile (an athlete of a visiting club) is staff's to print.
 */
export async function entryCertificate(
  deps: Pick<Deps, 'db'>,
  user: AuthUser | null,
  actor: Actor,
  entryId: string,
  reader: Reader,
): Promise<CompetitionCertificate> {
  const entry = await findEntry(deps.db, entryId);
  if (!entry) throw notFound('api.tournaments.entryNotFound');
  if (entry.fighterId !== null) await assertFamilyProfile(deps, user, entry.fighterId, { adminAllowed: true });
  else if (user?.role !== 'admin') throw forbidden('api.ownProfileOnly');
  if (entry.state === 'withdrawn') throw conflict('api.tournaments.entryWithdrawn');
  const issued = await issuedAlready(deps.db, entry.categoryId, reader, entryId);
  if (issued) return issued[0]!;
  const [certificate] = await deps.db
    .transaction()
    .execute((trx) =>
      issueMissing(trx, actor, { kind: 'tournamentEntry', id: entryId }, entry.categoryId, reader, entryId),
    );
  return certificate!;
}

/** Every certificate of a finished category, issued where not yet: the organiser prints them all at once. */
export async function categoryCertificates(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  categoryId: string,
  reader: Reader,
): Promise<CompetitionCertificate[]> {
  const issued = await issuedAlready(deps.db, categoryId, reader);
  if (issued) return issued;
  return deps.db
    .transaction()
    .execute((trx) => issueMissing(trx, actor, { kind: 'tournamentCategory', id: categoryId }, categoryId, reader));
}

/** The public check of competition certificates, handed to the ranks module's check through Deps (app.ts). */
export function competitionCertificates(translator: Pick<Translator, 't'>): CompetitionCertificates {
  return {
    async check(db, number, language) {
      const row = await findCertificateByNumber(db, number);
      if (!row) return null;
      const say: Say = (key, values) => translator.t(language, key, values);
      // A certificate is only issued for a drawn category, whose draw stays: it has a standing.
      const standing = (await standingOf(db, row.categoryId, { say, language }))!;
      const certificate = certificateOf(standing, { id: row.entryId, athleteName: row.athleteName }, row.number);
      return {
        kind: 'competition',
        number: certificate.number,
        fighterName: certificate.athleteName,
        eventName: certificate.eventName,
        categoryName: certificate.categoryName,
        place: certificate.place,
        day: certificate.day,
      };
    },
  };
}

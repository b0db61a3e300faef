import {
  ageOn,
  attendeeOf,
  EVENT_TEXTS,
  gradeOfLevel,
  RANK_KIND_LABELS,
  type EnterTournamentReply,
  type EnterTournamentValues,
  type Language,
  type TournamentCategoriesReply,
} from '@academy/contract';
import { personal, recordAudit, type Actor } from '../../audit/audit-log.ts';
import { isUniqueViolation } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { rowIn } from '../../lib/academy-texts.ts';
import { newBookingCode, newId, nowIso } from '../../lib/ids.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import { bookAthlete, eventOfEntries, familyProfile } from '../bookings/athlete-bookings.ts';
import { payUrl } from '../payments/payment-link.ts';
import { raiseEntryFees, type BookingFee } from '../payments/service.ts';
import { entriesEmail } from './entries-email.ts';
import { assertFits, insertEntry, requireTournament } from './entries.ts';
import { listCategories } from './queries.ts';
import { tournamentView, tournamentDay, profileOf, type Say } from './tournament-view.ts';

type EnteringDeps = Pick<Deps, 'db' | 'jobs' | 'config' | 'translator' | 'tokens'>;

/** Codes have 31^6 values: a few fresh draws make a whole team failing for a collision practically impossible. */
const CODE_ATTEMPTS = 3;

class BookingCodeTaken extends Error {}

/** What a visitor needs to enter athletes: the categories not yet drawn, and whether entries are still taken. */
export async function openCategories(
  deps: Pick<Deps, 'db'>,
  eventId: string,
  say: Say,
): Promise<Omit<TournamentCategoriesReply, 'status' | 'message'>> {
  const { event, tournament } = await requireTournament(deps.db, eventId);
  const { tournament: view } = await tournamentView(deps.db, event, tournament, say);
  return {
    eventId,
    eventName: event.eventName,
    day: view.day,
    categoryFee: view.categoryFee,
    profile: view.profile,
    categories: view.categories.filter((category) => category.drawnAt === null),
    closed: event.eventDateTime < nowIso(),
  };
}

/**
 * Athletes entered by a parent or a club's coach: each athlete gets a booking (a seat, a ticket for the door, a
 * place in the family's bookings when `fighterId` names a profile of the caller's family) and their entries in the
 * categories chosen, which must fit them on the tournament day; their fees are one payment. All or nothing, in one
 * transaction, with one email to the one who entered.
 */
export async function enterTournament(
  deps: EnteringDeps,
  actor: Actor,
  eventId: string,
  request: EnterTournamentValues,
  language: Language,
  say: Say,
): Promise<Omit<EnterTournamentReply, 'status' | 'message'>> {
  for (let attempt = 1; ; attempt++) {
    try {
      const entered = await enterOnce(deps, actor, eventId, request, language, say);
      deps.jobs.wake();
      return entered;
    } catch (error) {
      if (!(error instanceof BookingCodeTaken) || attempt >= CODE_ATTEMPTS) throw error;
    }
  }
}

async function enterOnce(
  deps: EnteringDeps,
  actor: Actor,
  eventId: string,
  request: EnterTournamentValues,
  language: Language,
  say: Say,
): Promise<Omit<EnterTournamentReply, 'status' | 'message'>> {
  const accountId = actor.role === 'fighter' ? actor.id : null;
  return deps.db.transaction().execute(async (trx) => {
    const { tournament } = await requireTournament(trx, eventId);
    const event = (await eventOfEntries(trx, eventId))!;
    const now = nowIso();
    if (event.eventDateTime < now) throw conflict('api.eventPast');
    const profile = profileOf(tournament);
    const day = tournamentDay(event.eventDateTime);
    const categories = new Map((await listCategories(trx, eventId)).map((category) => [category.id, category]));
    const feePaise = tournament.categoryFeePaise;
    const athletes: EnterTournamentReply['athletes'] = [];
    const fees: BookingFee[] = [];
    for (const athlete of request.athletes) {
      const chosen = [...new Set(athlete.categoryIds)].map((id) => {
        const category = categories.get(id);
        if (!category) throw notFound('api.tournaments.categoryNotFound');
        return { id, names: assertFits(category, athlete, day, profile, say) };
      });
      const fighterId = await familyProfile(trx, accountId, athlete.fighterId);
      const attendee = attendeeOf({ email: request.email, fighterName: athlete.athleteName });
      const bookingId = newId();
      const bookingCode = newBookingCode();
      const grade = athlete.level === null ? null : gradeOfLevel(athlete.level);
      try {
        await bookAthlete(
          trx,
          {
            id: bookingId,
            bookingCode,
            eventId,
            fighterId,
            fighterName: athlete.athleteName,
            email: request.email,
            ...attendee,
            mobileNumber: request.mobileNumber,
            age: ageOn(athlete.dateOfBirth, day),
            beltLevel: grade ? say(RANK_KIND_LABELS[grade.kind], { grade: grade.grade }) : '',
            height: null,
            weight: athlete.weightKg,
            discipline: 'Karate',
            masterName: request.coachName,
            academyName: request.club,
            language,
            clientIp: actor.ip,
            cancelledAt: null,
            bookedAt: now,
          },
          now,
        );
      } catch (error) {
        if (isUniqueViolation(error) && /booking_code/.test(String((error as Error).message))) {
          throw new BookingCodeTaken();
        }
        throw error;
      }
      await recordAudit(trx, actor.id ? actor : { ...actor, label: personal(bookingId, attendee.emailNormalized) }, {
        action: 'booking.create',
        subject: { kind: 'booking', id: bookingId },
        after: {
          eventId,
          bookingCode,
          fighterName: personal(bookingId, athlete.athleteName),
          email: personal(bookingId, request.email),
          club: request.club,
          // The one who entered declared the agreement of each minor's guardian (or is that guardian).
          consent: 'declaredByEntrant',
        },
      });
      for (const category of chosen) {
        await insertEntry(trx, actor, {
          eventId,
          categoryId: category.id,
          athlete,
          club: request.club,
          bookingId,
          fighterId,
          now,
          names: category.names,
        });
      }
      fees.push({ bookingId, fighterId, fighterName: athlete.athleteName, amountPaise: feePaise * chosen.length });
      athletes.push({
        bookingId: bookingCode,
        athleteName: athlete.athleteName,
        ticket: deps.tokens.ticketOf(bookingId),
        categories: chosen.map((category) => category.names.category),
        feePaise: feePaise * chosen.length,
      });
    }
    // The one who entered reads the event in their language; the dues keep its name as typed (a snapshot for staff).
    const shown = rowIn(event, EVENT_TEXTS, language);
    const payment = await raiseEntryFees(
      trx,
      { accountId, name: request.contactName, email: request.email, language },
      event.eventName,
      fees,
    );
    await enqueueEmail(
      deps,
      trx,
      entriesEmail(deps.translator.in(language), {
        to: request.email,
        contactName: request.contactName,
        eventName: shown.eventName,
        eventDateTime: event.eventDateTime,
        address: shown.address,
        athletes,
        payment,
        payUrl: payment ? payUrl(deps.config, payment.paymentId, payment.linkSecret!) : undefined,
      }),
    );
    return { eventId, eventName: shown.eventName, athletes, payment };
  });
}

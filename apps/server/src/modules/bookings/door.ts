import { istClock } from '../../lib/day-format.ts';
import type { DoorAttendee, EventCheckInReply, EventCheckInRequest, EventDoorReply } from '@academy/contract';
import { personal, recordAudit, type Actor } from '../../audit/audit-log.ts';
import type { Deps } from '../../deps.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { nowIso } from '../../lib/ids.ts';
import type { Messages } from '../../i18n/translator.ts';
import { findDoorEvent, findDoorAttendee, listDoorAttendees, countDoor, markCheckedIn } from './queries.ts';

type DoorRow = Awaited<ReturnType<typeof listDoorAttendees>>[number];

function toAttendee(row: DoorRow): DoorAttendee {
  return {
    _id: row.id,
    bookingId: row.bookingCode,
    fighterName: row.fighterName,
    mobileNumber: row.mobileNumber,
    beltLevel: row.beltLevel,
    checkedInAt: row.checkedInAt,
    paymentState: row.paymentState,
  };
}

/** Every booking holding a seat at the event, by name, with the counts the door shows. */
export async function eventDoor(
  deps: Pick<Deps, 'db'>,
  eventId: string,
): Promise<Omit<EventDoorReply, 'status' | 'message'>> {
  const event = await findDoorEvent(deps.db, eventId);
  if (!event) throw notFound('api.eventNotFound');
  const attendees = (await listDoorAttendees(deps.db, eventId)).map(toAttendee);
  return {
    event: { _id: event.id, eventName: event.eventName, eventDateTime: event.eventDateTime },
    counts: { booked: attendees.length, checkedIn: attendees.filter((a) => a.checkedInAt !== null).length },
    attendees,
  };
}

/**
 * Lets one attendee in. A ticket is trusted only with this site's signature (tokens.ts): an edited or invented code
 * names no booking. A ticket of another event is refused with that event's name, so the door can send the person
 * the right way; a cancelled booking lets nobody in. The mark is conditional, so two phones scanning one ticket
 * at once let it in once and the second hears when.
 */
export async function checkInAtDoor(
  deps: Pick<Deps, 'db' | 'tokens'>,
  actor: Actor,
  eventId: string,
  request: EventCheckInRequest,
  t: Messages['t'],
): Promise<EventCheckInReply> {
  const bookingId = request.ticket ? deps.tokens.bookingOfTicket(request.ticket) : (request.bookingId ?? null);
  if (!bookingId) throw notFound('api.ticketInvalid');
  return deps.db.transaction().execute(async (trx) => {
    if (!(await findDoorEvent(trx, eventId))) throw notFound('api.eventNotFound');
    const found = await findDoorAttendee(trx, bookingId);
    if (!found) throw notFound('api.ticketInvalid');
    if (found.eventId !== eventId)
      throw conflict('api.ticketOtherEvent', { name: found.fighterName, event: found.eventName });
    if (found.cancelledAt) throw conflict('api.ticketCancelled', { name: found.fighterName });
    const now = nowIso();
    const marked = await markCheckedIn(trx, bookingId, now, actor.id);
    const row = marked ? { ...found, checkedInAt: now } : found;
    if (marked) {
      await recordAudit(trx, actor, {
        action: 'booking.checkIn',
        subject: { kind: 'booking', id: bookingId },
        after: {
          eventId,
          fighterName: personal(bookingId, found.fighterName),
          checkedInAt: now,
          by: request.ticket ? 'ticket' : 'name',
        },
      });
    }
    const message = marked
      ? t('api.letIn', { name: found.fighterName })
      : t('api.alreadyCheckedIn', { name: found.fighterName, time: istClock(found.checkedInAt!) });
    return {
      status: 1 as const,
      message,
      already: !marked,
      attendee: toAttendee(row),
      counts: await countDoor(trx, eventId),
    };
  });
}

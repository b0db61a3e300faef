import type { DbOrTx } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { claimSeat, findSeatEvent, lockEventSeats, releaseSeat } from './queries.ts';

type SeatDeps = Pick<Deps, 'waitingLine'>;

/**
 * A seat given back (a cancellation, an unpaid hold's end, an offer not taken): the next person in the event's
 * waiting list is offered it, and it stays counted as taken while the offer is open, so no booking can slip in
 * before them and the seats can never be oversold; with nobody waiting (or the event begun) it goes back to the
 * event. Locks the event's row first, so freed seats and new places in line are handled one at a time.
 */
export async function freeSeat(deps: SeatDeps, trx: DbOrTx, eventId: string, now: string): Promise<void> {
  await lockEventSeats(trx, eventId);
  const event = await findSeatEvent(trx, eventId);
  if (!event) return;
  if (event.eventDateTime > now && (await deps.waitingLine.offerSeat(trx, event, now))) return;
  await releaseSeat(trx, eventId);
}

/** After the admin adds seats: each seat now free goes to the next in line, while anyone waits. */
export async function offerAddedSeats(deps: SeatDeps, trx: DbOrTx, eventId: string, now: string): Promise<void> {
  await lockEventSeats(trx, eventId);
  const event = await findSeatEvent(trx, eventId);
  if (!event) return;
  while (await claimSeat(trx, eventId, now)) {
    if (!(await deps.waitingLine.offerSeat(trx, event, now))) {
      await releaseSeat(trx, eventId);
      return;
    }
  }
}

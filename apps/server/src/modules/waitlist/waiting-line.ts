import type { Deps, WaitingLine } from '../../deps.ts';
import { familyWaitlist } from './family-places.ts';
import { offerNextInLine } from './line.ts';

/** The waiting lists as Deps hands them to bookings, on the app's job runner, settings and messages. */
export function waitingLine(deps: Pick<Deps, 'jobs' | 'config' | 'translator'>): WaitingLine {
  return {
    offerSeat: (trx, event, now) => offerNextInLine(deps, trx, event, now),
    placesOf: familyWaitlist,
  };
}

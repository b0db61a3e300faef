// Zod-free, like ../staff-access.ts, which assembles the one table from each feature's rows.
import type { EVENTS_ENDPOINTS } from './endpoints.ts';
import { NONE_NEEDED, FAMILY_ONLY, OWNER, DESK, type StaffRule } from '../staff/staff-grants.ts';

/**
 * Which staff role may use each endpoint of events, their bookings, waiting lists and door: their rows of STAFF_ACCESS
 * (decision 039).
 */
export const EVENTS_STAFF_ACCESS = {
  GetAllEvents: NONE_NEEDED,
  // The front desk sees an event's bookings: it runs the door.
  getEventById: DESK,
  CreateEvent: OWNER,
  updateEvent: OWNER,
  DeleteEvent: OWNER,
  BookEvent: NONE_NEEDED,
  CancelBooking: OWNER,
  MyBookings: FAMILY_ONLY,
  GetBookingPrefill: FAMILY_ONLY,
  CancelMyBooking: FAMILY_ONLY,
  JoinWaitlist: NONE_NEEDED,
  LeaveWaitlist: FAMILY_ONLY,
  GetOffer: NONE_NEEDED,
  ClaimOffer: NONE_NEEDED,
  DeclineOffer: NONE_NEEDED,
  GetWaitlist: OWNER,
  GetEventDoor: DESK,
  CheckInTicket: DESK,
} as const satisfies Record<keyof typeof EVENTS_ENDPOINTS, StaffRule>;

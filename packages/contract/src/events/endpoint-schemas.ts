import { envelopeSchema, idParamSchema } from '../shared/common.ts';
import {
  bookingPrefillReplySchema,
  bookingReplySchema,
  bookingRequestSchema,
  myBookingsReplySchema,
} from './bookings.ts';
import { eventCheckInReplySchema, eventCheckInRequestSchema, eventDoorReplySchema } from './event-check-in.ts';
import { deleteEventReplySchema, eventReplySchema, eventsQuerySchema, eventsReplySchema } from './events.ts';
import { joinWaitlistReplySchema, offerReplySchema, offerTokenParamSchema, waitlistReplySchema } from './waitlist.ts';
import type { EVENTS_ENDPOINTS } from './endpoints.ts';
import type { PartSchemas } from '../shared/endpoint-schema-types.ts';

/** The schemas of the endpoints of events, their bookings, waiting lists and door: their rows of ENDPOINT_SCHEMAS. */
export const EVENTS_ENDPOINT_SCHEMAS = {
  GetAllEvents: { querystring: eventsQuerySchema, reply: eventsReplySchema },
  getEventById: { params: idParamSchema, reply: eventReplySchema },
  CreateEvent: { reply: eventReplySchema },
  updateEvent: { params: idParamSchema, reply: eventReplySchema },
  DeleteEvent: { params: idParamSchema, reply: deleteEventReplySchema },
  BookEvent: { body: bookingRequestSchema, reply: bookingReplySchema },
  CancelBooking: { params: idParamSchema, reply: envelopeSchema },
  MyBookings: { reply: myBookingsReplySchema },
  GetBookingPrefill: { reply: bookingPrefillReplySchema },
  CancelMyBooking: { params: idParamSchema, reply: envelopeSchema },
  JoinWaitlist: { body: bookingRequestSchema, reply: joinWaitlistReplySchema },
  LeaveWaitlist: { params: idParamSchema, reply: envelopeSchema },
  GetOffer: { params: offerTokenParamSchema, reply: offerReplySchema },
  ClaimOffer: { params: offerTokenParamSchema, reply: bookingReplySchema },
  DeclineOffer: { params: offerTokenParamSchema, reply: envelopeSchema },
  GetWaitlist: { params: idParamSchema, reply: waitlistReplySchema },
  GetEventDoor: { params: idParamSchema, reply: eventDoorReplySchema },
  CheckInTicket: { params: idParamSchema, body: eventCheckInRequestSchema, reply: eventCheckInReplySchema },
} as const satisfies PartSchemas<typeof EVENTS_ENDPOINTS>;

// Zod-free: types only, and the zod-free endpoint helper (the one table, ../endpoints.ts, says why).
import { UPLOAD_ERRORS, endpoint, type MultipartBody } from '../shared/endpoint.ts';
import type { Envelope } from '../shared/common.ts';
import type { BookingPrefillReply, BookingReply, BookingRequest, MyBookingsReply } from './bookings.ts';
import type { EventCheckInReply, EventCheckInRequest, EventDoorReply } from './event-check-in.ts';
import type { DeleteEventReply, EventReply, EventsQuery, EventsReply } from './events.ts';
import type { JoinWaitlistReply, OfferReply, WaitlistReply } from './waitlist.ts';

/**
 * The endpoints of events, their bookings, waiting lists and door: their rows of ENDPOINTS (../endpoints.ts), keyed by
 * operationId (decision 013).
 */
export const EVENTS_ENDPOINTS = {
  GetAllEvents: endpoint<EventsReply, undefined, EventsQuery>()({
    method: 'GET',
    path: '/api/events/GetAllEvents',
    access: 'public',
    tag: 'events',
    etag: true,
  }),
  getEventById: endpoint<EventReply>()({
    method: 'GET',
    path: '/api/events/getEventById/:id',
    access: 'optional',
    tag: 'events',
    errors: [404],
  }),
  CreateEvent: endpoint<EventReply, MultipartBody>()({
    method: 'POST',
    path: '/api/events/CreateEvent',
    access: 'admin',
    body: 'multipart',
    tag: 'events',
    errors: UPLOAD_ERRORS,
  }),
  updateEvent: endpoint<EventReply, MultipartBody>()({
    method: 'PUT',
    path: '/api/events/updateEvent/:id',
    access: 'admin',
    body: 'multipart',
    tag: 'events',
    errors: [404, ...UPLOAD_ERRORS],
  }),
  DeleteEvent: endpoint<DeleteEventReply>()({
    method: 'DELETE',
    path: '/api/events/DeleteEvent/:id',
    access: 'admin',
    tag: 'events',
    errors: [404],
  }),
  BookEvent: endpoint<BookingReply, BookingRequest>()({
    method: 'POST',
    path: '/api/Bookings/BookEvent',
    access: 'optional',
    body: 'json',
    tag: 'bookings',
    errors: [404, 409, 429],
  }),
  CancelBooking: endpoint<Envelope>()({
    method: 'POST',
    path: '/api/Bookings/CancelBooking/:id',
    access: 'admin',
    tag: 'bookings',
    errors: [404, 409],
  }),
  MyBookings: endpoint<MyBookingsReply>()({
    method: 'GET',
    path: '/api/Bookings/MyBookings',
    access: 'user',
    tag: 'bookings',
  }),
  GetBookingPrefill: endpoint<BookingPrefillReply>()({
    method: 'GET',
    path: '/api/Bookings/GetBookingPrefill',
    access: 'user',
    tag: 'bookings',
  }),
  CancelMyBooking: endpoint<Envelope>()({
    method: 'POST',
    path: '/api/Bookings/CancelMyBooking/:id',
    access: 'user',
    tag: 'bookings',
    errors: [404, 409],
  }),
  JoinWaitlist: endpoint<JoinWaitlistReply, BookingRequest>()({
    method: 'POST',
    path: '/api/Waitlist/JoinWaitlist',
    access: 'optional',
    body: 'json',
    tag: 'waitlist',
    okStatus: 201,
    errors: [404, 409, 429],
  }),
  LeaveWaitlist: endpoint<Envelope>()({
    method: 'POST',
    path: '/api/Waitlist/LeaveWaitlist/:id',
    access: 'user',
    tag: 'waitlist',
    errors: [404, 409],
  }),
  GetOffer: endpoint<OfferReply>()({
    method: 'GET',
    path: '/api/Waitlist/GetOffer/:token',
    access: 'public',
    tag: 'waitlist',
    errors: [404],
  }),
  ClaimOffer: endpoint<BookingReply>()({
    method: 'POST',
    path: '/api/Waitlist/ClaimOffer/:token',
    access: 'public',
    tag: 'waitlist',
    errors: [404, 409, 429],
  }),
  DeclineOffer: endpoint<Envelope>()({
    method: 'POST',
    path: '/api/Waitlist/DeclineOffer/:token',
    access: 'public',
    tag: 'waitlist',
    errors: [404, 409, 429],
  }),
  GetWaitlist: endpoint<WaitlistReply>()({
    method: 'GET',
    path: '/api/Waitlist/GetWaitlist/:id',
    access: 'admin',
    tag: 'waitlist',
    errors: [404],
  }),
  GetEventDoor: endpoint<EventDoorReply>()({
    method: 'GET',
    path: '/api/events/GetEventDoor/:id',
    access: 'admin',
    tag: 'events',
    errors: [404],
  }),
  CheckInTicket: endpoint<EventCheckInReply, EventCheckInRequest>()({
    method: 'POST',
    path: '/api/events/CheckInTicket/:id',
    access: 'admin',
    body: 'json',
    tag: 'events',
    errors: [404, 409],
  }),
} as const;

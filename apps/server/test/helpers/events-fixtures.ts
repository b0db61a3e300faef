import type { FastifyInstance } from 'fastify';
import { ENDPOINTS, type AcademyEvent, type BookingRequest } from '@academy/contract';
import { pngImage } from './images.ts';

export interface EventFormValues {
  eventName?: string;
  address?: string;
  eventDescription?: string;
  eventDateTime?: string;
  totalSeats?: string | number;
  entryFee?: string | number;
  /** JSON of the event's texts in other languages (decision 048). */
  translations?: string;
}

export const DEFAULT_EVENT: Required<Omit<EventFormValues, 'translations'>> = {
  eventName: 'Winter Kata Championship',
  address: 'Shree Shiv Chhatrapati Sports Complex, Balewadi, Pune',
  eventDescription: 'Kata for all belts, WKF rules.',
  eventDateTime: '2026-12-25T13:00:00.000Z',
  totalSeats: 50,
  entryFee: 1200,
};

/** The multipart body the admin's Add/Edit Event modal sends. */
export function eventForm(values: EventFormValues, image?: Buffer | null, filename = 'poster.png'): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) form.append(key, String(value));
  }
  if (image) form.append('eventImage', new Blob([new Uint8Array(image)], { type: 'image/png' }), filename);
  return form;
}

/** Creates an event through the real API and returns it; fails the test when the server refuses. */
export async function createEventViaApi(
  app: FastifyInstance,
  token: string,
  overrides: EventFormValues = {},
): Promise<AcademyEvent> {
  const res = await app.inject({
    method: 'POST',
    url: ENDPOINTS.CreateEvent.path,
    headers: { 'x-auth-token': token },
    payload: eventForm({ ...DEFAULT_EVENT, ...overrides }, await pngImage()),
  });
  if (res.statusCode !== 200) throw new Error(`CreateEvent failed: ${res.statusCode} ${res.body}`);
  return res.json().event as AcademyEvent;
}

/** An ISO instant `ms` milliseconds from now. */
export function fromNow(ms: number): string {
  return new Date(Date.now() + ms).toISOString();
}

export const DAY_MS = 24 * 60 * 60 * 1000;

export function bookingPayload(eventId: string, overrides: Partial<BookingRequest> = {}): BookingRequest {
  return {
    eventId,
    fighterName: 'Ananya Iyer',
    email: 'ananya.iyer@example.com',
    mobileNumber: '9876543210',
    age: 19,
    beltLevel: 'Brown',
    height: 162,
    weight: 54,
    discipline: 'Karate',
    masterName: 'Sensei Rajesh Kulkarni',
    academyName: 'Kaizen Karate Academy',
    ...overrides,
  };
}

import http from 'node:http';
import sharp from 'sharp';
import { endpointUrl, ENDPOINTS } from '@academy/contract';

export interface ContentionResult {
  requests: number;
  booked: number;
  refused: number;
  otherFailures: number;
  wallMs: number;
  totalBookingsAfter: number;
}

/** Creates a free event of `seats` seats a week ahead (or `daysAhead`) through the API and returns its id. */
export async function createEvent(url: string, token: string, seats: number, daysAhead = 7): Promise<string> {
  const image = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#b3121f' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set('eventName', `Contention ${Date.now()}`);
  form.set('address', 'Balewadi, Pune');
  form.set('eventDescription', 'Seat contention benchmark');
  form.set('eventDateTime', new Date(Date.now() + daysAhead * 86_400_000).toISOString());
  form.set('totalSeats', String(seats));
  form.set('entryFee', '0');
  form.set('eventImage', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'e.jpg');
  const res = await fetch(`${url}${endpointUrl(ENDPOINTS.CreateEvent)}`, {
    method: 'POST',
    headers: { 'x-auth-token': token },
    body: form,
  });
  const body = (await res.json()) as {
    status: number;
    event?: { _id: string };
    data?: { _id: string };
    message: string;
  };
  const id = body.event?._id ?? body.data?._id;
  if (body.status !== 1 || !id) throw new Error(`CreateEvent failed: ${JSON.stringify(body)}`);
  return id;
}

function post(url: string, payload: string): Promise<number> {
  return new Promise((resolve) => {
    const req = http.request(
      `${url}${endpointUrl(ENDPOINTS.BookEvent)}`,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(payload);
  });
}

/** The booking form of the i-th racer for an event: a distinct name and email each. */
export function racerBooking(eventId: string, i: number) {
  return {
    eventId,
    fighterName: `Racer ${i}`,
    email: `racer${i}-${eventId.slice(0, 6)}@bench.test`,
    mobileNumber: '9876543210',
    age: 20,
    beltLevel: 'Green',
    height: 170,
    weight: 60,
    discipline: 'Karate',
    masterName: 'Sensei Rao',
    academyName: 'Kaizen',
  };
}

/** Fires `requests` simultaneous bookings with distinct emails at a new event of `seats` seats. */
export async function bookingContention(
  url: string,
  token: string,
  requests: number,
  seats: number,
): Promise<ContentionResult> {
  const eventId = await createEvent(url, token, seats);
  const payloads = Array.from({ length: requests }, (_, i) => JSON.stringify(racerBooking(eventId, i)));
  const started = performance.now();
  const codes = await Promise.all(payloads.map((p) => post(url, p)));
  const wallMs = Math.round(performance.now() - started);
  const res = await fetch(`${url}${endpointUrl(ENDPOINTS.getEventById, { id: eventId })}`, {
    headers: { 'x-auth-token': token },
  });
  const event = ((await res.json()) as { event: { totalBookings: number } }).event;
  return {
    requests,
    booked: codes.filter((c) => c === 200 || c === 201).length,
    refused: codes.filter((c) => c === 409).length,
    otherFailures: codes.filter((c) => c !== 200 && c !== 201 && c !== 409).length,
    wallMs,
    totalBookingsAfter: event.totalBookings,
  };
}

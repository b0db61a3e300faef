import { eventCategoryAt, type AcademyEvent, type BookingRecord, type EventFieldsValues } from '@academy/contract';
import type { Db } from '../../db/database.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { imageUrl, thumbnailUrl, type ImageStore } from '../../storage/image-store.ts';
import type { UploadedImage } from '../../storage/read-upload.ts';
import {
  countEventBookings,
  deleteEvent as deleteEventRow,
  findEventById,
  insertEvent,
  listEventBookings,
  listEvents,
  lockEvent,
  updateEventKeepingBookedSeats,
  type EventBookingRow,
  type EventRow,
  type EventRowPatch,
} from './queries.ts';

export interface EventsDeps {
  db: Db;
  images: ImageStore;
}

export const EVENT_NOT_FOUND = 'Event not found.';

function toBookingRecord(row: EventBookingRow): BookingRecord {
  return {
    _id: row.id,
    bookingId: row.booking_code,
    eventId: row.event_id,
    fighterId: row.fighter_id,
    fighterName: row.fighter_name,
    email: row.email,
    mobileNumber: row.mobile_number,
    age: row.age,
    beltLevel: row.belt_level,
    height: row.height,
    weight: row.weight,
    discipline: row.discipline,
    masterName: row.master_name,
    academyName: row.academy_name,
    bookedAt: row.booked_at,
  };
}

/** The event as the API shows it; the category comes from the clock, never stored, so no write is needed to end one. */
export function toEvent(row: EventRow, now: Date, bookings?: EventBookingRow[]): AcademyEvent {
  const event: AcademyEvent = {
    _id: row.id,
    eventName: row.event_name,
    eventDescription: row.event_description,
    address: row.address,
    eventDateTime: row.event_date_time,
    eventImageUrl: row.image_key ? imageUrl(row.image_key) : null,
    eventThumbnailUrl: row.image_key ? thumbnailUrl(row.image_key) : null,
    category: eventCategoryAt(row.event_date_time, now),
    totalSeats: row.total_seats,
    totalBookings: row.total_bookings,
    entryFee: row.entry_fee,
    createdAt: row.created_at,
  };
  if (bookings) event.bookings = bookings.map(toBookingRecord);
  return event;
}

/** All events, latest first, never with attendee data. */
export async function listAllEvents(db: Db, now = new Date()): Promise<AcademyEvent[]> {
  return (await listEvents(db)).map((row) => toEvent(row, now));
}

/** When the first upcoming event becomes past, which changes the list without any write; epoch ms. */
export function nextCategoryChange(events: readonly AcademyEvent[], now: Date): number | undefined {
  const upcoming = events.map((event) => Date.parse(event.eventDateTime)).filter((time) => time >= now.getTime());
  return upcoming.length > 0 ? Math.min(...upcoming) + 1 : undefined;
}

export async function getEvent(db: Db, id: string, options: { withBookings: boolean }): Promise<AcademyEvent> {
  const row = await findEventById(db, id);
  if (!row) throw notFound(EVENT_NOT_FOUND);
  const bookings = options.withBookings ? await listEventBookings(db, id) : undefined;
  return toEvent(row, new Date(), bookings);
}

export async function createEvent(
  deps: EventsDeps,
  fields: EventFieldsValues,
  image: UploadedImage,
): Promise<AcademyEvent> {
  const stored = await deps.images.save('events', image.buffer);
  const now = nowIso();
  const id = newId();
  try {
    await insertEvent(deps.db, {
      id,
      event_name: fields.eventName,
      event_description: fields.eventDescription,
      address: fields.address,
      event_date_time: fields.eventDateTime,
      image_key: stored.key,
      total_seats: fields.totalSeats,
      total_bookings: 0,
      entry_fee: fields.entryFee,
      created_at: now,
      updated_at: now,
    });
  } catch (error) {
    await deps.images.remove(stored.key);
    throw error;
  }
  return getEvent(deps.db, id, { withBookings: false });
}

/**
 * Updates the fields, and the image when a new one is sent; the replaced image's files are deleted. Parallel
 * image replacements each delete exactly the key they swapped out, so only the last image's files stay.
 */
export async function updateEvent(
  deps: EventsDeps,
  id: string,
  fields: EventFieldsValues,
  image: UploadedImage | null,
): Promise<AcademyEvent> {
  if (!(await findEventById(deps.db, id))) throw notFound(EVENT_NOT_FOUND);
  const stored = image ? await deps.images.save('events', image.buffer) : null;
  let replaced: string | null;
  try {
    replaced = await writeEventUpdate(deps.db, id, {
      event_name: fields.eventName,
      event_description: fields.eventDescription,
      address: fields.address,
      event_date_time: fields.eventDateTime,
      total_seats: fields.totalSeats,
      entry_fee: fields.entryFee,
      updated_at: nowIso(),
      ...(stored ? { image_key: stored.key } : {}),
    });
  } catch (error) {
    await deps.images.remove(stored?.key);
    throw error;
  }
  if (stored) await deps.images.remove(replaced);
  return getEvent(deps.db, id, { withBookings: false });
}

/**
 * Writes the update; one carrying a new image only over the image it was read with (compare-and-swap), read
 * again whenever another replacement got in between. Returns the image key the row held before.
 */
async function writeEventUpdate(
  db: Db,
  id: string,
  patch: EventRowPatch & { total_seats: number },
): Promise<string | null> {
  const swapsImage = patch.image_key !== undefined;
  for (;;) {
    const current = await findEventById(db, id);
    if (!current) throw notFound(EVENT_NOT_FOUND);
    if (await updateEventKeepingBookedSeats(db, id, patch, swapsImage ? current.image_key : undefined)) {
      return current.image_key;
    }
    const after = await findEventById(db, id);
    if (!after) throw notFound(EVENT_NOT_FOUND);
    if (swapsImage && after.image_key !== current.image_key) continue;
    throw conflict(`Total Seats cannot be less than the ${after.total_bookings} seats already booked for this event.`);
  }
}

/**
 * Deletes an event with its bookings (ON DELETE CASCADE) and image files, and reports how many bookings
 * went with it: an admin cancelling an event must be able to remove it, bookings or not (docs/decisions).
 */
export async function deleteEvent(deps: EventsDeps, id: string): Promise<{ deletedBookings: number }> {
  const removed = await deps.db.transaction().execute(async (trx) => {
    // Locking the row first makes a booking that is landing right now either finish before the count or wait
    // and then find no event, so the count we report is exactly what the cascade removes.
    if (!(await lockEvent(trx, id, nowIso()))) throw notFound(EVENT_NOT_FOUND);
    const event = await findEventById(trx, id);
    const deletedBookings = await countEventBookings(trx, id);
    await deleteEventRow(trx, id);
    return { imageKey: event?.image_key ?? null, deletedBookings };
  });
  await deps.images.remove(removed.imageKey);
  return { deletedBookings: removed.deletedBookings };
}

import {
  EVENT_TEXTS,
  eventCategoryAt,
  inLanguage,
  reminderAt,
  type AcademyEvent,
  type BookingRecord,
  type EventFieldsValues,
  type Language,
  eventReplySchema,
} from '@academy/contract';
import { recordAudit, type Actor } from '../../audit/audit-log.ts';
import type { Deps } from '../../deps.ts';
import type { CachedBytes } from '../../http/cached-bytes.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import type { ListCache } from '../../http/list-cache.ts';
import { storedTranslations, translationsColumn } from '../../lib/academy-texts.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { discardImage } from '../../storage/image-deletion.ts';
import { imageUrl, thumbnailUrl } from '../../storage/image-store.ts';
import { offerAddedSeats } from '../bookings/seats.ts';
import type { UploadedImage } from '../../storage/read-upload.ts';
import {
  countEventBookings,
  deleteEvent as deleteEventRow,
  findEventById,
  findListedEvent,
  insertEvent,
  listEventBookings,
  listEvents,
  lockEvent,
  updateEventKeepingBookedSeats,
  type EventBookingRow,
  type EventRowPatch,
  type ListedEventRow,
} from './queries.ts';

function toBookingRecord({
  id,
  bookingCode,
  emailNormalized: _emailNormalized,
  nameNormalized: _nameNormalized,
  language: _language,
  clientIp: _clientIp,
  cancelledAt: _cancelledAt,
  checkedInBy: _checkedInBy,
  reminderSentAt: _reminderSentAt,
  ...booking
}: EventBookingRow): BookingRecord {
  return { _id: id, bookingId: bookingCode, ...booking };
}

/**
 * The event as the API shows it; the category comes from the clock, never stored, so no write is needed to end one.
 * In a language, its texts are in it (decision 048); without one, they are as typed, with their translations, for
 * the admin's form.
 */
export function toEvent(
  row: ListedEventRow,
  now: Date,
  options: { bookings?: EventBookingRow[]; language?: Language } = {},
): AcademyEvent {
  const { id, imageKey, updatedAt: _updatedAt, reminderAt: _reminderAt, translations, ...fields } = row;
  const event: AcademyEvent = {
    _id: id,
    ...fields,
    eventImageUrl: imageKey ? imageUrl(imageKey) : null,
    eventThumbnailUrl: imageKey ? thumbnailUrl(imageKey) : null,
    category: eventCategoryAt(row.eventDateTime, now),
    translations: storedTranslations(translations),
  };
  if (options.bookings) event.bookings = options.bookings.map(toBookingRecord);
  return options.language ? inLanguage(event, EVENT_TEXTS, options.language) : event;
}

/** All events, latest first, in the reader's language, never with attendee data. */
export async function listAllEvents(
  deps: Pick<Deps, 'db'>,
  language: Language,
  now = new Date(),
): Promise<AcademyEvent[]> {
  return (await listEvents(deps.db)).map((row) => toEvent(row, now, { language }));
}

/** When the first upcoming event becomes past, which changes the list without any write; epoch ms. */
export function nextCategoryChange(events: readonly AcademyEvent[], now: Date): number | undefined {
  const upcoming = events.map((event) => Date.parse(event.eventDateTime)).filter((time) => time >= now.getTime());
  return upcoming.length > 0 ? Math.min(...upcoming) + 1 : undefined;
}

/**
 * One event: in a reader's language; or for the admin, its texts as typed with their translations, and its bookings
 * when asked.
 */
export async function getEvent(
  deps: Pick<Deps, 'db'>,
  id: string,
  reader: { language: Language } | { withBookings: boolean },
): Promise<AcademyEvent> {
  const row = await findListedEvent(deps.db, id);
  if (!row) throw notFound('api.eventNotFound');
  if ('language' in reader) return toEvent(row, new Date(), { language: reader.language });
  const bookings = reader.withBookings ? await listEventBookings(deps.db, id) : undefined;
  return toEvent(row, new Date(), { bookings });
}

/**
 * A visitor's event in `language` as getEventById's reply bytes: the events list's entry on its own, kept and dropped
 * with the list, since building it (query, mapping, schema check, JSON) cost 2.7 times as much as sending its bytes
 * (decision 067). The event's own page reads its head from the same reply (decision 084).
 */
export function visitorEventReply(
  deps: Pick<Deps, 'db' | 'translator'> & { lists: ListCache },
  id: string,
  language: Language,
): Promise<CachedBytes> {
  return deps.lists.snapshot('events', `${id}:${language}`, eventReplySchema, async () => {
    const now = new Date();
    const event = await getEvent(deps, id, { language });
    return {
      body: { status: 1, message: deps.translator.t(language, 'api.eventFetched'), event },
      changesAt: nextCategoryChange([event], now),
    };
  });
}

/** What the audit log keeps of an event: the fields an admin sets, its translations read from their column. */
function auditedFields(
  row: Omit<EventFieldsValues, 'translations'> & { imageKey: string | null; translations?: string | null },
) {
  const { eventName, eventDescription, address, eventDateTime, totalSeats, entryFee, imageKey } = row;
  const { cancelCutoffHours, offerHours, reminderHours } = row;
  return {
    eventName,
    eventDescription,
    address,
    eventDateTime,
    totalSeats,
    entryFee,
    imageKey,
    cancelCutoffHours,
    offerHours,
    reminderHours,
    translations: storedTranslations(row.translations),
  };
}

export async function createEvent(
  deps: Pick<Deps, 'db' | 'images'>,
  actor: Actor,
  { translations: given, ...fields }: EventFieldsValues,
  image: UploadedImage,
): Promise<AcademyEvent> {
  const stored = await deps.images.save('events', image.buffer);
  const now = nowIso();
  const id = newId();
  const translations = translationsColumn(given ?? {});
  try {
    await deps.db.transaction().execute(async (trx) => {
      await insertEvent(trx, {
        id,
        ...fields,
        translations,
        reminderAt: reminderAt(fields.eventDateTime, fields.reminderHours),
        imageKey: stored.key,
        totalBookings: 0,
        createdAt: now,
        updatedAt: now,
      });
      await recordAudit(trx, actor, {
        action: 'event.create',
        subject: { kind: 'event', id },
        after: auditedFields({ ...fields, translations, imageKey: stored.key }),
      });
    });
  } catch (error) {
    await deps.images.remove(stored.key);
    throw error;
  }
  return getEvent(deps, id, { withBookings: false });
}

/**
 * Updates the fields, and the image when a new one is sent; the replaced image's files are discarded. Parallel
 * image replacements each discard exactly the key they swapped out, so only the last image's files stay.
 */
export async function updateEvent(
  deps: Pick<Deps, 'db' | 'images' | 'jobs' | 'config' | 'waitingLine'>,
  actor: Actor,
  id: string,
  { translations, ...fields }: EventFieldsValues,
  image: UploadedImage | null,
): Promise<AcademyEvent> {
  if (!(await findEventById(deps.db, id))) throw notFound('api.eventNotFound');
  const stored = image ? await deps.images.save('events', image.buffer) : null;
  let replaced: string | null;
  try {
    replaced = await writeEventUpdate(deps, actor, id, {
      ...fields,
      // Left out (an older client), the event keeps the translations it has.
      ...(translations === undefined ? {} : { translations: translationsColumn(translations) }),
      reminderAt: reminderAt(fields.eventDateTime, fields.reminderHours),
      updatedAt: nowIso(),
      ...(stored ? { imageKey: stored.key } : {}),
    });
  } catch (error) {
    await deps.images.remove(stored?.key);
    throw error;
  }
  if (stored) await discardImage(deps, replaced);
  return getEvent(deps, id, { withBookings: false });
}

/**
 * Writes the update with its audit entry; one carrying a new image only over the image it was read with
 * (compare-and-swap), read again whenever another replacement got in between. Returns the image key the row held
 * before.
 */
async function writeEventUpdate(
  deps: Pick<Deps, 'db' | 'waitingLine'>,
  actor: Actor,
  id: string,
  patch: EventRowPatch & { totalSeats: number },
): Promise<string | null> {
  const swapsImage = patch.imageKey !== undefined;
  for (;;) {
    const attempt = await deps.db.transaction().execute(async (trx) => {
      const current = await findEventById(trx, id);
      if (!current) throw notFound('api.eventNotFound');
      const written = await updateEventKeepingBookedSeats(trx, id, patch, swapsImage ? current.imageKey : undefined);
      if (written) {
        await recordAudit(trx, actor, {
          action: 'event.update',
          subject: { kind: 'event', id },
          before: auditedFields(current),
          after: auditedFields({ ...current, ...patch }),
        });
        if (patch.totalSeats > current.totalSeats) await offerAddedSeats(deps, trx, id, nowIso());
      }
      return { written, readImageKey: current.imageKey };
    });
    if (attempt.written) return attempt.readImageKey;
    const after = await findEventById(deps.db, id);
    if (!after) throw notFound('api.eventNotFound');
    if (swapsImage && after.imageKey !== attempt.readImageKey) continue;
    throw conflict('api.seatsBelowBooked', { booked: after.totalBookings });
  }
}

/**
 * Deletes an event with its bookings (ON DELETE CASCADE) and image files, and reports how many bookings
 * went with it: an admin cancelling an event must be able to remove it, bookings or not (docs/decisions).
 */
export async function deleteEvent(
  deps: Pick<Deps, 'db' | 'images' | 'jobs' | 'config'>,
  actor: Actor,
  id: string,
): Promise<{ deletedBookings: number }> {
  const removed = await deps.db.transaction().execute(async (trx) => {
    // Locking the row first makes a booking that is landing right now either finish before the count or wait
    // and then find no event, so the count we report is exactly the seats the cascade removes.
    if (!(await lockEvent(trx, id))) throw notFound('api.eventNotFound');
    const event = await findEventById(trx, id);
    const deletedBookings = await countEventBookings(trx, id);
    await deleteEventRow(trx, id);
    await recordAudit(trx, actor, {
      action: 'event.delete',
      subject: { kind: 'event', id },
      before: event ? { ...auditedFields(event), totalBookings: deletedBookings } : null,
    });
    return { imageKey: event?.imageKey ?? null, deletedBookings };
  });
  await discardImage(deps, removed.imageKey);
  return { deletedBookings: removed.deletedBookings };
}

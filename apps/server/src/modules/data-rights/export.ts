import type { Readable } from 'node:stream';
import yazl from 'yazl';
import {
  ACADEMY_NAME,
  DEFAULT_LANGUAGE,
  EXPORT_DATA_FILE,
  EXPORT_PHOTOS_FOLDER,
  fillTemplate,
  isLanguage,
} from '@academy/contract';
import { recordAudit, type Actor } from '../../audit/audit-log.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../http/http-error.ts';
import { nowIso } from '../../lib/ids.ts';
import {
  auditEntriesAbout,
  bookingsOf,
  tournamentEntriesOf,
  waitlistOf,
  classesOf,
  ranksOf,
  messagesOf,
  paymentsOf,
  consentsOf,
  findAccountScope,
  type ProfileRow,
} from './queries.ts';

const parseValues = (json: string | null) => (json ? (JSON.parse(json) as Record<string, unknown>) : null);

export interface DataExport {
  filename: string;
  /** The zip, produced as it is read. */
  stream: Readable;
}

interface Photo {
  name: string;
  bytes: Buffer;
}

/**
 * The photo's two images as the zip names them, read from the object store (a profile photo is 512 px, some
 * tens of KB), or null without a photo or when either is already gone (a replacement racing the export): it is
 * then left out rather than failing the export.
 */
async function readPhoto(
  deps: Pick<Deps, 'images'>,
  profile: ProfileRow,
): Promise<{ display: Photo; thumbnail: Photo } | null> {
  if (!profile.imageKey) return null;
  const [display, thumbnail] = await Promise.all(
    deps.images.objectNames(profile.imageKey).map((name) => deps.images.objects.read(name)),
  );
  if (!display || !thumbnail) return null;
  return {
    display: { name: `${EXPORT_PHOTOS_FOLDER}/${profile.id}.webp`, bytes: display },
    thumbnail: { name: `${EXPORT_PHOTOS_FOLDER}/${profile.id}-thumb.webp`, bytes: thumbnail },
  };
}

/**
 * Everything the academy holds about an account and its profiles, as a zip: data.json, the photos and a README
 * in the account's language. The export is audited (who took it, and how much it held) before it is sent.
 */
export async function exportAccountData(
  deps: Pick<Deps, 'db' | 'images' | 'translator'>,
  actor: Actor,
  accountId: string,
): Promise<DataExport> {
  const scope = await findAccountScope(deps.db, accountId);
  if (!scope) throw notFound('api.fighterNotFound');
  const bookings = await bookingsOf(deps.db, scope);
  const audit = await auditEntriesAbout(
    deps.db,
    scope,
    bookings.map((booking) => booking.id),
  );
  const consents = await consentsOf(deps.db, {
    email: scope.email,
    profileIds: scope.profiles.map((profile) => profile.id),
    bookingIds: bookings.map((booking) => booking.id),
  });
  const classes = await classesOf(
    deps.db,
    scope.profiles.map((profile) => profile.id),
  );
  const ranks = await ranksOf(
    deps.db,
    scope.profiles.map((profile) => profile.id),
  );
  const payments = await paymentsOf(
    deps.db,
    scope.id,
    scope.profiles.map((profile) => profile.id),
  );
  const places = await waitlistOf(deps.db, scope);
  const entries = await tournamentEntriesOf(deps.db, {
    profileIds: scope.profiles.map((profile) => profile.id),
    bookingIds: bookings.map((booking) => booking.id),
  });
  const sent = await messagesOf(deps.db, scope.id);
  const exportedAt = nowIso();

  const photos: Photo[] = [];
  const profiles = [];
  for (const row of scope.profiles) {
    // The account's email and language belong to the account; the photo's storage key is an internal name.
    const { imageKey: _imageKey, email: _email, language: _language, ...profile } = row;
    const photo = await readPhoto(deps, row);
    if (photo) photos.push(photo.display, photo.thumbnail);
    profiles.push({ ...profile, photo: photo && { display: photo.display.name, thumbnail: photo.thumbnail.name } });
  }

  const data = {
    exportedAt,
    account: {
      id: scope.id,
      email: scope.email,
      language: scope.language,
      createdAt: scope.createdAt,
      updatedAt: scope.updatedAt,
    },
    profiles,
    bookings: bookings.map(
      ({ id: _id, fighterId: _fighterId, eventName, eventDateTime, eventAddress, eventId, ...b }) => ({
        ...b,
        event: { id: eventId, name: eventName, dateTime: eventDateTime, address: eventAddress },
      }),
    ),
    auditEntries: audit.map((entry) => ({
      at: entry.at,
      action: entry.action,
      actor: { role: entry.actorRole, label: entry.actorLabel, ip: entry.ip },
      subject: { kind: entry.subjectKind, id: entry.subjectId },
      before: parseValues(entry.before),
      after: parseValues(entry.after),
    })),
    waitingLists: places.map(({ id: _id, eventId, eventName, eventDateTime, request, ...place }) => ({
      ...place,
      form: JSON.parse(request) as unknown,
      event: { id: eventId, name: eventName, dateTime: eventDateTime },
    })),
    consents,
    classes,
    ranks,
    payments,
    messages: {
      sent: sent.messages.map(({ id: _id, values, language, ...message }) => ({
        ...message,
        language,
        text: fillTemplate(
          message.kind,
          isLanguage(language) ? language : DEFAULT_LANGUAGE,
          JSON.parse(values) as string[],
        ),
      })),
      consents: sent.consents.map(({ optedIn, ...consent }) => ({ ...consent, optedIn: optedIn === 1 })),
    },
    tournamentEntries: entries.map(({ eventId, eventName, weightGrams, weighedGrams, ...entry }) => ({
      ...entry,
      weightKg: weightGrams === null ? null : weightGrams / 1000,
      weighedKg: weighedGrams === null ? null : weighedGrams / 1000,
      event: { id: eventId, name: eventName },
    })),
  };

  await recordAudit(deps.db, actor, {
    action: 'fighter.export',
    subject: { kind: 'fighter', id: scope.id },
    after: {
      profiles: profiles.length,
      bookings: bookings.length,
      waitlistPlaces: places.length,
      consents: consents.length,
      enrolments: classes.enrolments.length,
      attendance: classes.attendance.length,
      promotions: ranks.promotions.length,
      payments: payments.payments.length,
      messages: sent.messages.length,
      photos: photos.length / 2,
    },
  });

  const language = isLanguage(scope.language) ? scope.language : DEFAULT_LANGUAGE;
  const readme = deps.translator.t(language, 'api.exportReadme', {
    academy: ACADEMY_NAME,
    exportedAt,
    dataFile: EXPORT_DATA_FILE,
    photosFolder: `${EXPORT_PHOTOS_FOLDER}/`,
  });
  const zip = new yazl.ZipFile();
  const mtime = new Date(exportedAt);
  zip.addBuffer(Buffer.from(`${readme}\n`, 'utf8'), 'README.txt', { mtime });
  zip.addBuffer(Buffer.from(JSON.stringify(data, null, 2), 'utf8'), EXPORT_DATA_FILE, { mtime });
  // WebP is compressed already; deflating it again costs CPU for nothing.
  for (const photo of photos) zip.addBuffer(photo.bytes, photo.name, { compress: false, mtime });
  zip.end();
  return {
    filename: `fighter-data-${scope.id.slice(0, 8)}-${exportedAt.slice(0, 10)}.zip`,
    stream: zip.outputStream as Readable,
  };
}

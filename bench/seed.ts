// Seeds a large database for the benchmarks: 200 events (20 upcoming), 5,000 bookings, 500 fighters (the first
// 125 with two children each, and their consent records) and 300 gallery images; the server makes the admin on its
// first start from ADMIN_EMAIL and ADMIN_PASSWORD. Usage: DATA_DIR=... [DATABASE_URL=...] tsx bench/seed.ts
import sharp from 'sharp';
import {
  hashSecret,
  ImageStore,
  loadConfig,
  migrateToLatest,
  newBookingCode,
  newCheckinCode,
  newId,
  openDatabase,
  openObjectStore,
} from '../apps/server/test-support/index.ts';
import { GALLERY_CATEGORIES, DISCIPLINES, normalizeAttendeeName, PRIVACY_NOTICE_VERSION } from '@academy/contract';

const COUNTS = { events: 200, upcoming: 20, bookings: 5000, fighters: 500, families: 125, gallery: 300 };

async function chunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

function sampleImage(hue: number, width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,35%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},70%,15%)"/>
    </linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${height / 4}" fill="rgba(255,255,255,.25)"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

async function main() {
  const config = loadConfig();
  const { db } = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const images = new ImageStore(await openObjectStore(config));
  const started = Date.now();
  await migrateToLatest(db);

  const passwordHash = await hashSecret('bench-fighter-password');
  const base = Date.now();
  const fighters = Array.from({ length: COUNTS.fighters }, (_, i) => {
    const at = new Date(base - i * 3_600_000).toISOString();
    return {
      id: newId(),
      email: `fighter${i}@bench.test`,
      passwordHash,
      fullName: `Bench Fighter ${i}`,
      mobileNumber: String(9000000000 + i),
      gender: ['Male', 'Female', 'Other'][i % 3]!,
      age: 8 + (i % 40),
      weight: 30 + (i % 60),
      height: 120 + (i % 70),
      discipline: DISCIPLINES[i % DISCIPLINES.length]!,
      beltLevel: ['White', 'Yellow', 'Orange', 'Green', 'Blue', 'Brown', 'Black'][i % 7]!,
      address: `${i} MG Road, Pune`,
      masterName: 'Sensei Rao',
      academyName: 'Kaizen Karate Academy',
      imageKey: null,
      checkinCode: newCheckinCode(),
      createdAt: at,
      updatedAt: at,
    };
  });
  await chunked(fighters, 100, (rows) => db.insertInto('fighters').values(rows).execute());

  // Two children for each of the first accounts, one with a confirmed consent and one waiting for it.
  const children = fighters.slice(0, COUNTS.families).flatMap((guardian, i) =>
    [0, 1].map((k) => ({
      id: newId(),
      email: null,
      passwordHash: null,
      guardianId: guardian.id,
      dateOfBirth: `${2012 + ((i + k) % 10)}-0${1 + k}-15`,
      fullName: `Bench Child ${i}-${k}`,
      mobileNumber: guardian.mobileNumber,
      gender: ['Male', 'Female'][k]!,
      age: null,
      weight: 25 + k * 5,
      height: 120 + k * 10,
      discipline: 'Karate',
      beltLevel: 'Yellow',
      address: null,
      masterName: null,
      academyName: null,
      imageKey: null,
      checkinCode: newCheckinCode(),
      createdAt: guardian.createdAt,
      updatedAt: guardian.createdAt,
    })),
  );
  await chunked(children, 100, (rows) => db.insertInto('fighters').values(rows).execute());
  const consents = children.map((child, i) => ({
    id: newId(),
    fighterId: child.id,
    bookingId: null,
    childName: child.fullName,
    guardianName: 'Bench Guardian',
    relation: 'Mother',
    guardianMobile: child.mobileNumber,
    guardianEmail: fighters[Math.floor(i / 2)]!.email,
    noticeVersion: PRIVACY_NOTICE_VERSION,
    method: 'email-link',
    language: 'en',
    tokenHash: newId().replace(/-/g, '') + String(i).padStart(32, '0'),
    requestedAt: child.createdAt,
    confirmedAt: i % 2 === 0 ? child.createdAt : null,
    confirmedIp: null,
    withdrawnAt: null,
  }));
  await chunked(consents, 100, (rows) => db.insertInto('consents').values(rows).execute());

  const eventImage = await sampleImage(350, 1600, 900);
  const events = [];
  for (let i = 0; i < COUNTS.events; i++) {
    const upcoming = i < COUNTS.upcoming;
    const when = new Date(base + (upcoming ? i + 1 : -(i + 1)) * 86_400_000 * 2).toISOString();
    const stored = await images.save('events', eventImage);
    events.push({
      id: newId(),
      eventName: `Bench Championship ${i}`,
      eventDescription: 'Kata and kumite for all belts, with medals for the top three in each category. '.repeat(3),
      address: 'Shree Shiv Chhatrapati Sports Complex, Balewadi, Pune, Maharashtra 411045',
      eventDateTime: when,
      imageKey: stored.key,
      totalSeats: 100,
      totalBookings: 0,
      entryFee: 500 + (i % 5) * 250,
      createdAt: new Date(base - i * 60_000).toISOString(),
      updatedAt: new Date(base - i * 60_000).toISOString(),
    });
  }
  await chunked(events, 50, (rows) => db.insertInto('events').values(rows).execute());

  const perEvent = COUNTS.bookings / COUNTS.events;
  // Codes are drawn at random from 31^6, as the server draws them; 5,000 of them hold two alike about once in 70
  // seeds, which the server's booking retries with a new code and a bulk insert cannot.
  const drawn = new Set<string>();
  const uniqueBookingCode = (): string => {
    let code = newBookingCode();
    while (drawn.has(code)) code = newBookingCode();
    drawn.add(code);
    return code;
  };
  const bookings = [];
  for (const [e, event] of events.entries()) {
    for (let k = 0; k < perEvent; k++) {
      const fighter = fighters[(e * perEvent + k) % fighters.length]!;
      bookings.push({
        id: newId(),
        bookingCode: uniqueBookingCode(),
        eventId: event.id,
        fighterId: fighter.id,
        fighterName: fighter.fullName,
        email: fighter.email,
        emailNormalized: fighter.email,
        nameNormalized: normalizeAttendeeName(fighter.fullName),
        language: 'en',
        mobileNumber: fighter.mobileNumber,
        age: fighter.age,
        beltLevel: fighter.beltLevel,
        height: fighter.height,
        weight: fighter.weight,
        discipline: fighter.discipline,
        masterName: fighter.masterName,
        academyName: fighter.academyName,
        bookedAt: new Date(base - k * 60_000).toISOString(),
      });
    }
    event.totalBookings = perEvent;
  }
  await chunked(bookings, 200, (rows) => db.insertInto('bookings').values(rows).execute());
  for (const event of events) {
    await db.updateTable('events').set({ totalBookings: event.totalBookings }).where('id', '=', event.id).execute();
  }

  const galleryImages = await Promise.all([
    sampleImage(10, 1600, 1067),
    sampleImage(200, 1067, 1600),
    sampleImage(120, 1600, 900),
  ]);
  const gallery = [];
  for (let i = 0; i < COUNTS.gallery; i++) {
    const stored = await images.save('gallery', galleryImages[i % galleryImages.length]!);
    gallery.push({
      id: newId(),
      title: `Bench photo ${i}`,
      category: GALLERY_CATEGORIES[i % GALLERY_CATEGORIES.length]!,
      imageKey: stored.key,
      width: stored.width,
      height: stored.height,
      createdAt: new Date(base - i * 60_000).toISOString(),
    });
  }
  await chunked(gallery, 100, (rows) => db.insertInto('galleryImages').values(rows).execute());

  await db.destroy();
  console.log(JSON.stringify({ seeded: COUNTS, seconds: (Date.now() - started) / 1000 }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import sharp from 'sharp';
import {
  ACADEMY_NAME,
  EVENT_RULE_DEFAULTS,
  IST_OFFSET_MS,
  normalizeAttendeeName,
  reminderAt,
  type Discipline,
  type EventTranslations,
} from '@academy/contract';
import type { Deps } from '../deps.ts';
import { translationsColumn } from '../lib/academy-texts.ts';
import { newBookingCode, newId, nowIso } from '../lib/ids.ts';
import { insertBooking, type NewBookingRow } from '../modules/bookings/queries.ts';
import { countEvents, insertEvent, type NewEventRow } from '../modules/events/queries.ts';
import { insertWaitlistEntry, type NewWaitlistRow } from '../modules/waitlist/queries.ts';
import { posterSvg, type PosterMotif } from './demo-poster.ts';

interface DemoEvent {
  name: string;
  description: string;
  address: string;
  /** Its texts in Hindi and Marathi (decision 048); those left out read in English. */
  translations: EventTranslations;
  city: string;
  /** Days from today (negative: already held) and the IST start time. */
  day: number;
  time: [hour: number, minute: number];
  /**
   * Overrides `day` and `time`: under way, started this many hours before the demo was seeded (on the quarter
   * hour), so the live tournament is under way at whatever hour the demo starts, never an event still to come.
   */
  underWayForHours?: number;
  seats: number;
  fee: number;
  bookings: number;
  /** People in the waiting list of a full event. */
  waiting?: number;
  poster: { motif: PosterMotif; from: string; to: string; accent: string };
}

const DEMO_EVENTS: DemoEvent[] = [
  {
    name: 'Women Self-Defence Workshop',
    translations: {
      hi: {
        eventName: 'महिला आत्मरक्षा कार्यशाला',
        eventDescription:
          'सजगता, पकड़ और गला दबाने से छूटने, और तनाव में प्रहार करने पर तीन घंटे की व्यावहारिक कार्यशाला, जिसे हमारी ' +
          'वरिष्ठ महिला प्रशिक्षक सिखाएँगी। किसी अनुभव की ज़रूरत नहीं; आरामदायक कपड़े पहनें। 14 वर्ष और उससे अधिक उम्र ' +
          'की महिलाओं और लड़कियों के लिए।',
        address: 'कायज़ेन कराटे अकादमी डोजो, दूसरी मंज़िल, साई प्लाज़ा, फर्ग्युसन कॉलेज रोड, शिवाजीनगर, पुणे, महाराष्ट्र 411005',
      },
      mr: {
        eventName: 'महिला स्वसंरक्षण कार्यशाळा',
        eventDescription:
          'सजगता, पकड व गळा दाबण्यातून सुटका, आणि दडपणाखाली प्रहार यांवर तीन तासांची प्रात्यक्षिक कार्यशाळा, आमच्या ' +
          'ज्येष्ठ महिला प्रशिक्षकांकडून. पूर्वानुभवाची गरज नाही; आरामदायक कपडे घाला. 14 वर्षे व त्यावरील महिला आणि ' +
          'मुलींसाठी.',
        address: 'कायझेन कराटे अकॅडमी डोजो, दुसरा मजला, साई प्लाझा, फर्ग्युसन कॉलेज रोड, शिवाजीनगर, पुणे, महाराष्ट्र 411005',
      },
    },
    description:
      'A three-hour practical workshop on awareness, escapes from grabs and chokes, and striking under stress, taught by our senior ' +
      'women instructors. No experience needed; wear comfortable clothes. Open to women and girls aged 14 and above.',
    address:
      'Kaizen Karate Academy Dojo, 2nd Floor, Sai Plaza, Fergusson College Road, Shivajinagar, Pune, Maharashtra 411005',
    city: 'Pune',
    day: 6,
    time: [10, 0],
    seats: 40,
    fee: 499,
    bookings: 3,
    poster: { motif: 'enso', from: '#7a0c16', to: '#2a0a0e', accent: '#ff4d5a' },
  },
  {
    name: 'Kaizen Winter Kata Championship 2026',
    translations: {
      hi: {
        eventName: 'कायज़ेन शीतकालीन काता चैंपियनशिप 2026',
        eventDescription:
          'सभी बेल्ट के लिए हमारी वार्षिक काता चैंपियनशिप, सब-जूनियर, कैडेट, जूनियर और सीनियर के अलग-अलग पूल के साथ। ' +
          'WKF नियम, प्रमाणित रेफ़री, हर फ़ाइनलिस्ट को पदक और प्रमाणपत्र। रिपोर्टिंग का समय शुरुआत से एक घंटा पहले है।',
        address: 'श्री शिव छत्रपति क्रीड़ा संकुल, महालुंगे-बालेवाड़ी, पुणे, महाराष्ट्र 411045',
      },
      mr: {
        eventName: 'कायझेन हिवाळी काता अजिंक्यपद स्पर्धा 2026',
        eventDescription:
          'सर्व बेल्टसाठी आमची वार्षिक काता अजिंक्यपद स्पर्धा, सब-ज्युनियर, कॅडेट, ज्युनियर आणि सीनियर यांचे स्वतंत्र गट. ' +
          'WKF नियम, प्रमाणित पंच, अंतिम फेरीतील प्रत्येक खेळाडूला पदक व प्रमाणपत्र. हजेरीची वेळ सुरुवातीच्या एक तास आधी.',
        address: 'श्री शिवछत्रपती क्रीडा संकुल, महाळुंगे-बालेवाडी, पुणे, महाराष्ट्र 411045',
      },
    },
    description:
      'Our annual kata championship for all belts, with separate pools for sub-juniors, cadets, juniors and seniors. ' +
      'WKF rules, certified referees, medals and certificates for every finalist. Reporting time is one hour before the start.',
    address: 'Shree Shiv Chhatrapati Sports Complex, Mahalunge-Balewadi, Pune, Maharashtra 411045',
    city: 'Pune',
    day: 13,
    time: [9, 0],
    seats: 250,
    fee: 1200,
    bookings: 0,
    poster: { motif: 'sun', from: '#b3121f', to: '#3b0a10', accent: '#ffb347' },
  },
  {
    name: 'Kaizen Inter-Dojo Kumite Cup',
    translations: {
      hi: {
        eventName: 'कायज़ेन इंटर-डोजो कुमिते कप',
        eventDescription:
          'पुणे के डोजो के बीच एक दिन की कुमिते प्रतियोगिता: अंडर-12, अंडर-14 और कैडेट, तीन तातामी पर, WKF नियम। ' +
          'हर तातामी का स्कोरबोर्ड और अगली बाउट इस पेज के लाइव लिंक पर।',
        address: 'कायज़ेन कराटे अकादमी डोजो, दूसरी मंज़िल, साई प्लाज़ा, फर्ग्युसन कॉलेज रोड, शिवाजीनगर, पुणे, महाराष्ट्र 411005',
      },
      mr: {
        eventName: 'कायझेन इंटर-डोजो कुमिते कप',
        eventDescription:
          'पुण्यातील डोजोंमधील एक दिवसाची कुमिते स्पर्धा: 12 वर्षांखालील, 14 वर्षांखालील आणि कॅडेट, तीन तातामींवर, WKF ' +
          'नियम. प्रत्येक तातामीचा स्कोअरबोर्ड आणि पुढची लढत या पानाच्या लाइव्ह लिंकवर.',
        address: 'कायझेन कराटे अकॅडमी डोजो, दुसरा मजला, साई प्लाझा, फर्ग्युसन कॉलेज रोड, शिवाजीनगर, पुणे, महाराष्ट्र 411005',
      },
    },
    description:
      "A one-day kumite competition between Pune's dojos: under-12, under-14 and cadets on three tatamis, WKF rules. " +
      "Every tatami's scoreboard and the next bouts are on this page's live link.",
    address:
      'Kaizen Karate Academy Dojo, 2nd Floor, Sai Plaza, Fergusson College Road, Shivajinagar, Pune, Maharashtra 411005',
    city: 'Pune',
    day: 0,
    time: [9, 0],
    underWayForHours: 2,
    seats: 120,
    fee: 600,
    bookings: 0,
    poster: { motif: 'enso', from: '#0b3d91', to: '#081a3a', accent: '#ff4d5a' },
  },
  {
    name: 'Black Belt Grading & Dan Examination',
    translations: {
      hi: { eventName: 'ब्लैक बेल्ट ग्रेडिंग और डान परीक्षा' },
      mr: { eventName: 'ब्लॅक बेल्ट श्रेणी चाचणी व डान परीक्षा' },
    },
    description:
      'Grading for 1st to 3rd Dan under the examination panel of Shihan Vikram Deshmukh (7th Dan). Candidates must have ' +
      'their grading booklet signed by their master and at least two years since their last grading.',
    address: 'Sardar Vallabhbhai Patel Indoor Stadium, Annie Besant Road, Worli, Mumbai, Maharashtra 400018',
    city: 'Mumbai',
    day: 27,
    time: [8, 30],
    seats: 12,
    fee: 2500,
    bookings: 12,
    waiting: 3,
    poster: { motif: 'belt', from: '#3d0d12', to: '#141416', accent: '#e0242f' },
  },
  {
    name: 'Republic Day Inter-School Karate Open',
    translations: {
      hi: { eventName: 'गणतंत्र दिवस अंतर-विद्यालय कराटे ओपन' },
      mr: { eventName: 'प्रजासत्ताक दिन आंतरशालेय कराटे खुली स्पर्धा' },
    },
    description:
      'A friendly inter-school tournament in kata and light-contact kumite for children aged 6 to 16, by age and belt. ' +
      'Safety gear is compulsory and available on rent at the venue. Schools may register teams through their coaches.',
    address: 'Sree Kanteerava Indoor Stadium, Kasturba Road, Sampangi Rama Nagar, Bengaluru, Karnataka 560001',
    city: 'Bengaluru',
    day: 44,
    time: [9, 30],
    seats: 300,
    fee: 750,
    bookings: 0,
    poster: { motif: 'torii', from: '#8f1d14', to: '#240b0b', accent: '#f5c542' },
  },
  {
    name: 'Monsoon Kumite Intensive Camp',
    translations: {
      hi: { eventName: 'मानसून कुमिते गहन शिविर' },
      mr: { eventName: 'पावसाळी कुमिते सघन शिबिर' },
    },
    description:
      'Two days of sparring drills, footwork and ring craft for green belts and above, with evening video review ' +
      'of every bout. Lunch and a camp T-shirt were included.',
    address: 'Talkatora Indoor Stadium, President’s Estate, New Delhi, Delhi 110004',
    city: 'New Delhi',
    day: -24,
    time: [7, 30],
    seats: 80,
    fee: 1800,
    bookings: 9,
    poster: { motif: 'waves', from: '#22303c', to: '#0d1218', accent: '#e0242f' },
  },
  {
    name: 'All India Open Karate Championship',
    translations: {
      hi: { eventName: 'अखिल भारतीय ओपन कराटे चैंपियनशिप' },
      mr: { eventName: 'अखिल भारतीय खुली कराटे अजिंक्यपद स्पर्धा' },
    },
    description:
      'Kaizen fighters competed against 40 academies from 14 states in kata and kumite. The academy brought home ' +
      '11 gold, 8 silver and 15 bronze medals. Thank you to every parent and volunteer who made it possible.',
    address: 'Jawaharlal Nehru Stadium, Pragati Vihar, Lodhi Road, New Delhi, Delhi 110003',
    city: 'New Delhi',
    day: -82,
    time: [9, 0],
    seats: 150,
    fee: 1500,
    bookings: 12,
    poster: { motif: 'mountains', from: '#5a0b12', to: '#16090b', accent: '#ff7a45' },
  },
];

const ATTENDEES = [
  ['Aarav Sharma', 'Orange'],
  ['Ananya Iyer', 'Green'],
  ['Vihaan Patil', 'Blue'],
  ['Diya Menon', 'Purple'],
  ['Arjun Reddy', 'Brown'],
  ['Ishita Kulkarni', 'Yellow'],
  ['Kabir Singh', 'Black 1st Dan'],
  ['Meera Nair', 'Green'],
  ['Rohan Deshpande', 'Brown'],
  ['Saanvi Joshi', 'Blue'],
  ['Aditya Chauhan', 'Purple'],
  ['Priya Banerjee', 'Orange'],
  ['Yash Gaikwad', 'Black 2nd Dan'],
  ['Tanvi Shetty', 'White'],
] as const;

const MASTERS = ['Sensei Rajesh Kulkarni', 'Sensei Farah Khan', 'Shihan Vikram Deshmukh'] as const;
const ACADEMIES = [ACADEMY_NAME, 'Shotokan Karate Do India, Pune', 'Bushido Martial Arts Centre, Mumbai'] as const;
const DISCIPLINES: Discipline[] = ['Karate', 'Karate', 'Karate', 'Judo', 'Taekwondo'];

const DAY_MS = 24 * 60 * 60_000;

/** The UTC instant of an IST wall-clock time, `days` from today's IST date. */
function istInstant(now: Date, days: number, [hour, minute]: [number, number]): Date {
  const istToday = new Date(now.getTime() + IST_OFFSET_MS);
  const wallClock = Date.UTC(
    istToday.getUTCFullYear(),
    istToday.getUTCMonth(),
    istToday.getUTCDate() + days,
    hour,
    minute,
  );
  return new Date(wallClock - IST_OFFSET_MS);
}

/** A held event's attendees were let in at the door, but for the odd one who did not come. */
function checkedInAt(eventStart: Date, now: Date, i: number): string | null {
  if (eventStart > now || i % 5 === 4) return null;
  return new Date(eventStart.getTime() - 40 * 60_000 + i * 90_000).toISOString();
}

function demoBookings(eventId: string, eventStart: Date, count: number, offset: number, now: Date): NewBookingRow[] {
  return Array.from({ length: count }, (_, i) => {
    const [name, belt] = ATTENDEES[(i + offset) % ATTENDEES.length]!;
    const email = `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`;
    // Booked in the days before the event, or before today for one still to come: never on a day not yet here.
    const until = Math.min(eventStart.getTime(), now.getTime());
    const bookedAt = new Date(until - (count - i) * 0.9 * DAY_MS - i * 37 * 60_000).toISOString();
    return {
      id: newId(),
      bookingCode: newBookingCode(),
      eventId,
      fighterId: null,
      fighterName: name,
      email,
      emailNormalized: email,
      nameNormalized: normalizeAttendeeName(name),
      language: 'en',
      mobileNumber: `98${String(22334455 + (i + offset) * 7919).slice(0, 8)}`,
      age: 9 + (((i + offset) * 5) % 28),
      beltLevel: belt,
      height: 130 + (((i + offset) * 7) % 55),
      weight: 30 + (((i + offset) * 6) % 45),
      discipline: DISCIPLINES[(i + offset) % DISCIPLINES.length]!,
      masterName: MASTERS[(i + offset) % MASTERS.length]!,
      academyName: ACADEMIES[(i + offset) % ACADEMIES.length]!,
      bookedAt,
      checkedInAt: checkedInAt(eventStart, now, i),
      // Made weeks ago: the reminder went out the day before.
      reminderSentAt: eventStart > now ? null : new Date(eventStart.getTime() - DAY_MS).toISOString(),
    };
  });
}

/** A full event's line, joined after its last seat went; the form kept is the one they would book with. */
function demoWaitlist(eventId: string, eventStart: Date, count: number, offset: number): NewWaitlistRow[] {
  return demoBookings(eventId, eventStart, count, offset, new Date(0)).map((booking, i) => {
    const { id: _id, bookingCode: _code, bookedAt: _at, checkedInAt: _in, reminderSentAt: _sent, ...form } = booking;
    const joinedAt = new Date(Date.now() - (count - i) * 3 * 60 * 60_000).toISOString();
    return {
      id: newId(),
      eventId,
      accountId: null,
      fighterName: form.fighterName,
      email: form.email,
      emailNormalized: form.emailNormalized,
      nameNormalized: form.nameNormalized,
      mobileNumber: form.mobileNumber,
      language: 'en',
      request: JSON.stringify({
        eventId,
        fighterName: form.fighterName,
        email: form.email,
        mobileNumber: form.mobileNumber,
        age: form.age,
        beltLevel: form.beltLevel,
        height: form.height,
        weight: form.weight,
        discipline: form.discipline,
        masterName: form.masterName,
        academyName: form.academyName,
      }),
      clientIp: null,
      state: 'waiting',
      joinedAt,
      updatedAt: joinedAt,
    };
  });
}

/**
 * Seeds six demo events (four ahead, one of them full with people waiting in line; two held, their attendees
 * checked in at the door) with generated poster images and a few bookings, only when the events table is empty. Returns how many events were seeded.
 */
export async function seedDemoEvents(deps: Pick<Deps, 'db' | 'images'>): Promise<number> {
  if ((await countEvents(deps.db)) > 0) return 0;
  const now = new Date();
  const savedKeys: string[] = [];
  try {
    const prepared: { event: NewEventRow; bookings: NewBookingRow[]; waiting: NewWaitlistRow[] }[] = [];
    for (const [index, demo] of DEMO_EVENTS.entries()) {
      const start = demo.underWayForHours
        ? new Date(Math.floor((now.getTime() - demo.underWayForHours * 3600_000) / 900_000) * 900_000)
        : istInstant(now, demo.day, demo.time);
      const svg = posterSvg({
        title: demo.name,
        kicker: ACADEMY_NAME,
        footer: `${demo.city} · ${start.toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'long', year: 'numeric' })}`,
        ...demo.poster,
      });
      const image = await deps.images.save('events', await sharp(Buffer.from(svg)).png().toBuffer());
      savedKeys.push(image.key);
      const id = newId();
      const created = nowIso();
      prepared.push({
        event: {
          id,
          eventName: demo.name,
          eventDescription: demo.description,
          address: demo.address,
          translations: translationsColumn(demo.translations),
          eventDateTime: start.toISOString(),
          imageKey: image.key,
          totalSeats: demo.seats,
          totalBookings: demo.bookings,
          entryFee: demo.fee,
          reminderAt: reminderAt(start.toISOString(), EVENT_RULE_DEFAULTS.reminderHours),
          createdAt: created,
          updatedAt: created,
        },
        bookings: demoBookings(id, start, demo.bookings, index * 3, now),
        waiting: demoWaitlist(id, start, demo.waiting ?? 0, index * 3 + demo.bookings),
      });
    }
    await deps.db.transaction().execute(async (trx) => {
      for (const { event, bookings, waiting } of prepared) {
        await insertEvent(trx, event);
        for (const booking of bookings) await insertBooking(trx, booking);
        for (const place of waiting) await insertWaitlistEntry(trx, place);
      }
    });
  } catch (error) {
    await Promise.all(savedKeys.map((key) => deps.images.remove(key)));
    throw error;
  }
  return DEMO_EVENTS.length;
}

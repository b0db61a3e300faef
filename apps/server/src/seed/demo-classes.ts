import { academyToday, type BatchFieldsValues } from '@academy/contract';
import { systemActor } from '../audit/audit-log.ts';
import type { Deps } from '../deps.ts';
import { createBatch, listAllBatches } from '../modules/classes/service.ts';

const DEMO_ACTOR = systemActor('demo content');
const MAIN_HALL = 'Main hall, 2nd Floor, Shreeji Arcade, Karve Road, Kothrud, Pune';
const SECOND_HALL = 'Second hall, Shreeji Arcade, Karve Road, Kothrud, Pune';
/** The halls in Hindi and Marathi (decision 048), so /hi/classes and /mr/classes read them in their language. */
const MAIN_HALL_IN = {
  hi: 'मुख्य हॉल, दूसरी मंज़िल, श्रीजी आर्केड, कर्वे रोड, कोथरूड, पुणे',
  mr: 'मुख्य सभागृह, दुसरा मजला, श्रीजी आर्केड, कर्वे रोड, कोथरूड, पुणे',
};
const SECOND_HALL_IN = {
  hi: 'दूसरा हॉल, श्रीजी आर्केड, कर्वे रोड, कोथरूड, पुणे',
  mr: 'दुसरे सभागृह, श्रीजी आर्केड, कर्वे रोड, कोथरूड, पुणे',
};

/** The first day of a month from this one (0) or later, in IST: new batches start on the 1st. */
function firstOfMonth(monthsAhead: number): string {
  const [y, m] = academyToday().split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + monthsAhead, 1)).toISOString().slice(0, 10);
}

/** A week of the academy's timetable, as the home page and the footer describe it. */
function demoBatches(): BatchFieldsValues[] {
  const running = firstOfMonth(-3);
  const next = firstOfMonth(1);
  const base = { level: null, maxAge: null, autoAccept: false };
  return [
    {
      ...base,
      name: 'Little Dragons (Kids 5–8)',
      translations: {
        hi: { name: 'नन्हे ड्रैगन (बच्चे 5–8)', level: 'सफ़ेद से पीली बेल्ट', place: MAIN_HALL_IN.hi },
        mr: { name: 'छोटे ड्रॅगन (मुले 5–8)', level: 'पांढरा ते पिवळा बेल्ट', place: MAIN_HALL_IN.mr },
      },
      program: 'Kids Karate',
      level: 'White to Yellow belt',
      minAge: 5,
      maxAge: 8,
      place: MAIN_HALL,
      weekdays: ['mon', 'wed', 'fri'],
      startTime: '17:00',
      endTime: '18:00',
      capacity: 24,
      monthlyFee: 1500,
      instructor: 'Sensei Ananya Deshpande',
      startDate: running,
      autoAccept: true,
    },
    {
      ...base,
      name: 'Junior Karate (9–14)',
      translations: {
        hi: { name: 'जूनियर कराटे (9–14)', level: 'सभी क्यू ग्रेड', place: MAIN_HALL_IN.hi },
        mr: { name: 'कनिष्ठ कराटे (9–14)', level: 'सर्व क्यू श्रेणी', place: MAIN_HALL_IN.mr },
      },
      program: 'Kids Karate',
      level: 'All kyu grades',
      minAge: 9,
      maxAge: 14,
      place: MAIN_HALL,
      weekdays: ['tue', 'thu', 'sat'],
      startTime: '17:30',
      endTime: '18:45',
      capacity: 30,
      monthlyFee: 1800,
      instructor: 'Sensei Vikram Singh Rathore',
      startDate: running,
    },
    {
      ...base,
      name: 'Morning Adults Karate',
      translations: {
        hi: { name: 'सुबह का वयस्क कराटे', place: MAIN_HALL_IN.hi },
        mr: { name: 'सकाळचे प्रौढ कराटे', place: MAIN_HALL_IN.mr },
      },
      program: 'Adults Karate',
      minAge: 15,
      place: MAIN_HALL,
      weekdays: ['mon', 'wed', 'fri'],
      startTime: '06:30',
      endTime: '07:45',
      capacity: 25,
      monthlyFee: 2000,
      instructor: 'Shihan Rajesh Kulkarni',
      startDate: running,
    },
    {
      ...base,
      name: 'Evening Adults Karate — new batch',
      translations: {
        hi: { name: 'शाम का वयस्क कराटे — नया बैच', level: 'शुरुआती (सफ़ेद बेल्ट)', place: MAIN_HALL_IN.hi },
        mr: { name: 'संध्याकाळचे प्रौढ कराटे — नवीन बॅच', level: 'नवशिके (पांढरा बेल्ट)', place: MAIN_HALL_IN.mr },
      },
      program: 'Adults Karate',
      level: 'Beginners (white belt)',
      minAge: 15,
      place: MAIN_HALL,
      weekdays: ['tue', 'thu'],
      startTime: '19:30',
      endTime: '20:45',
      capacity: 25,
      monthlyFee: 2000,
      instructor: 'Sensei Meera Iyer',
      startDate: next,
      autoAccept: true,
    },
    {
      ...base,
      name: "Women's Self Defence",
      translations: {
        hi: { name: 'महिलाओं की आत्मरक्षा', place: SECOND_HALL_IN.hi },
        mr: { name: 'महिलांसाठी स्वसंरक्षण', place: SECOND_HALL_IN.mr },
      },
      program: 'Self Defence',
      minAge: 14,
      place: SECOND_HALL,
      weekdays: ['sat', 'sun'],
      startTime: '08:00',
      endTime: '09:30',
      capacity: 20,
      monthlyFee: 1200,
      instructor: 'Sensei Priya Bhattacharya',
      startDate: running,
      autoAccept: true,
    },
    {
      ...base,
      name: 'Kobudo and Weapons',
      translations: {
        hi: { name: 'कोबुडो और शस्त्र', level: 'हरी बेल्ट और ऊपर', place: SECOND_HALL_IN.hi },
        mr: { name: 'कोबुडो आणि शस्त्रे', level: 'हिरवा बेल्ट व त्यापुढील', place: SECOND_HALL_IN.mr },
      },
      program: 'Martial Arts',
      level: 'Green belt and above',
      minAge: 12,
      place: SECOND_HALL,
      weekdays: ['sun'],
      startTime: '10:00',
      endTime: '12:00',
      capacity: 16,
      monthlyFee: 1000,
      instructor: 'Sensei Arjun Nair',
      startDate: running,
    },
  ];
}

/**
 * Seeds the timetable's batches when there are none yet and nobody has signed up: an academy already in use that
 * upgrades gets no invented classes. Returns how many it created.
 */
export async function seedDemoClasses(deps: Pick<Deps, 'db'>): Promise<number> {
  if ((await listAllBatches(deps)).length > 0) return 0;
  const fighter = await deps.db.selectFrom('fighters').select('id').limit(1).executeTakeFirst();
  if (fighter) return 0;
  const batches = demoBatches();
  for (const batch of batches) await createBatch(deps, DEMO_ACTOR, batch);
  return batches.length;
}

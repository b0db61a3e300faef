import { academyToday, addDays, type GradingFieldsValues } from '@academy/contract';
import { systemActor } from '../audit/audit-log.ts';
import type { Deps } from '../deps.ts';
import { listAllBatches } from '../modules/classes/service.ts';
import { createGrading, listGradings } from '../modules/gradings/service.ts';
import { listRanks } from '../modules/ranks/syllabus.ts';

const DEMO_ACTOR = systemActor('demo content');

/** The Sunday three to four weeks from today (IST): gradings are held on a weekend morning. */
function sundayInThreeWeeks(): string {
  const today = academyToday();
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return addDays(today, 21 + ((7 - weekday) % 7));
}

/**
 * A planned kyu grading of the kids' and beginners' batches, so the admin's Gradings screen shows how one is set
 * up: the first coloured belts, each with the waiting time, classes and age an academy commonly asks. Like the
 * batches, only on an install nobody has signed up to.
 */
export async function seedDemoGrading(deps: Pick<Deps, 'db'>): Promise<number> {
  if ((await listGradings(deps)).length > 0) return 0;
  if (await deps.db.selectFrom('fighters').select('id').limit(1).executeTakeFirst()) return 0;
  const batches = (await listAllBatches(deps)).filter((batch) => batch.program === 'Kids Karate');
  const ranks = await listRanks(deps);
  if (batches.length === 0 || ranks.length < 4) return 0;
  const grading: GradingFieldsValues = {
    name: 'Quarterly kyu grading',
    day: sundayInThreeWeeks(),
    startTime: '08:30',
    place: 'Kaizen Dojo, main hall',
    examiners: ['Sensei Ananya Deshpande', 'Sensei Arjun Nair'],
    fee: 600,
    batchIds: batches.map((batch) => batch.id),
    rules: [
      { rankId: ranks[0]!.id, minMonths: 0, minClasses: 12, minAge: 5 },
      { rankId: ranks[1]!.id, minMonths: 3, minClasses: 24, minAge: 6 },
      { rankId: ranks[2]!.id, minMonths: 3, minClasses: 24, minAge: 7 },
      { rankId: ranks[3]!.id, minMonths: 4, minClasses: 30, minAge: 8 },
    ],
  };
  await createGrading(deps, DEMO_ACTOR, grading);
  return 1;
}

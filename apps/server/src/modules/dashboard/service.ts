import {
  academyToday,
  isClassDay,
  LEAD_STATES,
  type Batch,
  type DashboardReply,
  type LeadState,
  type ClassDayToday,
  type TeachingReply,
} from '@academy/contract';
import type { Deps } from '../../deps.ts';
import { attendanceOverview, activeFighterCount } from '../attendance/service.ts';
import { listAllBatches } from '../classes/service.ts';
import { listGradings } from '../gradings/service.ts';
import { leadCountsSince } from '../leads/service.ts';
import { feesThisMonth } from '../payments/report.ts';
import { rankFigures } from '../ranks/service.ts';

/** The start of this month in IST, as an instant: leads are counted from there. */
function monthStartInstant(): string {
  return new Date(`${academyToday().slice(0, 8)}01T00:00:00+05:30`).toISOString();
}

/** Today's class days of open batches, in their timetable order; a cancelled one says why. */
function classDaysToday(open: Batch[], markedToday: Map<string, number>, today: string): ClassDayToday[] {
  return open
    .filter((batch) => isClassDay(batch, today))
    .map((batch) => {
      const closed = batch.closedDays.find((c) => c.day === today);
      return {
        batchId: batch.id,
        batchName: batch.name,
        startTime: batch.startTime,
        endTime: batch.endTime,
        instructor: batch.instructor,
        enrolled: batch.enrolled,
        marked: markedToday.get(batch.id) ?? 0,
        held: !closed,
        closedReason: closed?.reason ?? null,
      };
    });
}

/**
 * A member of staff's own day (an instructor's home): the class days today of the batches they teach, those batches,
 * and the gradings to come that test their students.
 */
export async function teachingDay(
  deps: Pick<Deps, 'db'>,
  staffId: string,
): Promise<Omit<TeachingReply, 'status' | 'message'>> {
  const today = academyToday();
  const taught = (await listAllBatches(deps)).filter(
    (batch) => batch.instructorId === staffId && batch.status !== 'ended',
  );
  const open = taught.filter((batch) => batch.status === 'open');
  const ids = new Set(taught.map((batch) => batch.id));
  const [overview, gradings] = await Promise.all([
    attendanceOverview(
      deps.db,
      open.map((batch) => batch.id),
    ),
    listGradings(deps),
  ]);
  return {
    today,
    classDaysToday: classDaysToday(open, overview.markedToday, today),
    batches: taught.map((batch) => ({
      id: batch.id,
      name: batch.name,
      status: batch.status,
      startTime: batch.startTime,
      endTime: batch.endTime,
      place: batch.place,
      enrolled: batch.enrolled,
      nextClassDay: batch.nextClassDay,
    })),
    gradings: gradings
      .filter((grading) => grading.day >= today && grading.batches.some((batch) => ids.has(batch.id)))
      .sort((a, b) => a.day.localeCompare(b.day))
      .map(({ id, name, day, place }) => ({ id, name, day, place })),
  };
}

/** The admin's first screen, from grouped queries over indexed columns: nothing loads every row. */
export async function dashboard(deps: Pick<Deps, 'db'>): Promise<Omit<DashboardReply, 'status' | 'message'>> {
  const today = academyToday();
  const batches = await listAllBatches(deps);
  const open = batches.filter((batch) => batch.status === 'open');
  const [overview, activeFighters, leads, rankFigure, fees] = await Promise.all([
    attendanceOverview(
      deps.db,
      open.map((batch) => batch.id),
    ),
    activeFighterCount(deps.db),
    leadCountsSince(deps.db, monthStartInstant()),
    rankFigures(deps),
    feesThisMonth(deps),
  ]);
  return {
    fees,
    activeFighters,
    requestsWaiting: batches.reduce((sum, batch) => sum + batch.requested, 0),
    classDaysToday: classDaysToday(open, overview.markedToday, today),
    attendanceByBatch: open.map((batch) => ({
      batchId: batch.id,
      batchName: batch.name,
      weeks: overview.weeks.get(batch.id) ?? [],
    })),
    leadsThisMonth: Object.fromEntries(LEAD_STATES.map((s) => [s, leads.get(s) ?? 0])) as Record<LeadState, number>,
    ...rankFigure,
  };
}

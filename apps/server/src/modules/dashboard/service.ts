import { academyToday, isSessionDay, LEAD_STATES, type DashboardReply, type LeadState } from '@academy/contract';
import type { Deps } from '../../deps.ts';
import { attendanceOverview, activeFighterCount } from '../attendance/service.ts';
import { listAllBatches } from '../classes/service.ts';
import { leadCountsSince } from '../leads/service.ts';
import { feesThisMonth } from '../payments/report.ts';
import { rankFigures } from '../ranks/service.ts';

/** The start of this month in IST, as an instant: leads are counted from there. */
function monthStartInstant(): string {
  return new Date(`${academyToday().slice(0, 8)}01T00:00:00+05:30`).toISOString();
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
  const meetsToday = (batch: (typeof open)[number]) => isSessionDay(batch, today);
  return {
    fees,
    activeFighters,
    requestsWaiting: batches.reduce((sum, batch) => sum + batch.requested, 0),
    sessionsToday: open.filter(meetsToday).map((batch) => {
      const closed = batch.closedDays.find((c) => c.day === today);
      return {
        batchId: batch.id,
        batchName: batch.name,
        startTime: batch.startTime,
        endTime: batch.endTime,
        instructor: batch.instructor,
        enrolled: batch.enrolled,
        marked: overview.markedToday.get(batch.id) ?? 0,
        held: !closed,
        closedReason: closed?.reason ?? null,
      };
    }),
    attendanceByBatch: open.map((batch) => ({
      batchId: batch.id,
      batchName: batch.name,
      weeks: overview.weeks.get(batch.id) ?? [],
    })),
    leadsThisMonth: Object.fromEntries(LEAD_STATES.map((s) => [s, leads.get(s) ?? 0])) as Record<LeadState, number>,
    ...rankFigure,
  };
}

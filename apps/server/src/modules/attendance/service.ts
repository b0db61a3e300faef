import {
  academyToday,
  addDays,
  checkinCodeOf,
  LATE_AFTER_MINUTES,
  classDaysBetween,
  closedDaySet,
  classDayStartsAt,
  WEEKDAYS,
  weekdayOf,
  type AttendanceEntry,
  type AttendanceMark,
  type AttendanceMethod,
  type FighterClassesReply,
  type ClassDayReply,
  type Language,
} from '@academy/contract';
import { recordAudit, type Actor } from '../../audit/audit-log.ts';
import type { DbOrTx } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { storedTextIn } from '../../lib/academy-texts.ts';
import { nowIso } from '../../lib/ids.ts';
import { thumbnailUrl } from '../../storage/image-store.ts';
import { batchById, closedDaysOf, classDayOn as classDayOf, toBatches } from '../classes/service.ts';
import { assertTrains } from '../../security/family-access.ts';
import {
  countAttended,
  countAttendedByFighter,
  countActiveFighters,
  findFighterByCheckinCode,
  claimMarkId,
  deleteMarkIdsBefore,
  findMark,
  findMarkId,
  findMemberOnDay,
  findFighterName,
  isActiveMember,
  listMarkedDays,
  listMarksBetween,
  listMarksOfFighter,
  listClassDayRoster,
  tallyByDay,
  upsertMark,
  type AttendanceRow,
} from './queries.ts';

type AttendanceDeps = Pick<Deps, 'db'>;

const toEntry = (row: AttendanceRow): AttendanceEntry => ({
  batchId: row.batchId,
  day: row.day,
  fighterId: row.fighterId,
  mark: row.mark as AttendanceMark,
  markedAt: row.markedAt,
  method: row.method as AttendanceMethod,
});

/** A class day for the instructor's roster: whether it is held, and each fighter with their mark. */
export async function getClassDay(
  deps: AttendanceDeps,
  batchId: string,
  day: string,
): Promise<Omit<ClassDayReply, 'status' | 'message'>> {
  const { row, held, closedReason } = await classDayOf(deps.db, batchId, day);
  const [[batch], roster] = await Promise.all([toBatches(deps.db, [row]), listClassDayRoster(deps.db, batchId, day)]);
  return {
    batch: batch!,
    day,
    held,
    closedReason,
    roster: roster.map((row) => ({
      fighterId: row.fighterId,
      fullName: row.fullName,
      photoThumbnailUrl: row.imageKey ? thumbnailUrl(row.imageKey) : null,
      mark: (row.mark as AttendanceMark | null) ?? null,
      markedAt: row.markedAt ?? null,
      method: (row.method as AttendanceMethod | null) ?? null,
    })),
  };
}

/** Marks can be made on a held class day, today or earlier (a correction); never ahead. */
async function assertMarkable(db: DbOrTx, batchId: string, day: string) {
  if (day > academyToday()) throw conflict('api.classDayInFuture');
  const classDay = await classDayOf(db, batchId, day);
  if (!classDay.held) throw conflict('api.noClassDayThatDay');
  return classDay;
}

/**
 * A tap whose id was applied before: its fighter's mark as it stands now, which may be a later one (another phone's
 * correction) that the retry must not undo. An id sent again for another fighter or day is refused.
 */
async function replayed(
  trx: DbOrTx,
  markId: string,
  request: { batchId: string; day: string; fighterId: string },
): Promise<AttendanceEntry | null> {
  const { batchId, day, fighterId } = request;
  const seen = await findMarkId(trx, markId);
  if (!seen) return null;
  if (seen.batchId !== batchId || seen.day !== day || seen.fighterId !== fighterId) throw conflict('api.markIdReused');
  // An applied id always has its mark: both are deleted with their fighter or their batch, never otherwise.
  return toEntry((await findMark(trx, batchId, day, fighterId))!);
}

/**
 * One tap on the roster: present, late or absent. A change of an earlier mark is a correction, audited as such.
 * With the tap's `markId`, a tap that arrives again (a retry after a lost reply, a reload while it was on its way) is
 * applied and audited once, even after its class day was cancelled or its fighter left.
 */
export async function markAttendance(
  deps: AttendanceDeps,
  actor: Actor,
  request: { batchId: string; day: string; fighterId: string; mark: AttendanceMark; markId?: string },
): Promise<AttendanceEntry> {
  const { batchId, day, fighterId, mark, markId } = request;
  return deps.db.transaction().execute(async (trx) => {
    const again = markId ? await replayed(trx, markId, request) : null;
    if (again) return again;
    await assertMarkable(trx, batchId, day);
    await assertTrains(trx, fighterId);
    const member = await findMemberOnDay(trx, batchId, day, fighterId);
    // A mark stays correctable after its fighter left; a new one needs them in the batch.
    if (!member?.mark && member?.state !== 'active') {
      // No such fighter is a 404, as for a check-in code that is no one's; a 409 would name nobody.
      const name = await findFighterName(trx, fighterId);
      if (name === undefined) throw notFound('api.fighterNotFound');
      throw conflict('api.notInBatch', { name });
    }
    // Two copies of one tap at once (a reload while it was on its way): the second waits here for the first.
    if (markId && !(await claimMarkId(trx, { id: markId, batchId, day, fighterId, createdAt: nowIso() }))) {
      return (await replayed(trx, markId, request))!;
    }
    const row = { batchId, day, fighterId, mark, method: 'tap' as const, markedAt: nowIso() };
    const before = member.mark
      ? { ...row, mark: member.mark, method: member.method!, markedAt: member.markedAt! }
      : null;
    if (before?.mark === mark) return toEntry(before);
    await recordAudit(trx, actor, {
      action: 'attendance.mark',
      subject: { kind: 'fighter', id: fighterId },
      before: before ? { batchId, day, mark: before.mark } : null,
      after: { batchId, day, mark },
    });
    // Last before the commit: its trigger locks the class day's tally row (migration 035), which every tap of the
    // class waits for on PostgreSQL until this transaction ends.
    await upsertMark(trx, row);
    return toEntry(row);
  });
}

/**
 * A fighter's QR card (or its typed code) at the class day: marks them present, or late after the start's grace.
 * Only members of that batch; a second scan changes nothing and says when they checked in.
 */
export async function checkIn(
  deps: AttendanceDeps,
  actor: Actor,
  request: { batchId: string; day: string; code: string },
): Promise<{ entry: AttendanceEntry; fighterName: string; already: boolean }> {
  const code = checkinCodeOf(request.code);
  if (!code) throw notFound('api.checkinCodeUnknown');
  return deps.db.transaction().execute(async (trx) => {
    const { row: batch } = await assertMarkable(trx, request.batchId, request.day);
    const fighter = await findFighterByCheckinCode(trx, code);
    if (!fighter) throw notFound('api.checkinCodeUnknown');
    await assertTrains(trx, fighter.id);
    if (!(await isActiveMember(trx, request.batchId, fighter.id))) {
      throw conflict('api.notInBatch', { name: fighter.fullName });
    }
    const before = await findMark(trx, request.batchId, request.day, fighter.id);
    if (before && before.mark !== 'absent')
      return { entry: toEntry(before), fighterName: fighter.fullName, already: true };
    const now = new Date();
    const lateAfter = classDayStartsAt(request.day, batch.startTime).getTime() + LATE_AFTER_MINUTES * 60_000;
    const mark: AttendanceMark = now.getTime() > lateAfter ? 'late' : 'present';
    const row = {
      batchId: request.batchId,
      day: request.day,
      fighterId: fighter.id,
      mark,
      method: 'qr' as const,
      markedAt: now.toISOString(),
    };
    await recordAudit(trx, actor, {
      action: 'attendance.checkIn',
      subject: { kind: 'fighter', id: fighter.id },
      before: before ? { batchId: request.batchId, day: request.day, mark: before.mark } : null,
      after: { batchId: request.batchId, day: request.day, mark },
    });
    // Last before the commit, as in markAttendance: the class day's tally row stays locked until the commit.
    await upsertMark(trx, row);
    return { entry: toEntry(row), fighterName: fighter.fullName, already: false };
  });
}

/** The IST day of an instant. */
const dayOf = (iso: string) => academyToday(new Date(iso));

/**
 * Each member's attendance rate in a batch since joining: class days attended of class days held (days on which
 * attendance was taken), as a whole percentage; null before any class day. Two queries for the whole roster.
 */
export async function attendanceRates(
  db: DbOrTx,
  batchId: string,
  members: { fighterId: string; decidedAt: string | null; leftAt: string | null }[],
): Promise<Map<string, number | null>> {
  const joined = members.filter((m) => m.decidedAt !== null);
  if (joined.length === 0) return new Map();
  const since = joined.map((m) => dayOf(m.decidedAt!)).sort()[0]!;
  const [days, attended] = await Promise.all([
    listMarkedDays(db, batchId, since, academyToday()),
    countAttendedByFighter(db, batchId, since),
  ]);
  return new Map(
    joined.map((member) => {
      const from = dayOf(member.decidedAt!);
      const to = member.leftAt ? dayOf(member.leftAt) : academyToday();
      const held = days.filter((day) => day >= from && day <= to).length;
      return [member.fighterId, held === 0 ? null : Math.round((100 * (attended.get(member.fighterId) ?? 0)) / held)];
    }),
  );
}

const HEAT_MAP_DAYS = 26 * 7;
const RECENT_MARKS = 10;
const MARK_RANK: Record<AttendanceMark, number> = { absent: 0, late: 1, present: 2 };

/** A profile's attendance: this month and overall of held class days while enrolled, the latest marks, the heat map. */
export async function fighterAttendance(
  db: DbOrTx,
  fighterId: string,
  enrolments: { batchId: string; decidedAt: string | null; leftAt: string | null }[],
  language: Language,
): Promise<FighterClassesReply['attendance']> {
  const today = academyToday();
  const monthStart = `${today.slice(0, 8)}01`;
  let monthAttended = 0;
  let monthHeld = 0;
  let overallAttended = 0;
  let overallHeld = 0;
  for (const enrolment of enrolments) {
    if (!enrolment.decidedAt) continue;
    const from = dayOf(enrolment.decidedAt);
    const to = enrolment.leftAt ? dayOf(enrolment.leftAt) : today;
    const held = await listMarkedDays(db, enrolment.batchId, from, to);
    const monthFrom = from > monthStart ? from : monthStart;
    overallHeld += held.length;
    monthHeld += held.filter((day) => day >= monthFrom).length;
    overallAttended += await countAttended(db, fighterId, enrolment.batchId, from, to);
    monthAttended += monthFrom <= to ? await countAttended(db, fighterId, enrolment.batchId, monthFrom, to) : 0;
  }
  const marks = await listMarksOfFighter(db, fighterId, addDays(today, -HEAT_MAP_DAYS));
  const best = new Map<string, AttendanceMark>();
  for (const row of marks) {
    const mark = row.mark as AttendanceMark;
    const seen = best.get(row.day);
    if (!seen || MARK_RANK[mark] > MARK_RANK[seen]) best.set(row.day, mark);
  }
  const recent = (
    marks.length >= RECENT_MARKS ? marks : await listMarksOfFighter(db, fighterId, '0000-00-00', RECENT_MARKS)
  )
    .slice(0, RECENT_MARKS)
    .map((row) => ({
      ...toEntry(row),
      batchName: storedTextIn(row.batchName, row.batchTranslations, 'name', language),
    }));
  return {
    monthAttended,
    monthHeld,
    overallAttended,
    overallHeld,
    recent,
    days: [...best].map(([day, mark]) => ({ day, mark })).sort((a, b) => a.day.localeCompare(b.day)),
  };
}

/** Monday of the week of a day. */
const weekStartOf = (day: string) => addDays(day, -WEEKDAYS.indexOf(weekdayOf(day)));
const WEEKS_SHOWN = 12;

/**
 * Each batch's weekly attendance over the last 12 weeks, and today's marks per batch: one grouped query over the
 * (batch, day) primary key.
 */
export async function attendanceOverview(db: DbOrTx, batchIds: readonly string[]) {
  const today = academyToday();
  const firstWeek = addDays(weekStartOf(today), -7 * (WEEKS_SHOWN - 1));
  const tallies = await tallyByDay(db, batchIds, firstWeek, today);
  const weeks = Array.from({ length: WEEKS_SHOWN }, (_, i) => addDays(firstWeek, 7 * i));
  const byBatch = new Map(
    batchIds.map((id) => [id, new Map(weeks.map((w) => [w, { held: 0, attended: 0, marks: 0 }]))]),
  );
  const markedToday = new Map<string, number>();
  // Hundreds of rows share 84 days: each day's week is worked out once.
  const weekOf = new Map<string, string>();
  for (const row of tallies) {
    let weekStart = weekOf.get(row.day);
    if (weekStart === undefined) weekOf.set(row.day, (weekStart = weekStartOf(row.day)));
    const week = byBatch.get(row.batchId)?.get(weekStart);
    const marks = Number(row.marks);
    if (week) {
      week.held += 1;
      week.marks += marks;
      week.attended += Number(row.attended);
    }
    if (row.day === today) markedToday.set(row.batchId, marks);
  }
  return {
    markedToday,
    weeks: new Map(
      [...byBatch].map(([batchId, perWeek]) => [
        batchId,
        [...perWeek].map(([weekStart, week]) => ({
          weekStart,
          held: week.held,
          rate: week.marks === 0 ? null : Math.round((100 * week.attended) / week.marks),
        })),
      ]),
    ),
  };
}

/** A batch's register for a month (YYYY-MM): the held days of its schedule up to today, each fighter's marks. */
export async function attendanceRegister(deps: AttendanceDeps, batchId: string, month: string) {
  const batch = await batchById(deps.db, batchId);
  const first = `${month}-01`;
  const monthEnd = addDays(`${addDays(first, 31).slice(0, 7)}-01`, -1);
  const today = academyToday();
  const last = monthEnd < today ? monthEnd : today;
  const closed = closedDaySet(batch);
  const [marks, past] = await Promise.all([
    listMarksBetween(deps.db, batchId, first, monthEnd),
    closedDaysOf(deps.db, batchId, first, monthEnd),
  ]);
  for (const day of past) closed.add(day);
  const days = first > last ? [] : classDaysBetween(batch, first, last, closed);
  const rows = new Map<
    string,
    { fighterId: string; fullName: string; marks: Record<string, AttendanceMark>; attended: number }
  >();
  for (const mark of marks) {
    const row = rows.get(mark.fighterId) ?? {
      fighterId: mark.fighterId,
      fullName: mark.fullName,
      marks: {},
      attended: 0,
    };
    row.marks[mark.day] = mark.mark as AttendanceMark;
    if (mark.mark !== 'absent') row.attended += 1;
    rows.set(mark.fighterId, row);
  }
  for (const member of await listClassDayRoster(deps.db, batchId, last)) {
    if (!rows.has(member.fighterId))
      rows.set(member.fighterId, { fighterId: member.fighterId, fullName: member.fullName, marks: {}, attended: 0 });
  }
  return { batch, month, days, rows: [...rows.values()].sort((a, b) => a.fullName.localeCompare(b.fullName)) };
}

export const activeFighterCount = (db: DbOrTx) => countActiveFighters(db);

/** How long the server remembers a mark's id: far longer than a phone keeps retrying a tap. */
export const MARK_ID_DAYS = 90;

/** Forgets the ids of marks applied before `before` (ISO), for the retention run; answers how many. */
export function forgetMarkIdsBefore(db: DbOrTx, before: string): Promise<number> {
  return deleteMarkIdsBefore(db, before);
}

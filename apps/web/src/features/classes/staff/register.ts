import {
  academyToday,
  isAttended,
  type AttendanceMark,
  type AttendanceRegisterReply,
  type RosterEntry,
} from '@academy/contract';

/** A fighter's time in the batch: from the day the admin accepted them to the day they left (null: still in). */
interface Membership {
  from: string;
  to: string | null;
}

const dayOf = (iso: string) => academyToday(new Date(iso));

/** Each fighter's times in the batch, from the roster's enrolments (one fighter may have left and come back). */
function memberships(roster: readonly RosterEntry[]): Map<string, Membership[]> {
  const byFighter = new Map<string, Membership[]>();
  for (const entry of roster) {
    if ((entry.state !== 'active' && entry.state !== 'left') || entry.decidedAt === null) continue;
    const spans = byFighter.get(entry.fighterId) ?? [];
    spans.push({ from: dayOf(entry.decidedAt), to: entry.leftAt ? dayOf(entry.leftAt) : null });
    byFighter.set(entry.fighterId, spans);
  }
  return byFighter;
}

export interface RegisterRow {
  fighterId: string;
  fullName: string;
  /** The mark of each of the month's class days the fighter has one for. */
  marks: Partial<Record<string, AttendanceMark>>;
  /** Class days on which the fighter was not in the batch: their cells are neither counted nor marked. */
  outside: ReadonlySet<string>;
  attended: number;
  held: number;
  /** Attended of held as a whole percentage; null when no class day was held while they were in the batch. */
  rate: number | null;
}

export interface RegisterTable {
  days: readonly string[];
  /** Days on which attendance was taken (anyone has a mark): only these count as held, as on the roster. */
  held: ReadonlySet<string>;
  rows: RegisterRow[];
}

/**
 * The register's grid and its totals. A fighter's class days held are those with attendance taken while they were in
 * the batch, the roster's rule for its attendance rate; a day they hold a mark on always counts.
 */
export function registerTable(register: AttendanceRegisterReply, roster: readonly RosterEntry[]): RegisterTable {
  const held = new Set(register.days.filter((day) => register.rows.some((row) => row.marks[day] !== undefined)));
  const spansOf = memberships(roster);
  const rows = register.rows.map((row): RegisterRow => {
    const spans = spansOf.get(row.fighterId);
    const inBatch = (day: string) =>
      row.marks[day] !== undefined ||
      spans === undefined ||
      spans.some((span) => day >= span.from && (span.to === null || day <= span.to));
    const outside = new Set(register.days.filter((day) => !inBatch(day)));
    const counted = register.days.filter((day) => held.has(day) && !outside.has(day));
    const attended = counted.filter((day) => isAttended(row.marks[day])).length;
    return {
      fighterId: row.fighterId,
      fullName: row.fullName,
      marks: row.marks,
      outside,
      attended,
      held: counted.length,
      rate: counted.length === 0 ? null : Math.round((100 * attended) / counted.length),
    };
  });
  return { days: register.days, held, rows };
}

import {
  academyToday,
  addDays,
  DEFAULT_LANGUAGE,
  isAttended,
  isLanguage,
  type AttendanceMark,
} from '@academy/contract';
import type { DbOrTx } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { messageSettings } from '../../messaging/message-settings.ts';
import { queueMessage } from '../../messaging/message-queue.ts';

export const ABSENCE_ALERTS_JOB = 'attendance.absence-alerts';

type AlertDeps = Pick<Deps, 'db' | 'jobs' | 'config' | 'translator'>;

/** How far back the classes of a streak are looked for: ten missed classes of a twice-weekly batch fit. */
const LOOK_BACK_DAYS = 60;

function recentSessions(db: DbOrTx, since: string) {
  return db
    .selectFrom('attendance')
    .select(['batchId', 'day'])
    .distinct()
    .where('day', '>=', since)
    .orderBy('day', 'desc')
    .execute();
}

function marksSince(db: DbOrTx, since: string) {
  return db
    .selectFrom('attendance')
    .select(['batchId', 'day', 'fighterId', 'mark'])
    .where('day', '>=', since)
    .execute();
}

/** The active members of batches still running, with the family account their messages go to. */
function activeMembers(db: DbOrTx, batchIds: string[]) {
  if (batchIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('enrolments')
    .innerJoin('batches', 'batches.id', 'enrolments.batchId')
    .innerJoin('fighters as profile', 'profile.id', 'enrolments.fighterId')
    .leftJoin('fighters as guardian', 'guardian.id', 'profile.guardianId')
    .select([
      'enrolments.batchId',
      'enrolments.fighterId',
      'batches.name as batchName',
      'profile.fullName as fighterName',
      (eb) => eb.fn.coalesce('guardian.id', 'profile.id').as('accountId'),
      (eb) => eb.fn.coalesce('guardian.fullName', 'profile.fullName').as('recipientName'),
      (eb) => eb.fn.coalesce('guardian.language', 'profile.language').as('language'),
    ])
    .where('enrolments.batchId', 'in', batchIds)
    .where('enrolments.state', '=', 'active')
    .where('batches.status', '=', 'open')
    .execute();
}

/**
 * Tells a family when a trainee has missed the last N classes of a batch in a row (N: the owner's setting), once per
 * streak: on the day its latest class made it exactly N (a class is one the instructor took attendance of; a mark
 * missing counts as missed). Sent by the family's channels for absence alerts (none while the kind is off). Answers
 * how many families were told.
 */
export async function sendAbsenceAlerts(deps: AlertDeps, now: Date = new Date()): Promise<number> {
  const settings = await messageSettings(deps.db);
  if (!settings.kinds.absenceAlert.on) return 0;
  const today = academyToday(now);
  const since = addDays(today, -LOOK_BACK_DAYS);
  const streak = settings.absenceAfter;
  const sessions = new Map<string, string[]>();
  for (const { batchId, day } of await recentSessions(deps.db, since)) {
    if (day > today) continue;
    sessions.set(batchId, [...(sessions.get(batchId) ?? []), day]);
  }
  // Only a batch whose latest class is today or yesterday can have made a streak now.
  const fresh = [...sessions].filter(([, days]) => days[0]! >= addDays(today, -1) && days.length >= streak);
  const marks = new Map<string, AttendanceMark>();
  for (const row of await marksSince(deps.db, since)) {
    marks.set(`${row.batchId}:${row.day}:${row.fighterId}`, row.mark as AttendanceMark);
  }
  const missed = (batchId: string, day: string, fighterId: string) => {
    const mark = marks.get(`${batchId}:${day}:${fighterId}`);
    return mark === undefined || !isAttended(mark);
  };
  let told = 0;
  const members = await activeMembers(
    deps.db,
    fresh.map(([batchId]) => batchId),
  );
  await deps.db.transaction().execute(async (trx) => {
    for (const member of members) {
      const days = sessions.get(member.batchId)!;
      const lastN = days.slice(0, streak);
      const before = days[streak];
      const exactly =
        lastN.every((day) => missed(member.batchId, day, member.fighterId)) &&
        (before === undefined || !missed(member.batchId, before, member.fighterId));
      if (!exactly) continue;
      const messages = deps.translator.in(isLanguage(member.language) ? member.language : DEFAULT_LANGUAGE);
      const queued = await queueMessage(
        deps,
        trx,
        {
          kind: 'absenceAlert',
          accountId: member.accountId,
          familyName: member.recipientName,
          language: messages.language,
          values: [member.recipientName, member.fighterName, String(streak), member.batchName],
          email: null,
          about: `${member.batchId}:${member.fighterId}:${days[0]}`,
        },
        { day: today, settings },
      );
      if (queued) told += 1;
    }
  });
  if (told > 0) deps.jobs.wake();
  return told;
}

/** Once a day at 21:00 IST, after the evening classes' attendance: held until 08:00 by the quiet hours. */
export function registerAbsenceAlertJob(jobs: JobRunner, deps: AlertDeps): void {
  jobs.registerDaily(
    ABSENCE_ALERTS_JOB,
    { maxAttempts: 5, handle: async () => void (await sendAbsenceAlerts(deps)) },
    { hourUtc: 15, minuteUtc: 30 },
  );
}

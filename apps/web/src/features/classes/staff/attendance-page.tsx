import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  ATTENDANCE_MARKS,
  type AttendanceEntry,
  type AttendanceMark,
  type MessageKey,
  type ClassDayEntry,
  type ClassDayReply,
} from '@academy/contract';
import { SkeletonBlock } from '../../../components/skeleton.tsx';
import { useToast } from '../../../components/toast/toast-context.ts';
import { initials } from '../../../lib/family.ts';
import { formatIst } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { classDayQueryKey, useClassDay } from '../api/get-class-day.ts';
import { attendanceQueue, usePendingMarks, type PendingMark } from './attendance-queue.ts';
import { Icon, type IconName } from '../../../components/icon.tsx';
import { PendingBanner, useOnline } from './components/pending-banner.tsx';
import { keepClassDay } from './offline-rosters.ts';
import { ClassDayFrame, useClassDayParam } from './components/class-day-frame.tsx';
import './admin-classes.css';
import './attendance.css';

const MARK_LABELS = {
  present: 'admin.attendance.present',
  late: 'admin.attendance.late',
  absent: 'admin.attendance.absent',
} as const satisfies Record<AttendanceMark, MessageKey>;

const MARK_ICONS: Record<AttendanceMark, IconName> = { present: 'check', late: 'clock', absent: 'cross' };

/** Present, late, absent and not marked, counting the taps still on their way as made. */
function countMarks(marks: readonly (AttendanceMark | null)[]) {
  const counts = { present: 0, late: 0, absent: 0, unmarked: 0 };
  for (const mark of marks) counts[mark ?? 'unmarked'] += 1;
  return counts;
}

/** The fighter's photo, or their initials: with no photo, or offline, where photos are not kept (decision 042). */
function Avatar({ name, photo }: { name: string; photo: string | null }) {
  const [failed, setFailed] = useState(false);
  return photo && !failed ? (
    <img
      className="fighter-avatar"
      src={photo}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  ) : (
    <span className="fighter-avatar fighter-avatar--initials" aria-hidden="true">
      {initials(name)}
    </span>
  );
}

interface RowProps {
  entry: ClassDayEntry;
  mark: AttendanceMark | null;
  pending: PendingMark | undefined;
  onMark: (mark: AttendanceMark) => void;
}

function MarkRow({ entry, mark, pending, onMark }: RowProps) {
  const t = useT();
  const online = useOnline();
  const state = pending
    ? t(
        !online
          ? 'admin.attendance.waitingForConnection'
          : pending.state === 'saving'
            ? 'admin.attendance.saving'
            : 'admin.attendance.notSavedYet',
      )
    : entry.method === 'qr' && entry.markedAt && entry.mark === mark
      ? t('admin.attendance.byQr', { time: formatIst(entry.markedAt, 'h:mm a') })
      : null;
  return (
    <li className={`mark-row${mark ? ` mark-row--${mark}` : ''}${pending?.state === 'retrying' ? ' is-unsaved' : ''}`}>
      <Avatar name={entry.fullName} photo={entry.photoThumbnailUrl} />
      <div className="mark-row__who">
        <span className="mark-row__name">{entry.fullName}</span>
        {state && <span className="mark-row__state">{state}</span>}
      </div>
      <div className="mark-row__buttons" role="group" aria-label={entry.fullName}>
        {ATTENDANCE_MARKS.map((option) => (
          <button
            key={option}
            type="button"
            className={`mark-button mark-button--${option}`}
            aria-pressed={mark === option}
            onClick={() => onMark(option)}
          >
            <Icon name={MARK_ICONS[option]} size={20} />
            {t(MARK_LABELS[option])}
          </button>
        ))}
      </div>
    </li>
  );
}

/**
 * The class day's roster with the marks the server has, updated by each mark it saves (or, for a tap it had applied
 * already, the fighter's mark as it now stands).
 */
function applySaved(classDay: ClassDayReply | undefined, saved: AttendanceEntry) {
  if (!classDay) return classDay;
  const { fighterId, mark, markedAt, method } = saved;
  return {
    ...classDay,
    roster: classDay.roster.map((entry) =>
      entry.fighterId === fighterId ? { ...entry, mark, markedAt, method } : entry,
    ),
  };
}

/**
 * /admin/classes/:id/attendance?day=: the instructor's phone at the mat. One tap marks a fighter, and Mark all present
 * marks everyone not marked yet, so a class takes that and a tap per absentee or late-comer. Each mark shows at once
 * and goes through the attendance queue, which keeps it until the server has it.
 */
export default function AttendancePage() {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { id = '' } = useParams();
  const [day, setDay] = useClassDayParam();
  const { data, isError, refetch } = useClassDay(id, day);
  const pending = usePendingMarks(id, day);

  useEffect(() => {
    const names = new Map(data?.roster.map((entry) => [entry.fighterId, entry.fullName]));
    return attendanceQueue().onSettled((event) => {
      const { batchId, day: markDay, fighterId } = event.mark;
      if (event.kind === 'saved') {
        const classDay = queryClient.setQueryData<ClassDayReply>(classDayQueryKey(batchId, markDay), (classDay) =>
          applySaved(classDay, event.reply.entry),
        );
        // So that a reload with no connection shows what the server already has.
        if (classDay) keepClassDay(classDay);
      } else if (batchId === id) {
        // Said with the fighter's name, unless the server's words already carry it.
        const name = names.get(fighterId);
        const named = !name || event.message.includes(name) ? event.message : `${name}: ${event.message}`;
        toast.show(named, 'danger', 8000);
      }
    });
  }, [data, id, queryClient, toast]);

  const byFighter = new Map(pending.map((mark) => [mark.fighterId, mark]));
  const roster = data?.held ? data.roster : [];
  const markOf = (entry: ClassDayEntry) => byFighter.get(entry.fighterId)?.mark ?? entry.mark;
  const counts = countMarks(roster.map(markOf));
  const tap = (fighterId: string, mark: AttendanceMark) => attendanceQueue().tap({ batchId: id, day, fighterId, mark });
  // One tap per fighter, as if made by hand: each gets its own markId and is applied once, offline too.
  const markAllPresent = () => {
    for (const entry of roster) if (markOf(entry) === null) tap(entry.fighterId, 'present');
  };

  return (
    <ClassDayFrame batchId={id} day={day} setDay={setDay} classDay={data} title={t('admin.attendance.title')}>
      {isError ? (
        <div className="admin-page__card p-4" role="alert">
          <p className="mb-3">{t('admin.classDay.loadError')}</p>
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => refetch()}>
            {t('admin.common.tryAgain')}
          </button>
        </div>
      ) : !data ? (
        <div className="mark-list" aria-busy="true">
          {[0, 1, 2, 3].map((n) => (
            <SkeletonBlock key={n} className="mark-row-skeleton" />
          ))}
        </div>
      ) : (
        <>
          <dl className="mark-counts" aria-live="polite">
            {(['present', 'late', 'absent', 'unmarked'] as const).map((kind) => (
              <div key={kind} className={`mark-counts__item mark-counts__item--${kind}`}>
                <dt>{t(kind === 'unmarked' ? 'admin.attendance.notMarked' : MARK_LABELS[kind])}</dt>
                <dd>{counts[kind]}</dd>
              </div>
            ))}
          </dl>
          {roster.length === 0 ? (
            <>
              <PendingBanner batchId={id} day={day} />
              <p className="admin-page__card p-4 text-center">{t('admin.attendance.nobody')}</p>
            </>
          ) : (
            <>
              <div className="mark-toolbar">
                <PendingBanner batchId={id} day={day} />
                <button type="button" className="mark-all" disabled={counts.unmarked === 0} onClick={markAllPresent}>
                  <Icon name="check" size={22} />
                  {t(counts.unmarked === 0 ? 'admin.attendance.allMarked' : 'admin.attendance.markAllPresent')}
                </button>
              </div>
              <ul className="mark-list" aria-label={t('admin.attendance.rosterLabel')}>
                {roster.map((entry) => (
                  <MarkRow
                    key={entry.fighterId}
                    entry={entry}
                    mark={markOf(entry)}
                    pending={byFighter.get(entry.fighterId)}
                    onMark={(mark) => tap(entry.fighterId, mark)}
                  />
                ))}
              </ul>
            </>
          )}
          <Link to={`/admin/classes/${id}/check-in?day=${day}`} className="btn btn-outline-secondary class-day-switch">
            <Icon name="qr" /> {t('admin.attendance.toCheckIn')}
          </Link>
        </>
      )}
    </ClassDayFrame>
  );
}

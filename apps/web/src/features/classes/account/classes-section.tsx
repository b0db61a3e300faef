import { useState } from 'react';
import { Link } from 'react-router';
import {
  academyToday,
  batchPagePath,
  languagePath,
  PROGRAM_LABELS,
  type AttendanceMark,
  type EnrolmentState,
  type FighterClassesReply,
  type MessageKey,
} from '@academy/contract';
import { Badge, type BadgeTone } from '../../../components/badge.tsx';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { EnrolmentStateBadge } from '../../../components/enrolment-state-badge.tsx';
import { SpinnerButton } from '../../../components/spinner-button.tsx';
import { useToast } from '../../../components/toast/toast-context.ts';
import { batchTimeText, formatClassDay, weekdaysText } from '../../../lib/batch-format.ts';
import { useLanguage, useT } from '../../../lib/i18n.ts';
import { useFighterClasses } from '../../../lib/fighter-classes.ts';
import { useLeaveBatch } from '../api/leave-batch.ts';
import { AttendanceHeatMap, MARK_LABELS } from './attendance-heat-map.tsx';
import { CheckinCard } from './checkin-card.tsx';
import './classes-section.css';

type Enrolment = FighterClassesReply['enrolments'][number];

const STATE_LABELS = {
  requested: 'account.classes.state.requested',
  active: 'account.classes.state.active',
  declined: 'account.classes.state.declined',
  left: 'account.classes.state.left',
} as const satisfies Record<EnrolmentState, MessageKey>;

const MARK_TONES: Record<AttendanceMark, BadgeTone> = { present: 'success', late: 'warning', absent: 'danger' };

/** How many of the latest marks the list shows. */
const RECENT_SHOWN = 8;

/** "12 of 14 classes (86%)", or that none has been held yet. */
function ratioText(attended: number, held: number, t: ReturnType<typeof useT>) {
  if (held === 0) return t('account.classes.noneHeld');
  return t('account.classes.ratio', { attended, held, percent: Math.round((attended / held) * 100) });
}

interface Props {
  fighterId: string;
  name: string;
}

/**
 * The chosen profile's classes: its batches and their state, with Leave (or taking back a request); attendance this
 * month and overall, the latest class days and 26 weeks as a calendar; and its QR check-in card. A profile in no batch
 * is pointed to the Classes page.
 */
export function ClassesSection({ fighterId, name }: Props) {
  const t = useT();
  const language = useLanguage();
  const toast = useToast();
  const classes = useFighterClasses(fighterId);
  const leave = useLeaveBatch();
  // Kept after the modal closes, so its words stay while it fades out.
  const [leaving, setLeaving] = useState<Enrolment | null>(null);
  const [confirming, setConfirming] = useState(false);
  const classesPage = languagePath(language, '/classes');

  const confirmLeave = () => {
    if (!leaving) return;
    leave.mutate(leaving.id, {
      onSuccess: (reply) => {
        setConfirming(false);
        toast.show(reply.message, 'success');
      },
      onError: (error) => {
        setConfirming(false);
        toast.show(error.message, 'danger');
      },
    });
  };

  let body;
  if (classes.isPending) {
    body = (
      <p className="classes-panel__status" role="status">
        <span className="spinner-border spinner-border-sm" aria-hidden="true" /> {t('account.classes.loading')}
      </p>
    );
  } else if (classes.isError) {
    body = (
      <div className="classes-panel__error" role="alert">
        <p>{t('account.classes.loadError')}</p>
        <SpinnerButton
          type="button"
          variant="outline-danger"
          loading={classes.isRefetching}
          onClick={() => void classes.refetch()}
        >
          {t('account.classes.tryAgain')}
        </SpinnerButton>
      </div>
    );
  } else {
    const { enrolments, attendance, checkinCode } = classes.data;
    const current = enrolments.filter((enrolment) => enrolment.state === 'active' || enrolment.state === 'requested');
    const past = enrolments.filter((enrolment) => enrolment.state === 'left');
    body = (
      <>
        {current.length === 0 ? (
          <div className="classes-panel__empty">
            <p>{t('account.classes.empty', { name })}</p>
            <Link to={classesPage} className="btn btn-danger">
              {t('account.classes.findClass')}
            </Link>
          </div>
        ) : (
          <ul className="enrolment-list">
            {current.map((enrolment) => (
              <EnrolmentItem
                key={enrolment.id}
                enrolment={enrolment}
                onLeave={() => {
                  setLeaving(enrolment);
                  setConfirming(true);
                }}
              />
            ))}
          </ul>
        )}
        {past.length > 0 && (
          <details className="enrolment-past">
            <summary>{t('account.classes.pastBatches', { count: past.length })}</summary>
            <ul className="enrolment-list">
              {past.map((enrolment) => (
                <EnrolmentItem key={enrolment.id} enrolment={enrolment} />
              ))}
            </ul>
          </details>
        )}

        {(attendance.overallHeld > 0 || attendance.recent.length > 0) && (
          <section className="attendance" aria-labelledby="attendance-title">
            <h3 id="attendance-title" className="classes-panel__subtitle">
              {t('account.classes.attendance')}
            </h3>
            <dl className="attendance__stats">
              <div>
                <dt>{t('account.classes.thisMonth')}</dt>
                <dd>{ratioText(attendance.monthAttended, attendance.monthHeld, t)}</dd>
              </div>
              <div>
                <dt>{t('account.classes.overall')}</dt>
                <dd>{ratioText(attendance.overallAttended, attendance.overallHeld, t)}</dd>
              </div>
            </dl>
            <AttendanceHeatMap days={attendance.days} today={academyToday()} />
            {attendance.recent.length > 0 && (
              <>
                <h4 className="attendance__recent-title">{t('account.classes.recent')}</h4>
                <ul className="attendance__recent">
                  {attendance.recent.slice(0, RECENT_SHOWN).map((entry) => (
                    <li key={`${entry.batchId} ${entry.day}`}>
                      <span className="attendance__day">{formatClassDay(entry.day, t, language)}</span>
                      <span className="attendance__batch">{entry.batchName}</span>
                      <Badge tone={MARK_TONES[entry.mark]} className="attendance__mark">
                        {t(MARK_LABELS[entry.mark])}
                      </Badge>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
        )}

        {checkinCode && <CheckinCard name={name} code={checkinCode} />}
      </>
    );
  }

  return (
    <section className="classes-panel" aria-labelledby="classes-panel-title">
      <div className="classes-panel__head">
        <h2 id="classes-panel-title">{t('account.classes.title')}</h2>
      </div>
      {body}
      <ConfirmModal
        show={confirming}
        title={t(leaving?.state === 'requested' ? 'account.classes.withdrawTitle' : 'account.classes.leaveTitle', {
          batch: leaving?.batch.name ?? '',
        })}
        message={t(
          leaving?.state === 'requested' ? 'account.classes.withdrawMessage' : 'account.classes.leaveMessage',
          {
            name,
          },
        )}
        confirmLabel={t(leaving?.state === 'requested' ? 'account.classes.withdraw' : 'account.classes.leave')}
        dismissLabel={t('account.classes.stay')}
        busy={leave.isPending}
        onConfirm={confirmLeave}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}

/** One batch of the profile: its name (to its page), schedule and place, its state, the next class and Leave. */
function EnrolmentItem({ enrolment, onLeave }: { enrolment: Enrolment; onLeave?: () => void }) {
  const t = useT();
  const language = useLanguage();
  const { batch } = enrolment;
  const next = enrolment.state === 'active' ? batch.nextClassDay : null;
  const leaveLabel = t(enrolment.state === 'requested' ? 'account.classes.withdraw' : 'account.classes.leave');
  return (
    <li className={`enrolment is-${enrolment.state}`}>
      <div className="enrolment__main">
        <p className="enrolment__program">{t(PROGRAM_LABELS[batch.program])}</p>
        <p className="enrolment__name">
          {batch.status === 'ended' ? (
            batch.name
          ) : (
            <Link to={languagePath(language, batchPagePath(batch.id))}>{batch.name}</Link>
          )}
        </p>
        <p className="enrolment__schedule">
          {weekdaysText(batch.weekdays, t)} · {batchTimeText(batch, language)} · {batch.place}
        </p>
        {next && (
          <p className="enrolment__next">{t('classes.card.nextClass', { day: formatClassDay(next, t, language) })}</p>
        )}
      </div>
      <div className="enrolment__side">
        <EnrolmentStateBadge state={enrolment.state} labels={STATE_LABELS} />
        {onLeave && (
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            onClick={onLeave}
            aria-label={`${leaveLabel}: ${batch.name}`}
          >
            {leaveLabel}
          </button>
        )}
      </div>
    </li>
  );
}

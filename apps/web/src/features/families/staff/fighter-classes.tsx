import { useId } from 'react';
import { Link } from 'react-router';
import {
  PROGRAM_LABELS,
  WEEKDAY_LABELS,
  type EnrolmentState,
  type FighterClassesReply,
  type MessageKey,
  classTime,
} from '@academy/contract';
import { BatchStatusBadge } from '../../../components/batch-status-badge.tsx';
import { EnrolmentStateBadge } from '../../../components/enrolment-state-badge.tsx';
import { formatListDate } from '../../../lib/format.ts';
import { useLanguage, useT } from '../../../lib/i18n.ts';
import { RowDialog } from './row-dialog.tsx';
import { useFighterClasses } from '../../../lib/fighter-classes.ts';
import './fighter-classes.css';

type Enrolment = FighterClassesReply['enrolments'][number];

const STATE_LABELS = {
  requested: 'admin.fighterClasses.state.requested',
  active: 'admin.fighterClasses.state.active',
  declined: 'admin.fighterClasses.state.declined',
  left: 'admin.fighterClasses.state.left',
} as const satisfies Record<EnrolmentState, MessageKey>;

interface Fighter {
  id: string;
  fullName: string;
}

/** "12 of 14 classes (86%)", or that none has been held yet. */
function ratioText(attended: number, held: number, t: ReturnType<typeof useT>) {
  if (held === 0) return t('admin.fighterClasses.noneHeld');
  return t('admin.fighterClasses.ratio', { attended, held, percent: Math.round((attended / held) * 100) });
}

/** When the enrolment last changed: asked, joined or left. */
function sinceText(enrolment: Enrolment, t: ReturnType<typeof useT>) {
  if (enrolment.state === 'left' && enrolment.leftAt)
    return t('admin.roster.leftOn', { day: formatListDate(enrolment.leftAt) });
  if (enrolment.state === 'active' && enrolment.decidedAt) {
    return t('admin.fighterClasses.joinedOn', { day: formatListDate(enrolment.decidedAt) });
  }
  return t('admin.roster.askedOn', { day: formatListDate(enrolment.requestedAt) });
}

function BatchItem({ enrolment }: { enrolment: Enrolment }) {
  const t = useT();
  const language = useLanguage();
  const { batch } = enrolment;
  const weekdays = batch.weekdays.map((day) => t(WEEKDAY_LABELS[day])).join(', ');
  return (
    <li className={`fighter-batch is-${enrolment.state}`}>
      <div className="fighter-batch__main">
        <Link to={`/admin/classes/${batch.id}`} className="fighter-batch__name">
          {batch.name}
        </Link>
        <span className="fighter-batch__meta">
          {[
            t(PROGRAM_LABELS[batch.program]),
            weekdays,
            t('admin.common.ist', { when: classTime(batch, language) }),
          ].map((fact, index) => (
            <span key={fact}>
              {index > 0 && ' · '}
              <span className="fighter-batch__fact">{fact}</span>
            </span>
          ))}
        </span>
        {batch.status !== 'open' && <BatchStatusBadge status={batch.status} className="fighter-batch__status" />}
      </div>
      <div className="fighter-batch__side">
        <EnrolmentStateBadge state={enrolment.state} labels={STATE_LABELS} />
        <span className="fighter-batch__since">{sinceText(enrolment, t)}</span>
      </div>
    </li>
  );
}

function ClassesBody({ fighter }: { fighter: Fighter }) {
  const t = useT();
  const uid = useId();
  const classes = useFighterClasses(fighter.id);
  if (classes.isPending) {
    return (
      <p className="fighter-classes__status" role="status">
        <span className="spinner-border spinner-border-sm" aria-hidden="true" /> {t('admin.fighterClasses.loading')}
      </p>
    );
  }
  if (classes.isError) {
    return (
      <div className="fighter-classes__status" role="alert">
        <p className="mb-0">{t('admin.fighterClasses.loadError')}</p>
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void classes.refetch()}>
          {t('admin.common.tryAgain')}
        </button>
      </div>
    );
  }
  const { enrolments, attendance } = classes.data;
  if (enrolments.length === 0) {
    return <p className="fighter-classes__status">{t('admin.fighterClasses.empty', { name: fighter.fullName })}</p>;
  }
  // Current batches first, those left after; each group as the server lists it.
  const ordered = [...enrolments].sort((a, b) => Number(a.state === 'left') - Number(b.state === 'left'));
  return (
    <>
      <section aria-labelledby={`${uid}-attendance`}>
        <h3 id={`${uid}-attendance`} className="fighter-classes__subtitle">
          {t('admin.fighterClasses.attendance')}
        </h3>
        <dl className="fighter-classes__stats">
          <div>
            <dt>{t('admin.fighterClasses.thisMonth')}</dt>
            <dd>{ratioText(attendance.monthAttended, attendance.monthHeld, t)}</dd>
          </div>
          <div>
            <dt>{t('admin.fighterClasses.overall')}</dt>
            <dd>{ratioText(attendance.overallAttended, attendance.overallHeld, t)}</dd>
          </div>
        </dl>
      </section>
      <section className="fighter-classes__batches" aria-labelledby={`${uid}-batches`}>
        <h3 id={`${uid}-batches`} className="fighter-classes__subtitle">
          {t('admin.fighterClasses.batches')}
        </h3>
        <ul className="fighter-batches">
          {ordered.map((enrolment) => (
            <BatchItem key={enrolment.id} enrolment={enrolment} />
          ))}
        </ul>
      </section>
    </>
  );
}

/** A fighter's batches for the admin: Classes on the fighter's row opens them in a dialog. */
export function FighterClasses({ fighter }: { fighter: Fighter }) {
  const t = useT();
  return (
    <RowDialog
      button={t('admin.fighters.classes')}
      title={t('admin.fighters.classesOf', { name: fighter.fullName })}
      className="fighter-classes"
    >
      <ClassesBody fighter={fighter} />
    </RowDialog>
  );
}

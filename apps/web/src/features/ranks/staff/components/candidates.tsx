import { useId, useState } from 'react';
import { GRADING_RESULT_LABELS, type Candidate, type GradingResult } from '@academy/contract';
import { Badge, type BadgeTone } from '../../../../components/badge.tsx';
import { Belt } from '../../../../components/belt.tsx';
import { useToast } from '../../../../components/toast/toast-context.ts';
import { SpinnerButton } from '../../../../components/spinner-button.tsx';
import { formatAdminDateTime } from '../../../../lib/format.ts';
import { useT } from '../../../../lib/i18n.ts';
import { useInviteCandidates } from '../../api/invite-candidates.ts';
import { reasonText } from '../grading-format.ts';
import { Icon } from '../../../../components/icon.tsx';
import '../../../../styles/bootstrap/forms.scss';
import '../../../../styles/bootstrap/tables.scss';
import '../../../../components/admin-table.css';
import './candidates.css';
import { useStaffMay } from '../../../../lib/staff-account.ts';

const RESULT_TONES = {
  pass: 'success',
  double: 'success',
  fail: 'warning',
  absent: 'neutral',
} as const satisfies Record<GradingResult, BadgeTone>;

/** Where a candidate stands: the belt held (or none yet), an arrow, and the belt this grading would give. */
export function BeltPath({ candidate }: { candidate: Candidate }) {
  const t = useT();
  return (
    <span className="belt-path">
      {candidate.rank ? (
        <Belt rank={candidate.rank} size="sm" />
      ) : (
        <span className="belt-path__none">{t('admin.gradings.noRank')}</span>
      )}
      {candidate.targetRank && (
        <>
          <span className="belt-path__arrow">
            <Icon name="arrow" size={16} />
            <span className="visually-hidden">{t('admin.gradings.testsFor')}</span>
          </span>
          <Belt rank={candidate.targetRank} size="sm" />
        </>
      )}
    </span>
  );
}

export function ResultBadge({ result }: { result: GradingResult }) {
  const t = useT();
  return <Badge tone={RESULT_TONES[result]}>{t(GRADING_RESULT_LABELS[result])}</Badge>;
}

function Eligibility({ candidate }: { candidate: Candidate }) {
  const t = useT();
  if (candidate.eligible) {
    return <Badge tone="success">{t('admin.gradings.eligible')}</Badge>;
  }
  return (
    <div>
      <Badge tone="warning">{t('admin.gradings.notYet')}</Badge>
      <ul className="candidate-reasons">
        {candidate.reasons.map((reason) => (
          <li key={reason.code}>{reasonText(reason, t)}</li>
        ))}
      </ul>
    </div>
  );
}

const COLUMNS = [
  'admin.gradings.candidates.column.name',
  'admin.gradings.candidates.column.belt',
  'admin.gradings.candidates.column.eligible',
  'admin.gradings.candidates.column.invited',
  'admin.gradings.candidates.column.result',
] as const;

/**
 * The grading's candidates, eligible first: each one's belt now and the one tested, whether the rules let them sit
 * it and why not, their invitation and result. The eligible can be ticked (or all at once) and invited together.
 */
export function Candidates({ gradingId, candidates }: { gradingId: string; candidates: Candidate[] }) {
  const t = useT();
  const uid = useId();
  const toast = useToast();
  const invite = useInviteCandidates();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const column = COLUMNS.map((key) => t(key));
  const eligible = candidates.filter((candidate) => candidate.eligible);
  // Someone already invited (or already graded) is not offered again.
  // Inviting is the owner's; an instructor sees who may sit the test.
  const mayInvite = useStaffMay('InviteCandidates');
  const invitable = mayInvite ? eligible.filter((candidate) => candidate.invitedAt === null) : [];
  const chosen = invitable.filter((candidate) => selected.has(candidate.fighterId));
  const allChosen = invitable.length > 0 && chosen.length === invitable.length;

  const toggle = (fighterId: string, on: boolean) =>
    setSelected((before) => {
      const next = new Set(before);
      if (on) next.add(fighterId);
      else next.delete(fighterId);
      return next;
    });

  const send = () =>
    invite.mutate(
      { id: gradingId, fighterIds: chosen.map((candidate) => candidate.fighterId) },
      {
        onSuccess: (reply) => {
          setSelected(new Set());
          toast.show(reply.message, 'success');
        },
      },
    );

  return (
    <section className="admin-page__card grading-part" aria-labelledby={`${uid}-title`}>
      <div className="grading-part__head">
        <div>
          <h2 id={`${uid}-title`} className="grading-part__title">
            {t('admin.gradings.candidates.title')}
          </h2>
          <p className="grading-part__note">
            {t('admin.gradings.candidates.summary', {
              count: candidates.length,
              eligible: eligible.length,
              invited: candidates.filter((candidate) => candidate.invitedAt !== null).length,
            })}
          </p>
        </div>
        {invitable.length > 0 && (
          <div className="grading-part__actions">
            <button
              type="button"
              className="btn btn-outline-dark"
              onClick={() => setSelected(allChosen ? new Set() : new Set(invitable.map((each) => each.fighterId)))}
            >
              {t(allChosen ? 'admin.gradings.candidates.clear' : 'admin.gradings.candidates.selectEligible')}
            </button>
            <SpinnerButton type="button" loading={invite.isPending} disabled={chosen.length === 0} onClick={send}>
              {t('admin.gradings.candidates.invite', { count: chosen.length })}
            </SpinnerButton>
          </div>
        )}
      </div>
      {invite.error && (
        <div className="alert alert-danger mx-3" role="alert">
          {invite.error.message}
        </div>
      )}
      {candidates.length === 0 ? (
        <p className="grading-part__empty">{t('admin.gradings.candidates.empty')}</p>
      ) : (
        <div className="table-responsive admin-table-wrap">
          <table className="table align-middle mb-0 admin-table candidates-table">
            <caption className="visually-hidden">{t('admin.gradings.candidates.title')}</caption>
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">{t('admin.gradings.candidates.column.select')}</span>
                </th>
                {column.map((label) => (
                  <th key={label} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {candidates.map((candidate) => (
                <tr key={candidate.fighterId} className={candidate.eligible ? undefined : 'is-not-eligible'}>
                  <td className="candidates-table__select">
                    {mayInvite && candidate.eligible && candidate.invitedAt === null && (
                      <input
                        type="checkbox"
                        className="form-check-input"
                        aria-label={t('admin.gradings.candidates.select', { name: candidate.fullName })}
                        checked={selected.has(candidate.fighterId)}
                        onChange={(event) => toggle(candidate.fighterId, event.target.checked)}
                      />
                    )}
                  </td>
                  <th scope="row" className="candidates-table__name" data-label={column[0]}>
                    <span>
                      {candidate.fullName}
                      <span className="candidates-table__batches">{candidate.batchNames.join(', ')}</span>
                    </span>
                  </th>
                  <td data-label={column[1]}>
                    <BeltPath candidate={candidate} />
                  </td>
                  <td className="candidates-table__eligible" data-label={column[2]}>
                    <Eligibility candidate={candidate} />
                  </td>
                  <td className="candidates-table__invited" data-label={column[3]}>
                    {candidate.invitedAt ? formatAdminDateTime(candidate.invitedAt) : '—'}
                  </td>
                  <td data-label={column[4]}>{candidate.result ? <ResultBadge result={candidate.result} /> : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

import { useId, useState } from 'react';
import { academyToday, GRADING_RESULTS, type Candidate, type Grading, type GradingResult } from '@academy/contract';
import { Belt } from '../../../../components/belt.tsx';
import { ConfirmModal } from '../../../../components/confirm-modal.tsx';
import { SpinnerButton } from '../../../../components/spinner-button.tsx';
import { useToast } from '../../../../components/toast/toast-context.ts';
import { useT } from '../../../../lib/i18n.ts';
import { useRecordGradingResults } from '../../api/record-grading-results.ts';
import { useProposeGradingResults } from '../../api/propose-grading-results.ts';
import { useStaffMay } from '../../../../lib/staff-account.ts';
import { dayText } from '../grading-format.ts';
import { BeltPath, ResultBadge } from './candidates.tsx';
import './results.css';

const CHOICE_LABELS = {
  pass: 'admin.gradings.results.pass',
  double: 'admin.gradings.results.double',
  fail: 'admin.gradings.results.fail',
  absent: 'admin.gradings.results.absent',
} as const satisfies Record<GradingResult, string>;

/** A pass or a double promotes, once and for all. */
const promotes = (result: GradingResult | null | undefined) => result === 'pass' || result === 'double';

function Promoted({ candidate }: { candidate: Candidate }) {
  const t = useT();
  return (
    <div className="result-done">
      <ResultBadge result={candidate.result!} />
      {candidate.promotedTo && <Belt rank={candidate.promotedTo} className="result-done__belt" />}
      {candidate.certificateNumber && (
        <span className="result-done__certificate">
          {t('admin.gradings.results.certificate', { number: candidate.certificateNumber })}
        </span>
      )}
    </div>
  );
}

function Choices({
  candidate,
  value,
  onChange,
}: {
  candidate: Candidate;
  value: GradingResult | undefined;
  onChange: (result: GradingResult) => void;
}) {
  const t = useT();
  const uid = useId();
  // A double promotion needs a rank after the one tested.
  const canDouble = candidate.targetRank !== null;
  return (
    <fieldset className="result-choices">
      <legend className="visually-hidden">{t('admin.gradings.results.resultOf', { name: candidate.fullName })}</legend>
      {GRADING_RESULTS.map((result) => (
        <span key={result} className="result-choice">
          <input
            type="radio"
            className="btn-check"
            name={`${uid}-result`}
            id={`${uid}-${result}`}
            value={result}
            checked={value === result}
            disabled={result === 'double' && !canDouble}
            onChange={() => onChange(result)}
          />
          <label className={`result-choice__label is-${result}`} htmlFor={`${uid}-${result}`}>
            {t(CHOICE_LABELS[result])}
          </label>
        </span>
      ))}
    </fieldset>
  );
}

/**
 * The grading day's screen: each invited candidate with four large choices, then Save results. A pass or a double
 * is final (it promotes, with a certificate), so saving asks first, naming how many will be promoted.
 */
export function Results({ grading, candidates }: { grading: Grading; candidates: Candidate[] }) {
  const t = useT();
  const uid = useId();
  const toast = useToast();
  // An instructor proposes; the owner records, starting from what was proposed.
  const proposing = !useStaffMay('RecordGradingResults');
  const recordResults = useRecordGradingResults();
  const proposeResults = useProposeGradingResults();
  const record = proposing ? proposeResults : recordResults;
  const [choices, setChoices] = useState<Readonly<Record<string, GradingResult>>>({});
  const [confirming, setConfirming] = useState(false);
  const invited = candidates.filter((candidate) => candidate.invitedAt !== null);
  const early = academyToday() < grading.day;
  const chosen = (candidate: Candidate) =>
    choices[candidate.fighterId] ?? (proposing ? undefined : (candidate.proposal?.result ?? undefined));

  const changes = invited.flatMap((candidate) => {
    const result = chosen(candidate);
    const unchanged = proposing ? result === candidate.proposal?.result : result === candidate.result;
    return result && !unchanged && !candidate.result ? [{ fighterId: candidate.fighterId, result }] : [];
  });
  const promotions = proposing ? 0 : changes.filter((change) => promotes(change.result)).length;

  const save = () =>
    record.mutate(
      { id: grading.id, results: changes },
      {
        onSuccess: (reply) => {
          setConfirming(false);
          setChoices({});
          toast.show(reply.message, 'success');
        },
        onError: () => setConfirming(false),
      },
    );

  return (
    <section className="admin-page__card grading-part results" aria-labelledby={`${uid}-title`}>
      <div className="grading-part__head">
        <div>
          <h2 id={`${uid}-title`} className="grading-part__title">
            {t('admin.gradings.results.title')}
          </h2>
          <p className="grading-part__note">
            {early
              ? t('admin.gradings.results.fromDay', { day: dayText(grading.day, t) })
              : t(proposing ? 'admin.gradings.results.proposeNote' : 'admin.gradings.results.note')}
          </p>
        </div>
      </div>
      {invited.length === 0 ? (
        <p className="grading-part__empty">{t('admin.gradings.results.noneInvited')}</p>
      ) : (
        <ul className="results__list">
          {invited.map((candidate) => (
            <li key={candidate.fighterId} className="result-row" aria-labelledby={`${uid}-${candidate.fighterId}`}>
              <div className="result-row__who">
                <h3 id={`${uid}-${candidate.fighterId}`} className="result-row__name">
                  {candidate.fullName}
                </h3>
                <BeltPath candidate={candidate} />
                {candidate.proposal && !candidate.result && (
                  <p className="result-row__proposal">
                    {t('admin.gradings.results.proposed', {
                      result: t(CHOICE_LABELS[candidate.proposal.result]),
                      name: candidate.proposal.byName,
                    })}
                  </p>
                )}
              </div>
              {promotes(candidate.result) ? (
                <Promoted candidate={candidate} />
              ) : (
                <Choices
                  candidate={candidate}
                  value={chosen(candidate) ?? candidate.result ?? candidate.proposal?.result ?? undefined}
                  onChange={(result) => setChoices((before) => ({ ...before, [candidate.fighterId]: result }))}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {record.error && (
        <div className="alert alert-danger mx-3" role="alert">
          {record.error.message}
        </div>
      )}
      {invited.some((candidate) => (proposing ? !candidate.result : !promotes(candidate.result))) && (
        <div className="results__bar">
          <p className="results__count" aria-live="polite">
            {proposing
              ? t('admin.gradings.results.pendingProposals', { count: changes.length })
              : t('admin.gradings.results.pending', { count: changes.length, promotions })}
          </p>
          <SpinnerButton
            type="button"
            className="results__save"
            loading={record.isPending}
            disabled={changes.length === 0 || early}
            onClick={() => (promotions > 0 ? setConfirming(true) : save())}
          >
            {t(proposing ? 'admin.gradings.results.propose' : 'admin.gradings.results.save')}
          </SpinnerButton>
        </div>
      )}
      <ConfirmModal
        show={confirming}
        title={t('admin.gradings.results.confirmTitle', { count: promotions })}
        message={t('admin.gradings.results.confirmMessage', { count: promotions })}
        confirmLabel={t('admin.gradings.results.confirm', { count: promotions })}
        dismissLabel={t('admin.gradings.results.keepEditing')}
        busy={record.isPending}
        onConfirm={save}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}

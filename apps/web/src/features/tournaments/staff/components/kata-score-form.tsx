import { useId, useState, type FormEvent } from 'react';
import { SpinnerButton } from '../../../../components/spinner-button.tsx';
import { useToast } from '../../../../components/toast/toast-context.ts';
import { useT } from '../../../../lib/i18n.ts';
import { useRecordKataScore } from '../../api/record-kata-score.ts';
import '../../../../styles/bootstrap/forms.scss';
import './kata-points.css';

interface Props {
  categoryId: string;
  round: number;
  entryId: string;
  athleteName: string;
  /** The profile's panel: one score per judge. */
  judges: number;
  onDone: () => void;
}

/** A performance's judges' scores, one box per judge (5.0 to 10.0, the server checks), saved together. */
export function KataScoreForm({ categoryId, round, entryId, athleteName, judges, onDone }: Props) {
  const t = useT();
  const uid = useId();
  const toast = useToast();
  const record = useRecordKataScore();
  const [scores, setScores] = useState<string[]>(() => Array.from({ length: judges }, () => ''));
  const complete = scores.every((score) => score.trim() !== '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete) return;
    record.mutate(
      { categoryId, request: { round, entryId, scores: scores.map(Number) } },
      {
        onSuccess: (reply) => {
          toast.show(reply.message, 'success');
          onDone();
        },
      },
    );
  };

  return (
    <form
      className="kata-score-form"
      aria-label={t('admin.tournaments.kata.scoresFor', { name: athleteName })}
      onSubmit={submit}
      noValidate
    >
      <p className="kata-score-form__hint">{t('admin.tournaments.kata.hint', { judges })}</p>
      <div className="kata-score-form__judges">
        {scores.map((score, index) => (
          <div key={index} className="kata-score-form__judge">
            <label className="form-label" htmlFor={`${uid}-${index}`}>
              {t('admin.tournaments.kata.judge', { number: index + 1 })}
            </label>
            <input
              id={`${uid}-${index}`}
              className="form-control form-control-sm"
              type="number"
              inputMode="decimal"
              min={5}
              max={10}
              step={0.1}
              value={score}
              onChange={(event) =>
                setScores((before) => before.map((each, i) => (i === index ? event.target.value : each)))
              }
            />
          </div>
        ))}
      </div>
      {record.isError && (
        <p className="kata-score-form__error" role="alert">
          {record.error.message}
        </p>
      )}
      <div className="kata-score-form__actions">
        <SpinnerButton className="btn-sm" loading={record.isPending} disabled={!complete}>
          {t('admin.tournaments.kata.save')}
        </SpinnerButton>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onDone}>
          {t('admin.tournaments.result.cancel')}
        </button>
      </div>
    </form>
  );
}

import { useId, useState, type FormEvent } from 'react';
import type { CategoryBoutView, CategoryFormat, ResultMethod, TournamentEntry } from '@academy/contract';
import { SpinnerButton } from '../../../../components/spinner-button.tsx';
import { useToast } from '../../../../components/toast/toast-context.ts';
import { useT } from '../../../../lib/i18n.ts';
import { useRecordResult } from '../../api/record-result.ts';
import { METHOD_WORDS, methodsFor } from '../bout-words.ts';
import '../../../../styles/bootstrap/forms.scss';
import './bouts.css';

type Decision = 'aka' | 'ao' | 'draw';

/** A score box's value: empty is no score given. */
const scoreOf = (text: string) => (text.trim() === '' ? null : Number(text));

interface Props {
  categoryId: string;
  format: CategoryFormat;
  bout: CategoryBoutView;
  /** What the bout is: its round, ladder or pool round. */
  name: string;
  athletes: ReadonlyMap<string, TournamentEntry>;
  /** Closes a correction; a new result's form goes with its bout once the reply says it is done. */
  onCancel?: () => void;
  onSaved?: () => void;
}

/**
 * A bout's result as the table enters it on a phone: who won (AKA, AO, or a draw in a pool), how, and the scores (the
 * flags in kata by flags). A decided bout's form starts from its result; the server refuses a correction a later bout
 * depends on, and its words show under the form.
 */
export function ResultForm({ categoryId, format, bout, name, athletes, onCancel, onSaved }: Props) {
  const t = useT();
  const uid = useId();
  const toast = useToast();
  const record = useRecordResult();
  const methods = methodsFor(format);
  const [winner, setWinner] = useState<Decision | null>(bout.decision);
  const [method, setMethod] = useState<ResultMethod>(bout.method ?? methods[0]!);
  const [akaScore, setAkaScore] = useState(bout.akaScore === null ? '' : String(bout.akaScore));
  const [aoScore, setAoScore] = useState(bout.aoScore === null ? '' : String(bout.aoScore));
  const decisions: Decision[] = format === 'roundRobin' ? ['aka', 'ao', 'draw'] : ['aka', 'ao'];
  const scoreKey = format === 'kataFlags' ? 'admin.tournaments.result.flags' : 'admin.tournaments.result.score';
  const nameOf = (side: 'aka' | 'ao') => {
    const id = bout[side];
    return (id === null ? undefined : athletes.get(id)?.athleteName) ?? '';
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (winner === null) return;
    record.mutate(
      {
        categoryId,
        request: { boutId: bout.id, winner, method, akaScore: scoreOf(akaScore), aoScore: scoreOf(aoScore) },
      },
      {
        onSuccess: (reply) => {
          toast.show(reply.message, 'success');
          onSaved?.();
        },
      },
    );
  };

  return (
    <form
      className="result-form"
      aria-label={t('admin.tournaments.result.formFor', { id: bout.id })}
      onSubmit={submit}
      noValidate
    >
      <p className="result-form__title">
        <span className="bout-card__id">{bout.id}</span> {name}
      </p>
      <fieldset className="result-form__winner">
        <legend className="result-form__legend">{t('admin.tournaments.result.winner')}</legend>
        <div className="result-form__choices">
          {decisions.map((decision) => (
            <label key={decision} className={`result-form__choice result-form__choice--${decision}`}>
              <input
                type="radio"
                name={`${uid}-winner`}
                value={decision}
                checked={winner === decision}
                onChange={() => setWinner(decision)}
              />
              <span className="result-form__choice-side">
                {decision === 'draw' ? t('admin.tournaments.result.draw') : t(`admin.tournaments.side.${decision}`)}
              </span>
              {decision !== 'draw' && <span className="result-form__choice-name">{nameOf(decision)}</span>}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="result-form__details">
        {methods.length > 1 && (
          <div className="result-form__field result-form__field--method">
            <label className="form-label" htmlFor={`${uid}-method`}>
              {t('admin.tournaments.result.method')}
            </label>
            <select
              id={`${uid}-method`}
              className="form-select form-select-sm"
              value={method}
              onChange={(event) => setMethod(event.target.value as ResultMethod)}
            >
              {methods.map((each) => (
                <option key={each} value={each}>
                  {t(METHOD_WORDS[each])}
                </option>
              ))}
            </select>
          </div>
        )}
        {(['aka', 'ao'] as const).map((side) => (
          <div key={side} className="result-form__field">
            <label className="form-label" htmlFor={`${uid}-${side}`}>
              {t(scoreKey, { side: t(`admin.tournaments.side.${side}`) })}
            </label>
            <input
              id={`${uid}-${side}`}
              className="form-control form-control-sm"
              type="number"
              inputMode="numeric"
              min={0}
              max={99}
              value={side === 'aka' ? akaScore : aoScore}
              onChange={(event) => (side === 'aka' ? setAkaScore : setAoScore)(event.target.value)}
            />
          </div>
        ))}
      </div>
      {record.isError && (
        <p className="result-form__error" role="alert">
          {record.error.message}
        </p>
      )}
      <div className="result-form__actions">
        <SpinnerButton className="btn-sm" loading={record.isPending} disabled={winner === null}>
          {t('admin.tournaments.result.save')}
        </SpinnerButton>
        {onCancel && (
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onCancel}>
            {t('admin.tournaments.result.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}

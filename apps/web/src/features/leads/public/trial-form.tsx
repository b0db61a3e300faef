import { useEffect, useId, useMemo } from 'react';
import { Link } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  bookTrialRequestSchema,
  classTime,
  formatRupees,
  PROGRAM_LABELS,
  PROGRAMS,
  WEEKDAY_LABELS,
  type Batch,
  type BookTrialRequest,
  type BookTrialValues,
  type Language,
} from '@academy/contract';
import { TextareaField, TextField } from '../../../components/form/controls.tsx';
import { Field, FieldError } from '../../../components/form/field.tsx';
import { formattingMobile, usePersonInputs } from '../../../components/form/person-inputs.ts';
import { SpinnerButton } from '../../../components/spinner-button.tsx';
import { useLanguage, useT } from '../../../lib/i18n.ts';
import { usePublicPath } from '../../../lib/language-paths.ts';
import { useBookTrial } from '../api/book-trial.ts';
import '../../../styles/bootstrap/forms.scss';
import '../../../styles/bootstrap/grid.scss';

const EMPTY: BookTrialRequest = {
  name: '',
  mobileNumber: '',
  studentAge: '',
  batchId: '',
  message: '',
  // Unticked: the agreement is the visitor's own act.
  agreed: false as unknown as true,
  messages: false,
};

/** Stands in the agreement for the notice's link, which the sentence places where its language wants it. */
const NOTICE = '\u0000';

export interface Booked {
  name: string;
  mobileNumber: string;
  batch: Batch | null;
  message: string;
}

/** What a visitor deciding between batches wants to see in the list: name, days and time. */
function batchOption(batch: Batch, t: ReturnType<typeof useT>, language: Language) {
  const days = batch.weekdays.map((day) => t(WEEKDAY_LABELS[day])).join(' · ');
  return `${batch.name}: ${days}, ${classTime(batch, language)}`;
}

function ages(batch: Batch, t: ReturnType<typeof useT>) {
  return batch.maxAge === null
    ? t('classes.card.agesFrom', { min: batch.minAge })
    : t('classes.card.ages', { min: batch.minAge, max: batch.maxAge });
}

/** The typed age, when it is a whole number. */
function typedAge(value: unknown): number | null {
  const text = String(value ?? '').trim();
  return /^\d{1,3}$/.test(text) ? Number(text) : null;
}

interface Props {
  batches: Batch[] | undefined;
  /** The batch the visitor came from (?batch=), chosen once the list has it. */
  wantedBatch: string | null;
  onBooked: (booked: Booked) => void;
}

/**
 * Name, mobile, the student's age, a preferred batch (or the academy's suggestion), a message and the agreement to
 * be called about it. No account: a parent asks by phone first, and the academy makes the account once they join.
 */
export function TrialForm({ batches, wantedBatch, onBooked }: Props) {
  const t = useT();
  const language = useLanguage();
  const uid = useId();
  const publicPath = usePublicPath();
  const personInputs = usePersonInputs();
  const book = useBookTrial();
  const form = useForm<BookTrialRequest, unknown, BookTrialValues>({
    resolver: zodResolver(bookTrialRequestSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, control, resetField, getFieldState, formState } = form;
  const errors = formState.errors;
  const [batchId, age] = useWatch({ control, name: ['batchId', 'studentAge'] });

  const known = useMemo(() => new Map((batches ?? []).map((batch) => [batch.id, batch])), [batches]);
  const chosen = typeof batchId === 'string' ? known.get(batchId) : undefined;
  const years = typedAge(age);
  const ageOutside =
    chosen && years !== null && (years < chosen.minAge || (chosen.maxAge !== null && years > chosen.maxAge));

  // The options arrive after the first render (the prerendered page has none): choose the batch of the link then,
  // unless the visitor has already picked one.
  useEffect(() => {
    if (wantedBatch && known.has(wantedBatch) && !getFieldState('batchId').isDirty) {
      resetField('batchId', { defaultValue: wantedBatch });
    }
  }, [wantedBatch, known, resetField, getFieldState]);

  const submit = handleSubmit((values) => {
    book.mutate(values, {
      onSuccess: () =>
        onBooked({
          name: values.name,
          mobileNumber: values.mobileNumber,
          batch: (values.batchId && known.get(values.batchId)) || null,
          message: values.message ?? '',
        }),
    });
  });

  const id = (name: string) => `${uid}-${name}`;
  const agreement = t('classes.trial.agree', { notice: NOTICE }).split(NOTICE);
  const grouped = PROGRAMS.map((program) => ({
    program,
    batches: (batches ?? []).filter((batch) => batch.program === program),
  })).filter((group) => group.batches.length > 0);

  // method="post": a tap on the prerendered form before its script has run would otherwise send the visitor's name
  // and mobile number in the address (and into server and proxy logs) as a GET.
  return (
    <form className="trial-form" method="post" onSubmit={submit} noValidate aria-labelledby={id('title')}>
      <h2 id={id('title')} className="trial-form__title">
        {t('classes.trial.formTitle')}
      </h2>
      <div className="row g-3">
        <TextField
          id={id('name')}
          label={t('classes.trial.name')}
          hint={t('classes.trial.nameHint')}
          autoComplete="name"
          className="col-12"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          id={id('mobile')}
          {...personInputs.mobileNumber}
          hint={t('classes.trial.mobileHint')}
          className="col-12 col-md-7"
          error={errors.mobileNumber?.message}
          {...formattingMobile(register('mobileNumber'))}
        />
        <TextField
          id={id('age')}
          label={t('classes.trial.studentAge')}
          type="number"
          inputMode="numeric"
          min={3}
          max={99}
          className="col-12 col-md-5"
          error={errors.studentAge?.message}
          {...register('studentAge')}
        />
        <Field
          id={id('batch')}
          label={t('classes.trial.batch')}
          error={errors.batchId?.message}
          hint={
            chosen ? (
              <span className={ageOutside ? 'trial-form__warning' : undefined}>
                {ageOutside
                  ? t('classes.trial.ageOutside', { ages: ages(chosen, t) })
                  : t('classes.trial.batchFacts', {
                      ages: ages(chosen, t),
                      fee: formatRupees(chosen.monthlyFee),
                      place: chosen.place,
                    })}
              </span>
            ) : (
              t('classes.trial.batchHint')
            )
          }
          className="col-12"
        >
          {(aria) => (
            <select className={`form-select${errors.batchId ? ' is-invalid' : ''}`} {...aria} {...register('batchId')}>
              <option value="">{t('classes.trial.suggest')}</option>
              {grouped.map((group) => (
                <optgroup key={group.program} label={t(PROGRAM_LABELS[group.program])}>
                  {group.batches.map((batch) => (
                    <option key={batch.id} value={batch.id}>
                      {batchOption(batch, t, language)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          )}
        </Field>
        <TextareaField
          id={id('message')}
          label={t('classes.trial.message')}
          placeholder={t('classes.trial.messagePlaceholder')}
          rows={3}
          maxLength={500}
          className="col-12"
          error={errors.message?.message}
          {...register('message')}
        />
        <div className="col-12">
          <div className={`form-check trial-form__agree${errors.agreed ? ' is-invalid' : ''}`}>
            <input
              id={id('agree')}
              type="checkbox"
              className={`form-check-input${errors.agreed ? ' is-invalid' : ''}`}
              aria-invalid={errors.agreed ? true : undefined}
              aria-describedby={errors.agreed ? id('agree-error') : undefined}
              {...register('agreed')}
            />
            <label htmlFor={id('agree')} className="form-check-label">
              {agreement[0]}
              <Link to={publicPath('/privacy')} target="_blank" rel="noopener">
                {t('classes.trial.notice')}
              </Link>
              {agreement[1]}
            </label>
          </div>
          <FieldError id={id('agree-error')} message={errors.agreed?.message} />
        </div>
        <div className="col-12">
          <div className="form-check trial-form__agree">
            <input id={id('messages')} type="checkbox" className="form-check-input" {...register('messages')} />
            <label htmlFor={id('messages')} className="form-check-label">
              {t('classes.trial.messages')}
            </label>
          </div>
        </div>
      </div>
      {book.error && (
        <div className="alert alert-danger mt-3 mb-0" role="alert">
          {book.error.message}
        </div>
      )}
      <SpinnerButton loading={book.isPending} className="btn-lg trial-form__submit">
        {t('classes.trial.submit')}
      </SpinnerButton>
    </form>
  );
}

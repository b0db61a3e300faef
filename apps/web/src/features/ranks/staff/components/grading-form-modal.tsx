import { useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import { set, useFieldArray, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  academyToday,
  gradingFieldsSchema,
  type Grading,
  type GradingFields,
  type GradingFieldsValues,
  type GradingReply,
  type Rank,
} from '@academy/contract';
import { Belt } from '../../../../components/belt.tsx';
import { FieldError, FieldHint } from '../../../../components/form/field.tsx';
import { TextField } from '../../../../components/form/controls.tsx';
import { SpinnerButton } from '../../../../components/spinner-button.tsx';
import { useT } from '../../../../lib/i18n.ts';
import { useRanks } from '../../../../lib/use-ranks.ts';
import { useCreateGrading } from '../../api/create-grading.ts';
import { useAllBatches } from '../../../../lib/all-batches.ts';
import { useUpdateGrading } from '../../api/update-grading.ts';
import { Icon } from '../../../../components/icon.tsx';
import '../../../../styles/bootstrap/grid.scss';
import '../../../../styles/bootstrap/modal.scss';
import '../../../../components/brand-modal.css';
import './grading-form-modal.css';

export type GradingFormMode = { kind: 'add' } | { kind: 'edit'; grading: Grading };

const MAX_EXAMINERS = 5;
const RULES = ['minMonths', 'minClasses', 'minAge'] as const;
type RuleName = (typeof RULES)[number];

const RULE_LABELS = {
  minMonths: 'admin.gradings.form.minMonths',
  minClasses: 'admin.gradings.form.minClasses',
  minAge: 'admin.gradings.form.minAge',
} as const;

/** One rank of the syllabus: whether the grading tests it and, if so, its rules as typed. */
interface TestRow {
  rankId: string;
  on: boolean;
  minMonths: string;
  minClasses: string;
  minAge: string;
}

interface FormValues {
  name: string;
  day: string;
  startTime: string;
  place: string;
  examiners: { name: string }[];
  fee: string;
  batchIds: string[];
  tests: TestRow[];
}

/** A rule left blank is no rule, as 0 is. */
const orNone = (typed: string) => (typed.trim() === '' ? '0' : typed);

/** The request the form's inputs make: the ranks ticked, in the syllabus's order. */
export function gradingFieldsOf(values: FormValues): GradingFields {
  return {
    name: values.name,
    day: values.day,
    startTime: values.startTime,
    place: values.place,
    examiners: values.examiners.map((examiner) => examiner.name),
    fee: values.fee,
    batchIds: values.batchIds,
    rules: values.tests
      .filter((test) => test.on)
      .map(({ rankId, minMonths, minClasses, minAge }) => ({
        rankId,
        minMonths: orNone(minMonths),
        minClasses: orNone(minClasses),
        minAge: orNone(minAge),
      })),
  };
}

/**
 * The contract's grading rules, read on what the request would be; each message goes back to the input it is about
 * (the third rank ticked is a row of the whole syllabus here, an examiner is an object's name).
 */
const resolver: Resolver<FormValues, unknown, GradingFieldsValues> = (values) => {
  const parsed = gradingFieldsSchema.safeParse(gradingFieldsOf(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const ticked = values.tests.flatMap((test, index) => (test.on ? [index] : []));
  const errors: FieldErrors<FormValues> = {};
  for (const issue of parsed.error.issues) {
    const [field, index, rule] = issue.path as [string, number | undefined, string | undefined];
    let path: string;
    if (field === 'examiners') path = index === undefined ? 'examiners.root' : `examiners.${index}.name`;
    else if (field === 'rules') path = index === undefined ? 'tests.root' : `tests.${ticked[index]}.${rule}`;
    else path = field;
    // The first message of each input is the one shown.
    if (!hasError(errors, path)) set(errors, path, { type: issue.code, message: issue.message });
  }
  return { values: {}, errors };
};

function hasError(errors: FieldErrors<FormValues>, path: string): boolean {
  let node: unknown = errors;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return node !== undefined;
}

function initialValues(mode: GradingFormMode, ranks: Rank[]): FormValues {
  const grading = mode.kind === 'edit' ? mode.grading : null;
  const count = (value: number | undefined) => (value ? String(value) : '');
  return {
    name: grading?.name ?? '',
    day: grading?.day ?? '',
    startTime: grading?.startTime ?? '',
    place: grading?.place ?? '',
    examiners: (grading?.examiners ?? ['']).map((name) => ({ name })),
    fee: grading ? String(grading.fee) : '',
    batchIds: grading?.batches.map((batch) => batch.id) ?? [],
    tests: ranks.map((rank) => {
      const rule = grading?.rules.find((each) => each.rankId === rank.id);
      return {
        rankId: rank.id,
        on: rule !== undefined,
        minMonths: count(rule?.minMonths),
        minClasses: count(rule?.minClasses),
        minAge: count(rule?.minAge),
      };
    }),
  };
}

interface FormProps {
  mode: GradingFormMode;
  ranks: Rank[];
  titleId: string;
  onHide: () => void;
  onSaved: (reply: GradingReply, mode: GradingFormMode) => void;
}

function GradingForm({ mode, ranks, titleId, onHide, onSaved }: FormProps) {
  const t = useT();
  const uid = useId();
  const create = useCreateGrading();
  const update = useUpdateGrading();
  const batches = useAllBatches(60_000);
  const { control, register, handleSubmit, setValue, formState } = useForm<FormValues, unknown, GradingFieldsValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: initialValues(mode, ranks),
  });
  const examiners = useFieldArray({ control, name: 'examiners' });
  const tests = useWatch({ control, name: 'tests' });
  const batchIds = useWatch({ control, name: 'batchIds' });
  const errors = formState.errors;
  const saving = create.isPending || update.isPending;
  const failure = create.error ?? update.error;
  const id = (name: string) => `${uid}-${name}`;

  // Open batches are offered; one the grading already names stays, whatever it has become since.
  const named = mode.kind === 'edit' ? mode.grading.batches : [];
  const offered = (batches.data?.batches ?? []).filter(
    (batch) => batch.status === 'open' || named.some((each) => each.id === batch.id),
  );
  const batchOptions = [
    ...offered.map((batch) => ({ id: batch.id, name: batch.name })),
    ...named.filter((batch) => !offered.some((each) => each.id === batch.id)),
  ];

  const toggleBatch = (batchId: string, checked: boolean) =>
    setValue('batchIds', checked ? [...batchIds, batchId] : batchIds.filter((each) => each !== batchId), {
      shouldDirty: true,
      shouldValidate: formState.isSubmitted,
    });

  const submit = handleSubmit((fields) => {
    const handlers = { onSuccess: (reply: GradingReply) => onSaved(reply, mode) };
    if (mode.kind === 'edit') update.mutate({ id: mode.grading.id, fields }, handlers);
    else create.mutate(fields, handlers);
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId} className="grading-form">
      <Modal.Body>
        <div className="row g-3">
          <TextField
            id={id('name')}
            label={t('admin.gradings.form.name')}
            placeholder={t('admin.gradings.form.namePlaceholder')}
            autoComplete="off"
            className="col-12"
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            id={id('day')}
            label={t('admin.gradings.form.day')}
            type="date"
            min={mode.kind === 'add' ? academyToday() : undefined}
            className="col-7 col-md-4"
            error={errors.day?.message}
            {...register('day')}
          />
          <TextField
            id={id('time')}
            label={t('admin.gradings.form.startTime')}
            type="time"
            className="col-5 col-md-3"
            error={errors.startTime?.message}
            {...register('startTime')}
          />
          <TextField
            id={id('fee')}
            label={t('admin.gradings.form.fee')}
            hint={t('admin.gradings.form.feeHint')}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            className="col-12 col-md-5"
            error={errors.fee?.message}
            {...register('fee')}
          />
          <TextField
            id={id('place')}
            label={t('admin.gradings.form.place')}
            placeholder={t('admin.gradings.form.placePlaceholder')}
            className="col-12"
            error={errors.place?.message}
            {...register('place')}
          />

          <fieldset className="col-12 grading-form__group">
            <legend className="form-label">{t('admin.gradings.form.examiners')}</legend>
            <ol className="grading-form__examiners">
              {examiners.fields.map((field, index) => (
                <li key={field.id} className="grading-form__examiner">
                  <TextField
                    id={id(`examiner-${field.id}`)}
                    label={t('admin.gradings.form.examiner', { number: index + 1 })}
                    autoComplete="off"
                    className="grading-form__examiner-field"
                    error={errors.examiners?.[index]?.name?.message}
                    {...register(`examiners.${index}.name`)}
                  />
                  {examiners.fields.length > 1 && (
                    <button
                      type="button"
                      className="btn btn-outline-secondary grading-form__remove"
                      aria-label={t('admin.gradings.form.removeExaminer', { number: index + 1 })}
                      onClick={() => examiners.remove(index)}
                    >
                      <Icon name="cross" />
                    </button>
                  )}
                </li>
              ))}
            </ol>
            <FieldError id={id('examiners-error')} message={errors.examiners?.root?.message} />
            {examiners.fields.length < MAX_EXAMINERS && (
              <button
                type="button"
                className="btn btn-outline-dark btn-sm d-inline-flex align-items-center gap-1"
                onClick={() => examiners.append({ name: '' })}
              >
                <Icon name="plus" size={16} />
                {t('admin.gradings.form.addExaminer')}
              </button>
            )}
          </fieldset>

          <fieldset
            className="col-12 grading-form__group"
            aria-describedby={errors.batchIds ? id('batches-error') : id('batches-hint')}
          >
            <legend className="form-label">{t('admin.gradings.form.batches')}</legend>
            {batches.isPending ? (
              <p className="grading-form__loading">{t('admin.common.loading')}</p>
            ) : batchOptions.length === 0 ? (
              <p className="grading-form__loading">{t('admin.gradings.form.noBatches')}</p>
            ) : (
              <div className="grading-form__checks">
                {batchOptions.map((batch) => (
                  <div key={batch.id} className="form-check grading-form__check">
                    <input
                      type="checkbox"
                      className={`form-check-input${errors.batchIds ? ' is-invalid' : ''}`}
                      id={id(`batch-${batch.id}`)}
                      checked={batchIds.includes(batch.id)}
                      onChange={(event) => toggleBatch(batch.id, event.target.checked)}
                    />
                    <label className="form-check-label" htmlFor={id(`batch-${batch.id}`)}>
                      {batch.name}
                    </label>
                  </div>
                ))}
              </div>
            )}
            {errors.batchIds ? (
              <FieldError id={id('batches-error')} message={errors.batchIds.message} />
            ) : (
              <FieldHint id={id('batches-hint')}>{t('admin.gradings.form.batchesHint')}</FieldHint>
            )}
          </fieldset>

          <fieldset
            className="col-12 grading-form__group"
            aria-describedby={errors.tests?.root ? id('tests-error') : id('tests-hint')}
          >
            <legend className="form-label">{t('admin.gradings.form.ranks')}</legend>
            <FieldHint id={id('tests-hint')} className="grading-form__tests-hint">
              {t('admin.gradings.form.ranksHint')}
            </FieldHint>
            <ul className="grading-form__tests">
              {ranks.map((rank, index) => {
                const on = tests[index]?.on ?? false;
                return (
                  <li key={rank.id} className={`grading-test${on ? ' is-on' : ''}`}>
                    <div className="form-check grading-test__check">
                      <input
                        type="checkbox"
                        className="form-check-input"
                        id={id(`test-${rank.id}`)}
                        {...register(`tests.${index}.on`)}
                      />
                      <label className="form-check-label" htmlFor={id(`test-${rank.id}`)}>
                        <span className="grading-test__word">{t('admin.gradings.form.tests')}</span>{' '}
                        <Belt rank={rank} size="sm" />
                      </label>
                    </div>
                    {on && (
                      <div className="row g-2 grading-test__rules">
                        {RULES.map((rule: RuleName) => (
                          <TextField
                            key={rule}
                            id={id(`${rule}-${rank.id}`)}
                            label={t(RULE_LABELS[rule])}
                            type="number"
                            inputMode="numeric"
                            min={0}
                            step={1}
                            placeholder="0"
                            className="col-4"
                            error={errors.tests?.[index]?.[rule]?.message}
                            {...register(`tests.${index}.${rule}`)}
                          />
                        ))}
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
            <FieldError id={id('tests-error')} message={errors.tests?.root?.message} />
          </fieldset>
        </div>
        {failure && (
          <div className="alert alert-danger mt-3 mb-0" role="alert">
            {failure.message}
          </div>
        )}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onHide} disabled={saving}>
          {t('form.kit.cancel')}
        </button>
        <SpinnerButton loading={saving}>
          {mode.kind === 'edit' ? t('admin.gradings.form.save') : t('admin.gradings.form.create')}
        </SpinnerButton>
      </Modal.Footer>
    </form>
  );
}

interface Props {
  mode: GradingFormMode | null;
  onHide: () => void;
  onSaved: (reply: GradingReply, mode: GradingFormMode) => void;
}

/** New grading / Edit grading: its day and place, examiners, batches, and the ranks it tests with their rules. */
export function GradingFormModal({ mode, onHide, onSaved }: Props) {
  const t = useT();
  const titleId = useId();
  const ranks = useRanks(mode !== null);
  return (
    <Modal
      show={mode !== null}
      onHide={onHide}
      backdrop="static"
      size="lg"
      centered
      fullscreen="sm-down"
      aria-labelledby={titleId}
      className="brand-modal grading-form-modal"
    >
      <Modal.Header closeButton closeVariant="white" closeLabel={t('form.kit.close')}>
        <Modal.Title as="h2" id={titleId} className="mb-0">
          {mode?.kind === 'edit'
            ? t('admin.gradings.form.editTitle', { name: mode.grading.name })
            : t('admin.gradings.form.addTitle')}
        </Modal.Title>
      </Modal.Header>
      {mode &&
        (ranks.data ? (
          <GradingForm mode={mode} ranks={ranks.data.ranks} titleId={titleId} onHide={onHide} onSaved={onSaved} />
        ) : (
          <Modal.Body>
            <p className="mb-0" role={ranks.isError ? 'alert' : 'status'}>
              {ranks.isError ? ranks.error.message : t('admin.common.loading')}
            </p>
          </Modal.Body>
        ))}
    </Modal>
  );
}

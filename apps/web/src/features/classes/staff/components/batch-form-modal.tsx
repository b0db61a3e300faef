import { useEffect, useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  academyToday,
  batchFieldsSchema,
  TRANSLATED_LANGUAGES,
  PROGRAM_LABELS,
  PROGRAMS,
  WEEKDAY_LABELS,
  WEEKDAYS,
  type AdminBatch,
  type BatchFields,
  type BatchFieldsValues,
  type BatchTextField,
  type Program,
  type TranslatedLanguage,
} from '@academy/contract';
import { FieldError, FieldHint } from '../../../../components/form/field.tsx';
import { SelectField, TextField } from '../../../../components/form/controls.tsx';
import { TranslationsFields } from '../../../../components/form/translations-fields.tsx';
import { SpinnerButton } from '../../../../components/spinner-button.tsx';
import { useToast } from '../../../../components/toast/toast-context.ts';
import { homeContent } from '../../../../config/academy.ts';
import { useT } from '../../../../lib/i18n.ts';
import { useCreateBatch } from '../../api/create-batch.ts';
import { useUpdateBatch } from '../../api/update-batch.ts';
import { useStaff } from '../../../../lib/staff-list.ts';
import { STAFF_ROLE_LABELS } from '../../../../lib/staff-account.ts';
import '../../../../styles/bootstrap/grid.scss';
import '../../../../styles/bootstrap/modal.scss';
import '../../../../components/brand-modal.css';
import './batch-form-modal.css';

export type BatchFormMode = { kind: 'add' } | { kind: 'edit'; batch: AdminBatch };

/** What the inputs hold: numbers as typed, until the contract's schema reads them. */
type FormValues = Omit<BatchFields, 'program' | 'minAge' | 'maxAge' | 'capacity' | 'monthlyFee' | 'instructorId'> & {
  program: Program | '';
  /** A member of staff's id, or '' for a teacher named only. */
  instructorId: string;
  minAge: string;
  maxAge: string;
  capacity: string;
  monthlyFee: string;
};

/** Every translatable text's input, empty where none is given, so that clearing one sends it cleared. */
function translationInputs(batch: AdminBatch | null): NonNullable<BatchFields['translations']> {
  return Object.fromEntries(
    TRANSLATED_LANGUAGES.map((language) => {
      const given = batch?.translations?.[language];
      return [language, { name: given?.name ?? '', level: given?.level ?? '', place: given?.place ?? '' }];
    }),
  );
}

/** The masters on the home page, offered as the instructor (another name can be typed). */
const MASTERS = homeContent.masters.map((master) => master.name);

// The schema reads exactly these inputs; its input type is wider (unknown numbers, any program) than the form's.
const schemaResolver = zodResolver(batchFieldsSchema) as unknown as Resolver<FormValues, unknown, BatchFieldsValues>;
/** The select's '' (a teacher not on the staff) is no member: null to the schema. */
const resolver: Resolver<FormValues, unknown, BatchFieldsValues> = (values, context, options) =>
  schemaResolver({ ...values, instructorId: (values.instructorId || null) as string }, context, options);

function initialValues(mode: BatchFormMode): FormValues {
  if (mode.kind === 'add') {
    return {
      name: '',
      program: '',
      level: '',
      minAge: '',
      maxAge: '',
      place: '',
      weekdays: [],
      startTime: '',
      endTime: '',
      capacity: '',
      monthlyFee: '',
      instructor: '',
      instructorId: '',
      startDate: academyToday(),
      autoAccept: false,
      translations: translationInputs(null),
    };
  }
  const { batch } = mode;
  return {
    name: batch.name,
    program: batch.program,
    level: batch.level ?? '',
    minAge: String(batch.minAge),
    maxAge: batch.maxAge === null ? '' : String(batch.maxAge),
    place: batch.place,
    weekdays: [...batch.weekdays],
    startTime: batch.startTime,
    endTime: batch.endTime,
    capacity: String(batch.capacity),
    monthlyFee: String(batch.monthlyFee),
    instructor: batch.instructor,
    instructorId: batch.instructorId ?? '',
    startDate: batch.startDate,
    autoAccept: batch.autoAccept,
    translations: translationInputs(batch),
  };
}

interface Props {
  mode: BatchFormMode | null;
  onHide: () => void;
  onSaved: (message: string) => void;
}

/** Add a batch / Edit a batch: the contract's batch rules, each field's message once it is touched. */
export function BatchFormModal({ mode, onHide, onSaved }: Props) {
  const t = useT();
  const uid = useId();
  const toast = useToast();
  const createBatch = useCreateBatch();
  const updateBatch = useUpdateBatch();
  const staff = useStaff();
  const { register, handleSubmit, reset, formState, setValue, watch } = useForm<FormValues, unknown, BatchFieldsValues>(
    {
      resolver,
      mode: 'onTouched',
      defaultValues: initialValues(mode ?? { kind: 'add' }),
    },
  );
  const errors = formState.errors;
  const instructorId = watch('instructorId');
  // Who can teach: active instructors and owners, and whoever teaches this batch now (even if deactivated since).
  const teachers = (staff.data?.staff ?? []).filter(
    (member) => (member.active && member.role !== 'frontDesk') || member.id === instructorId,
  );
  const saving = createBatch.isPending || updateBatch.isPending;

  useEffect(() => {
    if (mode) reset(initialValues(mode));
  }, [mode, reset]);

  const submit = handleSubmit((fields) => {
    if (!mode) return;
    const handlers = {
      onSuccess: (reply: { message: string }) => onSaved(reply.message),
      onError: (error: Error) => toast.show(error.message, 'danger'),
    };
    if (mode.kind === 'edit') updateBatch.mutate({ id: mode.batch.id, fields }, handlers);
    else createBatch.mutate(fields, handlers);
  });

  const id = (name: string) => `${uid}-${name}`;
  const translated = (language: TranslatedLanguage, field: BatchTextField) =>
    `translations.${language}.${field}` as const;
  const title = mode?.kind === 'edit' ? t('admin.classes.form.editTitle') : t('admin.classes.form.addTitle');

  return (
    <Modal
      show={mode !== null}
      onHide={onHide}
      backdrop="static"
      size="lg"
      centered
      fullscreen="sm-down"
      aria-labelledby={id('title')}
      className="brand-modal batch-form-modal"
    >
      <Modal.Header closeButton closeVariant="white" closeLabel={t('form.kit.close')}>
        <Modal.Title as="h2" id={id('title')} className="mb-0">
          {title}
        </Modal.Title>
      </Modal.Header>
      <form onSubmit={submit} noValidate aria-labelledby={id('title')} className="batch-form">
        <Modal.Body>
          <div className="row g-3">
            <TextField
              id={id('name')}
              label={t('form.batch.name')}
              placeholder={t('form.batch.namePlaceholder')}
              className="col-12 col-md-7"
              error={errors.name?.message}
              {...register('name')}
            />
            <SelectField
              id={id('program')}
              label={t('form.batch.program')}
              placeholder={t('form.batch.programPlaceholder')}
              options={PROGRAMS}
              optionLabel={(program) => t(PROGRAM_LABELS[program as Program])}
              className="col-12 col-md-5"
              error={errors.program?.message}
              {...register('program')}
            />
            <TextField
              id={id('level')}
              label={t('form.batch.level')}
              hint={t('form.batch.levelHint')}
              className="col-12 col-md-6"
              error={errors.level?.message}
              {...register('level')}
            />
            <TextField
              id={id('min-age')}
              label={t('form.batch.minAge')}
              type="number"
              inputMode="numeric"
              min={3}
              step={1}
              className="col-6 col-md-3"
              error={errors.minAge?.message}
              {...register('minAge')}
            />
            <TextField
              id={id('max-age')}
              label={t('form.batch.maxAge')}
              hint={t('form.batch.maxAgeHint')}
              type="number"
              inputMode="numeric"
              step={1}
              className="col-6 col-md-3"
              error={errors.maxAge?.message}
              {...register('maxAge')}
            />
            <TextField
              id={id('place')}
              label={t('form.batch.place')}
              placeholder={t('form.batch.placePlaceholder')}
              className="col-12"
              error={errors.place?.message}
              {...register('place')}
            />

            <fieldset
              className="col-12 batch-form__weekdays"
              aria-describedby={errors.weekdays ? id('weekdays-error') : undefined}
            >
              <legend className="form-label">{t('form.batch.weekdays')}</legend>
              <div className="weekday-chips">
                {WEEKDAYS.map((day) => (
                  <span key={day}>
                    <input
                      type="checkbox"
                      className="btn-check"
                      id={id(`day-${day}`)}
                      value={day}
                      aria-invalid={errors.weekdays ? true : undefined}
                      {...register('weekdays')}
                    />
                    <label className="weekday-chip" htmlFor={id(`day-${day}`)}>
                      {t(WEEKDAY_LABELS[day])}
                    </label>
                  </span>
                ))}
              </div>
              <FieldError id={id('weekdays-error')} message={errors.weekdays?.message} />
            </fieldset>

            <TextField
              id={id('start-time')}
              label={t('form.batch.startTime')}
              type="time"
              className="col-6 col-md-3"
              error={errors.startTime?.message}
              {...register('startTime')}
            />
            <TextField
              id={id('end-time')}
              label={t('form.batch.endTime')}
              type="time"
              className="col-6 col-md-3"
              error={errors.endTime?.message}
              {...register('endTime')}
            />
            <TextField
              id={id('start-date')}
              label={t('form.batch.startDate')}
              type="date"
              className="col-12 col-md-6"
              error={errors.startDate?.message}
              {...register('startDate')}
            />
            <TextField
              id={id('capacity')}
              label={t('form.batch.capacity')}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              className="col-6 col-md-3"
              error={errors.capacity?.message}
              {...register('capacity')}
            />
            <TextField
              id={id('fee')}
              label={t('form.batch.monthlyFee')}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              className="col-6 col-md-3"
              error={errors.monthlyFee?.message}
              {...register('monthlyFee')}
            />
            {/* Who teaches, on a row of its own: the staff member, or the name of someone not on the staff. */}
            <div className="w-100 mt-0" />
            <SelectField
              id={id('taught-by')}
              label={t('form.batch.taughtBy')}
              hint={t('form.batch.taughtByHint')}
              placeholder={t('form.batch.notOnStaff')}
              options={teachers.map((member) => member.id)}
              optionLabel={(memberId) => {
                const member = teachers.find((each) => each.id === memberId)!;
                return `${member.name || member.email} · ${t(STAFF_ROLE_LABELS[member.role])}`;
              }}
              className="col-12 col-md-6"
              {...register('instructorId', {
                // The class pages show a staff instructor's own name: it fills the name the form sends.
                onChange: (event: { target: { value: string } }) => {
                  const member = teachers.find((each) => each.id === event.target.value);
                  if (member) setValue('instructor', member.name || member.email, { shouldValidate: true });
                },
              })}
            />
            <TextField
              id={id('instructor')}
              label={t('form.batch.instructor')}
              hint={t('form.batch.instructorHint')}
              list={id('masters')}
              autoComplete="off"
              className={instructorId ? 'd-none' : 'col-12 col-md-6'}
              error={errors.instructor?.message}
              {...register('instructor')}
            />
            <datalist id={id('masters')}>
              {MASTERS.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>

            <div className="col-12">
              <TranslationsFields
                id={id}
                inputs={[
                  { field: 'name', label: t('form.batch.name') },
                  { field: 'level', label: t('form.batch.level') },
                  { field: 'place', label: t('form.batch.place') },
                ]}
                register={(language, field) => register(translated(language, field))}
                error={(language, field) => errors.translations?.[language]?.[field]?.message}
              />
            </div>

            <div className="col-12">
              <div className="form-check form-switch batch-form__switch">
                <input
                  className="form-check-input"
                  type="checkbox"
                  role="switch"
                  id={id('auto-accept')}
                  aria-describedby={id('auto-accept-hint')}
                  {...register('autoAccept')}
                />
                <label className="form-check-label" htmlFor={id('auto-accept')}>
                  {t('form.batch.autoAccept')}
                </label>
                <FieldHint id={id('auto-accept-hint')}>{t('form.batch.autoAcceptHint')}</FieldHint>
              </div>
            </div>
          </div>
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onHide}>
            {t('admin.common.close')}
          </button>
          <SpinnerButton loading={saving}>
            {mode?.kind === 'edit' ? t('admin.classes.form.save') : t('admin.classes.form.add')}
          </SpinnerButton>
        </Modal.Footer>
      </form>
    </Modal>
  );
}

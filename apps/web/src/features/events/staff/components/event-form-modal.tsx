import { useEffect, useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  EVENT_RULE_DEFAULTS,
  EVENT_RULE_LIMITS,
  eventFormSchema,
  TRANSLATED_LANGUAGES,
  type AcademyEvent,
  type EventFormInput,
  type EventFormValues,
  type EventTextField,
  type TranslatedLanguage,
} from '@academy/contract';
import { TextareaField, TextField } from '../../../../components/form/controls.tsx';
import { TranslationsFields } from '../../../../components/form/translations-fields.tsx';
import { FileField } from '../../../../components/form/file-field.tsx';
import { FullScreenLoader } from '../../../../components/full-screen-loader.tsx';
import { SpinnerButton } from '../../../../components/spinner-button.tsx';
import { useToast } from '../../../../components/toast/toast-context.ts';
import { useImagePicker } from '../../../../components/use-image-picker.ts';
import { istLocalToUtcIso, utcIsoToIstLocal } from '../../../../lib/format.ts';
import { t as translate, useT } from '../../../../lib/i18n.ts';
import { useCreateEvent } from '../../api/create-event.ts';
import { useUpdateEvent } from '../../api/update-event.ts';
import '../../../../styles/bootstrap/grid.scss';
import '../../../../styles/bootstrap/modal.scss';
import '../../../../components/brand-modal.css';

/** The form's values: the event fields as typed, plus the picked image and the image the event already has. */
type FormValues = Omit<EventFormInput, 'translations'> & {
  /** Every translatable text's input, empty where none is given, so that clearing one sends it cleared. */
  translations: Record<TranslatedLanguage, Record<EventTextField, string>>;
  eventImage: File | null;
  existingImageUrl: string | null;
};

function translationInputs(event: AcademyEvent | null): FormValues['translations'] {
  return Object.fromEntries(
    TRANSLATED_LANGUAGES.map((language) => {
      const given = event?.translations?.[language];
      const texts = {
        eventName: given?.eventName ?? '',
        address: given?.address ?? '',
        eventDescription: given?.eventDescription ?? '',
      };
      return [language, texts];
    }),
  ) as FormValues['translations'];
}

export type EventFormMode = { kind: 'add' } | { kind: 'edit'; event: AcademyEvent };

function initialValues(mode: EventFormMode): FormValues {
  if (mode.kind === 'add') {
    return {
      eventName: '',
      address: '',
      eventDescription: '',
      eventDateTime: '',
      totalSeats: '',
      entryFee: '',
      cancelCutoffHours: String(EVENT_RULE_DEFAULTS.cancelCutoffHours),
      offerHours: String(EVENT_RULE_DEFAULTS.offerHours),
      reminderHours: String(EVENT_RULE_DEFAULTS.reminderHours),
      translations: translationInputs(null),
      eventImage: null,
      existingImageUrl: null,
    };
  }
  const { event } = mode;
  return {
    eventName: event.eventName,
    address: event.address,
    eventDescription: event.eventDescription,
    eventDateTime: utcIsoToIstLocal(event.eventDateTime),
    totalSeats: String(event.totalSeats),
    entryFee: String(event.entryFee),
    cancelCutoffHours: String(event.cancelCutoffHours),
    offerHours: String(event.offerHours),
    reminderHours: String(event.reminderHours),
    translations: translationInputs(event),
    eventImage: null,
    existingImageUrl: event.eventImageUrl,
  };
}

const fieldsResolver = zodResolver(eventFormSchema);

/** The contract schema checks the fields; an image is required unless the event being edited already has one. */
const resolver: Resolver<FormValues, unknown, EventFormValues> = async (values, context, options) => {
  // The schema knows only the text fields; the two image entries are checked below, so the options fit it.
  const result = await fieldsResolver(values, context, options as unknown as Parameters<typeof fieldsResolver>[2]);
  if (values.eventImage || values.existingImageUrl) return result;
  return {
    values: {},
    errors: { ...result.errors, eventImage: { type: 'required', message: translate('admin.eventForm.imageRequired') } },
  };
};

/** The event's booking rules: each a whole number of hours, its limits and default from the contract. */
const RULE_FIELDS = [
  { name: 'cancelCutoffHours', label: 'admin.eventForm.cancelCutoff', hint: 'admin.eventForm.cancelCutoffHint' },
  { name: 'offerHours', label: 'admin.eventForm.offerHours', hint: 'admin.eventForm.offerHoursHint' },
  { name: 'reminderHours', label: 'admin.eventForm.reminderHours', hint: 'admin.eventForm.reminderHoursHint' },
] as const;

function toFormData(values: EventFormValues, image: File | null): FormData {
  const form = new FormData();
  form.append('eventName', values.eventName);
  form.append('address', values.address);
  form.append('eventDescription', values.eventDescription);
  form.append('eventDateTime', istLocalToUtcIso(values.eventDateTime));
  form.append('totalSeats', String(values.totalSeats));
  form.append('entryFee', String(values.entryFee));
  form.append('cancelCutoffHours', String(values.cancelCutoffHours));
  form.append('offerHours', String(values.offerHours));
  form.append('reminderHours', String(values.reminderHours));
  // One part of JSON: the server's schema reads it, trims each text and drops the empty ones.
  form.append('translations', JSON.stringify(values.translations ?? {}));
  if (image) form.append('eventImage', image, image.name);
  return form;
}

interface Props {
  mode: EventFormMode | null;
  onHide: () => void;
  onSaved: (message: string) => void;
}

/** Add Event / Edit Event: errors once a field is touched, loader, then success. */
export function EventFormModal({ mode, onHide, onSaved }: Props) {
  const t = useT();
  const uid = useId();
  const toast = useToast();
  const createEvent = useCreateEvent();
  const updateEvent = useUpdateEvent();
  const [progress, setProgress] = useState(0);
  const form = useForm<FormValues, unknown, EventFormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: initialValues(mode ?? { kind: 'add' }),
  });
  const { register, handleSubmit, reset, setValue, setError, watch, formState } = form;
  const errors = formState.errors;
  const saving = createEvent.isPending || updateEvent.isPending;

  const {
    file: image,
    preview: pickedPreview,
    clear: clearImage,
    inputProps: imageInputProps,
  } = useImagePicker({
    tooLargeMessage: t('admin.eventForm.fileTooLarge'),
    onPick: (file) => setValue('eventImage', file, { shouldDirty: true, shouldTouch: true, shouldValidate: true }),
    onRefuse: ({ reason, message }) => {
      if (reason === 'size') toast.show(message, 'danger');
      setError('eventImage', { type: reason, message });
    },
  });

  // Opening add clears the form, the image and the preview; opening edit fills it from the event.
  useEffect(() => {
    if (mode) {
      reset(initialValues(mode));
      clearImage();
      setProgress(0);
    }
  }, [mode, reset, clearImage]);

  const preview = pickedPreview ?? watch('existingImageUrl');

  const submit = handleSubmit((values) => {
    if (!mode) return;
    const body = toFormData(values, form.getValues('eventImage'));
    const handlers = {
      onSuccess: (reply: { message: string }) => {
        reset(initialValues({ kind: 'add' }));
        clearImage();
        onSaved(reply.message);
      },
      onError: (error: Error) => toast.show(error.message, 'danger'),
    };
    setProgress(0);
    if (mode.kind === 'edit') updateEvent.mutate({ id: mode.event._id, form: body, onProgress: setProgress }, handlers);
    else createEvent.mutate({ form: body, onProgress: setProgress }, handlers);
  });

  const id = (name: string) => `${uid}-${name}`;
  const translated = (language: TranslatedLanguage, field: EventTextField) =>
    `translations.${language}.${field}` as const;
  const title = t(mode?.kind === 'edit' ? 'admin.eventForm.editTitle' : 'admin.eventForm.addTitle');

  return (
    <>
      <Modal
        show={mode !== null}
        onHide={onHide}
        backdrop="static"
        size="lg"
        centered
        aria-labelledby={id('title')}
        className="brand-modal event-form-modal"
      >
        <Modal.Header closeButton closeVariant="white">
          <Modal.Title as="h2" id={id('title')} className="mb-0">
            {title}
          </Modal.Title>
        </Modal.Header>
        <form onSubmit={submit} noValidate aria-labelledby={id('title')}>
          <Modal.Body>
            <div className="row g-3">
              <TextField
                id={id('name')}
                label={t('admin.eventForm.name')}
                className="col-12"
                error={errors.eventName?.message}
                {...register('eventName')}
              />
              <TextField
                id={id('address')}
                label={t('admin.eventForm.address')}
                className="col-12"
                error={errors.address?.message}
                {...register('address')}
              />
              <FileField
                id={id('image')}
                label={t('admin.eventForm.image')}
                hint={t('admin.common.uploadHint')}
                preview={preview}
                previewAlt={t('admin.eventForm.imagePreview')}
                fileName={image?.name}
                className="col-12"
                error={errors.eventImage?.message}
                {...imageInputProps}
              />
              <TextareaField
                id={id('description')}
                label={t('admin.eventForm.description')}
                rows={4}
                className="col-12"
                error={errors.eventDescription?.message}
                {...register('eventDescription')}
              />
              <TextField
                id={id('datetime')}
                label={
                  <>
                    {t('admin.eventForm.dateTime')}{' '}
                    <span className="text-body-secondary fw-normal">{t('admin.eventForm.istMark')}</span>
                  </>
                }
                type="datetime-local"
                className="col-12 col-md-6"
                error={errors.eventDateTime?.message}
                {...register('eventDateTime')}
              />
              <TextField
                id={id('seats')}
                label={t('admin.eventForm.totalSeats')}
                type="number"
                min={1}
                step={1}
                inputMode="numeric"
                className="col-6 col-md-3"
                error={errors.totalSeats?.message}
                {...register('totalSeats')}
              />
              <TextField
                id={id('fee')}
                label={
                  <>
                    {t('admin.eventForm.entryFee')} <span className="text-body-secondary fw-normal">(₹)</span>
                  </>
                }
                type="number"
                min={0}
                step="any"
                inputMode="decimal"
                className="col-6 col-md-3"
                error={errors.entryFee?.message}
                {...register('entryFee')}
              />
              <div className="col-12">
                <TranslationsFields
                  id={id}
                  inputs={[
                    { field: 'eventName', label: t('admin.eventForm.name') },
                    { field: 'address', label: t('admin.eventForm.address') },
                    { field: 'eventDescription', label: t('admin.eventForm.description'), multiline: true },
                  ]}
                  register={(language, field) => register(translated(language, field))}
                  error={(language, field) => errors.translations?.[language]?.[field]?.message}
                />
              </div>
            </div>
            <fieldset className="event-form-modal__rules" aria-describedby={id('rules-note')}>
              <legend className="event-form-modal__legend">{t('admin.eventForm.rules')}</legend>
              <p id={id('rules-note')} className="event-form-modal__note">
                {t('admin.eventForm.rulesNote')}
              </p>
              <div className="row g-3">
                {RULE_FIELDS.map((rule) => (
                  <TextField
                    key={rule.name}
                    id={id(rule.name)}
                    label={
                      <>
                        {t(rule.label)}{' '}
                        <span className="text-body-secondary fw-normal">{t('admin.eventForm.hoursMark')}</span>
                      </>
                    }
                    hint={t(rule.hint, { ...EVENT_RULE_LIMITS[rule.name], hours: EVENT_RULE_DEFAULTS[rule.name] })}
                    type="number"
                    min={EVENT_RULE_LIMITS[rule.name].min}
                    max={EVENT_RULE_LIMITS[rule.name].max}
                    step={1}
                    inputMode="numeric"
                    className="col-12 col-md-4"
                    error={errors[rule.name]?.message}
                    {...register(rule.name)}
                  />
                ))}
              </div>
            </fieldset>
          </Modal.Body>
          <Modal.Footer>
            <button type="button" className="btn btn-outline-secondary" onClick={onHide}>
              {t('admin.common.close')}
            </button>
            <SpinnerButton loading={saving}>
              {t(mode?.kind === 'edit' ? 'admin.eventForm.update' : 'admin.eventForm.add')}
            </SpinnerButton>
          </Modal.Footer>
        </form>
      </Modal>
      {saving && <FullScreenLoader label={t('admin.eventForm.saving', { percent: Math.round(progress * 100) })} />}
    </>
  );
}

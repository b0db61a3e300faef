import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  eventFormSchema,
  IMAGE_ACCEPT,
  MESSAGES,
  type AcademyEvent,
  type EventFormInput,
  type EventFormValues,
} from '@academy/contract';
import { FullScreenLoader } from '../../../components/full-screen-loader.tsx';
import { SpinnerButton } from '../../../components/spinner-button.tsx';
import { useToast } from '../../../components/toast/toast-context.ts';
import { exceedsUploadLimit, isImageFile } from '../../../lib/files.ts';
import { istLocalToUtcIso, utcIsoToIstLocal } from '../../../lib/format.ts';
import { useCreateEvent } from '../api/create-event.ts';
import { useUpdateEvent } from '../api/update-event.ts';

/** The form's values: the event fields as typed, plus the picked image and the image the event already has. */
type FormValues = EventFormInput & { eventImage: File | null; existingImageUrl: string | null };

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
    errors: { ...result.errors, eventImage: { type: 'required', message: MESSAGES.imageRequired } },
  };
};

function toFormData(values: EventFormValues, image: File | null): FormData {
  const form = new FormData();
  form.append('eventName', values.eventName);
  form.append('address', values.address);
  form.append('eventDescription', values.eventDescription);
  form.append('eventDateTime', istLocalToUtcIso(values.eventDateTime));
  form.append('totalSeats', String(values.totalSeats));
  form.append('entryFee', String(values.entryFee));
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
  const uid = useId();
  const toast = useToast();
  const createEvent = useCreateEvent();
  const updateEvent = useUpdateEvent();
  const [progress, setProgress] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useForm<FormValues, unknown, EventFormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: initialValues(mode ?? { kind: 'add' }),
  });
  const { register, handleSubmit, reset, setValue, setError, watch, formState } = form;
  const errors = formState.errors;
  const saving = createEvent.isPending || updateEvent.isPending;

  // Opening add clears the form, the image and the preview; opening edit fills it from the event.
  useEffect(() => {
    if (mode) {
      reset(initialValues(mode));
      setProgress(0);
      if (fileInput.current) fileInput.current.value = '';
    }
  }, [mode, reset]);

  const image = watch('eventImage');
  const existingImageUrl = watch('existingImageUrl');
  const objectUrl = useMemo(() => (image ? URL.createObjectURL(image) : null), [image]);
  useEffect(
    () => () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    },
    [objectUrl],
  );
  const preview = objectUrl ?? existingImageUrl;

  const pickImage = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!isImageFile(file)) {
      setError('eventImage', { type: 'type', message: 'Please choose an image file (JPG, PNG, WebP or GIF).' });
      return;
    }
    if (exceedsUploadLimit(file)) {
      toast.show(MESSAGES.eventFileTooLarge, 'danger');
      setError('eventImage', { type: 'size', message: MESSAGES.eventFileTooLarge });
      return;
    }
    setValue('eventImage', file, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
  };

  const submit = handleSubmit((values) => {
    if (!mode) return;
    const body = toFormData(values, form.getValues('eventImage'));
    const handlers = {
      onSuccess: (reply: { message: string }) => {
        reset(initialValues({ kind: 'add' }));
        onSaved(reply.message);
      },
      onError: (error: Error) => toast.show(error.message, 'danger'),
    };
    setProgress(0);
    if (mode.kind === 'edit') updateEvent.mutate({ id: mode.event._id, form: body, onProgress: setProgress }, handlers);
    else createEvent.mutate({ form: body, onProgress: setProgress }, handlers);
  });

  const id = (name: string) => `${uid}-${name}`;
  const describedBy = (name: keyof FormValues, hint?: string) =>
    [errors[name] ? id(`${name}-error`) : null, hint ?? null].filter(Boolean).join(' ') || undefined;
  const invalid = (name: keyof FormValues) => (errors[name] ? 'is-invalid' : '');
  const errorText = (name: keyof FormValues) =>
    errors[name] ? (
      <div id={id(`${name}-error`)} className="invalid-feedback d-block">
        {errors[name]?.message}
      </div>
    ) : null;
  const title = mode?.kind === 'edit' ? 'Edit Event' : 'Add Event';

  return (
    <>
      <Modal
        show={mode !== null}
        onHide={onHide}
        backdrop="static"
        size="lg"
        centered
        aria-labelledby={id('title')}
        className="event-form-modal"
      >
        <Modal.Header closeButton>
          <Modal.Title as="h2" id={id('title')} className="h4 mb-0">
            {title}
          </Modal.Title>
        </Modal.Header>
        <form onSubmit={submit} noValidate aria-labelledby={id('title')}>
          <Modal.Body>
            <div className="row g-3">
              <div className="col-12">
                <label htmlFor={id('name')} className="form-label">
                  Event Title
                </label>
                <input
                  id={id('name')}
                  className={`form-control ${invalid('eventName')}`}
                  aria-invalid={errors.eventName ? true : undefined}
                  aria-describedby={describedBy('eventName')}
                  {...register('eventName')}
                />
                {errorText('eventName')}
              </div>
              <div className="col-12">
                <label htmlFor={id('address')} className="form-label">
                  Event Address
                </label>
                <input
                  id={id('address')}
                  className={`form-control ${invalid('address')}`}
                  aria-invalid={errors.address ? true : undefined}
                  aria-describedby={describedBy('address')}
                  {...register('address')}
                />
                {errorText('address')}
              </div>
              <div className="col-12">
                <span className="form-label d-block" id={id('image-label')}>
                  Event Image
                </span>
                <div className={`event-image-picker ${errors.eventImage ? 'is-invalid' : ''}`}>
                  {preview ? (
                    <img className="event-image-picker__preview" src={preview} alt="Selected event image" />
                  ) : (
                    <div className="event-image-picker__empty" aria-hidden="true">
                      <svg viewBox="0 0 24 24" width="32" height="32">
                        <path
                          fill="currentColor"
                          d="M19 5v14H5V5h14m0-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2zm-4.86 8.86-3 3.87L9 13.14 6 17h12l-3.86-5.14z"
                        />
                      </svg>
                    </div>
                  )}
                  <div className="event-image-picker__text">
                    <label htmlFor={id('image')} className="btn btn-outline-danger btn-sm">
                      {preview ? 'Change image' : 'Select an image'}
                    </label>
                    <input
                      ref={fileInput}
                      id={id('image')}
                      type="file"
                      accept={IMAGE_ACCEPT}
                      className="visually-hidden-focusable-input"
                      aria-labelledby={id('image-label')}
                      aria-invalid={errors.eventImage ? true : undefined}
                      aria-describedby={describedBy('eventImage', id('image-hint'))}
                      onChange={pickImage}
                    />
                    <p id={id('image-hint')} className="small text-body-secondary mb-0 mt-2">
                      {MESSAGES.uploadHint}
                    </p>
                    {image && <p className="small mb-0 mt-1 text-break">{image.name}</p>}
                  </div>
                </div>
                {errorText('eventImage')}
              </div>
              <div className="col-12">
                <label htmlFor={id('description')} className="form-label">
                  Event Description
                </label>
                <textarea
                  id={id('description')}
                  rows={4}
                  className={`form-control ${invalid('eventDescription')}`}
                  aria-invalid={errors.eventDescription ? true : undefined}
                  aria-describedby={describedBy('eventDescription')}
                  {...register('eventDescription')}
                />
                {errorText('eventDescription')}
              </div>
              <div className="col-12 col-md-6">
                <label htmlFor={id('datetime')} className="form-label">
                  Event Date &amp; Time <span className="text-body-secondary fw-normal">(IST)</span>
                </label>
                <input
                  id={id('datetime')}
                  type="datetime-local"
                  className={`form-control ${invalid('eventDateTime')}`}
                  aria-invalid={errors.eventDateTime ? true : undefined}
                  aria-describedby={describedBy('eventDateTime')}
                  {...register('eventDateTime')}
                />
                {errorText('eventDateTime')}
              </div>
              <div className="col-6 col-md-3">
                <label htmlFor={id('seats')} className="form-label">
                  Total Seats
                </label>
                <input
                  id={id('seats')}
                  type="number"
                  min={1}
                  step={1}
                  inputMode="numeric"
                  className={`form-control ${invalid('totalSeats')}`}
                  aria-invalid={errors.totalSeats ? true : undefined}
                  aria-describedby={describedBy('totalSeats')}
                  {...register('totalSeats')}
                />
                {errorText('totalSeats')}
              </div>
              <div className="col-6 col-md-3">
                <label htmlFor={id('fee')} className="form-label">
                  Entry Fee <span className="text-body-secondary fw-normal">(₹)</span>
                </label>
                <input
                  id={id('fee')}
                  type="number"
                  min={0}
                  step="any"
                  inputMode="decimal"
                  className={`form-control ${invalid('entryFee')}`}
                  aria-invalid={errors.entryFee ? true : undefined}
                  aria-describedby={describedBy('entryFee')}
                  {...register('entryFee')}
                />
                {errorText('entryFee')}
              </div>
            </div>
          </Modal.Body>
          <Modal.Footer>
            <button type="button" className="btn btn-outline-secondary" onClick={onHide}>
              Close
            </button>
            <SpinnerButton loading={saving}>{mode?.kind === 'edit' ? 'Update Event' : 'Add Event'}</SpinnerButton>
          </Modal.Footer>
        </form>
      </Modal>
      {saving && <FullScreenLoader label={`Saving event… ${Math.round(progress * 100)}%`} />}
    </>
  );
}

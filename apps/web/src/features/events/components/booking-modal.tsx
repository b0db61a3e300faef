import { useEffect, useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  bookingRequestSchema,
  DISCIPLINES,
  type AcademyEvent,
  type BookingDisplay,
  type BookingRequest,
  type BookingValues,
  type Fighter,
} from '@academy/contract';
import { SelectField, TextField } from '../../../components/form/controls.tsx';
import { usePersonInputs } from '../../../components/form/person-inputs.ts';
import { PrivacyNoticeLine } from '../../../components/privacy-notice-line.tsx';
import { SpinnerButton } from '../../../components/spinner-button.tsx';
import { useToast } from '../../../components/toast/toast-context.ts';
import { useT } from '../../../lib/i18n.ts';
import { formatEventsPageDate, formatInr } from '../../../lib/plain-format.ts';
import { loginState, useSession } from '../../../lib/session.ts';
import { useBookEvent } from '../api/book-event.ts';
import { useBookingPrefill } from '../api/get-booking-prefill.ts';
import '../../../components/brand-modal.css';

const COLUMN = 'col-12 col-md-6';

const BELT_SUGGESTIONS = ['White', 'Yellow', 'Orange', 'Green', 'Blue', 'Purple', 'Brown', 'Black'];

type FormValues = BookingRequest;

function emptyForm(eventId: string, fighterId: string | null): FormValues {
  return {
    eventId,
    fighterId,
    fighterName: '',
    email: '',
    mobileNumber: '',
    age: '',
    beltLevel: '',
    height: '',
    weight: '',
    discipline: '' as FormValues['discipline'],
    masterName: '',
    academyName: '',
  };
}

/** The fighter's profile as booking values; empty profile fields stay empty for the fighter to fill. */
function fromFighter(fighter: Fighter): Partial<FormValues> {
  const discipline = DISCIPLINES.find((d) => d === fighter.discipline);
  return {
    fighterName: fighter.fullName,
    email: fighter.email,
    mobileNumber: fighter.mobileNumber,
    age: fighter.age ?? '',
    beltLevel: fighter.beltLevel ?? '',
    height: fighter.height ?? '',
    weight: fighter.weight ?? '',
    discipline: discipline ?? ('' as FormValues['discipline']),
    masterName: fighter.masterName ?? '',
    academyName: fighter.academyName ?? '',
  };
}

interface Props {
  event: AcademyEvent | null;
  show: boolean;
  onHide: () => void;
  onBooked: (booking: BookingDisplay) => void;
  /** Off when the loading frame already stands where the modal opens (events-page.tsx). */
  animation?: boolean;
}

/** Book a Seat: static backdrop, titled with the event, prefilled for a logged-in fighter. */
export function BookingModal({ event, show, onHide, onBooked, animation = true }: Props) {
  const t = useT();
  const personInputs = usePersonInputs();
  const uid = useId();
  const session = useSession();
  const fighterId = loginState(session) === 'fighter' ? (session.fighterId ?? session.userId) : null;
  const toast = useToast();
  const booking = useBookEvent();
  const prefill = useBookingPrefill(fighterId, show);
  const form = useForm<FormValues, unknown, BookingValues>({
    resolver: zodResolver(bookingRequestSchema),
    mode: 'onTouched',
    defaultValues: emptyForm(event?._id ?? '', fighterId),
  });
  const { register, handleSubmit, reset, formState } = form;
  const errors = formState.errors;

  // A new event starts from a clean form with only the event and fighter id filled in.
  useEffect(() => {
    if (show && event) reset(emptyForm(event._id, fighterId));
  }, [show, event, fighterId, reset]);

  // The profile arrives after the modal opened: fill it in without overwriting what was typed meanwhile.
  const fighter = prefill.data?.fighter;
  useEffect(() => {
    if (show && event && fighter) {
      reset({ ...emptyForm(event._id, fighterId), ...fromFighter(fighter) }, { keepDirtyValues: true });
    }
  }, [show, event, fighter, fighterId, reset]);

  const submit = handleSubmit((values) => {
    booking.mutate(values, {
      onSuccess: (reply) => {
        reset(emptyForm(event?._id ?? '', fighterId));
        onBooked(reply.data);
      },
      onError: (error) => toast.show(error.message, 'danger'),
    });
  });

  const id = (name: string) => `${uid}-${name}`;
  const titleId = id('title');

  return (
    <Modal
      show={show}
      onHide={onHide}
      backdrop="static"
      animation={animation}
      centered
      size="lg"
      aria-labelledby={titleId}
      className="brand-modal booking-modal"
    >
      <Modal.Header closeButton closeVariant="white" closeLabel={t('events.booking.close')}>
        <div>
          <p className="booking-modal__eyebrow">{t('events.bookSeat')}</p>
          <Modal.Title as="h2" id={titleId} className="booking-modal__title">
            {event?.eventName}
          </Modal.Title>
        </div>
      </Modal.Header>
      {event && (
        <form onSubmit={submit} noValidate aria-labelledby={titleId}>
          <Modal.Body>
            {/* In full: the cards clamp it, and a parent should read the rules (safety gear…) before booking. */}
            {event.eventDescription && <p className="booking-modal__description">{event.eventDescription}</p>}
            <dl className="booking-modal__facts">
              <div>
                <dt>{t('events.fact.eventId')}</dt>
                <dd className="text-break">{event._id}</dd>
              </div>
              <div>
                <dt>{t('events.fact.location')}</dt>
                <dd>{event.address}</dd>
              </div>
              <div>
                <dt>{t('events.fact.dateTime')}</dt>
                <dd>{formatEventsPageDate(event.eventDateTime)} IST</dd>
              </div>
              <div>
                <dt>{t('events.fact.entryFee')}</dt>
                <dd>{formatInr(event.entryFee)}</dd>
              </div>
            </dl>
            {fighterId && prefill.isFetching && (
              <p className="small text-body-secondary" role="status">
                {t('events.booking.prefilling')}
              </p>
            )}
            <input type="hidden" {...register('eventId')} />
            <div className="row g-3">
              <TextField
                id={id('name')}
                label={t('events.booking.name')}
                autoComplete="name"
                className={COLUMN}
                error={errors.fighterName?.message}
                {...register('fighterName')}
              />
              <TextField
                id={id('email')}
                label={t('events.booking.email')}
                type="email"
                inputMode="email"
                autoComplete="email"
                className={COLUMN}
                error={errors.email?.message}
                {...register('email')}
              />
              <TextField
                id={id('mobile')}
                {...personInputs.mobileNumber}
                className={COLUMN}
                error={errors.mobileNumber?.message}
                {...register('mobileNumber')}
              />
              <TextField
                id={id('age')}
                {...personInputs.age}
                className={COLUMN}
                error={errors.age?.message}
                {...register('age')}
              />
              <TextField
                id={id('belt')}
                label={t('events.booking.beltLevel')}
                list={id('belts')}
                className={COLUMN}
                error={errors.beltLevel?.message}
                {...register('beltLevel')}
              />
              <datalist id={id('belts')}>
                {BELT_SUGGESTIONS.map((belt) => (
                  <option key={belt} value={belt} />
                ))}
              </datalist>
              <TextField
                id={id('height')}
                {...personInputs.height}
                className={COLUMN}
                error={errors.height?.message}
                {...register('height')}
              />
              <TextField
                id={id('weight')}
                {...personInputs.weight}
                className={COLUMN}
                error={errors.weight?.message}
                {...register('weight')}
              />
              <SelectField
                id={id('discipline')}
                {...personInputs.discipline}
                className={COLUMN}
                error={errors.discipline?.message}
                {...register('discipline')}
              />
              <TextField
                id={id('master')}
                label={t('events.booking.masterName')}
                className={COLUMN}
                error={errors.masterName?.message}
                {...register('masterName')}
              />
              <TextField
                id={id('academy')}
                label={t('events.booking.academyName')}
                autoComplete="organization"
                className={COLUMN}
                error={errors.academyName?.message}
                {...register('academyName')}
              />
            </div>
            <PrivacyNoticeLine className="mt-3 mb-0" />
          </Modal.Body>
          <Modal.Footer>
            <button type="button" className="btn btn-outline-secondary" onClick={onHide} disabled={booking.isPending}>
              {t('events.booking.close')}
            </button>
            <SpinnerButton loading={booking.isPending}>{t('events.bookSeat')}</SpinnerButton>
          </Modal.Footer>
        </form>
      )}
    </Modal>
  );
}

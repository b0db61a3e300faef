import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADULT_AGE,
  bookingRequestSchema,
  DISCIPLINES,
  formatMobile,
  type AcademyEvent,
  type BookingDisplay,
  type BookingPayment,
  type BookingRequest,
  type BookingValues,
  type Fighter,
  type GuardianRequest,
  type JoinWaitlistReply,
  type Rank,
} from '@academy/contract';
import { BeltSelectField } from '../../../../components/form/belt-select-field.tsx';
import { SelectField, TextField } from '../../../../components/form/controls.tsx';
import { Field } from '../../../../components/form/field.tsx';
import { GuardianFields } from '../../../../components/form/guardian-fields.tsx';
import { formattingMobile, usePersonInputs } from '../../../../components/form/person-inputs.ts';
import { PrivacyNoticeLine } from '../../../../components/privacy-notice-line.tsx';
import { SpinnerButton } from '../../../../components/spinner-button.tsx';
import { useToast } from '../../../../components/toast/toast-context.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { isChildProfile, profileAge, useFamily } from '../../../../lib/family.ts';
import { useT } from '../../../../lib/i18n.ts';
import { formatEventsPageDate, formatInr } from '../../../../lib/plain-format.ts';
import { beltChoice } from '../../../../lib/rank-words.ts';
import { loginState, useSession } from '../../../../lib/session.ts';
import { useRanks } from '../../../../lib/use-ranks.ts';
import { useBookEvent } from '../../api/book-event.ts';
import { useBookingPrefill } from '../../../../lib/fighter-details.ts';
import { eventsQuery } from '../../../../lib/events-list.ts';
import { useJoinWaitlist } from '../../api/join-waitlist.ts';
import { useBookingPrefillRecords } from '../../api/get-booking-prefill.ts';
import { BookingRecords, filledFields, withRecord, type RecordField } from './booking-records.tsx';
import { seatsLeft } from '../seats.ts';
import { WaitlistJoined } from './waitlist-joined.tsx';
import '../../../../styles/bootstrap/forms.scss';
import '../../../../styles/bootstrap/grid.scss';
import '../../../../styles/bootstrap/modal.scss';
import '../../../../components/brand-modal.css';
import './waitlist.css';

const COLUMN = 'col-12 col-md-6';

type FormValues = BookingRequest;

/** The guardian block's starting values: a logged-in parent's own details, else blank. */
function guardianStart(account: Fighter | undefined): GuardianRequest {
  return {
    name: account?.fullName ?? '',
    relation: '' as GuardianRequest['relation'],
    mobileNumber: account ? formatMobile(account.mobileNumber) : '',
    email: account?.email ?? '',
    // Unticked: the agreement is the guardian's own act.
    agreed: false as unknown as true,
  };
}

function emptyForm(eventId: string, fighterId: string | null, account?: Fighter): FormValues {
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
    guardian: guardianStart(account),
  };
}

/** An age typed in the form that makes the attendee a child (India's DPDP Act 2023: under 18). */
function typedMinor(age: unknown): boolean {
  const text = typeof age === 'number' ? String(age) : typeof age === 'string' ? age.trim() : '';
  const years = Number(text);
  return text !== '' && Number.isFinite(years) && years > 0 && years < ADULT_AGE;
}

/**
 * The guardian block counts for an attendee under 18, unless the booking is for a child's profile of the family,
 * whose guardian is on record (and whom the server recognises by fighterId). Otherwise the form sends null.
 */
function guardianNeeded(values: Pick<FormValues, 'age' | 'fighterId'>, familyChildren: ReadonlySet<string>) {
  return typedMinor(values.age) && !(values.fighterId && familyChildren.has(values.fighterId));
}

/**
 * The fighter's profile as booking values; empty profile fields stay empty for the fighter to fill. The belt is the
 * syllabus's option for the rank recorded or typed, once the syllabus is there.
 */
function fromFighter(fighter: Fighter, ranks: readonly Rank[]): Partial<FormValues> {
  const discipline = DISCIPLINES.find((d) => d === fighter.discipline);
  return {
    fighterName: fighter.fullName,
    email: fighter.email,
    mobileNumber: formatMobile(fighter.mobileNumber),
    // A child's age follows from the date of birth.
    age: profileAge(fighter) ?? '',
    beltLevel: beltChoice(fighter, ranks),
    height: fighter.height ?? '',
    weight: fighter.weight ?? '',
    discipline: discipline ?? ('' as FormValues['discipline']),
    masterName: fighter.masterName ?? '',
    academyName: fighter.academyName ?? '',
  };
}

/**
 * What the form does: book a seat, or join the waiting list of a full event, and why it switched when the server
 * found the event otherwise than the card showed it (the last seat taken meanwhile, or a seat freed); once joined,
 * the place in line.
 */
interface Stage {
  waitlist: boolean;
  notice: 'tookLastSeat' | 'seatFreed' | null;
  joined: JoinWaitlistReply['entry'] | null;
}

const BOOKING: Stage = { waitlist: false, notice: null, joined: null };
const startStage = (event: AcademyEvent): Stage => ({ ...BOOKING, waitlist: seatsLeft(event) === 0 });

interface Props {
  event: AcademyEvent | null;
  show: boolean;
  onHide: () => void;
  /**
   * The booking, for a paid event what is owed and until when its seat is held, the ticket's QR text, and who booked
   * when not the attendee: the logged-in parent of a child of the family, or the guardian named in the form.
   */
  onBooked: (
    booking: BookingDisplay,
    payment: BookingPayment | null,
    ticket: string,
    bookerName: string | null,
  ) => void;
  /** Off when the loading frame already stands where the modal opens (events-page.tsx). */
  animation?: boolean;
}

/**
 * Book a Seat: static backdrop, titled with the event, prefilled for a logged-in fighter, who may book for a child
 * of the family instead ("Booking for"). An attendee under 18 who is not a family child needs a parent or guardian,
 * whom the server emails for consent. For a full event the same form joins the waiting list; a booking refused
 * because the last seat went meanwhile offers the waiting list with what was typed.
 */
export function BookingModal({ event, show, onHide, onBooked, animation = true }: Props) {
  const t = useT();
  const personInputs = usePersonInputs();
  const uid = useId();
  const session = useSession();
  const fighterId = loginState(session) === 'fighter' ? (session.fighterId ?? session.userId) : null;
  const toast = useToast();
  const queryClient = useQueryClient();
  const booking = useBookEvent();
  const joining = useJoinWaitlist();
  const busy = booking.isPending || joining.isPending;
  // Set afresh each time the modal opens, and kept while it fades out after closing.
  const [stage, setStage] = useState<Stage>(BOOKING);
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  const opening = show && event ? event._id : null;
  if (opening !== openedFor) {
    setOpenedFor(opening);
    if (event && opening) setStage(startStage(event));
  }
  const prefill = useBookingPrefill(fighterId, show);
  const family = useFamily(show && fighterId !== null);
  const records = useBookingPrefillRecords(show && fighterId !== null);
  const ranks = useRanks(show);
  const syllabus = useMemo(() => ranks.data?.ranks ?? [], [ranks.data]);
  // The details the last fill took from the records: shown as a summary, asked only when missing or changed.
  const [recorded, setRecorded] = useState<ReadonlySet<RecordField>>(new Set());
  const [editing, setEditing] = useState(false);
  /** A profile's booking values with what the records add, noting which fields the fill gave. */
  const fillFrom = useCallback(
    (profile: Fighter) => {
      const record = records.data?.profiles.find((each) => each.fighterId === profile.id);
      const values = fromFighter(withRecord(profile, record), syllabus);
      setRecorded(filledFields(values));
      setEditing(false);
      return values;
    },
    [records.data, syllabus],
  );
  const familyProfiles = useMemo(() => family.data?.profiles ?? [], [family.data]);
  const children = familyProfiles.filter(isChildProfile);
  // Read when the form is checked, which happens after the family has arrived.
  const familyChildren = useRef<ReadonlySet<string>>(new Set());
  useEffect(() => {
    familyChildren.current = new Set(familyProfiles.filter(isChildProfile).map((profile) => profile.id));
  }, [familyProfiles]);
  const resolver = useMemo<Resolver<FormValues, unknown, BookingValues>>(() => {
    const schema = zodResolver(bookingRequestSchema) as Resolver<FormValues, unknown, BookingValues>;
    // A guardian block that does not count is not checked, and goes as null.
    return (values, context, options) =>
      schema(
        { ...values, guardian: guardianNeeded(values, familyChildren.current) ? values.guardian : null },
        context,
        options,
      );
  }, []);
  const form = useForm<FormValues, unknown, BookingValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: emptyForm(event?._id ?? '', fighterId),
  });
  const { register, handleSubmit, reset, getValues, control, formState } = form;
  const errors = formState.errors;
  const [age, bookedFor, attendeeName, belt] = useWatch({
    control,
    name: ['age', 'fighterId', 'fighterName', 'beltLevel'],
  });
  const bookingChild = children.find((child) => child.id === bookedFor);
  const showGuardian = typedMinor(age) && !bookingChild;

  // A new event starts from a clean form with only the event and fighter id filled in.
  useEffect(() => {
    if (show && event) reset(emptyForm(event._id, fighterId));
  }, [show, event, fighterId, reset]);

  // The profile (and the belts) arrive after the modal opened: fill it in without overwriting what was typed
  // meanwhile, unless a child of the family was chosen meanwhile.
  const fighter = prefill.data?.fighter;
  useEffect(() => {
    if (show && event && fighter && (getValues('fighterId') ?? fighterId) === fighterId) {
      reset({ ...emptyForm(event._id, fighterId, fighter), ...fillFrom(fighter) }, { keepDirtyValues: true });
    }
  }, [show, event, fighter, fighterId, fillFrom, reset, getValues]);

  // A parent who does not train books for a child far more often than for themself: the form starts on the eldest
  // child, once per opening (after the belts, which its belt is chosen from), unless something was typed or chosen
  // meanwhile. The parent stays in "Booking for": an event is open to anyone, visitors included.
  const firstChild = fighter && !fighter.trains && !ranks.isPending && !records.isPending ? children[0] : undefined;
  const startedOnChild = useRef(false);
  const touched = formState.isDirty;
  useEffect(() => {
    if (!show) startedOnChild.current = false;
    if (!show || !event || !firstChild || startedOnChild.current) return;
    startedOnChild.current = true;
    if (touched || getValues('fighterId') !== fighterId) return;
    reset({ ...emptyForm(event._id, firstChild.id), ...fillFrom(firstChild), guardian: guardianStart(fighter) });
  }, [show, event, firstChild, fighter, fighterId, fillFrom, touched, reset, getValues]);

  // "Booking for": the chosen profile's details replace the form's, and its id goes with the booking.
  const bookFor = (profileId: string) => {
    const profile = familyProfiles.find((member) => member.id === profileId);
    if (!event || !profile) return;
    reset({
      ...emptyForm(event._id, profile.id),
      ...fillFrom(profile),
      guardian: getValues('guardian') ?? guardianStart(fighter),
    });
  };

  /**
   * A 409 may mean the seats are not what the card showed: the last one went since (offer the waiting list) or one
   * came free (offer to book). The server's words say which only in the reader's language, so the event's current
   * counts decide; any other refusal is shown as it is.
   */
  const refused = (error: Error, waitlist: boolean) => {
    if (!(error instanceof ApiError && error.httpStatus === 409 && event)) return toast.show(error.message, 'danger');
    queryClient.fetchQuery({ ...eventsQuery, staleTime: 0 }).then(
      (reply) => {
        const now = reply.events.find((candidate) => candidate._id === event._id);
        const full = now !== undefined && now.category === 'upcoming' && seatsLeft(now) === 0;
        if (now && now.category === 'upcoming' && full !== waitlist)
          setStage({ waitlist: full, notice: full ? 'tookLastSeat' : 'seatFreed', joined: null });
        else toast.show(error.message, 'danger');
      },
      () => toast.show(error.message, 'danger'),
    );
  };

  const submit = handleSubmit((values) => {
    if (stage.waitlist) {
      joining.mutate(values, {
        onSuccess: (reply) => setStage({ ...stage, notice: null, joined: reply.entry }),
        onError: (error) => refused(error, true),
      });
      return;
    }
    booking.mutate(values, {
      onSuccess: (reply) => {
        const booker = bookingChild ? (fighter?.fullName ?? null) : (values.guardian?.name ?? null);
        reset(emptyForm(event?._id ?? '', fighterId, fighter));
        onBooked(reply.data, reply.payment, reply.ticket, booker);
      },
      onError: (error) => refused(error, false),
    });
  });
  const action = stage.waitlist ? t('events.waitlist.join') : t('events.bookSeat');

  const id = (name: string) => `${uid}-${name}`;
  const titleId = id('title');
  // Busy until the family's details are in: the fields asked depend on what the records hold.
  const filling = fighterId !== null && (prefill.isFetching || records.isFetching || family.isFetching);
  // A visitor has no records: every field is asked. A field the server or the schema refused is asked again.
  const asked = (field: RecordField) => fighterId === null || editing || !recorded.has(field) || !!errors[field];
  const values = getValues();
  const labels: Record<RecordField, string> = {
    fighterName: t('events.booking.name'),
    email: t('events.booking.email'),
    mobileNumber: personInputs.mobileNumber.label,
    age: personInputs.age.label,
    beltLevel: t('events.booking.beltLevel'),
    height: personInputs.height.label,
    weight: personInputs.weight.label,
    discipline: personInputs.discipline.label,
    masterName: t('events.booking.masterName'),
    academyName: t('events.booking.academyName'),
  };
  const summary = [...recorded]
    .filter((field) => !asked(field))
    .map(
      (field) =>
        [
          labels[field],
          field === 'discipline'
            ? personInputs.discipline.optionLabel(String(values.discipline))
            : String(values[field] ?? ''),
        ] as const,
    );

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
          <p className="booking-modal__eyebrow">{action}</p>
          <Modal.Title as="h2" id={titleId} className="booking-modal__title">
            {event?.eventName}
          </Modal.Title>
        </div>
      </Modal.Header>
      {event && stage.joined && (
        <>
          <Modal.Body>
            <WaitlistJoined entry={stage.joined} offerHours={event.offerHours} signedIn={fighterId !== null} />
          </Modal.Body>
          <Modal.Footer>
            <button type="button" className="btn btn-danger" onClick={onHide}>
              {t('events.booking.close')}
            </button>
          </Modal.Footer>
        </>
      )}
      {event && !stage.joined && (
        <form onSubmit={submit} noValidate aria-labelledby={titleId} aria-busy={filling}>
          <Modal.Body>
            {stage.notice && (
              <div className="alert alert-info" role="alert">
                {stage.notice === 'tookLastSeat' ? t('events.waitlist.tookLastSeat') : t('events.waitlist.seatFreed')}
              </div>
            )}
            {stage.waitlist && (
              <div className="booking-modal__waitlist">
                <p className="mb-1">{t('events.waitlist.intro', { hours: event.offerHours })}</p>
                <p className="mb-0 small">{t('events.waitlist.waiting', { count: event.waitingCount })}</p>
              </div>
            )}
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
            {filling && (
              <p className="small text-body-secondary" role="status">
                {t('events.booking.prefilling')}
              </p>
            )}
            <input type="hidden" {...register('eventId')} />
            <div className="row g-3">
              {children.length > 0 && (
                <Field
                  id={id('for')}
                  label={t('events.booking.bookingFor')}
                  hint={
                    bookingChild?.consent?.state === 'withdrawn'
                      ? t('events.booking.consentWithdrawn', { name: bookingChild.fullName })
                      : t('events.booking.bookingForHint')
                  }
                  className="col-12"
                >
                  {(control) => (
                    <select
                      className="form-select"
                      {...control}
                      {...register('fighterId', { onChange: (change) => bookFor(String(change.target.value)) })}
                    >
                      {familyProfiles.map((profile) => (
                        <option key={profile.id} value={profile.id}>
                          {isChildProfile(profile)
                            ? profile.fullName
                            : t('events.booking.forYourself', { name: profile.fullName })}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
              )}
              {summary.length > 0 && (
                <BookingRecords
                  id={id('records')}
                  name={String(values.fighterName ?? '')}
                  rows={summary}
                  onChange={() => setEditing(true)}
                />
              )}
              {asked('fighterName') && (
                <TextField
                  id={id('name')}
                  label={t('events.booking.name')}
                  autoComplete="name"
                  className={COLUMN}
                  error={errors.fighterName?.message}
                  {...register('fighterName')}
                />
              )}
              {asked('email') && (
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
              )}
              {asked('mobileNumber') && (
                <TextField
                  id={id('mobile')}
                  {...personInputs.mobileNumber}
                  className={COLUMN}
                  error={errors.mobileNumber?.message}
                  {...formattingMobile(register('mobileNumber'))}
                />
              )}
              {asked('age') && (
                <TextField
                  id={id('age')}
                  {...personInputs.age}
                  className={COLUMN}
                  error={errors.age?.message}
                  {...register('age')}
                />
              )}
              {/* Held to the form's value: the belts may arrive after the profile filled it in. */}
              {asked('beltLevel') && (
                <BeltSelectField
                  id={id('belt')}
                  label={t('events.booking.beltLevel')}
                  ranks={syllabus}
                  placeholder={t('events.booking.selectBelt')}
                  className={COLUMN}
                  error={errors.beltLevel?.message}
                  {...register('beltLevel')}
                  value={belt ?? ''}
                />
              )}
              {asked('height') && (
                <TextField
                  id={id('height')}
                  {...personInputs.height}
                  className={COLUMN}
                  error={errors.height?.message}
                  {...register('height')}
                />
              )}
              {asked('weight') && (
                <TextField
                  id={id('weight')}
                  {...personInputs.weight}
                  className={COLUMN}
                  error={errors.weight?.message}
                  {...register('weight')}
                />
              )}
              {asked('discipline') && (
                <SelectField
                  id={id('discipline')}
                  {...personInputs.discipline}
                  className={COLUMN}
                  error={errors.discipline?.message}
                  {...register('discipline')}
                />
              )}
              {asked('masterName') && (
                <TextField
                  id={id('master')}
                  label={t('events.booking.masterName')}
                  className={COLUMN}
                  error={errors.masterName?.message}
                  {...register('masterName')}
                />
              )}
              {asked('academyName') && (
                <TextField
                  id={id('academy')}
                  label={t('events.booking.academyName')}
                  autoComplete="organization"
                  className={COLUMN}
                  error={errors.academyName?.message}
                  {...register('academyName')}
                />
              )}
            </div>
            {showGuardian && (
              <GuardianFields
                register={register}
                errors={errors.guardian}
                idPrefix={uid}
                childName={attendeeName ?? ''}
                column={COLUMN}
              />
            )}
            <PrivacyNoticeLine className="mt-3 mb-0" />
          </Modal.Body>
          <Modal.Footer>
            <button type="button" className="btn btn-outline-secondary" onClick={onHide} disabled={busy}>
              {t('events.booking.close')}
            </button>
            <SpinnerButton loading={busy}>{action}</SpinnerButton>
          </Modal.Footer>
        </form>
      )}
    </Modal>
  );
}

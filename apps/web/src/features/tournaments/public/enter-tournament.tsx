import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import {
  enterTournamentSchema,
  formatPaise,
  payPagePath,
  type AcademyEvent,
  type EnterTournamentReply,
  type EnterTournamentRequest,
  type Fighter,
  type Rank,
  type TournamentCategoriesReply,
} from '@academy/contract';
import { academy } from '../../../config/academy.ts';
import { EventTicket } from '../../../components/event-ticket.tsx';
import { TextField } from '../../../components/form/controls.tsx';
import { FieldError } from '../../../components/form/field.tsx';
import { formattingMobile, usePersonInputs } from '../../../components/form/person-inputs.ts';
import { Icon } from '../../../components/icon.tsx';
import { PrivacyNoticeLine } from '../../../components/privacy-notice-line.tsx';
import { SpinnerButton } from '../../../components/spinner-button.tsx';
import { formatDay, isChildProfile, useFamily } from '../../../lib/family.ts';
import { formatInr } from '../../../lib/format.ts';
import { useLanguage, useT } from '../../../lib/i18n.ts';
import { usePublicPath } from '../../../lib/language-paths.ts';
import { loginState, useSession } from '../../../lib/session.ts';
import { useRanks } from '../../../lib/use-ranks.ts';
import { useEnterTournament } from '../api/enter-tournament.ts';
import { useTournamentCategories } from '../api/tournament-categories.ts';
import { AthleteFields } from '../entering/athlete-fields.tsx';
import { requestResolver } from '../entering/request-resolver.ts';
import { athletesFromCsv, CSV_TEMPLATE } from '../entering/athletes-csv.ts';
import { blankAthlete, entriesRequest, type AthleteRow, type EntriesFormValues } from '../entering/entry-fits.ts';
import '../../../styles/bootstrap/forms.scss';
import './enter-tournament.css';

/** The request the form makes: the one entering, and each athlete with the profile their row came from. */
function enterRequest(values: EntriesFormValues, rules: TournamentCategoriesReply): EnterTournamentRequest {
  const { club, athletes } = entriesRequest(values, rules);
  return {
    contactName: values.contactName ?? '',
    email: values.email ?? '',
    mobileNumber: values.mobileNumber ?? '',
    club,
    coachName: values.coachName ?? '',
    // Unticked goes as false, for the schema to refuse with its message.
    guardiansAgree: (values.guardiansAgree ?? false) as true,
    athletes: athletes.map((athlete, index) => ({ ...athlete, fighterId: values.athletes[index]!.fighterId })),
  };
}

/** A profile of the family as a row of the form: what the academy's records hold, the categories left to choose. */
function familyRow(profile: Fighter, ranks: readonly Rank[]): AthleteRow {
  const rank = ranks.find((each) => each.id === profile.rankId);
  const gender = profile.gender?.toLowerCase();
  return {
    ...blankAthlete(),
    athleteName: profile.fullName,
    gender: gender === 'male' || gender === 'female' ? gender : '',
    dateOfBirth: profile.dateOfBirth ?? '',
    weightKg: profile.weight === null ? '' : String(profile.weight),
    beltKind: rank ? rank.kind : '',
    beltGrade: rank ? String(rank.grade) : '',
    fighterId: profile.id,
  };
}

/** Where the entries went: each athlete's ticket for the weigh-in, and the one payment for all of them. */
function Entered({ reply }: { reply: EnterTournamentReply }) {
  const t = useT();
  const publicPath = usePublicPath();
  const { payment } = reply;
  return (
    <section className="enter-tournament__done" aria-labelledby="entered-title" tabIndex={-1}>
      <h2 id="entered-title" className="enter-tournament__title">
        {reply.message}
      </h2>
      {payment ? (
        <div className="enter-tournament__pay">
          <p className="mb-2">
            {t('tournaments.enter.toPay', { amount: formatPaise(payment.amountPaise), reference: payment.reference })}
          </p>
          <Link className="btn btn-danger btn-lg" to={publicPath(payPagePath(payment.paymentId, payment.linkSecret))}>
            {t('tournaments.enter.payNow', { amount: formatPaise(payment.amountPaise) })}
          </Link>
        </div>
      ) : (
        <p>{t('tournaments.enter.nothingToPay')}</p>
      )}
      <p className="enter-tournament__note">{t('tournaments.enter.ticketsNote')}</p>
      <ul className="enter-tournament__tickets">
        {reply.athletes.map((athlete) => (
          <li key={athlete.bookingId} className="enter-tournament__ticket">
            <EventTicket
              ticket={athlete.ticket}
              bookingCode={athlete.bookingId}
              eventName={reply.eventName}
              attendee={athlete.athleteName}
            />
            <p className="enter-tournament__categories">{athlete.categories.join(' · ')}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The form, once the tournament's categories are here. */
function EntryForm({
  rules,
  onEntered,
}: {
  rules: TournamentCategoriesReply;
  onEntered: (r: EnterTournamentReply) => void;
}) {
  const t = useT();
  const language = useLanguage();
  const uid = useId();
  const inputs = usePersonInputs();
  const session = useSession();
  const isFamily = loginState(session) === 'fighter';
  const family = useFamily(isFamily);
  const ranks = useRanks();
  const enter = useEnterTournament();
  const fileInput = useRef<HTMLInputElement>(null);
  const [unclear, setUnclear] = useState<number[] | null>(null);
  const account = family.data?.profiles.find((profile) => !isChildProfile(profile));
  const resolver = requestResolver(enterTournamentSchema, (values) => enterRequest(values, rules));
  const { control, register, handleSubmit, setValue, getValues, formState } = useForm<
    EntriesFormValues,
    unknown,
    EnterTournamentRequest
  >({
    resolver,
    mode: 'onSubmit',
    // A family enters their own children (added from the family's records below), for the academy.
    defaultValues: {
      club: isFamily ? academy.name : '',
      contactName: '',
      email: '',
      mobileNumber: '',
      coachName: '',
      guardiansAgree: false,
      athletes: isFamily ? [] : [blankAthlete()],
    },
  });
  // The one entering is the account holder, once the family is here; what they typed stays.
  useEffect(() => {
    if (!account) return;
    for (const [field, value] of [
      ['contactName', account.fullName],
      ['email', account.email],
      ['mobileNumber', account.mobileNumber],
    ] as const) {
      if (!getValues(field)) setValue(field, value);
    }
  }, [account, getValues, setValue]);
  const athletes = useFieldArray({ control, name: 'athletes' });
  const rows = useWatch({ control, name: 'athletes' });
  const request = entriesRequest({ club: '', athletes: rows }, rules);
  const entries = request.athletes.reduce((sum, athlete) => sum + athlete.categoryIds.length, 0);
  const id = (name: string) => `${uid}-${name}`;
  const trainers = (family.data?.profiles ?? []).filter((profile) => profile.trains);

  const importCsv = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const read = athletesFromCsv(await file.text(), rules);
    // Rows left blank by hand give way to the file's.
    const typed = getValues('athletes').filter((row) => row.athleteName.trim() !== '');
    setValue('athletes', [...typed, ...read.rows], { shouldDirty: true });
    setUnclear(read.unclear);
  };

  const submit = handleSubmit((body) =>
    enter.mutate({ eventId: rules.eventId, request: body }, { onSuccess: onEntered }),
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby={id('title')} className="enter-tournament__form">
      <h2 id={id('title')} className="enter-tournament__title">
        {t('tournaments.enter.title')}
      </h2>
      <p className="enter-tournament__note">
        {t('tournaments.enter.lead', { fee: formatInr(rules.categoryFee), day: formatDay(rules.day, language) })}
      </p>

      <fieldset className="enter-tournament__who">
        <legend className="enter-tournament__legend">{t('tournaments.enter.who')}</legend>
        <div className="enter-tournament__grid">
          <TextField
            id={id('contact')}
            label={t('tournaments.enter.contactName')}
            autoComplete="name"
            error={formState.errors.contactName?.message}
            {...register('contactName')}
          />
          <TextField
            id={id('email')}
            label={t('tournaments.enter.email')}
            type="email"
            autoComplete="email"
            error={formState.errors.email?.message}
            {...register('email')}
          />
          <TextField
            id={id('mobile')}
            {...inputs.mobileNumber}
            error={formState.errors.mobileNumber?.message}
            {...formattingMobile(register('mobileNumber'))}
          />
          <TextField
            id={id('club')}
            label={t('tournaments.enter.club')}
            autoComplete="organization"
            error={formState.errors.club?.message}
            {...register('club')}
          />
          <TextField
            id={id('coach')}
            label={t('tournaments.enter.coach')}
            hint={t('tournaments.enter.coachHint')}
            error={formState.errors.coachName?.message}
            {...register('coachName')}
          />
        </div>
      </fieldset>

      {isFamily && trainers.length > 0 && (
        <div className="enter-tournament__family" role="group" aria-label={t('tournaments.enter.family')}>
          <span className="enter-tournament__legend">{t('tournaments.enter.family')}</span>
          {trainers.map((profile) => {
            const added = rows.some((row) => row.fighterId === profile.id);
            return (
              <button
                key={profile.id}
                type="button"
                className="btn btn-outline-dark btn-sm"
                disabled={added}
                onClick={() => athletes.append(familyRow(profile, ranks.data?.ranks ?? []))}
              >
                <Icon name={added ? 'check' : 'plus'} size={16} />
                {profile.fullName}
              </button>
            );
          })}
        </div>
      )}

      <div className="enter-tournament__athletes">
        {athletes.fields.map((field, index) => (
          <AthleteFields
            key={field.id}
            index={index}
            tournament={rules}
            control={control}
            register={register}
            setValue={setValue}
            errors={formState.errors}
            validating={formState.isSubmitted}
            onRemove={() => athletes.remove(index)}
          />
        ))}
      </div>
      {formState.errors.athletes?.message && (
        <FieldError id={id('athletes-error')} message={formState.errors.athletes.message} />
      )}

      <div className="enter-tournament__add">
        <button type="button" className="btn btn-outline-dark" onClick={() => athletes.append(blankAthlete())}>
          <Icon name="plus" size={16} />
          {t('tournaments.add.another')}
        </button>
        <button type="button" className="btn btn-outline-dark" onClick={() => fileInput.current?.click()}>
          {t('tournaments.enter.csv')}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept=".csv,text/csv"
          className="visually-hidden"
          aria-label={t('tournaments.enter.csv')}
          onChange={(event) => void importCsv(event)}
        />
        <a
          className="enter-tournament__template"
          href={`data:text/csv;charset=utf-8,${encodeURIComponent(CSV_TEMPLATE)}`}
          download="athletes.csv"
        >
          {t('tournaments.enter.template')}
        </a>
      </div>
      {unclear !== null && (
        <p className="enter-tournament__csv-note" role="status">
          {unclear.length === 0
            ? t('tournaments.enter.csvRead')
            : t('tournaments.enter.csvUnclear', { lines: unclear.join(', ') })}
        </p>
      )}

      <div className="form-check enter-tournament__agree">
        <input
          type="checkbox"
          id={id('agree')}
          className={`form-check-input${formState.errors.guardiansAgree ? ' is-invalid' : ''}`}
          aria-describedby={formState.errors.guardiansAgree ? id('agree-error') : undefined}
          {...register('guardiansAgree')}
        />
        <label className="form-check-label" htmlFor={id('agree')}>
          {t('tournaments.enter.agree')}
        </label>
        <FieldError id={id('agree-error')} message={formState.errors.guardiansAgree?.message} />
      </div>
      <PrivacyNoticeLine />

      {enter.error && (
        <div className="alert alert-danger mt-3 mb-0" role="alert">
          {enter.error.message}
        </div>
      )}
      <div className="enter-tournament__foot">
        <p className="enter-tournament__total" aria-live="polite">
          {t('tournaments.add.total', {
            athletes: request.athletes.length,
            entries,
            fee: formatInr(entries * rules.categoryFee),
          })}
        </p>
        <SpinnerButton loading={enter.isPending}>{t('tournaments.enter.submit')}</SpinnerButton>
      </div>
    </form>
  );
}

/**
 * Entering a tournament from its event page: a parent adds their children from the family's records, a club's coach
 * types the team or brings a CSV; every athlete is offered only the categories they fit. One payment follows.
 */
export default function EnterTournament({ event }: { event: AcademyEvent }) {
  const t = useT();
  const categories = useTournamentCategories(event._id);
  const [entered, setEntered] = useState<EnterTournamentReply | null>(null);
  if (entered) return <Entered reply={entered} />;
  if (categories.isPending) return <p className="enter-tournament__note">{t('tournaments.enter.loading')}</p>;
  if (categories.isError) {
    return (
      <p className="alert alert-danger" role="alert">
        {categories.error.message}
      </p>
    );
  }
  if (categories.data.closed || categories.data.categories.length === 0) {
    return <p className="enter-tournament__note">{t('tournaments.enter.closed')}</p>;
  }
  return <EntryForm rules={categories.data} onEntered={setEntered} />;
}

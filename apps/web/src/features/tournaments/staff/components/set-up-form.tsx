import { useId, useState } from 'react';
import { useForm, useWatch, type Resolver, type ResolverOptions, type ResolverResult } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DISCIPLINE_LABELS,
  generateCategories,
  type RuleProfile,
  type SetUpTournamentRequest,
  setUpTournamentSchema,
  type Tournament,
  TOURNAMENT_DISCIPLINES,
  type TournamentDiscipline,
  type TournamentEntry,
  type TournamentReply,
} from '@academy/contract';
import { ConfirmModal } from '../../../../components/confirm-modal.tsx';
import { Field, FieldError, FieldHint } from '../../../../components/form/field.tsx';
import { TextField } from '../../../../components/form/controls.tsx';
import { SpinnerButton } from '../../../../components/spinner-button.tsx';
import { useT } from '../../../../lib/i18n.ts';
import { useRuleProfiles } from '../../api/get-rule-profiles.ts';
import { useSetUpTournament } from '../../api/set-up-tournament.ts';
import { rulesChange, type RulesChange } from '../tournament-figures.ts';
import { ageGroupText } from '../tournament-words.ts';
import '../../../../styles/bootstrap/grid.scss';
import './set-up-form.css';

/** What the inputs hold: the profile by its name, the fee as typed, until the contract's schema reads them. */
interface FormValues {
  profile: string;
  disciplines: TournamentDiscipline[];
  ageGroups: string[];
  categoryFee: string;
}

// The schema reads the request the inputs make (a whole profile, the fee as a number), and its messages go back to the
// inputs of the same names.
const schemaResolver = zodResolver(setUpTournamentSchema) as unknown as (
  request: unknown,
  context: unknown,
  options: ResolverOptions<FormValues>,
) => Promise<ResolverResult<FormValues, SetUpTournamentRequest>>;

/** The profiles offered: the tournament's own first (its rules as they stand), then each built-in one of another name. */
function profileChoices(builtIn: readonly RuleProfile[], current: Tournament | null): RuleProfile[] {
  if (!current) return [...builtIn];
  return [current.profile, ...builtIn.filter((profile) => profile.name !== current.profile.name)];
}

function initialValues(profiles: readonly RuleProfile[], current: Tournament | null): FormValues {
  const profile = profiles[0]!;
  return {
    profile: profile.name,
    disciplines: current ? [...current.disciplines] : ['kata', 'kumite'],
    ageGroups: current ? [...current.ageGroups] : profile.ageGroups.map((group) => group.key),
    categoryFee: current ? String(current.categoryFee) : '',
  };
}

/** What saving says it will do, a sentence for each kind of change there is. */
function changeWords(t: ReturnType<typeof useT>, change: RulesChange, feeChanges: boolean): string {
  const said = [
    change.kept > 0 && t('admin.tournaments.rulesChange.kept', { count: change.kept }),
    change.stranded > 0 && t('admin.tournaments.rulesChange.stranded', { count: change.stranded }),
    change.removed > 0 && t('admin.tournaments.rulesChange.removed', { count: change.removed }),
    change.added > 0 && t('admin.tournaments.rulesChange.added', { count: change.added }),
    t('admin.tournaments.rulesChange.notMoved'),
    feeChanges && t('admin.tournaments.rulesChange.fee'),
  ];
  return said.filter(Boolean).join(' ');
}

interface FormProps {
  eventId: string;
  profiles: RuleProfile[];
  current: Tournament | null;
  /** The tournament's entries (withdrawn ones too), whose categories the new rules keep or leave. */
  entries: readonly TournamentEntry[];
  titleId: string;
  onSaved: (reply: TournamentReply) => void;
  onCancel?: (() => void) | undefined;
}

function SetUpForm({ eventId, profiles, current, entries, titleId, onSaved, onCancel }: FormProps) {
  const t = useT();
  const uid = useId();
  const setUp = useSetUpTournament();
  // New rules for a tournament with athletes entered wait here while the organiser reads what they do.
  const [asking, setAsking] = useState<SetUpTournamentRequest | null>(null);
  const byName = (name: string) => profiles.find((profile) => profile.name === name);
  const resolver: Resolver<FormValues, unknown, SetUpTournamentRequest> = (values, context, options) =>
    schemaResolver({ ...values, profile: byName(values.profile) }, context, options);
  const { control, register, handleSubmit, setValue, formState } = useForm<FormValues, unknown, SetUpTournamentRequest>(
    { resolver, mode: 'onTouched', defaultValues: initialValues(profiles, current) },
  );
  const [profileName, disciplines, ageGroups] = useWatch({ control, name: ['profile', 'disciplines', 'ageGroups'] });
  const profile = byName(profileName) ?? profiles[0]!;
  const errors = formState.errors;
  const id = (name: string) => `${uid}-${name}`;
  const categories = generateCategories(profile, disciplines, ageGroups).length;

  const validating = { shouldDirty: true, shouldValidate: formState.isSubmitted };
  const chooseDiscipline = (discipline: TournamentDiscipline, on: boolean) =>
    setValue(
      'disciplines',
      on ? [...disciplines, discipline] : disciplines.filter((each) => each !== discipline),
      validating,
    );
  const chooseAgeGroup = (key: string, on: boolean) =>
    setValue('ageGroups', on ? [...ageGroups, key] : ageGroups.filter((each) => each !== key), validating);

  const profileField = register('profile', {
    // Another profile keeps the age groups it shares with the one left (the built-in ones share them all).
    onChange: (event: { target: { value: string } }) => {
      const keys = new Set(byName(event.target.value)?.ageGroups.map((group) => group.key));
      setValue(
        'ageGroups',
        ageGroups.filter((key) => keys.has(key)),
        { shouldValidate: formState.isSubmitted },
      );
    },
  });

  const save = (request: SetUpTournamentRequest) =>
    setUp.mutate({ eventId, request }, { onSuccess: onSaved, onSettled: () => setAsking(null) });
  // Once athletes are entered, new rules are saved only once the organiser has read what they do to the categories.
  const submit = handleSubmit((request) => (current && entries.length > 0 ? setAsking(request) : save(request)));
  const change =
    asking && current
      ? rulesChange(current, entries, generateCategories(asking.profile, asking.disciplines, asking.ageGroups))
      : null;

  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId}>
      <div className="row g-3">
        {/* No empty choice: a tournament always has a profile, and the first is the default. */}
        <Field
          id={id('profile')}
          label={t('admin.tournaments.setUp.profile')}
          hint={
            profile.beltBands.length > 0
              ? t('admin.tournaments.setUp.bands', { bands: profile.beltBands.map((band) => band.name).join(', ') })
              : t('admin.tournaments.setUp.noBands')
          }
          className="col-12 col-md-7"
        >
          {(aria) => (
            <select className="form-select" {...aria} {...profileField}>
              {profiles.map((each) => (
                <option key={each.name} value={each.name}>
                  {each.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          id={id('fee')}
          label={t('admin.tournaments.setUp.fee')}
          hint={t('admin.tournaments.setUp.feeHint')}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          placeholder="0"
          className="col-12 col-md-5"
          error={errors.categoryFee?.message}
          {...register('categoryFee')}
        />
      </div>

      <fieldset
        className="tournament-setup__group"
        aria-describedby={errors.disciplines ? id('disciplines-error') : undefined}
      >
        <legend className="form-label">{t('admin.tournaments.setUp.disciplines')}</legend>
        <div className="tournament-setup__checks">
          {TOURNAMENT_DISCIPLINES.map((discipline) => (
            <div key={discipline} className="form-check tournament-setup__check">
              <input
                type="checkbox"
                className={`form-check-input${errors.disciplines ? ' is-invalid' : ''}`}
                id={id(`discipline-${discipline}`)}
                checked={disciplines.includes(discipline)}
                onChange={(event) => chooseDiscipline(discipline, event.target.checked)}
              />
              <label className="form-check-label" htmlFor={id(`discipline-${discipline}`)}>
                {t(DISCIPLINE_LABELS[discipline])}
              </label>
            </div>
          ))}
        </div>
        <FieldError id={id('disciplines-error')} message={errors.disciplines?.message} />
      </fieldset>

      <fieldset
        className="tournament-setup__group"
        aria-describedby={errors.ageGroups ? id('ages-error') : id('ages-hint')}
      >
        <legend className="form-label">{t('admin.tournaments.setUp.ageGroups')}</legend>
        <div className="tournament-setup__checks">
          {profile.ageGroups.map((group) => (
            <div key={group.key} className="form-check tournament-setup__check">
              <input
                type="checkbox"
                className={`form-check-input${errors.ageGroups ? ' is-invalid' : ''}`}
                id={id(`age-${group.key}`)}
                checked={ageGroups.includes(group.key)}
                onChange={(event) => chooseAgeGroup(group.key, event.target.checked)}
              />
              <label className="form-check-label" htmlFor={id(`age-${group.key}`)}>
                {ageGroupText(t, group)}
              </label>
            </div>
          ))}
        </div>
        {errors.ageGroups ? (
          <FieldError id={id('ages-error')} message={errors.ageGroups.message} />
        ) : (
          <FieldHint id={id('ages-hint')}>{t('admin.tournaments.setUp.agesHint')}</FieldHint>
        )}
      </fieldset>

      {setUp.error && (
        <div className="alert alert-danger mt-3 mb-0" role="alert">
          {setUp.error.message}
        </div>
      )}
      <div className="tournament-setup__foot">
        <p className="tournament-setup__preview" aria-live="polite">
          {t('admin.tournaments.setUp.makes', { count: categories })}
        </p>
        <div className="tournament-setup__buttons">
          {onCancel && (
            <button type="button" className="btn btn-outline-secondary" onClick={onCancel} disabled={setUp.isPending}>
              {t('form.kit.cancel')}
            </button>
          )}
          <SpinnerButton loading={setUp.isPending}>
            {t(current ? 'admin.tournaments.setUp.save' : 'admin.tournaments.setUp.create')}
          </SpinnerButton>
        </div>
      </div>
      <ConfirmModal
        show={change !== null}
        title={t('admin.tournaments.rulesChange.title')}
        message={change && asking ? changeWords(t, change, asking.categoryFee !== current?.categoryFee) : ''}
        confirmLabel={t('admin.tournaments.setUp.save')}
        busy={setUp.isPending}
        onConfirm={() => asking && save(asking)}
        onCancel={() => setAsking(null)}
      />
    </form>
  );
}

interface Props {
  eventId: string;
  /** The tournament whose rules change; null to make the event one. */
  current: Tournament | null;
  /** Its entries, withdrawn ones too: with any, saving new rules first says what they do to the categories. */
  entries?: readonly TournamentEntry[];
  onSaved: (reply: TournamentReply) => void;
  onCancel?: () => void;
}

/**
 * "Set up as a tournament", and later "Change rules" while nothing is drawn: a rule profile, the disciplines and age
 * groups it makes categories of, and the fee per category entered.
 */
export function SetUpTournament({ eventId, current, entries = [], onSaved, onCancel }: Props) {
  const t = useT();
  const titleId = useId();
  const profiles = useRuleProfiles(true);
  return (
    <section className="admin-page__card tournament-setup" aria-labelledby={titleId}>
      <h2 id={titleId} className="tournament-setup__title">
        {t(current ? 'admin.tournaments.setUp.changeTitle' : 'admin.tournaments.setUp.title')}
      </h2>
      <p className="tournament-setup__note">
        {t(current ? 'admin.tournaments.setUp.changeNote' : 'admin.tournaments.setUp.note')}
      </p>
      {profiles.data ? (
        <SetUpForm
          eventId={eventId}
          profiles={profileChoices(profiles.data.profiles, current)}
          current={current}
          entries={entries}
          titleId={titleId}
          onSaved={onSaved}
          onCancel={onCancel}
        />
      ) : (
        <p className="tournament-setup__note mb-0" role={profiles.isError ? 'alert' : 'status'}>
          {profiles.isError ? profiles.error.message : t('admin.common.loading')}
        </p>
      )}
    </section>
  );
}

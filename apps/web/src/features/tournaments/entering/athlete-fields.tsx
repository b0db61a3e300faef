import { useId } from 'react';
import { useWatch, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { ageOn, athleteEntrySchema, CATEGORY_GENDER_LABELS } from '@academy/contract';
import { FieldError, FieldHint } from '../../../components/form/field.tsx';
import { SelectField, TextField } from '../../../components/form/controls.tsx';
import { Icon } from '../../../components/icon.tsx';
import { useT } from '../../../lib/i18n.ts';
import { BELT_GRADES, gradeWords, type BeltKind } from './belt-grade.ts';
import { athleteOf, fitsOf, type EntriesFormValues, type EntryRules } from './entry-fits.ts';
import { MISFIT_WORDS, MISSING_WORDS } from './misfit-words.ts';
import './athlete-fields.css';

/** Whether one more category keeps an athlete within the contract's limit. */
const roomForAnother = (ids: readonly string[]) =>
  athleteEntrySchema.shape.categoryIds.safeParse([...ids, 'another']).success;

const GENDER_WORDS = { male: CATEGORY_GENDER_LABELS.male, female: CATEGORY_GENDER_LABELS.female } as const;
const KIND_WORDS = { kyu: 'tournaments.add.kyu', dan: 'tournaments.add.dan' } as const;

interface AthleteProps<Request> {
  index: number;
  tournament: EntryRules;
  control: Control<EntriesFormValues, unknown, Request>;
  register: UseFormRegister<EntriesFormValues>;
  setValue: UseFormSetValue<EntriesFormValues>;
  errors: FieldErrors<EntriesFormValues>;
  validating: boolean;
  onRemove: (() => void) | null;
}

/**
 * One athlete of an entry form (the organiser's, a parent's or a coach's): who they are, and the categories they
 * fit, offered as they are typed; why not the others.
 */
export function AthleteFields<Request>({
  index,
  tournament,
  control,
  register,
  setValue,
  errors,
  validating,
  onRemove,
}: AthleteProps<Request>) {
  const t = useT();
  const uid = useId();
  const row = useWatch({ control, name: `athletes.${index}` });
  const rowErrors = errors.athletes?.[index];
  const athlete = athleteOf(row);
  const fits = athlete ? fitsOf(tournament, athlete) : null;
  const chosen = fits
    ? fits.fits.filter((category) => row.categoryIds.includes(category.id)).map((each) => each.id)
    : [];
  const id = (name: string) => `${uid}-${name}`;
  const number = index + 1;

  const choose = (categoryId: string, on: boolean) =>
    setValue(
      `athletes.${index}.categoryIds`,
      on ? [...row.categoryIds, categoryId] : row.categoryIds.filter((each) => each !== categoryId),
      { shouldDirty: true, shouldValidate: validating },
    );

  const beltKind = register(`athletes.${index}.beltKind`, {
    // A grade belongs to its kind: 3rd kyu is not 3rd dan.
    onChange: () => setValue(`athletes.${index}.beltGrade`, ''),
  });

  return (
    <section className="entry-athlete" aria-labelledby={id('title')}>
      <div className="entry-athlete__head">
        <h3 id={id('title')} className="entry-athlete__title">
          {t('tournaments.add.athlete', { number })}
        </h3>
        {athlete && (
          <span className="entry-athlete__age">
            {t('tournaments.add.ageOnDay', { age: ageOn(athlete.dateOfBirth, tournament.day) })}
          </span>
        )}
        {onRemove && (
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm entry-athlete__remove"
            aria-label={t('tournaments.add.removeFor', { number })}
            onClick={onRemove}
          >
            <Icon name="cross" size={16} />
            {t('tournaments.add.remove')}
          </button>
        )}
      </div>
      <div className="entry-athlete__fields">
        <TextField
          id={id('name')}
          label={t('tournaments.add.name')}
          autoComplete="off"
          className="entry-athlete__name"
          error={rowErrors?.athleteName?.message}
          {...register(`athletes.${index}.athleteName`)}
        />
        <SelectField
          id={id('gender')}
          label={t('tournaments.add.gender')}
          options={['male', 'female']}
          optionLabel={(gender) => t(GENDER_WORDS[gender as keyof typeof GENDER_WORDS])}
          placeholder={t('tournaments.add.choose')}
          className=""
          error={rowErrors?.gender?.message}
          {...register(`athletes.${index}.gender`)}
        />
        <TextField
          id={id('born')}
          label={t('tournaments.add.dateOfBirth')}
          type="date"
          max={tournament.day}
          className=""
          error={rowErrors?.dateOfBirth?.message}
          {...register(`athletes.${index}.dateOfBirth`)}
        />
        <TextField
          id={id('weight')}
          label={t('tournaments.add.weight')}
          type="number"
          inputMode="decimal"
          min={10}
          max={250}
          step="any"
          className="entry-athlete__weight"
          error={rowErrors?.weightKg?.message}
          {...register(`athletes.${index}.weightKg`)}
        />
        <SelectField
          id={id('belt')}
          label={t('tournaments.add.belt')}
          options={['kyu', 'dan']}
          optionLabel={(kind) => t(KIND_WORDS[kind as BeltKind])}
          placeholder={t('tournaments.add.beltUnknown')}
          className=""
          {...beltKind}
        />
        <SelectField
          id={id('grade')}
          label={t('tournaments.add.grade')}
          options={row.beltKind === '' ? [] : BELT_GRADES[row.beltKind].map(String)}
          optionLabel={(grade) => (row.beltKind === '' ? grade : gradeWords(t, row.beltKind, Number(grade)))}
          placeholder={t('tournaments.add.choose')}
          disabled={row.beltKind === ''}
          className=""
          {...register(`athletes.${index}.beltGrade`)}
        />
      </div>

      <fieldset
        className="entry-athlete__categories"
        aria-describedby={rowErrors?.categoryIds ? id('categories-error') : undefined}
      >
        <legend className="form-label">{t('tournaments.add.categories')}</legend>
        {!fits ? (
          <FieldHint id={id('categories-hint')}>{t('tournaments.add.fillFirst')}</FieldHint>
        ) : fits.fits.length === 0 ? (
          <FieldHint id={id('categories-hint')}>{t('tournaments.add.noneFits')}</FieldHint>
        ) : (
          <div className="entry-athlete__checks">
            {fits.fits.map((category) => {
              const on = chosen.includes(category.id);
              return (
                <div key={category.id} className="form-check entry-athlete__check">
                  <input
                    type="checkbox"
                    className={`form-check-input${rowErrors?.categoryIds ? ' is-invalid' : ''}`}
                    id={id(`category-${category.id}`)}
                    checked={on}
                    disabled={!on && !roomForAnother(chosen)}
                    onChange={(event) => choose(category.id, event.target.checked)}
                  />
                  <label className="form-check-label" htmlFor={id(`category-${category.id}`)}>
                    {category.name}
                  </label>
                </div>
              );
            })}
          </div>
        )}
        <FieldError id={id('categories-error')} message={rowErrors?.categoryIds?.message} />
        {fits && (fits.near.length > 0 || fits.others > 0) && (
          <details className="entry-athlete__why">
            <summary>{t('tournaments.add.whyNot', { count: fits.near.length + fits.others })}</summary>
            <ul>
              {fits.near.map(({ category, reason }) => {
                const missing =
                  (reason === 'weight' && athlete?.weightKg === null) || (reason === 'belt' && athlete?.level === null);
                return (
                  <li key={category.id}>
                    <span className="entry-athlete__why-name">{category.name}</span>{' '}
                    <span className="entry-athlete__why-reason">
                      {t(missing ? MISSING_WORDS[reason] : MISFIT_WORDS[reason])}
                    </span>
                  </li>
                );
              })}
              {fits.others > 0 && <li>{t('tournaments.add.others', { count: fits.others })}</li>}
            </ul>
          </details>
        )}
      </fieldset>
    </section>
  );
}

import { Fragment } from 'react';
import { Link } from 'react-router';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { GUARDIAN_RELATIONS, PRIVACY_NOTICE_VERSION, RELATION_LABELS, type GuardianRequest } from '@academy/contract';
import { formatDay } from '../../lib/family.ts';
import { useLanguage, useT } from '../../lib/i18n.ts';
import { usePublicPath } from '../../lib/language-paths.ts';
import { SelectField, TextField } from './controls.tsx';
import { FieldError } from './field.tsx';
import { formattingMobile, usePersonInputs } from './person-inputs.ts';
import '../../styles/bootstrap/forms.scss';
import '../../styles/bootstrap/grid.scss';
import './guardian-fields.css';

/** The errors react-hook-form keeps for the `guardian` object of a form. */
export type GuardianErrors = Partial<Record<keyof GuardianRequest, { message?: string | undefined } | undefined>>;

interface Props<T extends FieldValues> {
  /** The form's register; its values hold the block under `guardian` (guardianSchema). */
  register: UseFormRegister<T>;
  errors: GuardianErrors | undefined;
  /** Prefix of the controls' ids, unique on the page. */
  idPrefix: string;
  /** The child's name as typed so far, for the agreement; blank reads "the child". */
  childName: string;
  /** Columns of each text control in the form's grid. */
  column?: string;
}

/** Stands in the agreement for the notice's link, which the sentence places where its language wants it. */
const NOTICE = '\u0000';

/**
 * The parent or guardian who answers for a child under 18 (India's DPDP Act 2023): name, relation, mobile and email,
 * and their agreement to the privacy notice of the version in force, linked. The same block on "Add a child" and on
 * the booking form; the server emails the guardian a link to confirm.
 */
export function GuardianFields<T extends FieldValues>({
  register,
  errors,
  idPrefix,
  childName,
  column = 'col-12 col-md-6',
}: Props<T>) {
  const t = useT();
  const language = useLanguage();
  const publicPath = usePublicPath();
  const personInputs = usePersonInputs();
  const field = (name: keyof GuardianRequest) => register(`guardian.${name}` as Path<T>);
  const id = (name: string) => `${idPrefix}-guardian-${name}`;
  const child = childName.trim();
  const notice = formatDay(PRIVACY_NOTICE_VERSION, language);
  const agreement = (
    child ? t('form.guardian.agree', { child, notice: NOTICE }) : t('form.guardian.agreeUnnamed', { notice: NOTICE })
  ).split(NOTICE);

  return (
    <fieldset className="guardian-fields">
      <legend className="guardian-fields__title">{t('form.guardian.title')}</legend>
      <p className="guardian-fields__intro">{t('form.guardian.intro')}</p>
      <div className="row g-3">
        <TextField
          id={id('name')}
          label={t('form.guardian.name')}
          autoComplete="name"
          className={column}
          error={errors?.name?.message}
          {...field('name')}
        />
        <SelectField
          id={id('relation')}
          label={t('form.guardian.relation')}
          placeholder={t('form.guardian.selectRelation')}
          options={GUARDIAN_RELATIONS}
          optionLabel={(relation) => t(RELATION_LABELS[relation as keyof typeof RELATION_LABELS])}
          className={column}
          error={errors?.relation?.message}
          {...field('relation')}
        />
        <TextField
          id={id('mobile')}
          {...personInputs.mobileNumber}
          label={t('form.guardian.mobile')}
          className={column}
          error={errors?.mobileNumber?.message}
          {...formattingMobile(field('mobileNumber'))}
        />
        <TextField
          id={id('email')}
          label={t('form.guardian.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          className={column}
          hint={t('form.guardian.emailHint')}
          error={errors?.email?.message}
          {...field('email')}
        />
        <div className="col-12">
          <div className="form-check guardian-fields__agree">
            <input
              id={id('agreed')}
              type="checkbox"
              className={`form-check-input${errors?.agreed ? ' is-invalid' : ''}`}
              aria-invalid={errors?.agreed ? true : undefined}
              aria-describedby={errors?.agreed ? `${id('agreed')}-error` : undefined}
              {...field('agreed')}
            />
            <label htmlFor={id('agreed')} className="form-check-label">
              {agreement.map((part, index) => (
                <Fragment key={index}>
                  {index > 0 && (
                    <Link to={publicPath('/privacy')} target="_blank" rel="noopener">
                      {t('form.guardian.notice', { date: notice })}
                    </Link>
                  )}
                  {part}
                </Fragment>
              ))}
            </label>
            <FieldError id={`${id('agreed')}-error`} message={errors?.agreed?.message} />
          </div>
        </div>
      </div>
    </fieldset>
  );
}

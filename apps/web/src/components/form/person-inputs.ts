import { DISCIPLINES, GENDERS, MOBILE_DIGITS, type Discipline, type Gender, type MessageKey } from '@academy/contract';
import { useT } from '../../lib/i18n.ts';

/** What each gender, stored in English, is called in the reader's language. */
export const GENDER_LABELS: Record<Gender, MessageKey> = {
  Male: 'form.option.male',
  Female: 'form.option.female',
  Other: 'form.option.other',
};

/** What each discipline, stored in English, is called in the reader's language. */
export const DISCIPLINE_LABELS: Record<Discipline, MessageKey> = {
  Karate: 'form.option.karate',
  Judo: 'form.option.judo',
  Taekwondo: 'form.option.taekwondo',
  Boxing: 'form.option.boxing',
  Others: 'form.option.others',
};

/**
 * How each detail about a person is typed, the same on sign-up, the profile and the booking form: the label, the
 * keyboard a phone shows, and the browser's own limits (the contract's schemas stay the rule), in the reader's
 * language. A form spreads one into its TextField or SelectField and adds its id, layout and error.
 */
export function usePersonInputs() {
  const t = useT();
  return {
    mobileNumber: {
      label: t('form.person.mobileNumber'),
      type: 'tel',
      inputMode: 'numeric',
      autoComplete: 'tel-national',
      maxLength: MOBILE_DIGITS,
      placeholder: t('form.person.mobilePlaceholder', { digits: MOBILE_DIGITS }),
    },
    age: { label: t('form.person.age'), type: 'number', inputMode: 'numeric', min: 1, max: 120 },
    weight: { label: t('form.person.weight'), type: 'number', inputMode: 'decimal', min: 1, step: 'any' },
    height: { label: t('form.person.height'), type: 'number', inputMode: 'decimal', min: 1, step: 'any' },
    gender: {
      label: t('form.person.gender'),
      options: GENDERS,
      optionLabel: (gender: string) => t(GENDER_LABELS[gender as Gender]),
      placeholder: t('form.person.selectGender'),
    },
    discipline: {
      label: t('form.person.discipline'),
      options: DISCIPLINES,
      optionLabel: (discipline: string) => t(DISCIPLINE_LABELS[discipline as Discipline]),
      placeholder: t('form.person.selectDiscipline'),
    },
  } as const;
}

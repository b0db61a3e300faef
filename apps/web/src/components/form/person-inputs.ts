import type { FocusEvent } from 'react';
import {
  DISCIPLINES,
  formatMobile,
  GENDERS,
  parseIndianMobile,
  type Discipline,
  type Gender,
  type MessageKey,
} from '@academy/contract';
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
    // The phone keypad has + and space; no length limit, so "+91 98201 23456" is never cut: the schema reads any
    // way an Indian mobile is written and keeps its 10 digits.
    mobileNumber: {
      label: t('form.person.mobileNumber'),
      type: 'tel',
      inputMode: 'tel',
      autoComplete: 'tel',
      placeholder: t('form.person.mobilePlaceholder'),
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

/**
 * A mobile field's registration that, as the person leaves the field, rewrites a number it understood the way the
 * site shows numbers ("+91 98201 23456"): the person sees that "098201-23456" was read right before sending.
 * Something it does not understand is left as typed, for the field's message to point at.
 */
export function formattingMobile<Registration extends { onBlur: (event: FocusEvent<HTMLInputElement>) => unknown }>(
  registration: Registration,
): Registration {
  return {
    ...registration,
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      const mobile = parseIndianMobile(event.target.value.trim());
      if (mobile) event.target.value = formatMobile(mobile);
      return registration.onBlur(event);
    },
  };
}

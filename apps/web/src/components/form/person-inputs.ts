import { DISCIPLINES, GENDERS } from '@academy/contract';

/**
 * How each detail about a person is typed, the same on sign-up, the profile and the booking form: the label, the
 * keyboard a phone shows, and the browser's own limits (the contract's schemas stay the rule). A form spreads one
 * into its TextField or SelectField and adds its id, layout and error.
 */
export const PERSON_INPUTS = {
  mobileNumber: {
    label: 'Mobile Number',
    type: 'tel',
    inputMode: 'numeric',
    autoComplete: 'tel-national',
    maxLength: 10,
    placeholder: '10 digits',
  },
  age: { label: 'Age', type: 'number', inputMode: 'numeric', min: 1, max: 120 },
  weight: { label: 'Weight (kg)', type: 'number', inputMode: 'decimal', min: 1, step: 'any' },
  height: { label: 'Height (cm)', type: 'number', inputMode: 'decimal', min: 1, step: 'any' },
  gender: { label: 'Gender', options: GENDERS, placeholder: 'Select Gender' },
  discipline: { label: 'Discipline', options: DISCIPLINES, placeholder: 'Select Discipline' },
} as const;

import { IST_OFFSET_MS } from '../shared/constants.ts';
import type { MessageKey } from '../i18n/catalog.ts';
import { ADULT_AGE } from './retention.ts';

// Zod-free, like endpoints.ts: the public consent page and the profile's family switcher use these without
// loading the schemas.

/** Who may consent for a child: the people a parent picks from on the form. */
export const GUARDIAN_RELATIONS = ['Mother', 'Father', 'Grandparent', 'Legal guardian'] as const;
export type GuardianRelation = (typeof GUARDIAN_RELATIONS)[number];

/** Each relation's words in the catalogs, for the form's options and the consent email. */
export const RELATION_LABELS = {
  Mother: 'form.option.mother',
  Father: 'form.option.father',
  Grandparent: 'form.option.grandparent',
  'Legal guardian': 'form.option.legalGuardian',
} as const satisfies Record<GuardianRelation, MessageKey>;

/** Today's date (YYYY-MM-DD) in the academy's time zone: a birthday starts at midnight in India, not in UTC. */
export function academyToday(now: Date = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Whole years from a date of birth to a day, both YYYY-MM-DD; a 29 February birthday comes on 1 March. */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export const isMinor = (age: number) => age < ADULT_AGE;

/**
 * A consent's life: asked for (the email is on its way), confirmed from the link, withdrawn by the guardian, or
 * expired (the link was not used in CONSENT_LINK_DAYS; the guardian asks for a new one).
 */
export const CONSENT_STATES = ['pending', 'confirmed', 'withdrawn', 'expired'] as const;
export type ConsentState = (typeof CONSENT_STATES)[number];

/** How long an emailed consent link can be used. */
export const CONSENT_LINK_DAYS = 7;

/** The shape of a consent link's secret (192 random bits in base64url, with room to grow). */
export const CONSENT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,64}$/;

import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  academyToday,
  ageOn,
  ENDPOINTS,
  RELATION_LABELS,
  type FamilyReply,
  type Fighter,
  type Language,
} from '@academy/contract';
import { callApi } from './api-client.ts';
import type { t as translate } from './i18n.ts';
import { formatIstIn } from './plain-format.ts';
import { formatIst } from './format.ts';

/** The logged-in account's profiles: its own first, then its children's, eldest first. */
export const familyQueryKey = ['family'] as const;

export function getFamily(): Promise<FamilyReply> {
  return callApi(ENDPOINTS.GetFamily);
}

export const familyQuery = () => queryOptions({ queryKey: familyQueryKey, queryFn: getFamily });

/** GetFamily, while `enabled` (a fighter is logged in, the form that needs it is open). */
export function useFamily(enabled = true) {
  return useQuery({ ...familyQuery(), enabled });
}

/** A child's profile is held by a guardian's account; an account holder's own has no guardian. */
export const isChildProfile = (profile: Pick<Fighter, 'guardianId'>) => profile.guardianId !== null;

/** A profile's age today: a child's follows from the date of birth, in the academy's time zone. */
export function profileAge(profile: Pick<Fighter, 'age' | 'dateOfBirth'>): number | null {
  return profile.dateOfBirth ? ageOn(profile.dateOfBirth, academyToday()) : profile.age;
}

/** A calendar day (YYYY-MM-DD: a date of birth, the notice's version) as "25 November 2026", in the language. */
export function formatDay(day: string, language: Language): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  return formatIstIn(`${day}T00:00:00+05:30`, 'dd MMMM yyyy', language);
}

/** An instant (a consent's confirmation) as its day in India, "25 November 2026". */
export const formatInstantDay = (iso: string, language?: Language) => formatIst(iso, 'dd MMMM yyyy', language);

/** A relation stored in English ('Mother') in the reader's language; one the web does not know, as it is. */
export function relationText(relation: string, t: typeof translate): string {
  return Object.hasOwn(RELATION_LABELS, relation)
    ? t(RELATION_LABELS[relation as keyof typeof RELATION_LABELS])
    : relation;
}

/** The letters of a name for an avatar without a photo: "Rhea Kapoor" -> "RK". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters.map((word) => [...word][0]!.toLocaleUpperCase()).join('');
}

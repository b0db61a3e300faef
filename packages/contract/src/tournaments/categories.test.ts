import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import ENGLISH from '../i18n/catalogs/en.ts';
import HINDI from '../i18n/catalogs/hi.ts';
import MARATHI from '../i18n/catalogs/mr.ts';
import { ageOn } from '../families/family-rules.ts';
import {
  ageGroupName,
  categoryKey,
  categoryName,
  generateCategories,
  mergeCriteria,
  misfit,
  type Athlete,
} from './categories.ts';
import { beltLevel, ruleProfileSchema, WKF_2023_PROFILE, type RuleProfile } from './rule-profile.ts';

const sayIn =
  (catalog: Record<keyof typeof ENGLISH, string>) =>
  (key: keyof typeof ENGLISH, values: Record<string, string | number> = {}) =>
    catalog[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
const t = sayIn(ENGLISH);

const DAY = '2026-12-12';

describe('the WKF 2023 profile', () => {
  it('is a valid profile that says where every group of its numbers comes from', () => {
    expect(ruleProfileSchema.parse(WKF_2023_PROFILE)).toEqual(WKF_2023_PROFILE);
    for (const path of ['kumite.points', 'kumite.winningLead', 'kata.judges', 'ageGroups.weightLimitsKg', 'bronze']) {
      expect(WKF_2023_PROFILE.sources[path]).toMatch(/\w/);
    }
  });
});

describe('age on the tournament day', () => {
  it('counts whole years', () => {
    expect(ageOn('2012-12-12', DAY)).toBe(14);
    expect(ageOn('2012-12-13', DAY)).toBe(13);
    expect(ageOn('2013-01-01', DAY)).toBe(13);
  });
});

describe('generateCategories', () => {
  it('makes kata by gender and age group, and kumite also by weight class with an open class above', () => {
    const categories = generateCategories(WKF_2023_PROFILE, ['kata', 'kumite'], ['cadets']);
    const names = categories.map((c) => categoryName(t, c, WKF_2023_PROFILE));
    expect(names).toEqual([
      'Kata · Male · Cadets (14–15)',
      'Kata · Female · Cadets (14–15)',
      'Kumite · Male · Cadets (14–15) · −52 kg',
      'Kumite · Male · Cadets (14–15) · −57 kg',
      'Kumite · Male · Cadets (14–15) · −63 kg',
      'Kumite · Male · Cadets (14–15) · −70 kg',
      'Kumite · Male · Cadets (14–15) · +70 kg',
      'Kumite · Female · Cadets (14–15) · −47 kg',
      'Kumite · Female · Cadets (14–15) · −54 kg',
      'Kumite · Female · Cadets (14–15) · −61 kg',
      'Kumite · Female · Cadets (14–15) · +61 kg',
    ]);
    expect(new Set(categories.map(categoryKey)).size).toBe(categories.length);
  });

  it('splits each individual category by belt band when the profile has bands', () => {
    const banded: RuleProfile = {
      ...WKF_2023_PROFILE,
      beltBands: [
        { key: 'novice', name: 'Novice', minLevel: 1, maxLevel: 4 },
        { key: 'advanced', name: 'Advanced', minLevel: 5, maxLevel: null },
      ],
    };
    const kata = generateCategories(banded, ['kata', 'teamKata'], ['u12']);
    expect(kata.map((c) => categoryName(t, c, banded))).toEqual([
      'Kata · Male · Under 12 (10–11) · Novice',
      'Kata · Male · Under 12 (10–11) · Advanced',
      'Kata · Female · Under 12 (10–11) · Novice',
      'Kata · Female · Under 12 (10–11) · Advanced',
      'Team kata · Male · Under 12 (10–11)',
      'Team kata · Female · Under 12 (10–11)',
    ]);
  });

  it("names the built-in age groups in the reader's language, and an organiser's own groups as typed", () => {
    const [kata] = generateCategories(WKF_2023_PROFILE, ['kata'], ['u12']);
    expect(categoryName(sayIn(HINDI), kata!, WKF_2023_PROFILE)).toBe('काता · पुरुष · 12 वर्ष से कम (10–11 वर्ष)');
    expect(categoryName(sayIn(MARATHI), kata!, WKF_2023_PROFILE)).toBe('काता · पुरुष · 12 वर्षांखालील (10–11 वर्षे)');
    expect(categoryName(sayIn(MARATHI), { ...kata!, ageGroup: 'cadets' }, WKF_2023_PROFILE)).toMatch(/ · कॅडेट /);
    // A copy of the profile whose groups the organiser renamed or added keeps their names in every language.
    const own: RuleProfile = {
      ...WKF_2023_PROFILE,
      ageGroups: [
        { ...WKF_2023_PROFILE.ageGroups[1]!, name: 'Mini' },
        { ...WKF_2023_PROFILE.ageGroups[6]!, key: 'veterans', name: 'Veterans', minAge: 35 },
      ],
    };
    expect(categoryName(sayIn(HINDI), kata!, own)).toBe('काता · पुरुष · Mini (10–11 वर्ष)');
    const [veterans] = generateCategories(own, ['kata'], ['veterans']);
    expect(categoryName(sayIn(HINDI), veterans!, own)).toBe('काता · पुरुष · Veterans (35+ वर्ष)');
    expect(ageGroupName(sayIn(HINDI), { key: 'veterans', name: 'Veterans' })).toBe('Veterans');
    // Every built-in group has its words in each language.
    for (const group of WKF_2023_PROFILE.ageGroups) {
      expect(ageGroupName(t, group)).toBe(group.name);
      expect(ageGroupName(sayIn(HINDI), group)).not.toBe(group.name);
      expect(ageGroupName(sayIn(MARATHI), group)).not.toBe(group.name);
    }
  });

  const athlete = fc.record({
    gender: fc.constantFrom('male' as const, 'female' as const),
    dateOfBirth: fc
      .integer({ min: 0, max: 365 * 30 })
      .map((days) => new Date(Date.UTC(2020, 0, 1) - days * 86_400_000).toISOString().slice(0, 10)),
    weightKg: fc.integer({ min: 180, max: 1200 }).map((tenths) => tenths / 10),
    level: fc.integer({ min: 1, max: 15 }),
  });

  it('puts every athlete of the profile ages in exactly one kumite weight class of each age group they fit', () => {
    const kumite = generateCategories(WKF_2023_PROFILE, ['kumite']);
    fc.assert(
      fc.property(athlete, (a: Athlete) => {
        const fits = kumite.filter((c) => misfit(c, a, DAY) === null);
        const groups = WKF_2023_PROFILE.ageGroups.filter((g) => {
          const age = ageOn(a.dateOfBirth, DAY);
          return age >= g.minAge && (g.maxAge === null || age <= g.maxAge);
        });
        expect(fits.map((c) => c.ageGroup).sort()).toEqual(groups.map((g) => g.key).sort());
      }),
      { numRuns: 500 },
    );
  });

  it('admits to a merged category everyone either category admitted', () => {
    const all = generateCategories(WKF_2023_PROFILE, ['kumite']);
    fc.assert(
      fc.property(fc.constantFrom(...all), fc.constantFrom(...all), athlete, (a, b, who) => {
        const merged = mergeCriteria(a, b);
        if (misfit(a, who, DAY) === null || misfit(b, who, DAY) === null) expect(misfit(merged, who, DAY)).toBeNull();
      }),
      { numRuns: 500 },
    );
  });
});

describe('misfit', () => {
  const [cadetsKataMale] = generateCategories(WKF_2023_PROFILE, ['kata'], ['cadets']);
  const heavy = generateCategories(WKF_2023_PROFILE, ['kumite'], ['cadets']).find((c) => c.upToWeightKg === 57)!;
  const boy: Athlete = { gender: 'male', dateOfBirth: '2012-06-01', weightKg: 55, level: beltLevel('kyu', 5) };

  it('says why an athlete does not fit', () => {
    expect(misfit(cadetsKataMale!, boy, DAY)).toBeNull();
    expect(misfit(cadetsKataMale!, { ...boy, gender: 'female' }, DAY)).toBe('gender');
    expect(misfit(cadetsKataMale!, { ...boy, dateOfBirth: '2014-01-01' }, DAY)).toBe('age');
    expect(misfit(heavy, { ...boy, weightKg: 57.1 }, DAY)).toBe('weight');
    expect(misfit(heavy, { ...boy, weightKg: 57.1 }, DAY, 0.2)).toBeNull();
    expect(misfit(heavy, { ...boy, weightKg: 52 }, DAY)).toBe('weight');
    expect(misfit(heavy, { ...boy, weightKg: null }, DAY)).toBe('weight');
  });

  it('counts belt levels from 10th kyu up through the dans', () => {
    expect([beltLevel('kyu', 10), beltLevel('kyu', 1), beltLevel('dan', 1), beltLevel('dan', 3)]).toEqual([
      1, 10, 11, 13,
    ]);
  });
});

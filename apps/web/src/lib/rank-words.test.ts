import { afterAll, describe, expect, it } from 'vitest';
import { activateLanguage, t } from './i18n.ts';
import { rankWords } from '@academy/contract';
import { beltChoice } from './rank-words.ts';
import { RANKS } from '../test-api.ts';

describe('rankWords', () => {
  it('names the rank with its kyu or dan in English ordinals', () => {
    expect(rankWords(t, { name: 'Brown', kind: 'kyu', grade: 3 })).toBe('Brown · 3rd kyu');
    expect(rankWords(t, { name: 'Brown', kind: 'kyu', grade: 2 })).toBe('Brown · 2nd kyu');
    expect(rankWords(t, { name: 'Brown', kind: 'kyu', grade: 1 })).toBe('Brown · 1st kyu');
    expect(rankWords(t, { name: 'White', kind: 'kyu', grade: 10 })).toBe('White · 10th kyu');
    expect(rankWords(t, { name: 'Black', kind: 'dan', grade: 1 })).toBe('Black · 1st dan');
    expect(rankWords(t, { name: 'Black', kind: 'dan', grade: 12 })).toBe('Black · 12th dan');
  });

  describe('in Hindi', () => {
    afterAll(() => activateLanguage('en'));

    it('keeps the academy’s name for the rank and words the grade in Hindi', async () => {
      await activateLanguage('hi');
      expect(rankWords(t, { name: 'Brown', kind: 'kyu', grade: 3 })).toBe('Brown · 3 क्यू');
      expect(rankWords(t, { name: 'Black', kind: 'dan', grade: 2 })).toBe('Black · 2 डान');
    });
  });

  describe('in Marathi', () => {
    afterAll(() => activateLanguage('en'));

    it('words the grade with Marathi ordinals', async () => {
      await activateLanguage('mr');
      expect(rankWords(t, { name: 'Brown', kind: 'kyu', grade: 1 })).toBe('Brown · 1ला क्यू');
      expect(rankWords(t, { name: 'Brown', kind: 'kyu', grade: 3 })).toBe('Brown · 3रा क्यू');
      expect(rankWords(t, { name: 'Green', kind: 'kyu', grade: 4 })).toBe('Green · 4था क्यू');
      expect(rankWords(t, { name: 'White', kind: 'kyu', grade: 10 })).toBe('White · 10वा क्यू');
      expect(rankWords(t, { name: 'Black', kind: 'dan', grade: 2 })).toBe('Black · 2रा डान');
    });
  });
});

describe('beltChoice', () => {
  it('starts on the recorded rank, else on the rank the typed belt names, else on none', () => {
    expect(beltChoice({ rankId: 'r8', beltLevel: 'Brown' }, RANKS)).toBe('Brown 2 kyu');
    expect(beltChoice({ rankId: null, beltLevel: 'yellow belt' }, RANKS)).toBe('Yellow 9 kyu');
    expect(beltChoice({ rankId: null, beltLevel: 'Brown 1 kyu' }, RANKS)).toBe('Brown 1 kyu');
    expect(beltChoice({ rankId: null, beltLevel: 'Red (other dojo)' }, RANKS)).toBe('');
    expect(beltChoice({ rankId: null, beltLevel: null }, RANKS)).toBe('');
  });
});

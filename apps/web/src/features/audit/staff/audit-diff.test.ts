import { describe, expect, it } from 'vitest';
import { fieldChanges, subjectName, translatedField } from './audit-diff.ts';

describe('subjectName', () => {
  it('names a batch or a grading by the name it recorded, as it names an event or a fighter', () => {
    expect(subjectName({ before: null, after: { name: 'Little Dragons (Kids 5–8)', capacity: 20 } })).toBe(
      'Little Dragons (Kids 5–8)',
    );
    expect(subjectName({ before: { name: 'Quarterly kyu grading' }, after: { place: 'Hall 2' } })).toBe(
      'Quarterly kyu grading',
    );
    expect(subjectName({ before: null, after: { eventName: 'Open Kata', name: 'ignored' } })).toBe('Open Kata');
    expect(subjectName({ before: null, after: { ranks: [] } })).toBeNull();
  });
});

describe('fieldChanges of translations', () => {
  it('lists each changed text in each language, as its own field', () => {
    const before = { name: 'Beginners', translations: { hi: { name: 'शुरुआती', place: 'हॉल' } } };
    const after = { name: 'Beginners', translations: { hi: { name: 'शुरुआती' }, mr: { name: 'नवशिके' } } };
    expect(fieldChanges({ before, after })).toEqual([
      { field: 'translations.hi.place', before: 'हॉल', after: '' },
      { field: 'translations.mr.name', before: '', after: 'नवशिके' },
    ]);
    expect(fieldChanges({ before: after, after })).toEqual([]);
    expect(fieldChanges({ before: null, after: { translations: { hi: { name: 'शुरुआती' } } } })).toEqual([
      { field: 'translations.hi.name', after: 'शुरुआती' },
    ]);
    expect(translatedField('translations.mr.eventName')).toEqual({ language: 'mr', of: 'eventName' });
    expect(translatedField('translations.ta.name')).toBeNull();
    expect(translatedField('name')).toBeNull();
  });
});

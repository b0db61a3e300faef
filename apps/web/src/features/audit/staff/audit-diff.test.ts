import { describe, expect, it } from 'vitest';
import { subjectName } from './audit-diff.ts';

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

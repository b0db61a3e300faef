import { describe, expect, it } from 'vitest';
import { tournamentReply } from '../staff/test-tournament.tsx';
import { athletesFromCsv, CSV_TEMPLATE } from './athletes-csv.ts';

// Cadets' kata and kumite on 2026-12-20: c1 male kata, c2 female kata, c3 male kumite −52 kg, c4 −57 kg, c8 female −47.
const rules = tournamentReply().tournament!;

describe('a coach’s CSV of athletes', () => {
  it('reads the template: Indian dates, belts as people write them, one category per discipline named', () => {
    const { rows, unclear } = athletesFromCsv(CSV_TEMPLATE, rules);
    expect(unclear).toEqual([]);
    expect(rows).toEqual([
      {
        athleteName: 'Aarav Joshi',
        gender: 'male',
        dateOfBirth: '2012-03-14',
        weightKg: '48.5',
        beltKind: 'kyu',
        beltGrade: '3',
        categoryIds: ['c1', 'c3'],
        fighterId: null,
      },
    ]);
  });

  it('takes headers in any case and order, and a heavier athlete into the category their weight fits', () => {
    const csv = 'Events, Weight KG ,Name,Gender,Date of birth,Belt\nKumite,55,Meher Shah,F,2011-06-01,1st Dan\n';
    const { rows } = athletesFromCsv(csv, rules);
    expect(rows[0]).toMatchObject({ athleteName: 'Meher Shah', gender: 'female', beltKind: 'dan', beltGrade: '1' });
    expect(rows[0]!.categoryIds).toHaveLength(1);
    expect(rules.categories.find((c) => c.id === rows[0]!.categoryIds[0])!.name).toContain('−61 kg');
  });

  it('leaves what it cannot read blank for the form to ask, and says on which lines', () => {
    const csv =
      'name,gender,date_of_birth,weight_kg,belt,events\n' +
      'Kiran Bose,X,2012-01-01,50,,kata\n' +
      'Veer Patil,M,31-31-2012,fifty,3 kyu,kumite\n' +
      'Old Man,M,1970-01-01,80,,kata\n';
    const { rows, unclear } = athletesFromCsv(csv, rules);
    expect(rows.map((row) => [row.gender, row.dateOfBirth, row.weightKg])).toEqual([
      ['', '2012-01-01', '50'],
      ['male', '', ''],
      ['male', '1970-01-01', '80'],
    ]);
    // An athlete of no age group of the tournament gets no category.
    expect(rows[2]!.categoryIds).toEqual([]);
    expect(unclear).toEqual([2, 3, 4]);
  });
});

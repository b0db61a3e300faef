import { describe, expect, it } from 'vitest';
import type { AttendanceRegisterReply, RosterEntry } from '@academy/contract';
import { batchFixture } from '../../../test-classes.ts';
import { registerTable } from './register.ts';
import { registerCsv, registerFileName } from './register-csv.ts';

const member = (fighterId: string, decidedAt: string, leftAt: string | null = null): RosterEntry => ({
  id: `e-${fighterId}`,
  batchId: 'b1',
  fighterId,
  state: leftAt ? 'left' : 'active',
  requestedAt: '2026-01-05T04:00:00.000Z',
  decidedAt,
  leftAt,
  fighterName: fighterId,
  age: null,
  guardianName: null,
  attendanceRate: null,
});

const register: AttendanceRegisterReply = {
  status: 1,
  message: 'Register fetched.',
  batch: batchFixture({ name: 'Evening Kids Karate' }),
  month: '2026-03',
  days: ['2026-03-02', '2026-03-04', '2026-03-06', '2026-03-09'],
  rows: [
    {
      fighterId: 'f1',
      fullName: 'अनन्या शर्मा',
      marks: { '2026-03-02': 'present', '2026-03-04': 'late', '2026-03-06': 'absent' },
      attended: 2,
    },
    // Joined on the 4th (IST), so the 2nd is not counted for them.
    { fighterId: 'f2', fullName: 'Kumar, Ravi "Rocky"', marks: { '2026-03-06': 'present' }, attended: 1 },
    { fighterId: 'f3', fullName: '=HYPERLINK("x")', marks: {}, attended: 0 },
  ],
};

const roster = [
  member('f1', '2026-01-10T04:00:00.000Z'),
  // 22:00 UTC on the 3rd is the 4th in India.
  member('f2', '2026-03-03T22:00:00.000Z'),
  member('f3', '2026-01-10T04:00:00.000Z'),
];

describe('registerCsv', () => {
  it('writes a BOM, the days as columns, marks as words, and each row attended of held with its rate', async () => {
    const csv = await registerCsv(registerTable(register, roster));
    expect(csv).toBe(
      '\uFEFF' +
        [
          'Fighter,2026-03-02,2026-03-04,2026-03-06,2026-03-09,Attended,Held,Rate',
          // The 9th is a class day nobody was marked on: attendance was not taken, so it is held by no one.
          'अनन्या शर्मा,present,late,absent,,2,3,67%',
          '"Kumar, Ravi ""Rocky""",,,present,,1,2,50%',
          // A cell a spreadsheet would run as a formula is written as text.
          `"'=HYPERLINK(""x"")",,,,,0,3,0%`,
        ].join('\r\n'),
    );
  });

  it('leaves the rate empty for a fighter with no class day held while in the batch', async () => {
    const csv = await registerCsv(
      registerTable({ ...register, days: ['2026-03-02'], rows: [register.rows[1]!] }, roster),
    );
    expect(csv.split('\r\n')[1]).toBe('"Kumar, Ravi ""Rocky""",,0,0,');
  });
});

describe('registerFileName', () => {
  it('names the file by the batch and the month, keeping letters of any script', () => {
    expect(registerFileName('Evening Kids Karate', '2026-03')).toBe('attendance-evening-kids-karate-2026-03.csv');
    expect(registerFileName('  Kobudo (Sat) / Weapons!  ', '2026-11')).toBe(
      'attendance-kobudo-sat-weapons-2026-11.csv',
    );
    expect(registerFileName('सुबह की कक्षा', '2026-11')).toBe('attendance-सुबह-की-कक्षा-2026-11.csv');
    expect(registerFileName('!!!', '2026-11')).toBe('attendance-batch-2026-11.csv');
  });
});

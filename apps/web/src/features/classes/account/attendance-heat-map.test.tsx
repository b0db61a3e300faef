// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../lib/i18n.ts';
import { AttendanceHeatMap } from './attendance-heat-map.tsx';

/** A Wednesday: its week's Thursday to Sunday are still to come. */
const TODAY = '2026-11-25';
const DAYS = [
  { day: '2026-11-02', mark: 'present' as const },
  { day: '2026-11-04', mark: 'late' as const },
  { day: '2026-11-06', mark: 'absent' as const },
  { day: '2026-06-01', mark: 'present' as const },
];

const calendar = () => within(screen.getByRole('figure', { name: 'The last 26 weeks' }));

afterEach(cleanup);

describe('the attendance calendar', () => {
  it('shows 26 weeks up to today, Monday first, each day labelled with its date and mark', () => {
    render(<AttendanceHeatMap days={DAYS} today={TODAY} />);
    const days = within(calendar().getByRole('list', { name: 'The last 26 weeks' })).getAllByRole('listitem');
    // 25 full weeks from Monday 1 June, and this week up to Wednesday.
    expect(days).toHaveLength(25 * 7 + 3);
    expect(days[0]!.getAttribute('aria-label')).toMatch(/^Mon, 1 Jun( 2026)?: Present$/);
    expect(days.at(-1)!.getAttribute('aria-label')).toMatch(/^Wed, 25 Nov( 2026)?: No mark$/);

    const label = (day: RegExp) => days.find((cell) => day.test(cell.getAttribute('aria-label')!))!;
    const present = label(/^Mon, 2 Nov/);
    expect(present.getAttribute('aria-label')).toMatch(/: Present$/);
    // Pointing at a day says the same.
    expect(present.getAttribute('title')).toBe(present.getAttribute('aria-label'));
    expect(present.className).toContain('is-present');
    expect(label(/^Wed, 4 Nov/).className).toContain('is-late');
    expect(label(/^Fri, 6 Nov/).className).toContain('is-absent');
    expect(label(/^Sat, 7 Nov/).className).toContain('is-none');
  });

  it('names its colours in a legend and its months over their weeks', () => {
    const { container } = render(<AttendanceHeatMap days={DAYS} today={TODAY} />);
    const legend = container.querySelector('.heat-map__legend')!;
    expect([...legend.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Present',
      'Late',
      'Absent',
      'No mark',
    ]);
    const months = [...container.querySelectorAll('.heat-map__month')].map((month) => month.textContent);
    expect(months).toHaveLength(26);
    expect(months.filter(Boolean)).toEqual(['Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov']);
  });

  it('speaks Hindi', async () => {
    await activateLanguage('hi');
    try {
      render(<AttendanceHeatMap days={DAYS} today={TODAY} />);
      const figure = within(screen.getByRole('figure', { name: 'पिछले 26 सप्ताह' }));
      expect(figure.getAllByRole('listitem')[0]!.getAttribute('aria-label')).toMatch(/^सोम, 1 जून( 2026)?: उपस्थित$/);
    } finally {
      await activateLanguage('en');
    }
  });
});

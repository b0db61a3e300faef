// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MONTHS_OFFERED, MonthField } from './month-field.tsx';

afterEach(cleanup);

const optionTexts = (select: HTMLElement) => [...select.querySelectorAll('option')].map((option) => option.textContent);

describe('MonthField', () => {
  it('reads an empty filter as its words and every month by name, never as dashes', () => {
    render(
      <MonthField
        id="from"
        label="From month"
        value={undefined}
        onChange={() => {}}
        latest="2026-11"
        anyLabel="Any month"
      />,
    );
    const select = screen.getByLabelText('From month') as HTMLSelectElement;
    expect(select.selectedOptions[0]!.textContent).toBe('Any month');
    const texts = optionTexts(select);
    expect(texts.slice(0, 3)).toEqual(['Any month', 'November 2026', 'October 2026']);
    expect(texts).toHaveLength(MONTHS_OFFERED + 1);
    expect(texts.some((text) => text?.includes('-'))).toBe(false);
  });

  it('offers no empty choice where a month is required, and shows the chosen one', () => {
    render(<MonthField id="to" label="12 months up to" value="2026-11" onChange={() => {}} latest="2026-11" />);
    const select = screen.getByLabelText('12 months up to') as HTMLSelectElement;
    expect(select.selectedOptions[0]!.textContent).toBe('November 2026');
    expect(optionTexts(select)).not.toContain('');
    expect(select.querySelector('option[value=""]')).toBeNull();
  });

  it('keeps a range in order, keeps a month from the address beyond the list, and answers the month chosen', async () => {
    const onChange = vi.fn();
    render(
      <MonthField
        id="to"
        label="To month"
        value="2020-01"
        onChange={onChange}
        latest="2026-11"
        earliest="2026-09"
        anyLabel="Any month"
      />,
    );
    const select = screen.getByLabelText('To month');
    expect(optionTexts(select)).toEqual([
      'Any month',
      'November 2026',
      'October 2026',
      'September 2026',
      'January 2020',
    ]);
    await userEvent.selectOptions(select, '2026-10');
    expect(onChange).toHaveBeenLastCalledWith('2026-10');
    await userEvent.selectOptions(select, '');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});

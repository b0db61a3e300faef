// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { academyToday, addDays, weekdayOf, type Batch } from '@academy/contract';
import { activateLanguage } from '../../../../lib/i18n.ts';
import { batchFixture } from '../../../../test-classes.ts';
import { BatchCard } from './batch-card.tsx';

const WEEKDAY_NAMES = { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' };
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** How the card writes a day of this year: "Mon, 30 Nov". */
function dayText(day: string) {
  const [, m, d] = day.split('-').map(Number) as [number, number, number];
  const year = day.slice(0, 4) === academyToday().slice(0, 4) ? '' : ` ${day.slice(0, 4)}`;
  return `${WEEKDAY_NAMES[weekdayOf(day)]}, ${d} ${MONTHS[m - 1]}${year}`;
}

function renderCard(batch: Batch, path = '/classes') {
  const onJoin = vi.fn();
  render(
    <MemoryRouter initialEntries={[path]}>
      <BatchCard batch={batch} onJoin={onJoin} />
    </MemoryRouter>,
  );
  return { card: within(screen.getByRole('article', { name: batch.name })), onJoin };
}

/** The value a fact of the card's list gives, by its label. */
function fact(card: ReturnType<typeof within>, label: string) {
  return card.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

afterEach(cleanup);

describe('a batch on the Classes page', () => {
  it('says its program, level, days and time in IST, ages, place, instructor, fee, seats and next class', async () => {
    const batch = batchFixture();
    const { card, onJoin } = renderCard(batch);
    expect(card.getByText('Kids Karate')).toBeTruthy();
    expect(card.getByText('White to Yellow belt')).toBeTruthy();
    expect(card.getByRole('link', { name: 'Evening Kids Karate' }).getAttribute('href')).toBe('/classes/b1');
    expect(fact(card, 'Days & time')).toBe('Mon · Wed · Fri6:00 PM – 7:00 PM IST');
    expect(fact(card, 'Ages')).toBe('6–12 years');
    expect(fact(card, 'Place')).toBe('Main hall, Kothrud, Pune');
    expect(fact(card, 'Instructor')).toBe('Sensei Kavya Reddy');
    expect(fact(card, 'Fee')).toBe('₹1,500 a month');
    expect(card.getByText('8 seats left')).toBeTruthy();
    expect(card.getByText(`Next class: ${dayText(batch.nextClassDay!)}`)).toBeTruthy();
    // Started long ago: no start date.
    expect(card.queryByText(/starts/)).toBeNull();
    expect(card.getByRole('link', { name: 'Details of Evening Kids Karate' }).getAttribute('href')).toBe('/classes/b1');

    await userEvent.click(card.getByRole('button', { name: 'Join this batch: Evening Kids Karate' }));
    expect(onJoin).toHaveBeenCalledWith(batch);
  });

  it('says a full batch is full and offers its waiting list', async () => {
    const batch = batchFixture({ seatsLeft: 0, enrolled: 20 });
    const { card, onJoin } = renderCard(batch);
    expect(card.getByText('Batch full')).toBeTruthy();
    expect(card.getByText(/Ask to join the waiting list/)).toBeTruthy();
    expect(card.queryByText(/seats? left/)).toBeNull();
    await userEvent.click(card.getByRole('button', { name: 'Join the waiting list: Evening Kids Karate' }));
    expect(onJoin).toHaveBeenCalledWith(batch);
  });

  it('gives a batch yet to begin its start date, an open upper age as "and over", and one seat in the singular', () => {
    const start = addDays(academyToday(), 10);
    const { card } = renderCard(
      batchFixture({ startDate: start, nextClassDay: start, maxAge: null, minAge: 16, seatsLeft: 1 }),
    );
    expect(card.getByText(`New batch, starts ${dayText(start)}`)).toBeTruthy();
    // The first class is the start: said once.
    expect(card.queryByText(/Next class/)).toBeNull();
    expect(fact(card, 'Ages')).toBe('16 years and over');
    expect(card.getByText('1 seat left')).toBeTruthy();
  });

  it('reads in Hindi on /hi/classes, with links to the Hindi batch page', async () => {
    await activateLanguage('hi');
    try {
      const { card } = renderCard(batchFixture({ monthlyFee: 150000 }), '/hi/classes');
      expect(card.getByText('बच्चों का कराटे')).toBeTruthy();
      expect(fact(card, 'दिन और समय')).toBe('सोम · बुध · शुक्रशाम 6:00 – 7:00 IST');
      expect(fact(card, 'फ़ीस')).toBe('₹1,50,000 प्रति माह');
      expect(card.getByText('8 सीटें बची हैं')).toBeTruthy();
      expect(card.getByRole('link', { name: 'Evening Kids Karate' }).getAttribute('href')).toBe('/hi/classes/b1');
      expect(card.getByRole('button', { name: /^इस बैच से जुड़ें/ })).toBeTruthy();
    } finally {
      await activateLanguage('en');
    }
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clockTime, CURRENCY, DATE_FORMATS } from '@academy/contract';
import { formatIst } from './format.ts';
import { formatEventsPageDate, formatInr, formatIstIn } from './plain-format.ts';

const MONTHS = {
  hi: {
    long: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
  },
  mr: {
    long: ['जानेवारी', 'फेब्रुवारी', 'मार्च', 'एप्रिल', 'मे', 'जून', 'जुलै', 'ऑगस्ट', 'सप्टेंबर', 'ऑक्टोबर', 'नोव्हेंबर', 'डिसेंबर'],
  },
};

const instants = fc.date({
  noInvalidDate: true,
  min: new Date('1950-01-01T00:00:00Z'),
  max: new Date('2200-01-01T00:00:00Z'),
});

describe('plain formats match the library ones', () => {
  it('formats any instant from 1950 to 2200 like date-fns in Asia/Kolkata', () => {
    fc.assert(
      fc.property(instants, (date) => {
        const iso = date.toISOString();
        expect(formatEventsPageDate(iso)).toBe(formatIst(iso, DATE_FORMATS.eventsPage));
      }),
      { numRuns: 2000 },
    );
    expect(formatEventsPageDate('2026-12-31T18:29:00.000Z')).toBe('31 December 2026, 11:59 PM');
    expect(formatEventsPageDate('2026-12-31T18:30:00.000Z')).toBe('01 January 2027, 12:00 AM');
    expect(formatEventsPageDate('2026-06-15T06:30:00.000Z')).toBe('15 June 2026, 12:00 PM');
  });

  it('formats rupees like Intl en-IN', () => {
    const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: CURRENCY });
    const amounts = fc.oneof(
      fc.integer({ min: -1e9, max: 1e9 }),
      fc.integer({ min: 0, max: 1e9 }).map((paise) => paise / 100),
    );
    fc.assert(
      fc.property(amounts, (amount) => {
        expect(formatInr(amount)).toBe(inr.format(amount));
      }),
      { numRuns: 2000 },
    );
    expect(formatInr(0)).toBe('₹0.00');
    expect(formatInr(150000)).toBe('₹1,50,000.00');
  });
});

describe.each(['hi', 'mr'] as const)('the product date formats in %s', (language) => {
  it("are written in full: IST fields, digits 0-9, the day unpadded, the month's name, the part of the day first", () => {
    fc.assert(
      fc.property(instants, (date) => {
        const iso = date.toISOString();
        const month = MONTHS[language].long[Number(formatIst(iso, 'M', 'en')) - 1]!;
        const day = formatIst(iso, 'd', 'en');
        const year = formatIst(iso, 'yyyy', 'en');
        const time = clockTime(formatIst(iso, 'HH:mm', 'en'), language);
        expect(formatIstIn(iso, DATE_FORMATS.list, language)).toBe(`${day} ${month}, ${year}`);
        expect(formatIstIn(iso, DATE_FORMATS.table, language)).toBe(`${day} ${month}, ${year} ${time}`);
        expect(formatIstIn(iso, DATE_FORMATS.eventsPage, language)).toBe(`${day} ${month} ${year}, ${time}`);
      }),
      { numRuns: 500 },
    );
  });
});

it('writes an evening in Hindi as it is said', () => {
  expect(formatIstIn('2026-12-02T12:30:00.000Z', DATE_FORMATS.eventsPage, 'hi')).toBe('2 दिसंबर 2026, शाम 6:00');
  expect(formatIstIn('2026-12-02T12:30:00.000Z', DATE_FORMATS.list, 'mr')).toBe('2 डिसेंबर, 2026');
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY, DATE_FORMATS } from '@academy/contract';
import { formatIst } from './format.ts';
import { formatEventsPageDate, formatInr, formatIstIn } from './plain-format.ts';

const MONTHS = {
  hi: {
    long: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
    short: ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'],
  },
  mr: {
    long: ['जानेवारी', 'फेब्रुवारी', 'मार्च', 'एप्रिल', 'मे', 'जून', 'जुलै', 'ऑगस्ट', 'सप्टेंबर', 'ऑक्टोबर', 'नोव्हेंबर', 'डिसेंबर'],
    short: ['जाने', 'फेब्रु', 'मार्च', 'एप्रि', 'मे', 'जून', 'जुलै', 'ऑग', 'सप्टें', 'ऑक्टो', 'नोव्हें', 'डिसें'],
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
  it("have the English shape, IST fields, digits 0-9 and day period of date-fns, with the language's month names", () => {
    fc.assert(
      fc.property(instants, (date) => {
        const iso = date.toISOString();
        const month = Number(formatIst(iso, 'M', 'en')) - 1;
        for (const pattern of Object.values(DATE_FORMATS)) {
          const long = pattern.includes('MMMM');
          const english = formatIst(iso, pattern, 'en');
          const monthName = MONTHS[language][long ? 'long' : 'short'][month]!;
          const expected = english.replace(formatIst(iso, long ? 'MMMM' : 'MMM', 'en'), monthName);
          expect(formatIstIn(iso, pattern, language)).toBe(expected);
        }
      }),
      { numRuns: 500 },
    );
  });
});

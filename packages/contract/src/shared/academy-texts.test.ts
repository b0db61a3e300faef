import { describe, expect, it } from 'vitest';
import { compactTranslations, inLanguage, textIn, TRANSLATED_LANGUAGES, type Translations } from './academy-texts.ts';
import { batchFieldsSchema, batchTranslationsSchema } from '../classes/classes.ts';
import { eventFieldsSchema } from '../events/events.ts';
import { rankInputSchema } from '../ranks/ranks.ts';

const translations: Translations<'name' | 'place'> = {
  hi: { name: 'शुरुआती बैच', place: '' },
  mr: { place: 'मुख्य सभागृह' },
};

describe('textIn', () => {
  it("gives the language's text, and the English where it has none or an empty one", () => {
    expect(textIn('Beginners', translations, 'name', 'hi')).toBe('शुरुआती बैच');
    expect(textIn('Main hall', translations, 'place', 'hi')).toBe('Main hall');
    expect(textIn('Beginners', translations, 'name', 'mr')).toBe('Beginners');
    expect(textIn('Main hall', translations, 'place', 'mr')).toBe('मुख्य सभागृह');
    expect(textIn('Beginners', translations, 'name', 'en')).toBe('Beginners');
    expect(textIn('Beginners', null, 'name', 'hi')).toBe('Beginners');
    expect(textIn('Beginners', { hi: { name: '   ' } }, 'name', 'hi')).toBe('Beginners');
  });
});

describe('inLanguage', () => {
  const batch = { id: 'b1', name: 'Beginners', level: null, place: 'Main hall', translations };

  it('puts each text in the language, drops the translations and leaves a null text null', () => {
    expect(inLanguage(batch, ['name', 'level', 'place'], 'hi')).toEqual({
      id: 'b1',
      name: 'शुरुआती बैच',
      level: null,
      place: 'Main hall',
    });
    expect(inLanguage(batch, ['name', 'level', 'place'], 'en')).toEqual({
      id: 'b1',
      name: 'Beginners',
      level: null,
      place: 'Main hall',
    });
  });
});

describe('translations in the write schemas', () => {
  it('trims, drops blank texts and empty languages', () => {
    expect(TRANSLATED_LANGUAGES).toEqual(['hi', 'mr']);
    expect(
      batchTranslationsSchema.parse({ hi: { name: '  शुरुआती  ', level: ' ', place: '' }, mr: { name: '' } }),
    ).toEqual({ hi: { name: 'शुरुआती' } });
    expect(compactTranslations({ hi: {}, mr: { name: ' ' } })).toEqual({});
  });

  it("holds each text to its English field's limit, with that field's message", () => {
    const result = batchTranslationsSchema.safeParse({ mr: { name: 'क'.repeat(101) } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['mr', 'name']);
    expect(result.error?.issues[0]?.message).toContain('form.batchName.tooLong');
    expect(
      rankInputSchema.safeParse({
        id: null,
        name: 'Red',
        colour: '#ff0000',
        kind: 'kyu',
        grade: 9,
        translations: { hi: { name: 'ल'.repeat(41) } },
      }).success,
    ).toBe(false);
  });

  it('takes a batch without translations, which then keeps its own', () => {
    const fields = {
      name: 'Beginners',
      program: 'Kids Karate',
      level: '',
      minAge: 6,
      maxAge: 12,
      place: 'Hall',
      weekdays: ['mon'],
      startTime: '17:00',
      endTime: '18:00',
      capacity: 20,
      monthlyFee: 1000,
      instructor: 'Sensei',
      startDate: '2026-01-05',
    };
    expect(batchFieldsSchema.parse(fields).translations).toBeUndefined();
    expect(batchFieldsSchema.parse({ ...fields, translations: { hi: { name: 'शुरुआती' } } }).translations).toEqual({
      hi: { name: 'शुरुआती' },
    });
  });

  it("reads an event's translations from a multipart part's JSON, and refuses a part that is not JSON", () => {
    const fields = {
      eventName: 'Summer camp',
      address: 'Pune',
      eventDescription: 'Three days of karate',
      eventDateTime: '2026-12-25T13:00:00.000Z',
      totalSeats: '20',
      entryFee: '0',
    };
    const parsed = eventFieldsSchema.parse({
      ...fields,
      translations: JSON.stringify({ mr: { eventName: ' उन्हाळी शिबिर ', address: '' } }),
    });
    expect(parsed.translations).toEqual({ mr: { eventName: 'उन्हाळी शिबिर' } });
    expect(eventFieldsSchema.parse({ ...fields, translations: '' }).translations).toBeUndefined();
    expect(eventFieldsSchema.safeParse({ ...fields, translations: '{not json' }).success).toBe(false);
  });
});

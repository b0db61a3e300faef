import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInWords, MAX_AMOUNT_IN_WORDS_PAISE } from './amount-words.ts';

const rupees = (amount: number) => Math.round(amount * 100);

describe('an amount in words', () => {
  it.each([
    [1, 'Rupees One Only', 'एक रुपया मात्र', 'एक रुपया फक्त'],
    [15, 'Rupees Fifteen Only', 'पंद्रह रुपये मात्र', 'पंधरा रुपये फक्त'],
    [99, 'Rupees Ninety-Nine Only', 'निन्यानवे रुपये मात्र', 'नव्व्याण्णव रुपये फक्त'],
    [100, 'Rupees One Hundred Only', 'एक सौ रुपये मात्र', 'शंभर रुपये फक्त'],
    [101, 'Rupees One Hundred One Only', 'एक सौ एक रुपये मात्र', 'एकशे एक रुपये फक्त'],
    [1500, 'Rupees One Thousand Five Hundred Only', 'एक हज़ार पाँच सौ रुपये मात्र', 'एक हजार पाचशे रुपये फक्त'],
    [1_00_000, 'Rupees One Lakh Only', 'एक लाख रुपये मात्र', 'एक लाख रुपये फक्त'],
    [
      12_34_567.89,
      'Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven and Eighty-Nine Paise Only',
      'बारह लाख चौंतीस हज़ार पाँच सौ सड़सठ रुपये और नवासी पैसे मात्र',
      'बारा लाख चौतीस हजार पाचशे सदुसष्ट रुपये आणि एकोणनव्वद पैसे फक्त',
    ],
    [
      12_345.5,
      'Rupees Twelve Thousand Three Hundred Forty-Five and Fifty Paise Only',
      'बारह हज़ार तीन सौ पैंतालीस रुपये और पचास पैसे मात्र',
      'बारा हजार तीनशे पंचेचाळीस रुपये आणि पन्नास पैसे फक्त',
    ],
    [10_00_00_000, 'Rupees Ten Crore Only', 'दस करोड़ रुपये मात्र', 'दहा कोटी रुपये फक्त'],
    [
      20_01_00_021,
      'Rupees Twenty Crore One Lakh Twenty-One Only',
      'बीस करोड़ एक लाख इक्कीस रुपये मात्र',
      'वीस कोटी एक लाख एकवीस रुपये फक्त',
    ],
    [0, 'Rupees Zero Only', 'शून्य रुपये मात्र', 'शून्य रुपये फक्त'],
    [0.5, 'Fifty Paise Only', 'पचास पैसे मात्र', 'पन्नास पैसे फक्त'],
    [0.01, 'One Paisa Only', 'एक पैसा मात्र', 'एक पैसा फक्त'],
    [
      99_99_99_999.99,
      'Rupees Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only',
      'निन्यानवे करोड़ निन्यानवे लाख निन्यानवे हज़ार नौ सौ निन्यानवे रुपये और निन्यानवे पैसे मात्र',
      'नव्व्याण्णव कोटी नव्व्याण्णव लाख नव्व्याण्णव हजार नऊशे नव्व्याण्णव रुपये आणि नव्व्याण्णव पैसे फक्त',
    ],
    [120, 'Rupees One Hundred Twenty Only', 'एक सौ बीस रुपये मात्र', 'एकशे वीस रुपये फक्त'],
    [1_100, 'Rupees One Thousand One Hundred Only', 'एक हज़ार एक सौ रुपये मात्र', 'एक हजार एकशे रुपये फक्त'],
    [100.5, 'Rupees One Hundred and Fifty Paise Only', 'एक सौ रुपये और पचास पैसे मात्र', 'शंभर रुपये आणि पन्नास पैसे फक्त'],
  ])('writes ₹%d in English, Hindi and Marathi', (amount, english, hindi, marathi) => {
    expect(amountInWords(rupees(amount), 'en')).toBe(english);
    expect(amountInWords(rupees(amount), 'hi')).toBe(hindi);
    expect(amountInWords(rupees(amount), 'mr')).toBe(marathi);
  });

  it('says each Hindi number below a hundred in one word of its own, as a keyboard types it', () => {
    const words = Array.from({ length: 99 }, (_, i) =>
      amountInWords((i + 1) * 100, 'hi').replace(/ रुप(या|ये) मात्र$/, ''),
    );
    expect(new Set(words).size).toBe(99);
    for (const word of words) {
      expect(word).toMatch(/^[\u0900-\u097F]+$/);
      expect(word).toBe(word.normalize('NFC'));
    }
    expect([6, 21, 44, 67, 79, 89, 91].map((n) => words[n - 1])).toEqual([
      'छह',
      'इक्कीस',
      'चवालीस',
      'सड़सठ',
      'उनासी',
      'नवासी',
      'इक्यानवे',
    ]);
  });

  it('says each Marathi number below a hundred in one word of its own, as a keyboard types it', () => {
    const words = Array.from({ length: 99 }, (_, i) =>
      amountInWords((i + 1) * 100, 'mr').replace(/ रुप(या|ये) फक्त$/, ''),
    );
    expect(new Set(words).size).toBe(99);
    for (const word of words) {
      expect(word).toMatch(/^[\u0900-\u097F]+$/);
      expect(word).toBe(word.normalize('NFC'));
    }
    expect([6, 19, 21, 33, 46, 69, 76, 99].map((n) => words[n - 1])).toEqual([
      'सहा',
      'एकोणीस',
      'एकवीस',
      'तेहेतीस',
      'सेहेचाळीस',
      'एकोणसत्तर',
      'शहात्तर',
      'नव्व्याण्णव',
    ]);
  });

  it('reads back as the amount it was given, anywhere in its range', () => {
    const values: Record<string, number> = {};
    for (let n = 1; n < 100; n++) values[amountInWords(n * 100, 'en').slice('Rupees '.length, -' Only'.length)] = n;
    const scales: Record<string, number> = { Hundred: 100, Thousand: 1000, Lakh: 1_00_000, Crore: 1_00_00_000 };
    const readBack = (words: string) => {
      let total = 0;
      let count = 0;
      for (const word of words.split(' ')) {
        if (word in scales) {
          total += count * scales[word]!;
          count = 0;
        } else if (word !== 'Zero') {
          count = values[word]!;
        }
      }
      return total + count;
    };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_AMOUNT_IN_WORDS_PAISE }), (paise) => {
        const [, whole = 'Zero', fraction = 'Zero'] =
          /^(?:Rupees (.+?))?(?: and )?(?:(\S+) Pais[ae])? Only$/.exec(amountInWords(paise, 'en')) ?? [];
        expect(readBack(whole) * 100 + readBack(fraction)).toBe(paise);
        expect(amountInWords(paise, 'hi')).toMatch(/मात्र$/);
        expect(amountInWords(paise, 'mr')).toMatch(/फक्त$/);
      }),
    );
  });

  it('refuses what no receipt holds', () => {
    for (const paise of [-1, 0.5, Number.NaN, MAX_AMOUNT_IN_WORDS_PAISE + 1]) {
      expect(() => amountInWords(paise, 'en')).toThrow(RangeError);
    }
  });
});

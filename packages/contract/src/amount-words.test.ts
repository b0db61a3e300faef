import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInWords, MAX_AMOUNT_IN_WORDS_PAISE } from './amount-words.ts';

const rupees = (amount: number) => Math.round(amount * 100);

describe('an amount in words', () => {
  it.each([
    [1, 'Rupees One Only', 'एक रुपया मात्र'],
    [15, 'Rupees Fifteen Only', 'पंद्रह रुपये मात्र'],
    [99, 'Rupees Ninety-Nine Only', 'निन्यानवे रुपये मात्र'],
    [100, 'Rupees One Hundred Only', 'एक सौ रुपये मात्र'],
    [101, 'Rupees One Hundred One Only', 'एक सौ एक रुपये मात्र'],
    [1500, 'Rupees One Thousand Five Hundred Only', 'एक हज़ार पाँच सौ रुपये मात्र'],
    [1_00_000, 'Rupees One Lakh Only', 'एक लाख रुपये मात्र'],
    [
      12_34_567.89,
      'Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven and Eighty-Nine Paise Only',
      'बारह लाख चौंतीस हज़ार पाँच सौ सड़सठ रुपये और नवासी पैसे मात्र',
    ],
    [
      12_345.5,
      'Rupees Twelve Thousand Three Hundred Forty-Five and Fifty Paise Only',
      'बारह हज़ार तीन सौ पैंतालीस रुपये और पचास पैसे मात्र',
    ],
    [10_00_00_000, 'Rupees Ten Crore Only', 'दस करोड़ रुपये मात्र'],
    [20_01_00_021, 'Rupees Twenty Crore One Lakh Twenty-One Only', 'बीस करोड़ एक लाख इक्कीस रुपये मात्र'],
    [0, 'Rupees Zero Only', 'शून्य रुपये मात्र'],
    [0.5, 'Fifty Paise Only', 'पचास पैसे मात्र'],
    [0.01, 'One Paisa Only', 'एक पैसा मात्र'],
    [
      99_99_99_999.99,
      'Rupees Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only',
      'निन्यानवे करोड़ निन्यानवे लाख निन्यानवे हज़ार नौ सौ निन्यानवे रुपये और निन्यानवे पैसे मात्र',
    ],
  ])('writes ₹%d in English and Hindi', (amount, english, hindi) => {
    expect(amountInWords(rupees(amount), 'en')).toBe(english);
    expect(amountInWords(rupees(amount), 'hi')).toBe(hindi);
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
      }),
    );
  });

  it('refuses what no receipt holds', () => {
    for (const paise of [-1, 0.5, Number.NaN, MAX_AMOUNT_IN_WORDS_PAISE + 1]) {
      expect(() => amountInWords(paise, 'en')).toThrow(RangeError);
    }
  });
});

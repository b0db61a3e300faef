// Zod-free: the server's receipt writes its total in words, as an Indian receipt or cheque does, and a page may too.

import type { Language } from './i18n/languages.ts';

/** The largest amount in words, 99,99,99,999.99 rupees: beyond 99 crore Indian usage varies (arab, or crore of crore). */
export const MAX_AMOUNT_IN_WORDS_PAISE = 99_99_99_999_99;

const ENGLISH_UNITS = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const ENGLISH_TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/**
 * Hindi says every number below a hundred with its own word (इक्कीस is not "बीस एक"), so they are listed whole.
 * 91 to 99 end in -नवे (also written -नबे) and 6 is छह (also छः); nuktas are written decomposed (ड़), as Unicode's
 * normal form NFC keeps them, so the words match what a keyboard types.
 */
const HINDI_BELOW_HUNDRED = [
  '',
  'एक',
  'दो',
  'तीन',
  'चार',
  'पाँच',
  'छह',
  'सात',
  'आठ',
  'नौ',
  'दस',
  'ग्यारह',
  'बारह',
  'तेरह',
  'चौदह',
  'पंद्रह',
  'सोलह',
  'सत्रह',
  'अठारह',
  'उन्नीस',
  'बीस',
  'इक्कीस',
  'बाईस',
  'तेईस',
  'चौबीस',
  'पच्चीस',
  'छब्बीस',
  'सत्ताईस',
  'अट्ठाईस',
  'उनतीस',
  'तीस',
  'इकतीस',
  'बत्तीस',
  'तैंतीस',
  'चौंतीस',
  'पैंतीस',
  'छत्तीस',
  'सैंतीस',
  'अड़तीस',
  'उनतालीस',
  'चालीस',
  'इकतालीस',
  'बयालीस',
  'तैंतालीस',
  'चवालीस',
  'पैंतालीस',
  'छियालीस',
  'सैंतालीस',
  'अड़तालीस',
  'उनचास',
  'पचास',
  'इक्यावन',
  'बावन',
  'तिरपन',
  'चौवन',
  'पचपन',
  'छप्पन',
  'सत्तावन',
  'अट्ठावन',
  'उनसठ',
  'साठ',
  'इकसठ',
  'बासठ',
  'तिरसठ',
  'चौंसठ',
  'पैंसठ',
  'छियासठ',
  'सड़सठ',
  'अड़सठ',
  'उनहत्तर',
  'सत्तर',
  'इकहत्तर',
  'बहत्तर',
  'तिहत्तर',
  'चौहत्तर',
  'पचहत्तर',
  'छिहत्तर',
  'सतहत्तर',
  'अठहत्तर',
  'उनासी',
  'अस्सी',
  'इक्यासी',
  'बयासी',
  'तिरासी',
  'चौरासी',
  'पचासी',
  'छियासी',
  'सत्तासी',
  'अट्ठासी',
  'नवासी',
  'नब्बे',
  'इक्यानवे',
  'बानवे',
  'तिरानवे',
  'चौरानवे',
  'पचानवे',
  'छियानवे',
  'सत्तानवे',
  'अट्ठानवे',
  'निन्यानवे',
];

function englishBelowHundred(n: number): string {
  if (n < 20) return ENGLISH_UNITS[n]!;
  const unit = n % 10;
  return unit ? `${ENGLISH_TENS[Math.floor(n / 10)]}-${ENGLISH_UNITS[unit]}` : ENGLISH_TENS[n / 10]!;
}

interface Scale {
  belowHundred(n: number): string;
  hundred: string;
  thousand: string;
  lakh: string;
  crore: string;
}

const SCALES: Record<Language, Scale> = {
  en: { belowHundred: englishBelowHundred, hundred: 'Hundred', thousand: 'Thousand', lakh: 'Lakh', crore: 'Crore' },
  hi: { belowHundred: (n) => HINDI_BELOW_HUNDRED[n]!, hundred: 'सौ', thousand: 'हज़ार', lakh: 'लाख', crore: 'करोड़' },
};

/** A whole number from 1 to 99,99,99,999 in the Indian system: crore, lakh, thousand (two digits each), hundred. */
function wholeInWords(n: number, scale: Scale): string {
  const groups: [number, string | null][] = [
    [Math.floor(n / 1_00_00_000), scale.crore],
    [Math.floor(n / 1_00_000) % 100, scale.lakh],
    [Math.floor(n / 1000) % 100, scale.thousand],
    [Math.floor(n / 100) % 10, scale.hundred],
    [n % 100, null],
  ];
  return groups
    .filter(([count]) => count > 0)
    .map(([count, word]) => (word ? `${scale.belowHundred(count)} ${word}` : scale.belowHundred(count)))
    .join(' ');
}

/**
 * An amount in words as Indian receipts write it: "Rupees One Lakh Twenty Thousand and Fifty Paise Only",
 * "एक लाख बीस हज़ार रुपये और पचास पैसे मात्र". Throws a RangeError outside 0 to 99,99,99,999.99 rupees or for a
 * fraction of a paisa.
 */
export function amountInWords(paise: number, language: Language): string {
  if (!Number.isSafeInteger(paise) || paise < 0 || paise > MAX_AMOUNT_IN_WORDS_PAISE) {
    throw new RangeError(`No words for ${paise} paise`);
  }
  const rupees = Math.floor(paise / 100);
  const cents = paise % 100;
  const scale = SCALES[language];
  if (language === 'hi') {
    const rupeeWords = rupees === 1 ? 'एक रुपया' : `${rupees ? wholeInWords(rupees, scale) : 'शून्य'} रुपये`;
    if (!cents) return `${rupeeWords} मात्र`;
    const paiseWords = `${wholeInWords(cents, scale)} ${cents === 1 ? 'पैसा' : 'पैसे'}`;
    return rupees ? `${rupeeWords} और ${paiseWords} मात्र` : `${paiseWords} मात्र`;
  }
  const rupeeWords = `Rupees ${rupees ? wholeInWords(rupees, scale) : 'Zero'}`;
  if (!cents) return `${rupeeWords} Only`;
  const paiseWords = `${wholeInWords(cents, scale)} ${cents === 1 ? 'Paisa' : 'Paise'}`;
  return rupees ? `${rupeeWords} and ${paiseWords} Only` : `${paiseWords} Only`;
}

// Zod-free: the server's receipt writes its total in words, as an Indian receipt or cheque does, and a page may too.

import type { Language } from '../i18n/languages.ts';

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

/**
 * Marathi, like Hindi, names every number below a hundred with its own word (एकवीस, not "वीस एक"); the forms are
 * the school books' (Balbharati), e.g. 33 तेहेतीस, 76 शहात्तर, 99 नव्व्याण्णव.
 */
const MARATHI_BELOW_HUNDRED = [
  '',
  'एक',
  'दोन',
  'तीन',
  'चार',
  'पाच',
  'सहा',
  'सात',
  'आठ',
  'नऊ',
  'दहा',
  'अकरा',
  'बारा',
  'तेरा',
  'चौदा',
  'पंधरा',
  'सोळा',
  'सतरा',
  'अठरा',
  'एकोणीस',
  'वीस',
  'एकवीस',
  'बावीस',
  'तेवीस',
  'चोवीस',
  'पंचवीस',
  'सव्वीस',
  'सत्तावीस',
  'अठ्ठावीस',
  'एकोणतीस',
  'तीस',
  'एकतीस',
  'बत्तीस',
  'तेहेतीस',
  'चौतीस',
  'पस्तीस',
  'छत्तीस',
  'सदतीस',
  'अडतीस',
  'एकोणचाळीस',
  'चाळीस',
  'एक्केचाळीस',
  'बेचाळीस',
  'त्रेचाळीस',
  'चव्वेचाळीस',
  'पंचेचाळीस',
  'सेहेचाळीस',
  'सत्तेचाळीस',
  'अठ्ठेचाळीस',
  'एकोणपन्नास',
  'पन्नास',
  'एक्कावन्न',
  'बावन्न',
  'त्रेपन्न',
  'चोपन्न',
  'पंचावन्न',
  'छप्पन्न',
  'सत्तावन्न',
  'अठ्ठावन्न',
  'एकोणसाठ',
  'साठ',
  'एकसष्ट',
  'बासष्ट',
  'त्रेसष्ट',
  'चौसष्ट',
  'पासष्ट',
  'सहासष्ट',
  'सदुसष्ट',
  'अडुसष्ट',
  'एकोणसत्तर',
  'सत्तर',
  'एकाहत्तर',
  'बाहत्तर',
  'त्र्याहत्तर',
  'चौऱ्याहत्तर',
  'पंचाहत्तर',
  'शहात्तर',
  'सत्त्याहत्तर',
  'अठ्ठ्याहत्तर',
  'एकोणऐंशी',
  'ऐंशी',
  'एक्क्याऐंशी',
  'ब्याऐंशी',
  'त्र्याऐंशी',
  'चौऱ्याऐंशी',
  'पंच्याऐंशी',
  'शहाऐंशी',
  'सत्त्याऐंशी',
  'अठ्ठ्याऐंशी',
  'एकोणनव्वद',
  'नव्वद',
  'एक्क्याण्णव',
  'ब्याण्णव',
  'त्र्याण्णव',
  'चौऱ्याण्णव',
  'पंच्याण्णव',
  'शहाण्णव',
  'सत्त्याण्णव',
  'अठ्ठ्याण्णव',
  'नव्व्याण्णव',
];

function englishBelowHundred(n: number): string {
  if (n < 20) return ENGLISH_UNITS[n]!;
  const unit = n % 10;
  return unit ? `${ENGLISH_TENS[Math.floor(n / 10)]}-${ENGLISH_UNITS[unit]}` : ENGLISH_TENS[n / 10]!;
}

interface Scale {
  belowHundred(n: number): string;
  /** 1 to 9 hundreds: 'Two Hundred', 'दो सौ'; Marathi joins them into one word (दोनशे). */
  hundreds(n: number): string;
  thousand: string;
  lakh: string;
  crore: string;
}

const SCALES: Record<Language, Scale> = {
  en: {
    belowHundred: englishBelowHundred,
    hundreds: (n) => `${ENGLISH_UNITS[n]} Hundred`,
    thousand: 'Thousand',
    lakh: 'Lakh',
    crore: 'Crore',
  },
  hi: {
    belowHundred: (n) => HINDI_BELOW_HUNDRED[n]!,
    hundreds: (n) => `${HINDI_BELOW_HUNDRED[n]} सौ`,
    thousand: 'हज़ार',
    lakh: 'लाख',
    crore: 'करोड़',
  },
  // 100 alone is शंभर; in a larger number a hundred is एकशे (एकशे वीस, एक हजार एकशे), and 200 to 900 दोनशे to नऊशे.
  mr: {
    belowHundred: (n) => MARATHI_BELOW_HUNDRED[n]!,
    hundreds: (n) => `${MARATHI_BELOW_HUNDRED[n]}शे`,
    thousand: 'हजार',
    lakh: 'लाख',
    crore: 'कोटी',
  },
};

/** How a receipt says the rupees and paise around the number words, and the closing "Only". */
interface Phrase {
  rupees(words: string, one: boolean): string;
  paise(words: string, one: boolean): string;
  and: string;
  zero: string;
  only(words: string): string;
}

const PHRASES: Record<Language, Phrase> = {
  en: {
    rupees: (words) => `Rupees ${words}`,
    paise: (words, one) => `${words} ${one ? 'Paisa' : 'Paise'}`,
    and: 'and',
    zero: 'Zero',
    only: (words) => `${words} Only`,
  },
  hi: {
    rupees: (words, one) => `${words} ${one ? 'रुपया' : 'रुपये'}`,
    paise: (words, one) => `${words} ${one ? 'पैसा' : 'पैसे'}`,
    and: 'और',
    zero: 'शून्य',
    only: (words) => `${words} मात्र`,
  },
  mr: {
    rupees: (words, one) => `${words} ${one ? 'रुपया' : 'रुपये'}`,
    paise: (words, one) => `${words} ${one ? 'पैसा' : 'पैसे'}`,
    and: 'आणि',
    zero: 'शून्य',
    only: (words) => `${words} फक्त`,
  },
};

/** A whole number from 1 to 99,99,99,999 in the Indian system: crore, lakh, thousand (two digits each), hundred. */
function wholeInWords(n: number, scale: Scale): string {
  const groups: [number, (count: number) => string][] = [
    [Math.floor(n / 1_00_00_000), (count) => `${scale.belowHundred(count)} ${scale.crore}`],
    [Math.floor(n / 1_00_000) % 100, (count) => `${scale.belowHundred(count)} ${scale.lakh}`],
    [Math.floor(n / 1000) % 100, (count) => `${scale.belowHundred(count)} ${scale.thousand}`],
    [Math.floor(n / 100) % 10, scale.hundreds],
    [n % 100, scale.belowHundred],
  ];
  return groups
    .filter(([count]) => count > 0)
    .map(([count, say]) => say(count))
    .join(' ');
}

/**
 * An amount in words as Indian receipts write it: "Rupees One Lakh Twenty Thousand and Fifty Paise Only",
 * "एक लाख बीस हज़ार रुपये और पचास पैसे मात्र", "एक लाख वीस हजार रुपये आणि पन्नास पैसे फक्त". Throws a RangeError outside 0 to 99,99,99,999.99 rupees or for a
 * fraction of a paisa.
 */
export function amountInWords(paise: number, language: Language): string {
  if (!Number.isSafeInteger(paise) || paise < 0 || paise > MAX_AMOUNT_IN_WORDS_PAISE) {
    throw new RangeError(`No words for ${paise} paise`);
  }
  const rupees = Math.floor(paise / 100);
  const cents = paise % 100;
  const scale = SCALES[language];
  const say = PHRASES[language];
  // Marathi's 100 alone is शंभर, not एकशे.
  const whole = language === 'mr' && rupees === 100 ? 'शंभर' : rupees ? wholeInWords(rupees, scale) : say.zero;
  const rupeeWords = say.rupees(whole, rupees === 1);
  if (!cents) return say.only(rupeeWords);
  const paiseWords = say.paise(wholeInWords(cents, scale), cents === 1);
  return say.only(rupees ? `${rupeeWords} ${say.and} ${paiseWords}` : paiseWords);
}

import { beforeAll, describe, expect, it } from 'vitest';
import { ENGLISH } from '@academy/contract';
import { Translator } from './translator.ts';

let translator: Translator;
beforeAll(async () => {
  translator = await Translator.load();
});

describe('Translator', () => {
  it('says a message word for word in English, with values and plurals', () => {
    expect(translator.t('en', 'api.badLogin')).toBe(ENGLISH['api.badLogin']);
    expect(translator.t('en', 'api.resetCodeWrong', { left: 1 })).toBe('The code is incorrect. 1 attempt left.');
    expect(translator.t('en', 'api.resetCodeWrong', { left: 3 })).toBe('The code is incorrect. 3 attempts left.');
    expect(translator.t('en', 'api.eventDeleted', { bookings: 0 })).toBe('Event deleted successfully');
    expect(translator.t('en', 'api.eventDeleted', { bookings: 2 })).toBe(
      'Event deleted successfully, with its 2 bookings',
    );
  });

  it('says it in Hindi', () => {
    expect(translator.t('hi', 'api.badLogin')).toBe('ईमेल या पासवर्ड गलत है।');
    expect(translator.t('hi', 'api.resetCodeWrong', { left: 2 })).toBe('कोड गलत है। 2 प्रयास बाकी हैं।');
  });

  it('follows Accept-Language among the languages it speaks, else English', () => {
    expect(translator.negotiate('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(translator.negotiate('en-IN,en;q=0.9,hi;q=0.8')).toBe('en');
    expect(translator.negotiate('ta-IN,ta;q=0.9,hi;q=0.5')).toBe('hi');
    expect(translator.negotiate('fr-FR')).toBe('en');
    expect(translator.negotiate(undefined)).toBe('en');
  });
});

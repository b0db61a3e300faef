import { afterAll, describe, expect, it } from 'vitest';
import { activateLanguage, currentLanguage, loadAreas, t } from './i18n.ts';

describe('the web i18n runtime', () => {
  afterAll(() => activateLanguage('en'));

  it('switches to Hindi and back, with the areas in use in each language', async () => {
    expect(t('public.nav.home')).toBe('Home');
    await activateLanguage('hi');
    expect(currentLanguage()).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(t('public.nav.home')).toBe('होम');
    await loadAreas('admin');
    expect(t('admin.nav.fighters')).toBe('फ़ाइटर');
    await activateLanguage('en');
    expect(currentLanguage()).toBe('en');
    expect(t('admin.nav.fighters')).toBe('Fighters');
    expect(t('admin.nav.brand', { name: 'KKA' })).toBe('KKA Admin');
  });

  it("speaks Marathi, its plurals' figures in digits 0-9", async () => {
    await activateLanguage('mr');
    expect(document.documentElement.lang).toBe('mr');
    expect(t('public.nav.home')).toBe('मुख्यपृष्ठ');
    await loadAreas('admin', 'classes');
    expect(t('admin.nav.fighters')).toBe('फायटर');
    expect(t('classes.card.seatsLeft', { left: 12 })).toBe('12 जागा शिल्लक');
    expect(t('admin.classes.requests', { count: 1 })).toBe('1 विनंती');
    expect(t('admin.classes.requests', { count: 3 })).toBe('3 विनंत्या');
    await activateLanguage('en');
    expect(t('public.nav.home')).toBe('Home');
  });
});

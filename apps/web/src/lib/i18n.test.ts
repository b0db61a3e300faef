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
});

import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LANGUAGE_CODES, LANGUAGES, type Language } from '@academy/contract';
import { activateLanguage, preloadLanguage, useLanguage, useT } from '../lib/i18n.ts';
import { rememberLanguage } from '../lib/language-choice.ts';
import { languagePath, PRIVATE_AREA, stripLanguage } from '../lib/language-paths.ts';
import './language-switch.css';

/**
 * The languages by their own names (English, हिन्दी). On a public page each is a link to the page's address in
 * that language, so search engines and shared links find it too; in the admin and fighter areas it switches in
 * place. The choice is remembered on this device; the new language's messages download before the switch, so
 * the page never shows a half-translated state.
 */
export function LanguageSwitch({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const t = useT();
  const current = useLanguage();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const inPlace = PRIVATE_AREA.test(pathname);

  const hrefOf = (language: Language) =>
    inPlace ? pathname + search + hash : languagePath(language, stripLanguage(pathname)) + search + hash;

  const choose = (language: Language) => async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    rememberLanguage(language);
    if (inPlace) {
      await activateLanguage(language);
    } else {
      await preloadLanguage(language);
      navigate(hrefOf(language));
    }
  };

  return (
    <nav className={`language-switch language-switch--${tone}`} aria-label={t('public.language.label')}>
      {LANGUAGE_CODES.map((language) => (
        <a
          key={language}
          href={hrefOf(language)}
          lang={language}
          hrefLang={LANGUAGES[language].locale}
          aria-current={language === current ? 'true' : undefined}
          className="language-switch__option"
          onClick={choose(language)}
        >
          {LANGUAGES[language].name}
        </a>
      ))}
    </nav>
  );
}

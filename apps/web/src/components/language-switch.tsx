import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LANGUAGE_CODES, LANGUAGES, languagePath, type Language, stripLanguage } from '@academy/contract';
import { activateLanguage, preloadLanguage, useLanguage, useT } from '../lib/i18n.ts';
import { rememberLanguage } from '../lib/language-choice.ts';
import { PRIVATE_AREA } from '../lib/language-paths.ts';
import { getSession } from '../lib/session.ts';
import './language-switch.css';

/**
 * A logged-in fighter's choice is saved on the account too, so their emails go out in it. The API client loads
 * only then: the public pages' first load does without it.
 */
function saveOnAccount(language: Language) {
  const { token, userType, fighterId } = getSession();
  if (!token || userType !== 'fighter' || !fighterId) return;
  import('../lib/fighter-language.ts')
    .then(({ setFighterLanguage }) => setFighterLanguage(fighterId, language))
    .catch(() => {
      // The device still remembers the choice; the account keeps its language until the next switch.
    });
}

/**
 * The languages by their own names (English, हिन्दी). On a public page each is a link to the page's address in
 * that language, so search engines and shared links find it too; in the admin and fighter areas it switches in
 * place. The choice is remembered on this device (and on a fighter's account); the new language's messages download before the switch, so
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
    if (language !== current) saveOnAccount(language);
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

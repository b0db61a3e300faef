import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { academy } from '../config/academy.ts';
import { useT } from '../lib/i18n.ts';
import { usePublicPath } from '../lib/language-paths.ts';
import { LanguageSwitch } from './language-switch.tsx';
import '../styles/bootstrap/forms.scss';
import './auth-card.css';

interface Props {
  /** The card's heading (h1). */
  title: string;
  subtitle?: ReactNode;
  /** Small label above the title, e.g. "Admin area". */
  kicker?: string;
  children: ReactNode;
  /** Links under the form (sign-up, back to login). */
  footer?: ReactNode;
  /** Wider card for longer forms (sign-up). */
  wide?: boolean;
}

/**
 * The centred card every login, sign-up and password page sits in: logo to /, heading, form, Back to Website, and
 * the language switch in the corner (these pages have no top bar).
 */
export function AuthCard({ title, subtitle, kicker, children, footer, wide = false }: Props) {
  const t = useT();
  const publicPath = usePublicPath();
  return (
    <div className="auth-page">
      <div className="auth-page__language">
        <LanguageSwitch />
      </div>
      <main id="main" className={`auth-card${wide ? ' auth-card--wide' : ''}`}>
        <Link to={publicPath('/home')} className="auth-card__brand">
          <img src={academy.logo.src} alt={t(academy.logo.alt, { name: academy.name })} width={64} height={64} />
        </Link>
        {kicker && <p className="auth-card__kicker">{kicker}</p>}
        <h1 className="auth-card__title">{title}</h1>
        {subtitle && <p className="auth-card__subtitle">{subtitle}</p>}
        {children}
        {footer && <div className="auth-card__footer">{footer}</div>}
      </main>
      <Link to={publicPath('/home')} className="auth-page__back">
        <span aria-hidden="true">&larr;</span> {t('form.kit.backToWebsite')}
      </Link>
    </div>
  );
}

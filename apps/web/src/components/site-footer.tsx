import { Link } from 'react-router';
import type { MessageKey } from '@academy/contract';
import { academy, telHref, type SocialNetwork } from '../config/academy.ts';
import { useT } from '../lib/i18n.ts';
import { usePublicPath } from '../lib/language-paths.ts';
import './site-footer.css';

const SITE_LINKS: readonly { to: string; label: MessageKey }[] = [
  { to: '/home', label: 'public.nav.home' },
  { to: '/about-us', label: 'public.nav.aboutUs' },
  { to: '/gallery', label: 'public.nav.gallery' },
  { to: '/events', label: 'public.nav.events' },
  { to: '/classes', label: 'public.nav.classes' },
  { to: '/home#footer', label: 'public.footer.contactUs' },
  { to: '/verify', label: 'public.footer.verify' },
];

/** The networks' own names, the same in every language. */
const NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  x: 'X',
};

/** Simple hand-drawn glyphs; the link around each icon carries the accessible name. */
function SocialIcon({ network }: { network: SocialNetwork }) {
  const common = { viewBox: '0 0 24 24', width: 20, height: 20, 'aria-hidden': true, focusable: false } as const;
  switch (network) {
    case 'facebook':
      return (
        <svg {...common}>
          <path
            fill="currentColor"
            d="M13.6 21v-7.6h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.2H8v3h2.6V21z"
          />
        </svg>
      );
    case 'instagram':
      return (
        <svg {...common}>
          <rect x="3.5" y="3.5" width="17" height="17" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="17.2" cy="6.8" r="1.2" fill="currentColor" />
        </svg>
      );
    case 'youtube':
      return (
        <svg {...common}>
          <path
            fill="currentColor"
            fillRule="evenodd"
            d="M2.5 8.2c.1-1.7 1.3-3 3-3.1C7.4 5 9.7 5 12 5s4.6 0 6.5.1c1.7.1 2.9 1.4 3 3.1.1 1.3.1 2.5.1 3.8s0 2.5-.1 3.8c-.1 1.7-1.3 3-3 3.1-1.9.1-4.2.1-6.5.1s-4.6 0-6.5-.1c-1.7-.1-2.9-1.4-3-3.1C2.4 14.5 2.4 13.3 2.4 12s0-2.5.1-3.8zM10 8.8v6.4l5.5-3.2z"
          />
        </svg>
      );
    case 'x':
      return (
        <svg {...common}>
          <path fill="currentColor" d="M3.5 3.5h5l12 17h-5z" />
          <path d="M19.5 3.5l-6.6 7.4M4.5 20.5l6.7-7.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      );
  }
}

function PinIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
      />
    </svg>
  );
}

function PhoneIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M6.6 10.8a15.2 15.2 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z"
      />
    </svg>
  );
}

function MailIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2.4V17h16V7.4l-8 5.2z"
      />
      <path fill="currentColor" d="M4.5 7h15L12 11.8z" />
    </svg>
  );
}

export function SiteFooter() {
  const t = useT();
  const publicPath = usePublicPath();
  const { address, promo } = academy;
  const year = new Date().getFullYear();

  return (
    <footer id="footer" className="site-footer">
      <section className="footer-promo" aria-labelledby="footer-promo-title">
        <div className="container">
          <div className="footer-promo__card">
            <div className="footer-promo__copy">
              <p className="footer-promo__badge">{t(promo.badge)}</p>
              <h2 id="footer-promo-title" className="footer-promo__title">
                {t(promo.title)}
              </h2>
              <p className="footer-promo__text">{t(promo.text)}</p>
            </div>
            <div className="footer-promo__actions">
              <Link to={publicPath(promo.action.to)} className="btn btn-light btn-lg footer-promo__cta">
                {t(promo.action.label)}
              </Link>
              <a href={telHref(academy.phone)} className="btn btn-outline-light btn-lg">
                {t('public.footer.call', { phone: academy.phone })}
              </a>
            </div>
          </div>
        </div>
      </section>

      <div className="container footer-main">
        <div className="footer-grid">
          <div className="footer-about">
            <Link to={publicPath('/home')} className="site-brand site-brand--footer">
              <img src={academy.logo.src} alt="" width={48} height={48} className="site-brand__logo" />
              <span className="site-brand__name">{academy.name}</span>
            </Link>
            <p className="footer-about__text">{t(academy.summary)}</p>
            <ul className="social-links" aria-label={t('public.footer.social')}>
              {academy.social.map((link) => (
                <li key={link.network}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('public.footer.socialLink', {
                      name: academy.name,
                      network: NETWORK_NAMES[link.network],
                    })}
                    className="social-link"
                  >
                    <SocialIcon network={link.network} />
                  </a>
                </li>
              ))}
            </ul>
          </div>

          <nav className="footer-col" aria-labelledby="footer-links-title">
            <h2 id="footer-links-title" className="footer-heading">
              {t('public.footer.explore')}
            </h2>
            <ul className="footer-links">
              {SITE_LINKS.map((link) => (
                <li key={link.label}>
                  <Link to={publicPath(link.to)}>{t(link.label)}</Link>
                </li>
              ))}
            </ul>
          </nav>

          <div className="footer-col">
            <h2 className="footer-heading">{t('public.footer.contactUs')}</h2>
            <address className="footer-contact">
              <p>
                <PinIcon />
                <a href={address.mapUrl} target="_blank" rel="noopener noreferrer">
                  {address.lines.map((line) => (
                    <span key={line} className="d-block">
                      {t(line)}
                    </span>
                  ))}
                  <span className="d-block">
                    {t(address.city)}, {t(address.state)} {address.postalCode}
                  </span>
                  <span className="d-block">{t(address.country)}</span>
                </a>
              </p>
              <p>
                <PhoneIcon />
                <a href={telHref(academy.phone)}>{academy.phone}</a>
              </p>
              <p>
                <MailIcon />
                <a href={`mailto:${academy.email}`}>{academy.email}</a>
              </p>
            </address>
            <ul className="footer-hours">
              {academy.trainingHours.map((line) => (
                <li key={line}>{t(line)}</li>
              ))}
            </ul>
          </div>

          <div className="footer-col">
            <h2 className="footer-heading">{t('public.footer.members')}</h2>
            <p className="footer-col__text">{t('public.footer.membersText')}</p>
            <div className="footer-login">
              <Link to="/admin/login" className="btn btn-outline-light">
                {t('public.nav.adminLogin')}
              </Link>
              <Link to="/fighter/login" className="btn btn-danger">
                {t('public.nav.fighterLogin')}
              </Link>
            </div>
          </div>
        </div>
      </div>

      <div className="footer-bottom">
        <div className="container footer-bottom__inner">
          <p>{t('public.footer.copyright', { year: String(year), name: academy.name })}</p>
          <p>
            <Link to={publicPath('/privacy')} className="footer-bottom__link">
              {t('public.footer.privacy')}
            </Link>
          </p>
          <p>{t(academy.tagline)}</p>
        </div>
      </div>
    </footer>
  );
}

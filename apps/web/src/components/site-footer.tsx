import { Link } from 'react-router';
import { academy, telHref, type SocialNetwork } from '../config/academy.ts';
import './site-footer.css';

const SITE_LINKS = [
  { to: '/home', label: 'Home' },
  { to: '/about-us', label: 'About Us' },
  { to: '/gallery', label: 'Gallery' },
  { to: '/events', label: 'Events' },
  { to: '/home#footer', label: 'Contact Us' },
] as const;

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
  const { address, promo } = academy;
  const year = new Date().getFullYear();

  return (
    <footer id="footer" className="site-footer">
      <section className="footer-promo" aria-labelledby="footer-promo-title">
        <div className="container">
          <div className="footer-promo__card">
            <div className="footer-promo__copy">
              <p className="footer-promo__badge">{promo.badge}</p>
              <h2 id="footer-promo-title" className="footer-promo__title">
                {promo.title}
              </h2>
              <p className="footer-promo__text">{promo.text}</p>
            </div>
            <div className="footer-promo__actions">
              <Link to={promo.action.to} className="btn btn-light btn-lg footer-promo__cta">
                {promo.action.label}
              </Link>
              <a href={telHref(academy.phone)} className="btn btn-outline-light btn-lg">
                Call {academy.phone}
              </a>
            </div>
          </div>
        </div>
      </section>

      <div className="container footer-main">
        <div className="footer-grid">
          <div className="footer-about">
            <Link to="/home" className="site-brand site-brand--footer">
              <img src={academy.logo.src} alt="" width={48} height={48} className="site-brand__logo" />
              <span className="site-brand__name">{academy.name}</span>
            </Link>
            <p className="footer-about__text">{academy.summary}</p>
            <ul className="social-links" aria-label="Social media">
              {academy.social.map((link) => (
                <li key={link.network}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={link.label}
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
              Explore
            </h2>
            <ul className="footer-links">
              {SITE_LINKS.map((link) => (
                <li key={link.label}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>

          <div className="footer-col">
            <h2 className="footer-heading">Contact Us</h2>
            <address className="footer-contact">
              <p>
                <PinIcon />
                <a href={address.mapUrl} target="_blank" rel="noopener noreferrer">
                  {address.lines.map((line) => (
                    <span key={line} className="d-block">
                      {line}
                    </span>
                  ))}
                  <span className="d-block">
                    {address.city}, {address.state} {address.postalCode}
                  </span>
                  <span className="d-block">{address.country}</span>
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
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>

          <div className="footer-col">
            <h2 className="footer-heading">Members</h2>
            <p className="footer-col__text">Admins and registered fighters can log in here.</p>
            <div className="footer-login">
              <Link to="/admin/login" className="btn btn-outline-light">
                Admin Login
              </Link>
              <Link to="/fighter/login" className="btn btn-danger">
                Fighter Login
              </Link>
            </div>
          </div>
        </div>
      </div>

      <div className="footer-bottom">
        <div className="container footer-bottom__inner">
          <p>
            &copy; {year} {academy.name}. All rights reserved.
          </p>
          <p>{academy.tagline}</p>
        </div>
      </div>
    </footer>
  );
}

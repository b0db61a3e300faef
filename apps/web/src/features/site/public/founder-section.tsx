import { useId, useState } from 'react';
import { LIMITS, type MessageKey } from '@academy/contract';
import { academy, type Founder } from '../../../config/academy.ts';
import { useT } from '../../../lib/i18n.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import './founder-section.css';

/**
 * The founder's biography. On small screens (under 768 px) only the first paragraph shows, with a
 * View More / View Less toggle; wider screens show the whole text and no button.
 */
export function FounderSection({ founder, since, city }: { founder: Founder; since: number; city: MessageKey }) {
  const t = useT();
  const medium = useMediaQuery(`(min-width: ${LIMITS.mediumScreenMinPx}px)`);
  const [expanded, setExpanded] = useState(false);
  const moreId = useId();
  const [first, ...rest] = founder.biography;
  const showAll = medium || expanded;

  return (
    <section id="founder" className="home-section" aria-labelledby="founder-title">
      <div className="container founder">
        <figure className="founder__portrait">
          <img
            src={founder.image.src}
            alt={t(founder.image.alt, { name: founder.name, academy: academy.name })}
            width={240}
            height={240}
            loading="lazy"
            decoding="async"
          />
          <figcaption className="founder__badge">
            <span className="founder__badge-value">{t('public.founder.since', { year: String(since) })}</span>
            <span className="founder__badge-label">{t('public.founder.teachingIn', { city: t(city) })}</span>
          </figcaption>
        </figure>

        <div className="founder__content">
          <p className="eyebrow">{t('public.founder.eyebrow')}</p>
          <h2 id="founder-title" className="section-title">
            {founder.name}
          </h2>
          <p className="founder__title">{t(founder.title)}</p>
          <div className="founder__bio">
            {first ? <p>{t(first)}</p> : null}
            <div id={moreId} className="founder__more">
              {showAll ? rest.map((paragraph) => <p key={paragraph}>{t(paragraph)}</p>) : null}
            </div>
          </div>
          {!medium && rest.length > 0 ? (
            <button
              type="button"
              className="btn btn-link founder__toggle"
              aria-expanded={expanded}
              aria-controls={moreId}
              onClick={() => setExpanded((value) => !value)}
            >
              {t(expanded ? 'public.founder.viewLess' : 'public.founder.viewMore')}
            </button>
          ) : null}
        </div>
      </div>
    </section>
  );
}

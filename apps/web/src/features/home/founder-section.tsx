import { useId, useState } from 'react';
import { LIMITS } from '@academy/contract';
import type { Founder } from '../../config/academy.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import './founder-section.css';

/**
 * The founder's biography. On small screens (under 768 px) only the first paragraph shows, with a
 * View More / View Less toggle; wider screens show the whole text and no button.
 */
export function FounderSection({ founder, since, city }: { founder: Founder; since: number; city: string }) {
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
            alt={founder.image.alt}
            width={240}
            height={240}
            loading="lazy"
            decoding="async"
          />
          <figcaption className="founder__badge">
            <span className="founder__badge-value">Since {since}</span>
            <span className="founder__badge-label">Teaching in {city}</span>
          </figcaption>
        </figure>

        <div className="founder__content">
          <p className="eyebrow">Our Founder</p>
          <h2 id="founder-title" className="section-title">
            {founder.name}
          </h2>
          <p className="founder__title">{founder.title}</p>
          <div className="founder__bio">
            {first ? <p>{first}</p> : null}
            <div id={moreId} className="founder__more">
              {showAll ? rest.map((paragraph) => <p key={paragraph.slice(0, 32)}>{paragraph}</p>) : null}
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
              {expanded ? 'View Less' : 'View More'}
            </button>
          ) : null}
        </div>
      </div>
    </section>
  );
}

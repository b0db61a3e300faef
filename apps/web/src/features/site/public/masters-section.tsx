import { useEffect, useId, useRef, useState } from 'react';
import { LIMITS } from '@academy/contract';
import type { Master } from '../../../config/academy.ts';
import { useT } from '../../../lib/i18n.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import './masters-section.css';

/**
 * Under 768 px only the first 2 masters show, from 768 px the first 4.
 * View More Masters reveals all of them and then reads Hide Masters. Hiding shortens the section by several
 * rows, which would leave the reader further down the page (in the Vision section): the section's heading is
 * scrolled back into view, smoothly unless the reader asked for reduced motion.
 */
export function MastersSection({ masters }: { masters: Master[] }) {
  const t = useT();
  const medium = useMediaQuery(`(min-width: ${LIMITS.mediumScreenMinPx}px)`);
  const [expanded, setExpanded] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const scrollAfterHide = useRef(false);
  const listId = useId();

  useEffect(() => {
    // After the collapse has rendered, so the heading's position is the final one.
    if (expanded || !scrollAfterHide.current) return;
    scrollAfterHide.current = false;
    headingRef.current?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
  }, [expanded, reducedMotion]);

  const toggle = () => {
    scrollAfterHide.current = expanded;
    setExpanded(!expanded);
  };
  const initial = medium ? LIMITS.mastersShownMedium : LIMITS.mastersShownSmall;
  const shown = expanded ? masters : masters.slice(0, initial);

  return (
    <section id="masters" className="home-section home-section--paper" aria-labelledby="masters-title">
      <div className="container">
        <header className="section-head section-head--center">
          <p className="eyebrow">{t('public.masters.eyebrow')}</p>
          <h2 id="masters-title" ref={headingRef} className="section-title">
            {t('public.masters.title')}
          </h2>
          <p className="section-lead">{t('public.masters.lead')}</p>
        </header>

        <ul id={listId} className="masters-grid">
          {shown.map((master) => (
            <li key={master.id} className="masters-grid__item">
              <article className="master-card">
                <div className="master-card__photo">
                  <img
                    src={master.image.src}
                    alt={t(master.image.alt, { name: master.name })}
                    width={240}
                    height={240}
                    loading="lazy"
                    decoding="async"
                  />
                </div>
                <div className="master-card__body">
                  <h3 className="master-card__name">{master.name}</h3>
                  <p className="master-card__position">{t(master.position)}</p>
                  <p className="master-card__org">{t(master.organisation)}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>

        {masters.length > initial ? (
          <div className="section-actions">
            <button
              type="button"
              className="btn btn-outline-dark btn-lg"
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={toggle}
            >
              {t(expanded ? 'public.masters.hide' : 'public.masters.showAll')}
            </button>
          </div>
        ) : null}
      </div>
    </section>
  );
}

import { startTransition, useEffect, useState, type CSSProperties, type FocusEvent } from 'react';
import { Link } from 'react-router';
import { LIMITS } from '@academy/contract';
import type { HeroSlide } from '../../../config/academy.ts';
import { useT } from '../../../lib/i18n.ts';
import { usePublicPath } from '../../../lib/language-paths.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import './hero-carousel.css';

/** How long slide `index` stays up: 2000, 3000 and 2000 ms. */
export function slideInterval(index: number): number {
  const intervals: readonly number[] = LIMITS.carouselIntervalsMs;
  return intervals[index % intervals.length] ?? 3000;
}

type PlayChoice = 'auto' | 'paused' | 'playing';

function PrevIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}
function NextIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}
function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
    </svg>
  );
}
function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M7 4.5v15l12.5-7.5z" fill="currentColor" />
    </svg>
  );
}

/**
 * The home page's hero: a small hand-written carousel (lighter than react-bootstrap's).
 * Autoplay follows the per-slide intervals; it pauses while the pointer is over it, while focus is
 * inside it, when the visitor presses Pause, and by default when the system asks for reduced motion.
 */
export function HeroCarousel({ slides, title }: { slides: HeroSlide[]; title: string }) {
  const t = useT();
  const publicPath = usePublicPath();
  const [index, setIndex] = useState(0);
  const [choice, setChoice] = useState<PlayChoice>('auto');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const count = slides.length;

  const wantsPlay = choice === 'playing' || (choice === 'auto' && !reducedMotion);
  const playing = count > 1 && wantsPlay && !hovered && !focused;

  useEffect(() => {
    if (!playing) return;
    // A transition, which React renders in short tasks: the first turn comes while the page may still be starting.
    const timer = window.setTimeout(
      () => startTransition(() => setIndex((i) => (i + 1) % count)),
      slideInterval(index),
    );
    return () => window.clearTimeout(timer);
  }, [index, playing, count]);

  const go = (next: number) => setIndex(((next % count) + count) % count);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      className="hero"
      aria-roledescription={t('public.hero.carousel')}
      aria-label={t('public.hero.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="hero__slides" aria-live={playing ? 'off' : 'polite'}>
        {slides.map((slide, i) => {
          const active = i === index;
          const first = i === 0;
          return (
            <div
              key={slide.id}
              className={`hero__slide${active ? ' is-active' : ''}`}
              role="group"
              aria-roledescription={t('public.hero.slideRole')}
              aria-label={t('public.hero.slide', { number: String(i + 1), count: String(count) })}
              aria-hidden={!active}
              inert={!active}
            >
              <img
                className="hero__image"
                src={slide.image.src}
                alt={t(slide.image.alt)}
                width={1600}
                height={900}
                loading={first ? 'eager' : 'lazy'}
                fetchPriority={first ? 'high' : 'low'}
                decoding={first ? 'sync' : 'async'}
              />
              <div className="hero__caption container">
                <div className="hero__copy">
                  {/* The page's one h1 sits in the caption of the slide that is showing. */}
                  {active ? (
                    <h1 className="hero__eyebrow">{title}</h1>
                  ) : (
                    <p className="hero__eyebrow" aria-hidden="true">
                      {title}
                    </p>
                  )}
                  <h2 className="hero__title">{t(slide.title)}</h2>
                  <p className="hero__text">{t(slide.text)}</p>
                  <div className="hero__actions">
                    <Link to={publicPath(slide.primaryAction.to)} className="btn btn-danger btn-lg">
                      {t(slide.primaryAction.label)}
                    </Link>
                    {slide.secondaryAction ? (
                      <Link to={publicPath(slide.secondaryAction.to)} className="btn btn-outline-light btn-lg">
                        {t(slide.secondaryAction.label)}
                      </Link>
                    ) : null}
                  </div>
                  <Link to={publicPath('/trial')} className="hero__trial">
                    {t('public.trial.book')}
                  </Link>
                </div>
              </div>
            </div>
          );
        })}
      </div>

      {count > 1 ? (
        <div className="hero__controls container">
          <div className="hero__indicators" role="group" aria-label={t('public.hero.chooseSlide')}>
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                className={`hero__indicator${i === index ? ' is-active' : ''}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
              >
                <span className="hero__indicator-label">
                  <span className="visually-hidden">{t('public.hero.showSlide')} </span>
                  <span className="hero__indicator-number">{String(i + 1).padStart(2, '0')}</span>
                  <span className="hero__indicator-text"> {t(slide.kicker)}</span>
                </span>
                <span className="hero__indicator-track" aria-hidden="true">
                  <span
                    key={`${index}-${playing}`}
                    className={`hero__indicator-fill${i === index && playing ? ' is-running' : ''}`}
                    style={{ '--hero-interval': `${slideInterval(i)}ms` } as CSSProperties}
                  />
                </span>
              </button>
            ))}
          </div>
          <div className="hero__buttons">
            <button
              type="button"
              className="hero__button"
              aria-label={t(wantsPlay ? 'public.hero.pause' : 'public.hero.play')}
              onClick={() => setChoice(wantsPlay ? 'paused' : 'playing')}
            >
              {wantsPlay ? <PauseIcon /> : <PlayIcon />}
            </button>
            <button
              type="button"
              className="hero__button"
              aria-label={t('public.hero.previous')}
              onClick={() => go(index - 1)}
            >
              <PrevIcon />
            </button>
            <button
              type="button"
              className="hero__button"
              aria-label={t('public.hero.next')}
              onClick={() => go(index + 1)}
            >
              <NextIcon />
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}

import { Link } from 'react-router';
import type { Program } from '../../../config/academy.ts';
import { useT } from '../../../lib/i18n.ts';
import { usePublicPath } from '../../../lib/language-paths.ts';
import './programs-section.css';

/** The four programmes, each with a Register Now link to its open batches on the Classes page. */
export function ProgramsSection({ programs }: { programs: Program[] }) {
  const t = useT();
  const publicPath = usePublicPath();
  return (
    <section id="programs" className="home-section home-section--paper" aria-labelledby="programs-title">
      <div className="container">
        <header className="section-head section-head--center">
          <p className="eyebrow">{t('public.programs.eyebrow')}</p>
          <h2 id="programs-title" className="section-title">
            {t('public.programs.title')}
          </h2>
          <p className="section-lead">{t('public.programs.lead')}</p>
        </header>
        <ul className="programs-grid">
          {programs.map((program) => (
            <li key={program.id}>
              <article className="program-card">
                <img
                  className="program-card__image"
                  src={program.image.src}
                  alt={t(program.image.alt)}
                  width={800}
                  height={600}
                  loading="lazy"
                  decoding="async"
                />
                <div className="program-card__body">
                  <h3 className="program-card__title">{t(program.title)}</h3>
                  <p className="program-card__description">{t(program.description)}</p>
                  <p className="program-card__text">{t(program.text)}</p>
                  <Link to={publicPath(`/classes?program=${program.id}`)} className="btn btn-danger program-card__cta">
                    {t('public.registerNow')}
                    <span className="visually-hidden">
                      {' '}
                      {t('public.programs.registerFor', { program: t(program.title) })}
                    </span>
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import { Link } from 'react-router';
import type { Program } from '../../config/academy.ts';
import './programs-section.css';

/** The four programmes, each with a Register Now link to fighter sign-up. */
export function ProgramsSection({ programs }: { programs: Program[] }) {
  return (
    <section id="programs" className="home-section home-section--paper" aria-labelledby="programs-title">
      <div className="container">
        <header className="section-head section-head--center">
          <p className="eyebrow">Train with purpose</p>
          <h2 id="programs-title" className="section-title">
            Our Programs
          </h2>
          <p className="section-lead">Whatever your age or goal, there is a batch for you. Start with any programme.</p>
        </header>
        <ul className="programs-grid">
          {programs.map((program) => (
            <li key={program.id}>
              <article className="program-card">
                <img
                  className="program-card__image"
                  src={program.image.src}
                  alt={program.image.alt}
                  width={800}
                  height={600}
                  loading="lazy"
                  decoding="async"
                />
                <div className="program-card__body">
                  <h3 className="program-card__title">{program.title}</h3>
                  <p className="program-card__description">{program.description}</p>
                  <p className="program-card__text">{program.text}</p>
                  <Link to="/fighter/signup" className="btn btn-danger program-card__cta">
                    Register Now<span className="visually-hidden"> for {program.title}</span>
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

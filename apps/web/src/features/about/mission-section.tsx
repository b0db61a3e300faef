import type { Mission } from '../../config/academy.ts';

export function MissionSection({ mission }: { mission: Mission }) {
  return (
    <section className="about-section" aria-labelledby="mission-title">
      <div className="container mission">
        <div className="mission__text">
          <p className="eyebrow">Why we teach</p>
          <h2 id="mission-title" className="section-title">
            {mission.title}
          </h2>
          {mission.text.map((paragraph) => (
            <p key={paragraph.slice(0, 32)}>{paragraph}</p>
          ))}
        </div>
        <ul className="values-grid" aria-label="Our values">
          {mission.values.map((value, i) => (
            <li key={value.title} className="value-card">
              <span className="value-card__number" aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              <h3 className="value-card__title">{value.title}</h3>
              <p className="value-card__text">{value.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

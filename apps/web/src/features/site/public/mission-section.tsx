import type { Mission } from '../../../config/about-content.ts';
import { useT } from '../../../lib/i18n.ts';

export function MissionSection({ mission }: { mission: Mission }) {
  const t = useT();
  return (
    <section className="about-section" aria-labelledby="mission-title">
      <div className="container mission">
        <div className="mission__text">
          <p className="eyebrow">{t('about.mission.eyebrow')}</p>
          <h2 id="mission-title" className="section-title">
            {t(mission.title)}
          </h2>
          {mission.text.map((paragraph) => (
            <p key={paragraph}>{t(paragraph)}</p>
          ))}
        </div>
        <ul className="values-grid" aria-label={t('about.mission.values')}>
          {mission.values.map((value, i) => (
            <li key={value.title} className="value-card">
              <span className="value-card__number" aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              <h3 className="value-card__title">{t(value.title)}</h3>
              <p className="value-card__text">{t(value.text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

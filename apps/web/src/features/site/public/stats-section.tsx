import type { Statistic } from '../../../config/academy.ts';
import { useT } from '../../../lib/i18n.ts';
import './stats-section.css';

/** The academy's statistics (e.g. 20+ years of experience, 1000+ awards), from the content module. */
export function StatsSection({ statistics }: { statistics: Statistic[] }) {
  const t = useT();
  return (
    <section id="achievements" className="home-section stats" aria-labelledby="stats-title">
      <div className="container stats__inner">
        <div className="stats__head">
          <p className="eyebrow eyebrow--on-red">{t('public.stats.eyebrow')}</p>
          <h2 id="stats-title" className="section-title">
            {t('public.stats.title')}
          </h2>
          <p>{t('public.stats.lead')}</p>
        </div>
        <dl className="stats__list">
          {statistics.map((stat) => (
            <div key={stat.id} className="stat">
              <dt className="stat__label">{t(stat.label)}</dt>
              <dd className="stat__value">{stat.value}</dd>
              <dd className="stat__detail">{t(stat.detail)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

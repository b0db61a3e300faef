import type { Statistic } from '../../config/academy.ts';
import './stats-section.css';

/** The academy's statistics (e.g. 20+ years of experience, 1000+ awards), from the content module. */
export function StatsSection({ statistics }: { statistics: Statistic[] }) {
  return (
    <section id="achievements" className="home-section stats" aria-labelledby="stats-title">
      <div className="container stats__inner">
        <div className="stats__head">
          <p className="eyebrow eyebrow--on-red">Proven on the mat</p>
          <h2 id="stats-title" className="section-title">
            Our Achievements
          </h2>
          <p>Two decades of teaching, and a trophy cabinet our students filled one class at a time.</p>
        </div>
        <dl className="stats__list">
          {statistics.map((stat) => (
            <div key={stat.id} className="stat">
              <dt className="stat__label">{stat.label}</dt>
              <dd className="stat__value">{stat.value}</dd>
              <dd className="stat__detail">{stat.detail}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

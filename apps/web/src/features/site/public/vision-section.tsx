import type { Vision } from '../../../config/academy.ts';
import { useT } from '../../../lib/i18n.ts';
import './vision-section.css';

export function VisionSection({ vision }: { vision: Vision }) {
  const t = useT();
  return (
    <section id="vision" className="home-section vision" aria-labelledby="vision-title">
      <div className="container vision__inner">
        <div className="vision__head">
          <h2 id="vision-title" className="eyebrow eyebrow--on-dark">
            {t(vision.title)}
          </h2>
          <p className="vision__statement">{t(vision.statement)}</p>
        </div>
        <div className="vision__text">
          {vision.text.map((paragraph) => (
            <p key={paragraph}>{t(paragraph)}</p>
          ))}
        </div>
      </div>
    </section>
  );
}

import type { MessageKey } from '@academy/contract';
import type { Affiliation, AffiliationKind } from '../../../config/about-content.ts';
import { useT } from '../../../lib/i18n.ts';

const KIND_LABEL: Record<AffiliationKind, MessageKey> = {
  federation: 'about.affiliations.kind.federation',
  association: 'about.affiliations.kind.association',
  registration: 'about.affiliations.kind.registration',
  certification: 'about.affiliations.kind.certification',
};

export function AffiliationsSection({ affiliations }: { affiliations: Affiliation[] }) {
  const t = useT();
  return (
    <section className="about-section" aria-labelledby="affiliations-title">
      <div className="container">
        <header className="section-head section-head--center">
          <p className="eyebrow">{t('about.affiliations.eyebrow')}</p>
          <h2 id="affiliations-title" className="section-title">
            {t('about.affiliations.title')}
          </h2>
          <p className="section-lead">{t('about.affiliations.lead')}</p>
        </header>
        <ul className="affiliations-grid">
          {affiliations.map((item) => (
            <li key={item.id} className={`affiliation affiliation--${item.kind}`}>
              <span
                className={`affiliation__mark${item.abbreviation.length > 4 ? ' affiliation__mark--long' : ''}`}
                aria-hidden="true"
              >
                {item.abbreviation}
              </span>
              <div>
                <p className="affiliation__kind">{t(KIND_LABEL[item.kind])}</p>
                <h3 className="affiliation__name">{t(item.name)}</h3>
                <p className="affiliation__text">{t(item.description)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

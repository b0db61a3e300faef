import type { Affiliation, AffiliationKind } from '../../config/academy.ts';

const KIND_LABEL: Record<AffiliationKind, string> = {
  federation: 'Karate federation',
  association: 'State association',
  registration: 'Government registration',
  certification: 'Certification',
};

export function AffiliationsSection({ affiliations }: { affiliations: Affiliation[] }) {
  return (
    <section className="about-section" aria-labelledby="affiliations-title">
      <div className="container">
        <header className="section-head section-head--center">
          <p className="eyebrow">Recognised and registered</p>
          <h2 id="affiliations-title" className="section-title">
            Global Memberships and Affiliations
          </h2>
          <p className="section-lead">
            Our students grade, compete and referee under the bodies that govern karate in India and around the world.
          </p>
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
                <p className="affiliation__kind">{KIND_LABEL[item.kind]}</p>
                <h3 className="affiliation__name">{item.name}</h3>
                <p className="affiliation__text">{item.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

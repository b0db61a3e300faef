import { Link } from 'react-router';
import { aboutContent, academy } from '../../config/academy.ts';
import { AffiliationsSection } from './affiliations-section.tsx';
import { MissionSection } from './mission-section.tsx';
import { StorySection } from './story-section.tsx';

/** /about-us: Our Mission, Our Story by year, Global Memberships and Affiliations. */
export default function AboutPage() {
  return (
    <div className="about-page">
      <header className="page-header">
        <div className="container page-header__inner">
          <img className="page-header__emblem" src={academy.logo.src} alt="" width={200} height={200} />
          <nav aria-label="Breadcrumb">
            <ol className="page-header__crumbs">
              <li>
                <Link to="/home">Home</Link>
              </li>
              <li aria-current="page">About Us</li>
            </ol>
          </nav>
          <h1 className="page-header__title">About Us</h1>
          <p className="page-header__lead">
            {academy.name} has taught traditional karate in {academy.address.city} since {academy.foundedYear}.{' '}
            {academy.tagline}
          </p>
        </div>
      </header>
      <MissionSection mission={aboutContent.mission} />
      <StorySection story={aboutContent.story} />
      <AffiliationsSection affiliations={aboutContent.affiliations} />
    </div>
  );
}

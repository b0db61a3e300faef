import { PageHeader } from '../../components/page-header.tsx';
import { aboutContent, academy } from '../../config/academy.ts';
import { AffiliationsSection } from './affiliations-section.tsx';
import { MissionSection } from './mission-section.tsx';
import { StorySection } from './story-section.tsx';
import './about.css';

/** /about-us: Our Mission, Our Story by year, Global Memberships and Affiliations. */
export default function AboutPage() {
  return (
    <div className="about-page">
      <PageHeader title="About Us" emblem={academy.logo.src}>
        {academy.name} has taught traditional karate in {academy.address.city} since {academy.foundedYear}.{' '}
        {academy.tagline}
      </PageHeader>
      <MissionSection mission={aboutContent.mission} />
      <StorySection story={aboutContent.story} />
      <AffiliationsSection affiliations={aboutContent.affiliations} />
    </div>
  );
}

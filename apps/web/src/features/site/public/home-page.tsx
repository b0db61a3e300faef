import { academy, homeContent } from '../../../config/academy.ts';
import { FounderSection } from './founder-section.tsx';
import { HeroCarousel } from './hero-carousel.tsx';
import { MastersSection } from './masters-section.tsx';
import { ProgramsSection } from './programs-section.tsx';
import { StatsSection } from './stats-section.tsx';
import { VisionSection } from './vision-section.tsx';
import './home-page.css';

/** /home: hero, masters, founder, vision, programmes and statistics. */
export default function HomePage() {
  return (
    <div className="home-page">
      <HeroCarousel slides={homeContent.heroSlides} title={academy.name} />
      <MastersSection masters={homeContent.masters} />
      <FounderSection founder={homeContent.founder} since={academy.foundedYear} city={academy.address.city} />
      <VisionSection vision={homeContent.vision} />
      <ProgramsSection programs={homeContent.programs} />
      <StatsSection statistics={homeContent.statistics} />
    </div>
  );
}

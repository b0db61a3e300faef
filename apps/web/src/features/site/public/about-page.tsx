import { PageHeader } from '../../../components/page-header.tsx';
import { aboutContent } from '../../../config/about-content.ts';
import { academy } from '../../../config/academy.ts';
import { useT } from '../../../lib/i18n.ts';
import { AffiliationsSection } from './affiliations-section.tsx';
import { MissionSection } from './mission-section.tsx';
import { StorySection } from './story-section.tsx';
import './about.css';

/** /about-us: Our Mission, Our Story by year, Global Memberships and Affiliations. */
export default function AboutPage() {
  const t = useT();
  return (
    <div className="about-page">
      <PageHeader title={t('public.nav.aboutUs')} emblem={academy.logo.src}>
        {t('about.lead', {
          name: academy.name,
          city: t(academy.address.city),
          year: String(academy.foundedYear),
        })}{' '}
        {t(academy.tagline)}
      </PageHeader>
      <MissionSection mission={aboutContent.mission} />
      <StorySection story={aboutContent.story} />
      <AffiliationsSection affiliations={aboutContent.affiliations} />
    </div>
  );
}

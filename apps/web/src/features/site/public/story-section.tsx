import Accordion from 'react-bootstrap/Accordion';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { LIMITS } from '@academy/contract';
import type { StoryYear } from '../../../config/about-content.ts';
import { useT } from '../../../lib/i18n.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import '../../../styles/bootstrap/tabs-accordion.scss';

function YearContent({ year }: { year: StoryYear }) {
  const t = useT();
  return (
    <div className="story-year">
      <p className="story-year__year" aria-hidden="true">
        {year.year}
      </p>
      <div>
        <h3 className="story-year__title">{t(year.title)}</h3>
        {year.paragraphs.map((paragraph) => (
          <p key={paragraph}>{t(paragraph)}</p>
        ))}
      </div>
    </div>
  );
}

/** Our Story by year: tabs on wide screens (768 px or more), an accordion on narrow ones. */
export function StorySection({ story }: { story: StoryYear[] }) {
  const t = useT();
  const wide = useMediaQuery(`(min-width: ${LIMITS.mediumScreenMinPx}px)`);
  const firstYear = story[0]?.year;

  return (
    <section className="about-section about-section--paper" aria-labelledby="story-title">
      <div className="container">
        <header className="section-head">
          <p className="eyebrow">{t('about.story.eyebrow')}</p>
          <h2 id="story-title" className="section-title">
            {t('about.story.title')}
          </h2>
        </header>
        {wide ? (
          <Tabs defaultActiveKey={firstYear} id="story-tabs" className="story-tabs">
            {story.map((year) => (
              <Tab key={year.year} eventKey={year.year} title={year.year}>
                <YearContent year={year} />
              </Tab>
            ))}
          </Tabs>
        ) : (
          <Accordion defaultActiveKey={firstYear} className="story-accordion">
            {story.map((year) => (
              <Accordion.Item key={year.year} eventKey={year.year}>
                <Accordion.Header as="h3">{year.year}</Accordion.Header>
                <Accordion.Body>
                  <YearContent year={year} />
                </Accordion.Body>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      </div>
    </section>
  );
}

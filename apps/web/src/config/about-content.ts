import type { MessageKey } from '@academy/contract';

/**
 * The content of /about-us, beside academy.ts (see there): its own module, so that it downloads with the About page
 * and /home carries none of it. Its words are the catalogs' `about.academy.*` messages.
 */

export interface Mission {
  title: MessageKey;
  text: MessageKey[];
  values: { title: MessageKey; text: MessageKey }[];
}

export interface StoryYear {
  year: string;
  title: MessageKey;
  paragraphs: MessageKey[];
}

export type AffiliationKind = 'federation' | 'registration' | 'certification' | 'association';

export interface Affiliation {
  id: string;
  name: MessageKey;
  /** Short form shown on the badge, e.g. "WKF". */
  abbreviation: string;
  kind: AffiliationKind;
  description: MessageKey;
}

/** Content of /about-us. */
export interface AboutContent {
  mission: Mission;
  story: StoryYear[];
  affiliations: Affiliation[];
}

export const aboutContent: AboutContent = {
  mission: {
    title: 'about.academy.mission.title',
    text: ['about.academy.mission.text1', 'about.academy.mission.text2'],
    values: [
      { title: 'about.academy.values.discipline.title', text: 'about.academy.values.discipline.text' },
      { title: 'about.academy.values.respect.title', text: 'about.academy.values.respect.text' },
      { title: 'about.academy.values.kaizen.title', text: 'about.academy.values.kaizen.text' },
      { title: 'about.academy.values.safety.title', text: 'about.academy.values.safety.text' },
    ],
  },

  story: [
    {
      year: '2023',
      title: 'about.academy.story.2023.title',
      paragraphs: ['about.academy.story.2023.text1', 'about.academy.story.2023.text2'],
    },
    {
      year: '2022',
      title: 'about.academy.story.2022.title',
      paragraphs: ['about.academy.story.2022.text1', 'about.academy.story.2022.text2'],
    },
    {
      year: '2021',
      title: 'about.academy.story.2021.title',
      paragraphs: ['about.academy.story.2021.text1', 'about.academy.story.2021.text2'],
    },
    {
      year: '2020',
      title: 'about.academy.story.2020.title',
      paragraphs: ['about.academy.story.2020.text1', 'about.academy.story.2020.text2'],
    },
  ],

  affiliations: [
    {
      id: 'wkf',
      name: 'about.academy.affiliations.wkf.name',
      abbreviation: 'WKF',
      kind: 'federation',
      description: 'about.academy.affiliations.wkf.description',
    },
    {
      id: 'akf',
      name: 'about.academy.affiliations.akf.name',
      abbreviation: 'AKF',
      kind: 'federation',
      description: 'about.academy.affiliations.akf.description',
    },
    {
      id: 'ckf',
      name: 'about.academy.affiliations.ckf.name',
      abbreviation: 'CKF',
      kind: 'federation',
      description: 'about.academy.affiliations.ckf.description',
    },
    {
      id: 'kio',
      name: 'about.academy.affiliations.kio.name',
      abbreviation: 'KIO',
      kind: 'federation',
      description: 'about.academy.affiliations.kio.description',
    },
    {
      id: 'mska',
      name: 'about.academy.affiliations.mska.name',
      abbreviation: 'MSKA',
      kind: 'association',
      description: 'about.academy.affiliations.mska.description',
    },
    {
      id: 'msme',
      name: 'about.academy.affiliations.msme.name',
      abbreviation: 'MSME',
      kind: 'registration',
      description: 'about.academy.affiliations.msme.description',
    },
    {
      id: 'iso',
      name: 'about.academy.affiliations.iso.name',
      abbreviation: 'ISO',
      kind: 'certification',
      description: 'about.academy.affiliations.iso.description',
    },
    {
      id: 'mssfa',
      name: 'about.academy.affiliations.mssfa.name',
      abbreviation: 'MSSFA',
      kind: 'association',
      description: 'about.academy.affiliations.mssfa.description',
    },
  ],
};

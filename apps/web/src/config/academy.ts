/**
 * The academy's content. With about-content.ts beside it and the catalogs' `public.academy.*` and `about.academy.*`
 * messages (the academy's own words in each language, packages/contract/src/shared/messages/), this is what to edit
 * to make the website your own (docs/decisions/015-translated-pages.md).
 *
 * Here is what does not change with the language: name, phone, email, social links, pictures, people's names,
 * figures and link targets, and the shape of the pages (how many slides, masters, programmes, years). Every text
 * a visitor reads is a catalog key (typed MessageKey, so a key missing from the English catalog fails the build):
 * hero slides, masters' positions, the founder's biography, vision, programmes, statistics' labels, the address,
 * mission, story and affiliations. Images are imported so that Vite fingerprints them; to use a photograph
 * instead, drop the file into src/assets and change the import. Every image has alt text (a key as well, whose
 * `{name}` is the person shown): describe what the picture shows, not what it is for.
 *
 * One export per place the text appears:
 * - `academy`: identity and contact details used on every page (top bar, footer, layouts);
 * - `homeContent`: hero slides, masters, founder, vision, programmes and statistics (/home);
 * - `aboutContent`, in about-content.ts: mission, story by year and affiliations (/about-us).
 */
import type { MessageKey } from '@academy/contract';
// Files of their own even though small (Vite would inline them into the JavaScript): the default avatar shows only
// in the admin and fighter areas, and the logo, drawn twice on every page, is cached once as an image rather than
// carried in /home's code and twice in each prerendered page.
import logo from '../assets/logo.svg?no-inline';
import defaultAvatar from '../assets/default-avatar.svg?no-inline';
import hero1 from '../assets/hero-1.svg';
import hero2 from '../assets/hero-2.svg';
import hero3 from '../assets/hero-3.svg';
import master01 from '../assets/masters/master-01.svg';
import master02 from '../assets/masters/master-02.svg';
import master03 from '../assets/masters/master-03.svg';
import master04 from '../assets/masters/master-04.svg';
import master05 from '../assets/masters/master-05.svg';
import master06 from '../assets/masters/master-06.svg';
import master07 from '../assets/masters/master-07.svg';
import master08 from '../assets/masters/master-08.svg';
import master09 from '../assets/masters/master-09.svg';
import master10 from '../assets/masters/master-10.svg';
import kidsImage from '../assets/programs/kids-karate.svg';
import adultsImage from '../assets/programs/adults-karate.svg';
import selfDefenceImage from '../assets/programs/self-defence.svg';
import martialArtsImage from '../assets/programs/martial-arts.svg';

/* ----------------------------------------------------------------------------------------------
 * Types
 * -------------------------------------------------------------------------------------------- */

/** An image with the text a screen reader announces in its place: a message whose `{name}` is the person shown. */
export interface ImageAsset {
  src: string;
  alt: MessageKey;
}

/** A link inside the site (react-router path, may carry a #hash); public pages get the reader's language. */
export interface SiteLink {
  label: MessageKey;
  to: string;
}

export type SocialNetwork = 'facebook' | 'instagram' | 'youtube' | 'x';

export interface SocialLink {
  network: SocialNetwork;
  url: string;
}

export interface Address {
  lines: MessageKey[];
  city: MessageKey;
  state: MessageKey;
  postalCode: string;
  country: MessageKey;
  /** A maps link for the address; opened in a new tab. */
  mapUrl: string;
}

export interface HeroSlide {
  id: string;
  /** Small label above the title. */
  kicker: MessageKey;
  title: MessageKey;
  text: MessageKey;
  image: ImageAsset;
  primaryAction: SiteLink;
  secondaryAction?: SiteLink;
}

export interface Master {
  id: string;
  name: string;
  /** Rank and role, e.g. "Chief Instructor, 7th Dan". */
  position: MessageKey;
  /** Organisation the master represents, or a one-line description. */
  organisation: MessageKey;
  image: ImageAsset;
}

export interface Founder {
  name: string;
  title: MessageKey;
  image: ImageAsset;
  /** The first paragraph is the one shown when the biography is collapsed on small screens. */
  biography: MessageKey[];
}

export interface Vision {
  title: MessageKey;
  /** The headline statement of the vision. */
  statement: MessageKey;
  text: MessageKey[];
}

export interface Program {
  id: string;
  title: MessageKey;
  /** One line under the title: who the programme is for. */
  description: MessageKey;
  /** The paragraph describing the programme. */
  text: MessageKey;
  image: ImageAsset;
}

export interface Statistic {
  id: string;
  value: string;
  label: MessageKey;
  detail: MessageKey;
}

export interface Promo {
  badge: MessageKey;
  title: MessageKey;
  text: MessageKey;
  action: SiteLink;
}

/** Site-wide identity and contact details: used by the top bar, footer and every layout. */
export interface AcademyConfig {
  /** The brand: the same in every language. */
  name: string;
  shortName: string;
  tagline: MessageKey;
  /** One or two sentences about the academy, used in the footer. */
  summary: MessageKey;
  foundedYear: number;
  logo: ImageAsset;
  /** The picture of a fighter who has none; each screen words its alt text for where it shows. */
  defaultAvatar: { src: string };
  address: Address;
  /** As printed; the tel: link is derived by removing spaces. */
  phone: string;
  email: string;
  trainingHours: MessageKey[];
  social: SocialLink[];
  /** The footer's "new batch on the 1st of every month" promotion. */
  promo: Promo;
}

/** Content of /home. */
export interface HomeContent {
  heroSlides: HeroSlide[];
  masters: Master[];
  founder: Founder;
  vision: Vision;
  programs: Program[];
  statistics: Statistic[];
}

/* ----------------------------------------------------------------------------------------------
 * Content
 * -------------------------------------------------------------------------------------------- */

export const academy: AcademyConfig = {
  name: 'Kaizen Karate Academy',
  shortName: 'Kaizen Karate',
  tagline: 'public.academy.tagline',
  summary: 'public.academy.summary',
  foundedYear: 2004,
  logo: { src: logo, alt: 'public.academy.logoAlt' },
  defaultAvatar: { src: defaultAvatar },

  address: {
    lines: ['public.academy.address.line1', 'public.academy.address.line2'],
    city: 'public.academy.address.city',
    state: 'public.academy.address.state',
    postalCode: '411038',
    country: 'public.academy.address.country',
    mapUrl: 'https://www.google.com/maps/search/?api=1&query=Karve+Road+Kothrud+Pune+411038',
  },
  phone: '+91 98765 43210',
  email: 'info@kaizenkarateacademy.in',
  trainingHours: ['public.academy.hours.weekdays', 'public.academy.hours.sunday'],

  social: [
    { network: 'facebook', url: 'https://www.facebook.com/kaizenkarateacademy' },
    { network: 'instagram', url: 'https://www.instagram.com/kaizenkarateacademy' },
    { network: 'youtube', url: 'https://www.youtube.com/@kaizenkarateacademy' },
    { network: 'x', url: 'https://x.com/kaizenkarate' },
  ],

  promo: {
    badge: 'public.academy.promo.badge',
    title: 'public.academy.promo.title',
    text: 'public.academy.promo.text',
    action: { label: 'public.registerNow', to: '/classes' },
  },
};

/* Home page ---------------------------------------------------------------------------------- */

export const homeContent: HomeContent = {
  heroSlides: [
    {
      id: 'strength',
      kicker: 'public.academy.hero.strength.kicker',
      title: 'public.academy.hero.strength.title',
      text: 'public.academy.hero.strength.text',
      image: { src: hero1, alt: 'public.academy.hero.strength.imageAlt' },
      primaryAction: { label: 'public.academy.hero.strength.primary', to: '/classes' },
      secondaryAction: { label: 'public.academy.hero.strength.secondary', to: '/about-us' },
    },
    {
      id: 'champions',
      kicker: 'public.academy.hero.champions.kicker',
      title: 'public.academy.hero.champions.title',
      text: 'public.academy.hero.champions.text',
      image: { src: hero2, alt: 'public.academy.hero.champions.imageAlt' },
      primaryAction: { label: 'public.academy.hero.champions.primary', to: '/events' },
      secondaryAction: { label: 'public.academy.hero.champions.secondary', to: '/home#masters' },
    },
    {
      id: 'every-age',
      kicker: 'public.academy.hero.everyAge.kicker',
      title: 'public.academy.hero.everyAge.title',
      text: 'public.academy.hero.everyAge.text',
      image: { src: hero3, alt: 'public.academy.hero.everyAge.imageAlt' },
      primaryAction: { label: 'public.academy.hero.everyAge.primary', to: '/home#programs' },
      secondaryAction: { label: 'public.academy.hero.everyAge.secondary', to: '/gallery' },
    },
  ],

  masters: [
    {
      id: 'rajesh-kulkarni',
      name: 'Shihan Rajesh Kulkarni',
      position: 'public.academy.masters.rajeshKulkarni.position',
      organisation: 'public.academy.masters.rajeshKulkarni.organisation',
      image: { src: master01, alt: 'public.academy.masters.rajeshKulkarni.imageAlt' },
    },
    {
      id: 'ananya-deshpande',
      name: 'Sensei Ananya Deshpande',
      position: 'public.academy.masters.ananyaDeshpande.position',
      organisation: 'public.academy.masters.ananyaDeshpande.organisation',
      image: { src: master02, alt: 'public.academy.masters.ananyaDeshpande.imageAlt' },
    },
    {
      id: 'vikram-rathore',
      name: 'Sensei Vikram Singh Rathore',
      position: 'public.academy.masters.vikramRathore.position',
      organisation: 'public.academy.masters.vikramRathore.organisation',
      image: { src: master03, alt: 'public.academy.masters.vikramRathore.imageAlt' },
    },
    {
      id: 'meera-iyer',
      name: 'Sensei Meera Iyer',
      position: 'public.academy.masters.meeraIyer.position',
      organisation: 'public.academy.masters.meeraIyer.organisation',
      image: { src: master04, alt: 'public.academy.masters.meeraIyer.imageAlt' },
    },
    {
      id: 'arjun-nair',
      name: 'Sensei Arjun Nair',
      position: 'public.academy.masters.arjunNair.position',
      organisation: 'public.academy.masters.arjunNair.organisation',
      image: { src: master05, alt: 'public.academy.masters.arjunNair.imageAlt' },
    },
    {
      id: 'priya-bhattacharya',
      name: 'Sensei Priya Bhattacharya',
      position: 'public.academy.masters.priyaBhattacharya.position',
      organisation: 'public.academy.masters.priyaBhattacharya.organisation',
      image: { src: master06, alt: 'public.academy.masters.priyaBhattacharya.imageAlt' },
    },
    {
      id: 'farhan-shaikh',
      name: 'Sensei Farhan Shaikh',
      position: 'public.academy.masters.farhanShaikh.position',
      organisation: 'public.academy.masters.farhanShaikh.organisation',
      image: { src: master07, alt: 'public.academy.masters.farhanShaikh.imageAlt' },
    },
    {
      id: 'thomas-dsouza',
      name: "Sensei Thomas D'Souza",
      position: 'public.academy.masters.thomasDsouza.position',
      organisation: 'public.academy.masters.thomasDsouza.organisation',
      image: { src: master08, alt: 'public.academy.masters.thomasDsouza.imageAlt' },
    },
    {
      id: 'gurpreet-sandhu',
      name: 'Sensei Gurpreet Kaur Sandhu',
      position: 'public.academy.masters.gurpreetSandhu.position',
      organisation: 'public.academy.masters.gurpreetSandhu.organisation',
      image: { src: master09, alt: 'public.academy.masters.gurpreetSandhu.imageAlt' },
    },
    {
      id: 'kavya-reddy',
      name: 'Sensei Kavya Reddy',
      position: 'public.academy.masters.kavyaReddy.position',
      organisation: 'public.academy.masters.kavyaReddy.organisation',
      image: { src: master10, alt: 'public.academy.masters.kavyaReddy.imageAlt' },
    },
  ],

  founder: {
    name: 'Shihan Rajesh Kulkarni',
    title: 'public.academy.founder.title',
    image: { src: master01, alt: 'public.academy.founder.imageAlt' },
    biography: [
      'public.academy.founder.bio1',
      'public.academy.founder.bio2',
      'public.academy.founder.bio3',
      'public.academy.founder.bio4',
    ],
  },

  vision: {
    title: 'public.academy.vision.title',
    statement: 'public.academy.vision.statement',
    text: ['public.academy.vision.text1', 'public.academy.vision.text2'],
  },

  programs: [
    {
      id: 'kids-karate',
      title: 'public.academy.programs.kidsKarate.title',
      description: 'public.academy.programs.kidsKarate.description',
      text: 'public.academy.programs.kidsKarate.text',
      image: { src: kidsImage, alt: 'public.academy.programs.kidsKarate.imageAlt' },
    },
    {
      id: 'adults-karate',
      title: 'public.academy.programs.adultsKarate.title',
      description: 'public.academy.programs.adultsKarate.description',
      text: 'public.academy.programs.adultsKarate.text',
      image: { src: adultsImage, alt: 'public.academy.programs.adultsKarate.imageAlt' },
    },
    {
      id: 'self-defence',
      title: 'public.academy.programs.selfDefence.title',
      description: 'public.academy.programs.selfDefence.description',
      text: 'public.academy.programs.selfDefence.text',
      image: { src: selfDefenceImage, alt: 'public.academy.programs.selfDefence.imageAlt' },
    },
    {
      id: 'martial-arts',
      title: 'public.academy.programs.martialArts.title',
      description: 'public.academy.programs.martialArts.description',
      text: 'public.academy.programs.martialArts.text',
      image: { src: martialArtsImage, alt: 'public.academy.programs.martialArts.imageAlt' },
    },
  ],

  statistics: [
    {
      id: 'experience',
      value: '20+',
      label: 'public.academy.stats.experience.label',
      detail: 'public.academy.stats.experience.detail',
    },
    {
      id: 'awards',
      value: '1000+',
      label: 'public.academy.stats.awards.label',
      detail: 'public.academy.stats.awards.detail',
    },
  ],
};

/** "+91 98765 43210" -> "tel:+919876543210". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * The academy's content: the ONE file to edit to make this website your own.
 *
 * Everything a visitor reads on the public pages that is not one of the product's fixed labels lives here:
 * name, contact details, social links, hero slides, masters, founder, vision, programmes,
 * statistics, mission, story and affiliations. Images are imported so that Vite fingerprints them;
 * to use a photograph instead, drop the file into src/assets and change the import.
 * Every image has alt text: describe what the picture shows, not what it is for.
 *
 * Three exports, one per place the text appears:
 * - `academy`: identity and contact details used on every page (top bar, footer, layouts);
 * - `homeContent`: hero slides, masters, founder, vision, programmes and statistics (/home);
 * - `aboutContent`: mission, story by year and affiliations (/about-us).
 */
import logo from '../assets/logo.svg';
import defaultAvatar from '../assets/default-avatar.svg';
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

/** An image with the text a screen reader announces in its place. */
export interface ImageAsset {
  src: string;
  alt: string;
}

/** A link inside the site (react-router path, may carry a #hash). */
export interface SiteLink {
  label: string;
  to: string;
}

export type SocialNetwork = 'facebook' | 'instagram' | 'youtube' | 'x';

export interface SocialLink {
  network: SocialNetwork;
  /** Accessible name of the icon-only link, e.g. "Kaizen Karate Academy on Instagram". */
  label: string;
  url: string;
}

export interface Address {
  lines: string[];
  city: string;
  state: string;
  postalCode: string;
  country: string;
  /** A maps link for the address; opened in a new tab. */
  mapUrl: string;
}

export interface HeroSlide {
  id: string;
  /** Small label above the title. */
  kicker: string;
  title: string;
  text: string;
  image: ImageAsset;
  primaryAction: SiteLink;
  secondaryAction?: SiteLink;
}

export interface Master {
  id: string;
  name: string;
  /** Rank and role, e.g. "Chief Instructor, 7th Dan". */
  position: string;
  /** Organisation the master represents, or a one-line description. */
  organisation: string;
  image: ImageAsset;
}

export interface Founder {
  name: string;
  title: string;
  image: ImageAsset;
  /** The first paragraph is the one shown when the biography is collapsed on small screens. */
  biography: string[];
}

export interface Vision {
  title: string;
  /** The headline statement of the vision. */
  statement: string;
  text: string[];
}

export interface Program {
  id: string;
  title: string;
  /** One line under the title: who the programme is for. */
  description: string;
  /** The paragraph describing the programme. */
  text: string;
  image: ImageAsset;
}

export interface Statistic {
  id: string;
  value: string;
  label: string;
  detail: string;
}

export interface Mission {
  title: string;
  text: string[];
  values: { title: string; text: string }[];
}

export interface StoryYear {
  year: string;
  title: string;
  paragraphs: string[];
}

export type AffiliationKind = 'federation' | 'registration' | 'certification' | 'association';

export interface Affiliation {
  id: string;
  name: string;
  /** Short form shown on the badge, e.g. "WKF". */
  abbreviation: string;
  kind: AffiliationKind;
  description: string;
}

export interface Promo {
  badge: string;
  title: string;
  text: string;
  action: SiteLink;
}

/** Site-wide identity and contact details: used by the top bar, footer and every layout. */
export interface AcademyConfig {
  name: string;
  shortName: string;
  tagline: string;
  /** One or two sentences about the academy, used in the footer. */
  summary: string;
  foundedYear: number;
  logo: ImageAsset;
  defaultAvatar: ImageAsset;
  address: Address;
  /** As printed; the tel: link is derived by removing spaces. */
  phone: string;
  email: string;
  trainingHours: string[];
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

/** Content of /about-us. */
export interface AboutContent {
  mission: Mission;
  story: StoryYear[];
  affiliations: Affiliation[];
}

/* ----------------------------------------------------------------------------------------------
 * Content
 * -------------------------------------------------------------------------------------------- */

const name = 'Kaizen Karate Academy';

export const academy: AcademyConfig = {
  name,
  shortName: 'Kaizen Karate',
  tagline: 'Discipline. Respect. Continuous improvement.',
  summary:
    'Traditional karate, self defence and martial arts for children and adults in Pune, taught by certified black belts since 2004.',
  foundedYear: 2004,
  logo: { src: logo, alt: `${name} logo` },
  defaultAvatar: { src: defaultAvatar, alt: 'Default profile picture' },

  address: {
    lines: ['2nd Floor, Shreeji Arcade', 'Karve Road, Kothrud'],
    city: 'Pune',
    state: 'Maharashtra',
    postalCode: '411038',
    country: 'India',
    mapUrl: 'https://www.google.com/maps/search/?api=1&query=Karve+Road+Kothrud+Pune+411038',
  },
  phone: '+91 98765 43210',
  email: 'info@kaizenkarateacademy.in',
  trainingHours: ['Mon to Sat: 6:00 to 9:00 am and 5:00 to 9:00 pm', 'Sunday: open mat, 7:00 to 10:00 am'],

  social: [
    {
      network: 'facebook',
      label: `${name} on Facebook`,
      url: 'https://www.facebook.com/kaizenkarateacademy',
    },
    {
      network: 'instagram',
      label: `${name} on Instagram`,
      url: 'https://www.instagram.com/kaizenkarateacademy',
    },
    {
      network: 'youtube',
      label: `${name} on YouTube`,
      url: 'https://www.youtube.com/@kaizenkarateacademy',
    },
    { network: 'x', label: `${name} on X`, url: 'https://x.com/kaizenkarate' },
  ],

  promo: {
    badge: 'Admissions open',
    title: 'New batch on the 1st of every month',
    text: 'Kids, adults and self defence batches start on the 1st of every month. Register today and book your place in the next batch.',
    action: { label: 'Register Now', to: '/fighter/signup' },
  },
};

/* Home page ---------------------------------------------------------------------------------- */

export const homeContent: HomeContent = {
  heroSlides: [
    {
      id: 'strength',
      kicker: 'Karate classes in Pune',
      title: 'Discover the strength within',
      text: 'Traditional karate for kids and adults, taught by certified black-belt masters in a safe, disciplined dojo.',
      image: {
        src: hero1,
        alt: 'Silhouette of a karateka performing a high side kick against a rising red sun',
      },
      primaryAction: { label: 'Join a class', to: '/fighter/signup' },
      secondaryAction: { label: 'About us', to: '/about-us' },
    },
    {
      id: 'champions',
      kicker: 'Competition and kumite',
      title: 'Train with champions',
      text: 'Our masters have guided state and national medal winners for more than twenty years. Your journey starts on the same mat.',
      image: {
        src: hero2,
        alt: 'Two karate students sparring on a wooden dojo floor under warm lights',
      },
      primaryAction: { label: 'Upcoming events', to: '/events' },
      secondaryAction: { label: 'Meet our masters', to: '/home#masters' },
    },
    {
      id: 'every-age',
      kicker: 'Programmes for every age',
      title: 'Confidence for life',
      text: 'Kids karate, adult classes, self defence and martial arts: build fitness, focus and self-belief at your own pace.',
      image: {
        src: hero3,
        alt: 'A line of karate students of different heights and belt colours punching in unison at dusk',
      },
      primaryAction: { label: 'Explore programmes', to: '/home#programs' },
      secondaryAction: { label: 'See the gallery', to: '/gallery' },
    },
  ],

  masters: [
    {
      id: 'rajesh-kulkarni',
      name: 'Shihan Rajesh Kulkarni',
      position: 'Founder and Chief Instructor, 7th Dan',
      organisation: 'Kaizen Karate Academy, Pune',
      image: {
        src: master01,
        alt: 'Portrait of Shihan Rajesh Kulkarni, grey-haired, in a white gi with a red-and-white belt',
      },
    },
    {
      id: 'ananya-deshpande',
      name: 'Sensei Ananya Deshpande',
      position: 'Head Coach, Kumite, 5th Dan',
      organisation: 'Maharashtra State Karate Association',
      image: {
        src: master02,
        alt: 'Portrait of Sensei Ananya Deshpande, hair tied back, in a white gi with a black belt',
      },
    },
    {
      id: 'vikram-rathore',
      name: 'Sensei Vikram Singh Rathore',
      position: 'Senior Instructor, Kata, 5th Dan',
      organisation: 'Karate India Organisation, national kata judge',
      image: {
        src: master03,
        alt: 'Portrait of Sensei Vikram Singh Rathore, bearded, wearing a red headband and a black gi',
      },
    },
    {
      id: 'meera-iyer',
      name: 'Sensei Meera Iyer',
      position: 'Head of Kids Programme, 4th Dan',
      organisation: 'Kaizen Karate Academy, junior development',
      image: {
        src: master04,
        alt: 'Portrait of Sensei Meera Iyer, with a hair bun and glasses, in a white gi with a black belt',
      },
    },
    {
      id: 'arjun-nair',
      name: 'Sensei Arjun Nair',
      position: 'Self Defence Coordinator, 4th Dan',
      organisation: 'Asian Karate Federation, certified coach',
      image: {
        src: master05,
        alt: 'Portrait of Sensei Arjun Nair, short curly hair, in a navy gi with a black belt',
      },
    },
    {
      id: 'priya-bhattacharya',
      name: 'Sensei Priya Bhattacharya',
      position: "Women's Self Defence Lead, 4th Dan",
      organisation: 'Commonwealth Karate Federation, referee panel',
      image: {
        src: master06,
        alt: 'Portrait of Sensei Priya Bhattacharya, shoulder-length hair, in a white gi with a black belt',
      },
    },
    {
      id: 'farhan-shaikh',
      name: 'Sensei Farhan Shaikh',
      position: 'Strength and Conditioning Coach, 3rd Dan',
      organisation: 'Certified sports and fitness trainer',
      image: {
        src: master07,
        alt: 'Portrait of Sensei Farhan Shaikh, with a short beard, in a black gi with a black belt',
      },
    },
    {
      id: 'thomas-dsouza',
      name: "Sensei Thomas D'Souza",
      position: 'Kobudo and Weapons Instructor, 5th Dan',
      organisation: 'World Karate Federation, licensed kata judge',
      image: {
        src: master08,
        alt: "Portrait of Sensei Thomas D'Souza, bald with a grey moustache, in a white gi with a black belt",
      },
    },
    {
      id: 'gurpreet-sandhu',
      name: 'Sensei Gurpreet Kaur Sandhu',
      position: 'Competition Coach, 3rd Dan',
      organisation: 'Karate India Organisation, national team assistant',
      image: {
        src: master09,
        alt: 'Portrait of Sensei Gurpreet Kaur Sandhu, long braided hair, in a white gi with a black belt',
      },
    },
    {
      id: 'kavya-reddy',
      name: 'Sensei Kavya Reddy',
      position: 'Assistant Instructor, 2nd Dan',
      organisation: 'Kaizen Karate Academy, beginners and fitness batches',
      image: {
        src: master10,
        alt: 'Portrait of Sensei Kavya Reddy, with a short bob haircut, in a white gi with a black belt',
      },
    },
  ],

  founder: {
    name: 'Shihan Rajesh Kulkarni',
    title: 'Founder and Chief Instructor, 7th Dan',
    image: {
      src: master01,
      alt: 'Portrait of Shihan Rajesh Kulkarni, founder of Kaizen Karate Academy',
    },
    biography: [
      'Shihan Rajesh Kulkarni stepped into his first karate class in a school hall in Kothrud at the age of nine. Four decades later he still begins every session the same way: with a bow, a smile and the reminder that a black belt is simply a white belt who never gave up. He founded Kaizen Karate Academy in 2004 with twelve students and one borrowed room, and the idea that gave the academy its name: small improvements, made every single day.',
      'A 7th Dan black belt, he trained under senior Japanese and Indian masters, competed for Maharashtra at the national championships for eight consecutive years and captained the state kata team to its first national gold. After retiring from competition he qualified as a national referee and coach, and today serves on the technical committee of the Maharashtra State Karate Association.',
      'Under his guidance the academy has grown into one of the most respected dojos in western India, with more than a thousand medals and awards won by its students at district, state, national and international level. Just as proudly, he points to the hundreds of students who never competed at all but found confidence, fitness and friendship on the mat.',
      'Shihan Rajesh believes karate belongs to everyone. He designed the academy\u2019s kids programme around play and positive discipline, introduced free self defence workshops for schools and colleges across Pune, and still teaches the Sunday open mat himself. When he is not in the dojo, he mentors young instructors and volunteers with community sports programmes for children from low-income families.',
    ],
  },

  vision: {
    title: 'Our Vision',
    statement: 'To build stronger, calmer and kinder people through the discipline of karate.',
    text: [
      'We see karate as far more than a sport. It is a daily practice of respect, patience and self-control that shapes how our students study, work and treat one another.',
      'Our aim is a dojo where every child and adult, whatever their age, fitness or background, is challenged to improve a little every day, and supported by masters who care about the person as much as the technique.',
    ],
  },

  programs: [
    {
      id: 'kids-karate',
      title: 'Kids Karate',
      description: 'Ages 5 to 12',
      text: 'Fun, structured classes that build coordination, focus and good manners. Children earn coloured belts step by step and learn to stay safe, listen well and believe in themselves.',
      image: {
        src: kidsImage,
        alt: 'Illustration of two smiling children in white karate uniforms with yellow and orange belts practising punches',
      },
    },
    {
      id: 'adults-karate',
      title: 'Adults Karate',
      description: 'Ages 13 and above, all levels',
      text: 'Traditional kihon, kata and kumite for teenagers and adults. Get fitter, sharpen your mind and work towards your black belt in early-morning and evening batches.',
      image: {
        src: adultsImage,
        alt: 'Illustration of an adult karateka in a deep front stance delivering a straight punch',
      },
    },
    {
      id: 'self-defence',
      title: 'Self Defence',
      description: 'Practical skills for everyday safety',
      text: 'Realistic techniques to avoid, escape and handle threats, with dedicated women\u2019s batches and workshops for schools, colleges and workplaces.',
      image: {
        src: selfDefenceImage,
        alt: 'Illustration of a woman in a white karate uniform raising a forearm block in front of a shield',
      },
    },
    {
      id: 'martial-arts',
      title: 'Martial Arts',
      description: 'Kobudo, weapons and mixed training',
      text: 'Go beyond the basics with traditional Okinawan weapons such as the bo staff, plus conditioning and sparring drills drawn from a range of martial arts.',
      image: {
        src: martialArtsImage,
        alt: 'Illustration of a martial artist swinging a long bo staff in a wide stance',
      },
    },
  ],

  statistics: [
    {
      id: 'experience',
      value: '20+',
      label: 'Years of experience',
      detail: 'Teaching karate in Pune since 2004',
    },
    {
      id: 'awards',
      value: '1000+',
      label: 'Awards',
      detail: 'Won by our students at district, state, national and international level',
    },
  ],
};

/* About page --------------------------------------------------------------------------------- */

export const aboutContent: AboutContent = {
  mission: {
    title: 'Our Mission',
    text: [
      'Our mission is to make authentic, high-quality karate training accessible to every family in Pune: to teach technique with precision, to train bodies safely and progressively, and to build character that lasts long after the class is over.',
      'We do this through certified instructors, small batch sizes, a clear belt syllabus and honest feedback, so that every student, from a shy five-year-old to a national competitor, knows exactly how to take the next step.',
    ],
    values: [
      {
        title: 'Discipline',
        text: 'Showing up, working hard and keeping promises to yourself and your team.',
      },
      {
        title: 'Respect',
        text: 'For our teachers, our training partners, our opponents and ourselves.',
      },
      {
        title: 'Kaizen',
        text: 'Continuous improvement: small steps, practised every day, lead to big results.',
      },
      {
        title: 'Safety',
        text: 'Qualified coaches, proper warm-ups, protective equipment and age-appropriate training.',
      },
    ],
  },

  story: [
    {
      year: '2023',
      title: 'A record year on the national stage',
      paragraphs: [
        'In 2023 our students brought home 46 medals from the national championships, including 11 golds, and four of them were selected for national team training camps. Sensei Gurpreet Kaur Sandhu joined the national coaching staff as an assistant, a proud moment for the whole dojo.',
        'The academy also earned its ISO 9001:2015 certification for training quality and administration, welcomed its 1,000th award, and opened a second training hall so that kids and adult batches no longer have to share the mat during the evening rush.',
      ],
    },
    {
      year: '2022',
      title: 'Growing beyond the dojo',
      paragraphs: [
        'With classes back to full strength, 2022 was the year we took karate outside our walls. We ran free self defence workshops at 28 schools and colleges across Pune and trained more than 3,000 girls and women in practical safety skills.',
        'On the mat, our kumite squad won the overall team trophy at the Maharashtra state championship for the first time, and we launched our dedicated kobudo and weapons programme under Sensei Thomas D\u2019Souza.',
      ],
    },
    {
      year: '2021',
      title: 'A new home in Kothrud',
      paragraphs: [
        'As restrictions eased in 2021, we moved into our present dojo on Karve Road: a bright, ventilated hall with a sprung wooden floor, proper changing rooms and a viewing gallery for parents.',
        'We reopened in small, distanced batches, combined online and in-person grading for the first time, and completed our registration as an MSME so that we could grow as a professional training organisation.',
      ],
    },
    {
      year: '2020',
      title: 'Keeping the dojo alive at home',
      paragraphs: [
        'When the pandemic closed every sports hall in 2020, Kaizen did not stop training. Within a week we moved all batches online, with live classes every morning and evening and recorded kata lessons for students to practise in their living rooms.',
        'Our instructors called every family personally, ran free fitness sessions for parents and grandparents, and kept belt gradings going through video assessment. More than 85 percent of our students stayed with us through the year, and the community that held together then is the heart of the academy today.',
      ],
    },
  ],

  affiliations: [
    {
      id: 'wkf',
      name: 'World Karate Federation',
      abbreviation: 'WKF',
      kind: 'federation',
      description: 'The global governing body for sport karate, recognised by the International Olympic Committee.',
    },
    {
      id: 'akf',
      name: 'Asian Karate Federation',
      abbreviation: 'AKF',
      kind: 'federation',
      description: 'The continental federation for karate in Asia, organising Asian championships.',
    },
    {
      id: 'ckf',
      name: 'Commonwealth Karate Federation',
      abbreviation: 'CKF',
      kind: 'federation',
      description: 'Brings together karate nations of the Commonwealth for championships and referee courses.',
    },
    {
      id: 'kio',
      name: 'Karate India Organisation',
      abbreviation: 'KIO',
      kind: 'federation',
      description: 'The national federation for karate in India, affiliated to the World Karate Federation.',
    },
    {
      id: 'mska',
      name: 'Maharashtra State Karate Association',
      abbreviation: 'MSKA',
      kind: 'association',
      description: 'State association for karate, running district and state championships and gradings.',
    },
    {
      id: 'msme',
      name: 'MSME (Udyam) registered enterprise',
      abbreviation: 'MSME',
      kind: 'registration',
      description: 'Registered with the Ministry of Micro, Small and Medium Enterprises, Government of India.',
    },
    {
      id: 'iso',
      name: 'ISO 9001:2015 certified',
      abbreviation: 'ISO',
      kind: 'certification',
      description: 'Quality management system certified for karate training and academy administration.',
    },
    {
      id: 'mssfa',
      name: 'Maharashtra State Sports Fitness Association',
      abbreviation: 'MSSFA',
      kind: 'association',
      description: 'Member association promoting sports fitness and certified coaching across Maharashtra.',
    },
  ],
};

/** "+91 98765 43210" -> "tel:+919876543210". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@academy/contract';
import { homeContent } from '../../../config/academy.ts';
import { t } from '../../../lib/i18n.ts';
import HomePage from './home-page.tsx';
import { slideInterval } from './hero-carousel.tsx';
import { stubScreen } from '../../../test-media.ts';

function renderHome() {
  return render(
    <MemoryRouter initialEntries={['/home']}>
      <HomePage />
    </MemoryRouter>,
  );
}

function mastersSection() {
  return screen.getByRole('region', { name: 'Our Masters' });
}

function shownMasterNames() {
  return within(mastersSection())
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('masters', () => {
  const allNames = homeContent.masters.map((master) => master.name);

  it('has ten masters in the content module', () => {
    expect(homeContent.masters).toHaveLength(10);
  });

  it('shows only the first 2 masters below 768 px', () => {
    stubScreen(767);
    renderHome();
    expect(shownMasterNames()).toEqual(allNames.slice(0, LIMITS.mastersShownSmall));
    expect(shownMasterNames()).toHaveLength(2);
  });

  it('shows the first 4 masters at 768 px and wider', () => {
    stubScreen(768);
    renderHome();
    expect(shownMasterNames()).toEqual(allNames.slice(0, 4));
    cleanup();

    stubScreen(1440);
    renderHome();
    expect(shownMasterNames()).toHaveLength(LIMITS.mastersShownMedium);
  });

  it.each([390, 1280])('View More Masters reveals all ten and then reads Hide Masters (%i px)', (width) => {
    stubScreen(width);
    renderHome();
    const button = within(mastersSection()).getByRole('button', { name: 'View More Masters' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(list?.tagName).toBe('UL');

    fireEvent.click(button);
    expect(shownMasterNames()).toEqual(allNames);
    expect(button.textContent).toBe('Hide Masters');
    expect(button.getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(button);
    expect(shownMasterNames()).toHaveLength(width >= 768 ? 4 : 2);
    expect(button.textContent).toBe('View More Masters');
  });

  it('shows each master with name, position and organisation', () => {
    stubScreen(1280);
    renderHome();
    const section = within(mastersSection());
    expect(section.getByRole('heading', { name: 'Shihan Rajesh Kulkarni' })).toBeTruthy();
    expect(section.getByText('Founder and Chief Instructor, 7th Dan')).toBeTruthy();
    expect(section.getByText('Kaizen Karate Academy, Pune')).toBeTruthy();
    expect(
      section.getByAltText('Portrait of Shihan Rajesh Kulkarni, grey-haired, in a white gi with a red-and-white belt'),
    ).toBeTruthy();
  });
});

describe('founder biography', () => {
  const biography = homeContent.founder.biography.map((key) => t(key));
  const [firstParagraph, secondParagraph] = biography;

  it('has more than one paragraph, so the toggle matters', () => {
    expect(biography.length).toBeGreaterThan(1);
    expect(firstParagraph).toMatch(/^Shihan Rajesh Kulkarni stepped into his first karate class/);
  });

  it('collapses on small screens and toggles between View More and View Less', () => {
    stubScreen(390);
    renderHome();
    const founder = within(screen.getByRole('region', { name: homeContent.founder.name }));
    expect(founder.getByText(firstParagraph ?? '')).toBeTruthy();
    expect(founder.queryByText(secondParagraph ?? '')).toBeNull();

    const button = founder.getByRole('button', { name: 'View More' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).not.toBeNull();

    fireEvent.click(button);
    for (const paragraph of biography) expect(founder.getByText(paragraph)).toBeTruthy();
    expect(button.textContent).toBe('View Less');
    expect(button.getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(button);
    expect(founder.queryByText(secondParagraph ?? '')).toBeNull();
    expect(button.textContent).toBe('View More');
  });

  it('shows the full text and no toggle on wide screens', () => {
    stubScreen(1024);
    renderHome();
    const founder = within(screen.getByRole('region', { name: homeContent.founder.name }));
    for (const paragraph of biography) expect(founder.getByText(paragraph)).toBeTruthy();
    expect(founder.queryByRole('button', { name: /View (More|Less)/ })).toBeNull();
  });
});

describe('home page', () => {
  it('has one h1, four programmes with Register Now links and the statistics', () => {
    stubScreen(1280);
    renderHome();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    const programs = within(screen.getByRole('region', { name: 'Our Programs' }));
    for (const title of ['Kids Karate', 'Adults Karate', 'Self Defence', 'Martial Arts']) {
      expect(programs.getByRole('heading', { name: title })).toBeTruthy();
    }
    const links = programs.getAllByRole('link', { name: /^Register Now/ });
    expect(links).toHaveLength(4);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/classes?program=kids-karate',
      '/classes?program=adults-karate',
      '/classes?program=self-defence',
      '/classes?program=martial-arts',
    ]);

    const stats = within(screen.getByRole('region', { name: 'Our Achievements' }));
    expect(stats.getByText('20+')).toBeTruthy();
    expect(stats.getByText('1000+')).toBeTruthy();
  });

  it("offers a free trial class from the hero's visible slide, as a plain link", () => {
    stubScreen(1280);
    renderHome();
    const hero = within(screen.getByRole('region', { name: t('public.hero.label') }));
    // The other slides' copies are hidden and out of the tab order.
    expect(hero.getByRole('link', { name: 'Book a free trial class' }).getAttribute('href')).toBe('/trial');
  });

  it('loads the first hero image eagerly with high priority and the others lazily', () => {
    stubScreen(1280);
    renderHome();
    const images = homeContent.heroSlides.map((slide) => screen.getByAltText(t(slide.image.alt)));
    expect(images[0]?.getAttribute('loading')).toBe('eager');
    expect(images[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(images.slice(1).every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it('advances the hero after 2000, 3000 and 2000 ms', () => {
    expect([0, 1, 2].map(slideInterval)).toEqual([2000, 3000, 2000]);
    stubScreen(1280);
    renderHome();
    const current = () =>
      screen
        .getAllByRole('button', { name: /^Show slide/ })
        .findIndex((button) => button.getAttribute('aria-current') === 'true');
    expect(current()).toBe(0);
    act(() => vi.advanceTimersByTime(1999));
    expect(current()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toBe(1);
    act(() => vi.advanceTimersByTime(2999));
    expect(current()).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toBe(2);
    act(() => vi.advanceTimersByTime(2000));
    expect(current()).toBe(0);
  });

  it('pauses the hero while the pointer is over it', () => {
    stubScreen(1280);
    renderHome();
    const hero = screen.getByRole('region', { name: 'Highlights' });
    fireEvent.mouseEnter(hero);
    act(() => vi.advanceTimersByTime(10_000));
    const next = screen.getAllByRole('button', { name: /^Show slide/ })[0];
    expect(next?.getAttribute('aria-current')).toBe('true');
  });
});

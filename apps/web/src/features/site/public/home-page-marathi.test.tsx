// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../lib/i18n.ts';
import HomePage from './home-page.tsx';
import { stubScreen } from '../../../test-media.ts';

function renderMarathiHome() {
  return render(
    <MemoryRouter initialEntries={['/mr/home']}>
      <HomePage />
    </MemoryRouter>,
  );
}

describe('the home page in Marathi', () => {
  beforeAll(() => activateLanguage('mr'));
  afterAll(() => activateLanguage('en'));
  beforeEach(() => stubScreen(1280));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('words the hero, its controls and its links in Marathi, keeping the links in Marathi pages', () => {
    renderMarathiHome();
    const region = screen.getByRole('region', { name: 'ठळक वैशिष्ट्ये' });
    expect(region.getAttribute('aria-roledescription')).toBe('स्लाइडशो');
    const hero = within(region);
    expect(hero.getByRole('heading', { level: 1, name: 'Kaizen Karate Academy' })).toBeTruthy();
    expect(hero.getByRole('heading', { level: 2, name: 'आतली ताकद ओळखा' })).toBeTruthy();
    expect(hero.getByRole('button', { name: 'स्लाइडशो थांबवा' })).toBeTruthy();
    expect(hero.getByRole('button', { name: 'पुढील स्लाइड' })).toBeTruthy();
    expect(hero.getAllByRole('button', { name: /^ही स्लाइड दाखवा: 01 पुण्यातील कराटे वर्ग/ })).toHaveLength(1);
    expect(hero.getByRole('link', { name: 'वर्गात सामील व्हा' }).getAttribute('href')).toBe('/mr/classes');
    expect(hero.getByRole('link', { name: 'आमच्याबद्दल' }).getAttribute('href')).toBe('/mr/about-us');
    const masters = hero.getByRole('link', { name: 'आमच्या मास्टर्सना भेटा', hidden: true });
    expect(masters.getAttribute('href')).toBe('/mr/home#masters');
  });

  it('shows the masters with Marathi positions and portraits, their names as they are', () => {
    renderMarathiHome();
    const masters = within(screen.getByRole('region', { name: 'आमचे मास्टर्स' }));
    expect(masters.getByRole('heading', { name: 'Shihan Rajesh Kulkarni' })).toBeTruthy();
    expect(masters.getByText('संस्थापक आणि मुख्य प्रशिक्षक, 7 वा डान')).toBeTruthy();
    expect(masters.getByText('महाराष्ट्र राज्य कराटे संघटना')).toBeTruthy();
    expect(
      masters.getByAltText('Sensei Ananya Deshpande यांचे छायाचित्र, मागे बांधलेले केस, पांढरा गी आणि ब्लॅक बेल्ट'),
    ).toBeTruthy();
    const more = masters.getByRole('button', { name: 'आणखी मास्टर्स पाहा' });
    fireEvent.click(more);
    expect(masters.getAllByRole('heading', { level: 3 })).toHaveLength(10);
    expect(more.textContent).toBe('मास्टर्स लपवा');
  });

  it('words the founder, vision, programmes and achievements in Marathi', () => {
    renderMarathiHome();
    const founder = within(screen.getByRole('region', { name: 'Shihan Rajesh Kulkarni' }));
    expect(founder.getByText('आमचे संस्थापक')).toBeTruthy();
    expect(founder.getByText('2004 पासून')).toBeTruthy();
    expect(founder.getByText('पुणे मध्ये अध्यापन')).toBeTruthy();
    expect(founder.getByText(/^Shihan Rajesh Kulkarni यांनी वयाच्या नवव्या वर्षी/)).toBeTruthy();

    const programs = within(screen.getByRole('region', { name: 'आमचे प्रोग्राम' }));
    for (const title of ['मुलांसाठी कराटे', 'प्रौढांसाठी कराटे', 'स्वसंरक्षण', 'मार्शल आर्ट्स']) {
      expect(programs.getByRole('heading', { name: title })).toBeTruthy();
    }
    const register = programs.getByRole('link', { name: 'आताच नोंदणी करा (मुलांसाठी कराटे)' });
    expect(register.getAttribute('href')).toBe('/mr/classes?program=kids-karate');

    const stats = within(screen.getByRole('region', { name: 'आमची कामगिरी' }));
    expect(stats.getByText('वर्षांचा अनुभव')).toBeTruthy();
    expect(stats.getByText('20+')).toBeTruthy();
  });

  it('leaves none of the English section texts behind, and none of the Hindi', () => {
    const { container } = renderMarathiHome();
    for (const english of ['Our Masters', 'View More', 'Our Programs', 'Register Now', 'Our Achievements', 'Since']) {
      expect(container.textContent).not.toContain(english);
    }
    for (const hindi of ['हमारे', 'और', 'में']) expect(container.textContent).not.toContain(hindi);
  });
});

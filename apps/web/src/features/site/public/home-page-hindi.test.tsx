// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../lib/i18n.ts';
import HomePage from './home-page.tsx';
import { stubScreen } from '../../../test-media.ts';

function renderHindiHome() {
  return render(
    <MemoryRouter initialEntries={['/hi/home']}>
      <HomePage />
    </MemoryRouter>,
  );
}

describe('the home page in Hindi', () => {
  beforeAll(() => activateLanguage('hi'));
  afterAll(() => activateLanguage('en'));
  beforeEach(() => stubScreen(1280));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('words the hero, its controls and its links in Hindi, keeping the links in Hindi pages', () => {
    renderHindiHome();
    const region = screen.getByRole('region', { name: 'मुख्य झलकियाँ' });
    expect(region.getAttribute('aria-roledescription')).toBe('स्लाइडशो');
    const hero = within(region);
    expect(hero.getByRole('heading', { level: 1, name: 'Kaizen Karate Academy' })).toBeTruthy();
    expect(hero.getByRole('heading', { level: 2, name: 'अपने भीतर की ताक़त पहचानें' })).toBeTruthy();
    expect(hero.getByRole('button', { name: 'स्लाइडशो रोकें' })).toBeTruthy();
    expect(hero.getByRole('button', { name: 'अगली स्लाइड' })).toBeTruthy();
    expect(hero.getAllByRole('button', { name: /^यह स्लाइड दिखाएँ: 01 पुणे में कराटे क्लास/ })).toHaveLength(1);
    expect(hero.getByAltText('उगते लाल सूरज के सामने ऊँची साइड किक लगाते कराटे खिलाड़ी की परछाईं')).toBeTruthy();
    // Sign-up lives in the fighter area, whose addresses carry no language; public pages keep /hi.
    expect(hero.getByRole('link', { name: 'क्लास से जुड़ें' }).getAttribute('href')).toBe('/hi/classes');
    expect(hero.getByRole('link', { name: 'हमारे बारे में' }).getAttribute('href')).toBe('/hi/about-us');
    // The second slide is hidden until it shows.
    const masters = hero.getByRole('link', { name: 'हमारे मास्टरों से मिलें', hidden: true });
    expect(masters.getAttribute('href')).toBe('/hi/home#masters');
  });

  it('shows the masters with Hindi positions and portraits, their names as they are', () => {
    renderHindiHome();
    const masters = within(screen.getByRole('region', { name: 'हमारे मास्टर' }));
    expect(masters.getByRole('heading', { name: 'Shihan Rajesh Kulkarni' })).toBeTruthy();
    expect(masters.getByText('संस्थापक और मुख्य प्रशिक्षक, 7वाँ डैन')).toBeTruthy();
    expect(masters.getByText('महाराष्ट्र राज्य कराटे संघ')).toBeTruthy();
    expect(masters.getByAltText('Sensei Ananya Deshpande का चित्र: पीछे बँधे बाल, सफ़ेद गी और काली बेल्ट')).toBeTruthy();
    const more = masters.getByRole('button', { name: 'और मास्टर देखें' });
    fireEvent.click(more);
    expect(masters.getAllByRole('heading', { level: 3 })).toHaveLength(10);
    expect(more.textContent).toBe('मास्टर छिपाएँ');
  });

  it('words the founder, vision, programmes and achievements in Hindi', () => {
    renderHindiHome();
    const founder = within(screen.getByRole('region', { name: 'Shihan Rajesh Kulkarni' }));
    expect(founder.getByText('हमारे संस्थापक')).toBeTruthy();
    expect(founder.getByText('2004 से')).toBeTruthy();
    expect(founder.getByText('पुणे में सिखा रहे हैं')).toBeTruthy();
    expect(founder.getByText(/^Shihan Rajesh Kulkarni ने नौ साल की उम्र में/)).toBeTruthy();

    const vision = within(screen.getByRole('region', { name: 'हमारी सोच' }));
    expect(vision.getByText('कराटे के अनुशासन से ज़्यादा मज़बूत, शांत और दयालु इंसान बनाना।')).toBeTruthy();

    const programs = within(screen.getByRole('region', { name: 'हमारे प्रोग्राम' }));
    for (const title of ['बच्चों का कराटे', 'बड़ों का कराटे', 'आत्मरक्षा', 'मार्शल आर्ट्स']) {
      expect(programs.getByRole('heading', { name: title })).toBeTruthy();
    }
    const register = programs.getByRole('link', { name: 'अभी रजिस्टर करें (बच्चों का कराटे)' });
    expect(register.getAttribute('href')).toBe('/hi/classes?program=kids-karate');

    const stats = within(screen.getByRole('region', { name: 'हमारी उपलब्धियाँ' }));
    expect(stats.getByText('साल का अनुभव')).toBeTruthy();
    expect(stats.getByText('20+')).toBeTruthy();
  });

  it('leaves none of the English section texts behind', () => {
    const { container } = renderHindiHome();
    for (const english of ['Our Masters', 'View More', 'Our Programs', 'Register Now', 'Our Achievements', 'Since']) {
      expect(container.textContent).not.toContain(english);
    }
  });
});

import { languagePath, type Language } from '@academy/contract';
import { describe, expect, it } from 'vitest';
import { renderPublicPages, type PublicPagesBench } from './public-pages.ts';

function page(route: string, language: Language, performance: number, lcpMs: number, seo = 100) {
  const name = languagePath(language, route);
  return {
    route,
    language,
    name,
    path: name,
    load: 1,
    lighthouse: {
      path: name,
      performance,
      accessibility: 100,
      bestPractices: 100,
      seo,
      fcpMs: 900,
      lcpMs,
      cls: 0,
      tbtMs: 10,
    },
  };
}

function bundle(route: string, language: Language, jsKb: number, cssKb: number) {
  const name = languagePath(language, route);
  const bytes = (kb: number) => Math.round(kb * 1024);
  return {
    route,
    language,
    name,
    path: name,
    bundle: {
      path: name,
      jsGzipBytes: bytes(jsKb),
      cssGzipBytes: bytes(cssKb),
      jsFiles: ['/a.js'],
      cssFiles: ['/a.css'],
    },
  };
}

const bench: PublicPagesBench = {
  runs: 3,
  pages: [page('/home', 'en', 99, 1700), page('/events', 'hi', 91, 2800), page('/trial', 'mr', 98, 1900, 92)],
  // /home's budget is 100 KB of JavaScript in English; a Hindi page may add its words (8 KB).
  bundles: [bundle('/home', 'en', 99.8, 11.5), bundle('/home', 'hi', 107, 11.5), bundle('/events', 'mr', 139, 18.5)],
};

describe('the public pages’ targets', () => {
  const targets = renderPublicPages(bench, 'Measured by a test.').targets;

  it('counts the pages that meet each target and names the one furthest from it', () => {
    expect(targets.map((t) => [t.figure, t.met])).toEqual([
      ['2 of 3 meet; lowest /hi/events 91', false],
      ['1 of 3 meet; slowest /hi/events 2800 ms', false],
      ['2 of 3 meet; lowest /mr/trial 92', false],
      ['2 of 3 meet; closest /mr/events 139.0 KB of 138 KB', false],
      ['2 of 3 meet; closest /mr/events 18.5 KB of 18 KB', false],
    ]);
  });

  it('gives a Hindi or Marathi page its words on top of its route’s JavaScript budget', () => {
    const within = renderPublicPages({ ...bench, bundles: bench.bundles.slice(0, 2) }, '').targets[3]!;
    expect(within).toMatchObject({ figure: '2 of 2 meet; closest /home 99.8 KB of 100 KB', met: true });
  });

  it('says nothing more than the count when every page scores 100', () => {
    const clean = renderPublicPages({ ...bench, pages: [page('/home', 'en', 99, 1700)] }, '').targets[2]!;
    expect(clean).toMatchObject({ figure: '1 of 1 meet', met: true });
  });
});

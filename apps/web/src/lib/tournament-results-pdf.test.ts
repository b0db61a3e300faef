// @vitest-environment happy-dom
import type { jsPDF } from 'jspdf';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TournamentResultsReply } from '@academy/contract';
import { activateLanguage, loadAreas } from './i18n.ts';
import { recordShapedText, shaped } from './test-shaped-pdf-text.ts';
import { buildTournamentResultsPdf } from './tournament-results-pdf.ts';
import { medallist, resultsCategory, resultsReply } from './test-tournament-results.ts';

const OPEN: TournamentResultsReply = resultsReply({
  categories: [
    resultsCategory({}),
    resultsCategory({
      id: 'c2',
      name: 'Kumite · Male · Cadets (14–15) · −57 kg',
      discipline: 'kumite',
      format: 'bracket',
      entries: 8,
      finished: false,
      first: null,
      second: null,
      third: [medallist('Myra Gokhale', '')],
    }),
  ],
  medals: [
    { club: 'Kaizen Karate Academy', gold: 1, silver: 0, bronze: 1, rank: 1 },
    { club: 'Shotokan Karate Pune', gold: 0, silver: 1, bronze: 0, rank: 2 },
    { club: 'Goju Ryu Nashik', gold: 0, silver: 0, bronze: 1, rank: 3 },
    { club: '', gold: 0, silver: 0, bronze: 1, rank: 3 },
  ],
});

/** Each page's text as the document writes it (PDF text operators, in order), its escapes and WinAnsi's en dash read back. */
function pagesText(doc: jsPDF): string[][] {
  const pages = (doc.internal as unknown as { pages: (string[] | null)[] }).pages.slice(1);
  return pages.map((lines) =>
    [...(lines ?? []).join('\n').matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((match) =>
      match[1]!.replace(/\\([()\\])/g, '$1').replace(/\x96/g, '–'),
    ),
  );
}

beforeAll(() => loadAreas('tournaments'));

let enableShapedText: ReturnType<typeof recordShapedText>;
beforeEach(() => {
  enableShapedText = recordShapedText();
});
afterEach(() => {
  shaped.length = 0;
  vi.restoreAllMocks();
});

describe("the tournament's results PDF", () => {
  it('writes the medal table by club, then each category’s places 1, 2, 3, 3 on an A4 page', async () => {
    const doc = await buildTournamentResultsPdf(OPEN);
    expect(enableShapedText).not.toHaveBeenCalled();
    expect(Math.round(doc.internal.pageSize.getWidth())).toBe(595);
    expect(Math.round(doc.internal.pageSize.getHeight())).toBe(842);
    const [text, ...more] = pagesText(doc);
    expect(more).toEqual([]);
    expect(text).toEqual(
      expect.arrayContaining([
        'KAIZEN KARATE ACADEMY',
        'Results: All India Open',
        '04 October 2026, 09:00 AM IST · Balewadi Sports Complex, Pune',
        'Page 1 of 1',
      ]),
    );
    const medals = text!.indexOf('Medal table');
    expect(text!.slice(medals, medals + 19)).toEqual([
      'Medal table',
      'Rank',
      'Club',
      'Gold',
      'Silver',
      'Bronze',
      'Total',
      '1',
      'Kaizen Karate Academy',
      '1',
      '0',
      '1',
      '2',
      '2',
      'Shotokan Karate Pune',
      '0',
      '1',
      '0',
      '1',
    ]);
    expect(text).toContain('No club');
    const kata = text!.indexOf('Kata · Male · U12 (10–11)');
    expect(text!.slice(kata, kata + 14)).toEqual([
      'Kata · Male · U12 (10–11)',
      '6 athletes',
      '1',
      'Aarav Patil',
      'Kaizen Karate Academy',
      '2',
      'Vihaan Joshi',
      'Shotokan Karate Pune',
      '3',
      'Om Rane',
      'Goju Ryu Nashik',
      '3',
      'Krish Naik',
      'Kaizen Karate Academy',
    ]);
    // The weight's minus sign, which the standard fonts lack, as a hyphen; a category still fought says so.
    const kumite = text!.indexOf('Kumite · Male · Cadets (14–15) · -57 kg');
    expect(text!.slice(kumite, kumite + 5)).toEqual([
      'Kumite · Male · Cadets (14–15) · -57 kg',
      '8 athletes · Still being fought',
      '3',
      'Myra Gokhale',
      'No club',
    ]);
  });

  it('runs over several pages when long, each with the header and its number, a category never split', async () => {
    const many = Array.from({ length: 40 }, (_, i) =>
      resultsCategory({
        id: `k${i}`,
        name: `Kumite · Category ${i + 1}`,
        first: medallist(`Champion ${i + 1}`, 'Kaizen'),
      }),
    );
    const pages = pagesText(await buildTournamentResultsPdf({ ...OPEN, categories: many }));
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((text, i) => {
      expect(text).toContain('Results: All India Open');
      expect(text).toContain(`Page ${i + 1} of ${pages.length}`);
    });
    for (const [i, each] of many.entries()) {
      const page = pages.find((text) => text.includes(each.name))!;
      expect(page, each.name).toContain(`Champion ${i + 1}`);
      expect(pages.filter((text) => text.includes(each.name))).toHaveLength(1);
    }
  });

  it('in Hindi, gives its words and Devanagari names to the browser to draw and keeps the rest as vector text', async () => {
    await activateLanguage('hi');
    try {
      const doc = await buildTournamentResultsPdf({
        ...OPEN,
        categories: [resultsCategory({ first: medallist('ओम कुलकर्णी', 'Kaizen Karate Academy') })],
      });
      expect(enableShapedText).toHaveBeenCalledWith(doc);
      expect(shaped).toEqual(
        expect.arrayContaining(['परिणाम: All India Open', 'पदक तालिका', 'स्वर्ण', 'ओम कुलकर्णी', 'पृष्ठ 1 / 1']),
      );
      expect(pagesText(doc)[0]).toEqual(expect.arrayContaining(['Vihaan Joshi', 'Kata · Male · U12 (10–11)']));
    } finally {
      await activateLanguage('en');
    }
  });
});

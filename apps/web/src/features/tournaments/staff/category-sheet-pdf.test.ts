// @vitest-environment happy-dom
import type { jsPDF } from 'jspdf';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CategoryReply } from '@academy/contract';
import { recordShapedText, shaped } from '../../../lib/test-shaped-pdf-text.ts';
import { buildCategorySheet } from './category-sheet-pdf.ts';
import { ATHLETES, bout, categoryReply, won } from './test-category.tsx';

const TOURNAMENT = { eventName: 'All India Open Karate Championship', day: '2026-09-08', judges: 7 };

/** The text the document writes as PDF text operators, in order, its escapes and WinAnsi's en dash read back. */
function writtenText(doc: jsPDF): string[] {
  return [...doc.output().matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((match) =>
    match[1]!.replace(/\\([()\\])/g, '$1').replace(/\x96/g, '–'),
  );
}

let enableShapedText: ReturnType<typeof recordShapedText>;
beforeEach(() => {
  enableShapedText = recordShapedText();
});
afterEach(() => {
  shaped.length = 0;
  vi.restoreAllMocks();
});

/** A bracket of four: a semi-final fought, the other and the final to come. */
const BRACKET: CategoryReply = categoryReply({
  format: 'bracket',
  published: true,
  bouts: [
    won({ id: 'R1-1', aka: 'e1', ao: 'e2' }, 'aka', [4, 1]),
    bout({ id: 'R1-2', aka: 'e3', ao: 'e4' }),
    bout({ id: 'R2-1', round: 2, aka: 'e1', state: 'waiting' }),
  ],
});

describe('the table sheet', () => {
  it("draws a bracket on an A4 landscape page: the category, the tournament, every athlete and club, the fought bout's scores", async () => {
    const doc = await buildCategorySheet(BRACKET, TOURNAMENT);
    expect(enableShapedText).not.toHaveBeenCalled();
    expect(Math.round(doc.internal.pageSize.getWidth())).toBe(842);
    expect(Math.round(doc.internal.pageSize.getHeight())).toBe(595);
    const text = writtenText(doc);
    // The weight's minus sign, which the PDF's fonts lack, as a hyphen.
    expect(text).toContain('Kumite · Male · Cadets (14–15) · -52 kg');
    expect(text).toContain(
      'All India Open Karate Championship · 08 September 2026 · Knockout bracket · Draw number 123456',
    );
    for (const athlete of ATHLETES) {
      expect(text).toContain(athlete.athleteName);
      expect(text).toContain(athlete.club);
    }
    expect(text).toEqual(expect.arrayContaining(['Semi-finals', 'Final', 'Winner', '4', '1', 'Placings']));
    // Aarav, who won his semi-final, stands on the final's line too; nobody yet on its other side.
    expect(text.filter((line) => line === 'Aarav Shah')).toHaveLength(2);
    expect(text).toContain("Table official's signature");
  });

  it('writes a pool on a portrait page: its table and its bouts', async () => {
    const doc = await buildCategorySheet(
      {
        ...categoryReply({
          format: 'roundRobin',
          published: true,
          entries: ATHLETES.slice(0, 3),
          bouts: [
            { ...won({ id: 'P-1', aka: 'e1', ao: 'e2' }, 'aka', [5, 2]), kind: 'pool' },
            bout({ id: 'P-2', kind: 'pool', aka: 'e2', ao: 'e3' }),
            bout({ id: 'P-3', kind: 'pool', round: 2, aka: 'e3', ao: 'e1' }),
          ],
        }),
        standings: [
          { id: 'e1', played: 1, won: 1, drawn: 0, lost: 0, points: 2, pointsFor: 5, pointsAgainst: 2, rank: 1 },
          { id: 'e3', played: 0, won: 0, drawn: 0, lost: 0, points: 0, pointsFor: 0, pointsAgainst: 0, rank: 2 },
          { id: 'e2', played: 1, won: 0, drawn: 0, lost: 1, points: 0, pointsFor: 2, pointsAgainst: 5, rank: 3 },
        ],
      },
      TOURNAMENT,
    );
    expect(doc.internal.pageSize.getHeight()).toBeGreaterThan(doc.internal.pageSize.getWidth());
    const text = writtenText(doc);
    expect(text).toEqual(
      expect.arrayContaining(['Aarav Shah', 'Kabir Rao', 'Om Kulkarni', 'P-1', 'P-2', 'P-3', '5', '2']),
    );
    expect(text).toEqual(expect.arrayContaining(['Played', 'Won', 'Drawn', 'Lost', 'Points', 'AKA', 'AO', 'Winner']));
    expect(text).not.toContain('Jay More');
  });

  it("leaves a box per judge for each kata performer, in each pool's order, with the totals so far", async () => {
    const doc = await buildCategorySheet(
      {
        ...categoryReply({ format: 'kataPoints', published: true }),
        kataRounds: [
          {
            round: 1,
            tieBreak: false,
            pools: [
              {
                entrants: ['e4', 'e2', 'e1', 'e3'],
                ranking: [{ id: 'e2', total: 24.6, dropped: { low: 8, high: 8.6 }, rank: 1 }],
                complete: false,
              },
            ],
          },
        ],
      },
      TOURNAMENT,
    );
    const text = writtenText(doc);
    expect(text).toEqual(expect.arrayContaining(['Final round', 'J1', 'J7', 'Total', 'Rank', '24.6']));
    expect(text).not.toContain('J8');
    const order = ['Jay More', 'Kabir Rao', 'Aarav Shah', 'Om Kulkarni'].map((name) => text.indexOf(name));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('gives Devanagari names to the browser to draw and keeps the rest as vector text', async () => {
    const doc = await buildCategorySheet(
      {
        ...BRACKET,
        entries: BRACKET.entries.map((each) => (each.id === 'e3' ? { ...each, athleteName: 'ओम कुलकर्णी' } : each)),
      },
      TOURNAMENT,
    );
    expect(enableShapedText).toHaveBeenCalledWith(doc);
    expect(shaped).toContain('ओम कुलकर्णी');
    expect(writtenText(doc)).toContain('Jay More');
  });
});

import type { RankKind } from '@academy/contract';

/**
 * A belt drawn as shapes on an 80 × 24 grid: a band across, a knot in the middle with its two ends hanging, and for
 * a dan rank one gold bar per dan near the end. The page draws it as SVG and the certificate with jsPDF, so both
 * show the same belt.
 */
export const BELT_WIDTH = 80;
export const BELT_HEIGHT = 24;

export interface BeltRect {
  x: number;
  y: number;
  w: number;
  h: number;
  r: number;
}

export interface BeltShape {
  /** The rank's colour. */
  fill: string;
  /** A darker shade of it: a white belt keeps its outline on a white page. */
  edge: string;
  band: BeltRect;
  knot: BeltRect;
  /** The hanging ends, as corner points, drawn before the knot so it covers their tops. */
  tails: [number, number][][];
  /** Gold bars near the end, one per dan. */
  bars: BeltRect[];
  barFill: string;
}

/** More bars than this would crowd the band; the words say the dan anyway. */
const MAX_BARS = 6;
const BAR_GOLD = '#d4a52a';

/** The colour darkened by `amount` (0 to 1); anything not #rrggbb gets a neutral grey edge. */
export function darkerShade(colour: string, amount = 0.4): string {
  const match = /^#([0-9a-f]{6})$/i.exec(colour);
  if (!match) return '#6c757d';
  const value = parseInt(match[1]!, 16);
  const channel = (shift: number) =>
    Math.round(((value >> shift) & 0xff) * (1 - amount))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

export function beltShape(rank: { colour: string; kind: RankKind; grade: number }): BeltShape {
  const bars =
    rank.kind === 'dan'
      ? Array.from({ length: Math.min(Math.max(rank.grade, 0), MAX_BARS) }, (_, i) => ({
          x: 73 - i * 3,
          y: 5,
          w: 1.6,
          h: 8,
          r: 0,
        }))
      : [];
  return {
    fill: rank.colour,
    edge: darkerShade(rank.colour),
    band: { x: 1, y: 5, w: 78, h: 8, r: 1.5 },
    knot: { x: 34.5, y: 3.5, w: 11, h: 11, r: 2 },
    tails: [
      [
        [36, 12],
        [31, 23],
        [35.5, 23],
        [40, 12],
      ],
      [
        [40, 12],
        [44.5, 23],
        [49, 23],
        [44, 12],
      ],
    ],
    bars,
    barFill: BAR_GOLD,
  };
}

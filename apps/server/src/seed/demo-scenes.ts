import type { GalleryCategory } from '@academy/contract';
import { karateka, silhouette, type FigureStyle } from './demo-figures.ts';
import { seededRandom } from './seeded-random.ts';

/**
 * Twelve illustrated scenes for the demo gallery, drawn as SVG so the repository carries no
 * photographs and every install gets the same pictures. A fixed-seed random source keeps crowds,
 * confetti and stars identical from one seed to the next.
 */
export interface DemoScene {
  title: string;
  category: GalleryCategory;
  width: number;
  height: number;
  svg: () => string;
}

const GI: FigureStyle = { gi: '#f6f1e7', shade: '#d8cfbf', skin: '#b97a4a', hair: '#1d1411', belt: '#151515' };
const giWith = (belt: string, skin = GI.skin): FigureStyle => ({ ...GI, belt, skin });
const SKIN = ['#8d5524', '#a86b3c', '#c68642', '#e0ac69'] as const;

function linear(id: string, stops: [number, string][], vertical = true): string {
  const direction = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  return `<linearGradient id="${id}" ${direction}>${stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('')}</linearGradient>`;
}

function radial(id: string, stops: [number, string, number?][], cx = 0.5, cy = 0.5, r = 0.5): string {
  const body = stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
    .join('');
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${body}</radialGradient>`;
}

/**
 * Soft light, shadows and a vignette give flat vector shapes some depth. They are gradients rather
 * than blur filters because librsvg blurs slowly, and the seed runs on a server's first start.
 */
const COMMON_DEFS =
  radial('vignette', [
    [0.55, '#000', 0],
    [1, '#000', 0.55],
  ]) +
  radial('shadow', [
    [0, '#000', 0.6],
    [1, '#000', 0],
  ]) +
  radial('pool', [
    [0, '#fff6dc', 0.55],
    [1, '#fff6dc', 0],
  ]) +
  radial('shine', [
    [0, '#ffffff', 0.55],
    [1, '#ffffff', 0],
  ]) +
  radial('halo', [
    [0, '#ffd36b', 0.4],
    [1, '#ffd36b', 0],
  ]);

function frame(width: number, height: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${COMMON_DEFS}${defs}</defs>${body}` +
    `<rect width="${width}" height="${height}" fill="url(#vignette)"/>` +
    `</svg>`
  );
}

/** Heads and shoulders seen from behind, rows getting larger towards the viewer. */
function crowd(
  rng: () => number,
  options: { width: number; top: number; rows: number; color: string; size: number },
): string {
  const people: string[] = [];
  for (let row = 0; row < options.rows; row++) {
    const scale = options.size * (1 + row * 0.35);
    const y = options.top + row * scale * 0.9;
    for (let x = -scale * rng(); x < options.width + scale; x += scale * (0.8 + rng() * 0.5)) {
      const headY = y - scale * (0.55 + rng() * 0.15);
      people.push(
        `<ellipse cx="${x}" cy="${headY}" rx="${scale * 0.2}" ry="${scale * 0.24}" fill="${options.color}"/>` +
          `<path d="M${x - scale * 0.45},${y + scale} Q${x - scale * 0.42},${headY + scale * 0.22} ${x},${headY + scale * 0.2} Q${x + scale * 0.42},${headY + scale * 0.22} ${x + scale * 0.45},${y + scale}Z" fill="${options.color}"/>`,
      );
    }
  }
  return people.join('');
}

function bokeh(
  rng: () => number,
  options: { width: number; height: number; count: number; colors: readonly string[] },
): string {
  const dots: string[] = [];
  for (let i = 0; i < options.count; i++) {
    const color = options.colors[i % options.colors.length] ?? '#fff';
    const r = 8 + rng() * 34;
    dots.push(
      `<circle cx="${rng() * options.width}" cy="${rng() * options.height}" r="${r}" fill="${color}" opacity="${0.12 + rng() * 0.3}"/>`,
    );
  }
  return dots.join('');
}

function spotlight(x: number, top: number, bottom: number, spread: number, opacity = 0.35): string {
  return (
    `<polygon points="${x - 30},${top} ${x + 30},${top} ${x + spread},${bottom} ${x - spread},${bottom}" fill="url(#beam)" opacity="${opacity}"/>` +
    `<ellipse cx="${x}" cy="${bottom}" rx="${spread}" ry="${spread * 0.16}" fill="url(#pool)" opacity="${Math.min(1, opacity * 2)}"/>`
  );
}

/** The gradient spotlight() fills its beam with. */
function beamDefs(): string {
  return linear('beam', [
    [0, 'rgba(255,248,225,0.9)'],
    [1, 'rgba(255,248,225,0)'],
  ]);
}

/** A triangle-flag garland hanging between two points. */
function bunting(x1: number, x2: number, y: number, sag: number, colors: readonly string[]): string {
  const flags: string[] = [];
  const count = Math.round((x2 - x1) / 46);
  for (let i = 0; i < count; i++) {
    const t = (i + 0.5) / count;
    const x = x1 + (x2 - x1) * t;
    const yy = y + sag * 4 * t * (1 - t);
    flags.push(
      `<polygon points="${x - 16},${yy} ${x + 16},${yy} ${x},${yy + 38}" fill="${colors[i % colors.length]}"/>`,
    );
  }
  return `<path d="M${x1},${y} Q${(x1 + x2) / 2},${y + sag * 2} ${x2},${y}" stroke="#3b2a22" stroke-width="3" fill="none"/>${flags.join('')}`;
}

/** The academy's emblem: a red disc with a white ring, used on wall banners. */
function emblem(cx: number, cy: number, r: number): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#b3121f"/><circle cx="${cx}" cy="${cy}" r="${r * 0.72}" fill="none" stroke="#f6f1e7" stroke-width="${r * 0.09}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.3}" fill="#f6f1e7"/>`;
}

function hangingBanner(x: number, y: number, w: number, h: number, cloth = '#f3ebdc'): string {
  return (
    `<rect x="${x - 10}" y="${y - 8}" width="${w + 20}" height="10" rx="5" fill="#4a2c1c"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${cloth}"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#clothShade)"/>` +
    emblem(x + w / 2, y + h * 0.42, w * 0.3)
  );
}

const CLOTH_SHADE = linear(
  'clothShade',
  [
    [0, 'rgba(0,0,0,0.18)'],
    [0.5, 'rgba(0,0,0,0)'],
    [1, 'rgba(0,0,0,0.22)'],
  ],
  false,
);

/** Wooden floor planks in perspective from a horizon line down to the bottom edge. */
function woodFloor(width: number, height: number, horizon: number, vanishX: number): string {
  const lines: string[] = [];
  for (let i = -14; i <= 14; i++) {
    const bottomX = vanishX + i * (width / 9);
    lines.push(
      `<line x1="${vanishX + i * 34}" y1="${horizon}" x2="${bottomX}" y2="${height}" stroke="#5b3418" stroke-opacity="0.35" stroke-width="2"/>`,
    );
  }
  return `<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="url(#floor)"/>${lines.join('')}`;
}

function shojiWindow(x: number, y: number, w: number, h: number): string {
  const bars: string[] = [];
  for (let i = 1; i < 4; i++)
    bars.push(
      `<line x1="${x + (w * i) / 4}" y1="${y}" x2="${x + (w * i) / 4}" y2="${y + h}" stroke="#6b4426" stroke-width="5"/>`,
    );
  for (let i = 1; i < 5; i++)
    bars.push(
      `<line x1="${x}" y1="${y + (h * i) / 5}" x2="${x + w}" y2="${y + (h * i) / 5}" stroke="#6b4426" stroke-width="5"/>`,
    );
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#fff4d6"/><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="#4a2c1c" stroke-width="12"/>${bars.join('')}`;
}

function digit(kind: 1 | 2 | 3, x: number, y: number, size: number, color: string): string {
  const s = size;
  const paths = {
    1: `M${x - s * 0.15},${y - s * 0.35} L${x + s * 0.08},${y - s * 0.5} L${x + s * 0.08},${y + s * 0.5}`,
    2: `M${x - s * 0.3},${y - s * 0.25} Q${x - s * 0.25},${y - s * 0.5} ${x},${y - s * 0.5} Q${x + s * 0.3},${y - s * 0.5} ${x + s * 0.3},${y - s * 0.22} Q${x + s * 0.3},${y} ${x - s * 0.3},${y + s * 0.5} L${x + s * 0.32},${y + s * 0.5}`,
    3: `M${x - s * 0.3},${y - s * 0.42} Q${x},${y - s * 0.6} ${x + s * 0.26},${y - s * 0.36} Q${x + s * 0.3},${y - s * 0.05} ${x - s * 0.05},${y} Q${x + s * 0.34},${y + s * 0.05} ${x + s * 0.28},${y + s * 0.32} Q${x + s * 0.12},${y + s * 0.62} ${x - s * 0.32},${y + s * 0.42}`,
  } as const;
  return `<path d="${paths[kind]}" fill="none" stroke="${color}" stroke-width="${s * 0.13}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

function medal(cx: number, cy: number, r: number, metal: 'gold' | 'silver' | 'bronze'): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${metal})" stroke="#00000033" stroke-width="${r * 0.1}"/>`;
}

const METALS =
  radial(
    'gold',
    [
      [0, '#fff4b8'],
      [0.55, '#f0b429'],
      [1, '#9c6a05'],
    ],
    0.35,
    0.3,
    0.8,
  ) +
  radial(
    'silver',
    [
      [0, '#ffffff'],
      [0.55, '#c9ced6'],
      [1, '#767d88'],
    ],
    0.35,
    0.3,
    0.8,
  ) +
  radial(
    'bronze',
    [
      [0, '#ffd6a8'],
      [0.55, '#c47a3a'],
      [1, '#6e3b12'],
    ],
    0.35,
    0.3,
    0.8,
  );

function confetti(rng: () => number, width: number, height: number, count: number): string {
  const colors = ['#f0b429', '#b3121f', '#ffffff', '#2f80ed', '#27ae60'];
  const pieces: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = rng() * width;
    const y = rng() * height;
    pieces.push(
      `<rect x="${x}" y="${y}" width="${6 + rng() * 8}" height="${12 + rng() * 10}" fill="${colors[i % colors.length]}" opacity="${0.55 + rng() * 0.4}" transform="rotate(${rng() * 180} ${x} ${y})"/>`,
    );
  }
  return pieces.join('');
}

function mountains(width: number, base: number, peaks: number[], color: string): string {
  const step = width / (peaks.length - 1);
  const points = peaks.map((h, i) => `${i * step},${base - h}`).join(' ');
  return `<polygon points="0,${base + 400} ${points} ${width},${base + 400}" fill="${color}"/>`;
}

function pine(x: number, y: number, h: number, color: string): string {
  return `<polygon points="${x},${y - h} ${x - h * 0.28},${y} ${x + h * 0.28},${y}" fill="${color}"/><rect x="${x - h * 0.03}" y="${y}" width="${h * 0.06}" height="${h * 0.08}" fill="${color}"/>`;
}

/** Vertical folds of stage drapery; `folds` sets how many pleats fill the width. */
function drapery(x: number, width: number, height: number, folds: number): string {
  return Array.from(
    { length: folds },
    (_, i) =>
      `<rect x="${x + (width / folds) * i}" y="0" width="${width / folds}" height="${height}" fill="url(#fold)"/>`,
  ).join('');
}

/** A side curtain gathered by a gold tie-back, its free edge towards the stage centre. */
function sideCurtain(x: number, width: number, height: number, side: 'left' | 'right'): string {
  const tieY = height * 0.6;
  const outer = side === 'left' ? x : x + width;
  const inner = side === 'left' ? x + width : x;
  const waist = side === 'left' ? x + width * 0.45 : x + width * 0.55;
  const id = `curtain-${side}`;
  return (
    `<clipPath id="${id}"><path d="M${outer},0 L${inner},0 Q${inner},${tieY * 0.7} ${waist},${tieY} Q${inner},${tieY + (height - tieY) * 0.5} ${inner},${height} L${outer},${height}Z"/></clipPath>` +
    `<g clip-path="url(#${id})">${drapery(x, width, height, 5)}</g>` +
    `<rect x="${Math.min(outer, waist) - 4}" y="${tieY - 9}" width="${Math.abs(waist - outer) + 8}" height="18" rx="9" fill="#f0b429"/>`
  );
}

const FLOOR = linear('floor', [
  [0, '#b7773f'],
  [1, '#6e3e1c'],
]);

export const DEMO_SCENES: DemoScene[] = [
  {
    title: 'Morning kihon in the main dojo',
    category: 'Training',
    width: 1600,
    height: 1067,
    svg: () =>
      frame(
        1600,
        1067,
        linear('wall', [
          [0, '#e9d3ae'],
          [1, '#c79a63'],
        ]) +
          FLOOR +
          CLOTH_SHADE +
          beamDefs(),
        `<rect width="1600" height="1067" fill="url(#wall)"/>` +
          shojiWindow(90, 150, 300, 420) +
          shojiWindow(1210, 150, 300, 420) +
          `<polygon points="90,150 390,150 760,780 300,780" fill="#fff6dc" opacity="0.18"/>` +
          `<polygon points="1210,150 1510,150 1320,780 880,780" fill="#fff6dc" opacity="0.16"/>` +
          hangingBanner(640, 110, 320, 430) +
          `<rect y="600" width="1600" height="18" fill="#4a2c1c"/>` +
          woodFloor(1600, 1067, 618, 800) +
          `<ellipse cx="800" cy="930" rx="660" ry="80" fill="url(#shadow)" opacity="0.3"/>` +
          karateka('punch', { x: 330, y: 760, scale: 1.15, style: giWith('#151515', SKIN[1]) }) +
          karateka('punch', { x: 760, y: 840, scale: 1.45, style: giWith('#6b3e1f', SKIN[2]) }) +
          karateka('punch', { x: 1220, y: 940, scale: 1.8, style: giWith('#2e7d32', SKIN[0]) }),
      ),
  },
  {
    title: 'Sunrise kicks on the terrace',
    category: 'Training',
    width: 1200,
    height: 1600,
    svg: () => {
      const rng = seededRandom(11);
      const birds = Array.from({ length: 7 }, () => {
        const x = 120 + rng() * 900;
        const y = 240 + rng() * 380;
        const s = 10 + rng() * 14;
        return `<path d="M${x - s},${y} q${s / 2},${-s / 2} ${s},0 q${s / 2},${-s / 2} ${s},0" stroke="#3a0d14" stroke-width="3" fill="none"/>`;
      }).join('');
      return frame(
        1200,
        1600,
        linear('sky', [
          [0, '#3b0a2a'],
          [0.35, '#b3121f'],
          [0.62, '#f26b1d'],
          [0.8, '#ffc857'],
        ]) +
          radial('sun', [
            [0, '#fff3c4'],
            [0.5, '#ffd36b'],
            [1, '#ffb347', 0],
          ]),
        `<rect width="1200" height="1600" fill="url(#sky)"/>` +
          `<circle cx="600" cy="1020" r="420" fill="url(#sun)"/>` +
          birds +
          mountains(1200, 1180, [160, 240, 180, 300, 210, 260, 150], '#7a1d2b') +
          mountains(1200, 1260, [90, 140, 110, 170, 120, 90], '#4a0f1f') +
          `<rect y="1300" width="1200" height="300" fill="#1c0810"/>` +
          `<rect y="1280" width="1200" height="24" fill="#2b0d17"/>` +
          karateka('sideKick', { x: 560, y: 1290, scale: 3.4, style: silhouette('#1c0810', '#b3121f') }),
      );
    },
  },
  {
    title: 'Kumite sparring drills',
    category: 'Training',
    width: 1600,
    height: 900,
    svg: () =>
      frame(
        1600,
        900,
        linear('gym', [
          [0, '#0e1624'],
          [1, '#1e2c44'],
        ]) +
          linear('mat', [
            [0, '#1f4e9a'],
            [1, '#163a75'],
          ]) +
          beamDefs(),
        `<rect width="1600" height="900" fill="url(#gym)"/>` +
          `<rect x="0" y="80" width="1600" height="14" fill="#2a3b58"/>` +
          `<polygon points="260,560 1340,560 1600,900 0,900" fill="url(#mat)"/>` +
          `<polygon points="520,560 1080,560 1240,900 360,900" fill="#b3121f"/>` +
          `<polygon points="560,560 1040,560 1190,900 410,900" fill="#c9303c"/>` +
          spotlight(800, 0, 800, 520, 0.3) +
          `<ellipse cx="800" cy="800" rx="460" ry="60" fill="url(#shadow)" opacity="0.8"/>` +
          karateka('frontKick', { x: 600, y: 800, scale: 2.9, style: giWith('#b3121f', SKIN[2]) }) +
          karateka('guard', { x: 1090, y: 800, scale: 2.9, facing: -1, style: giWith('#1f4e9a', SKIN[0]) }),
      ),
  },
  {
    title: 'Kids batch warm-up',
    category: 'Training',
    width: 1600,
    height: 1067,
    svg: () => {
      const belts = ['#f7f7f7', '#f4d03f', '#f39c12', '#27ae60', '#2f80ed'] as const;
      const kids = belts
        .map((belt, i) =>
          karateka('horseStance', {
            x: 560 + i * 210,
            y: 860 + (i % 2) * 50,
            scale: 1.35,
            facing: -1,
            style: giWith(belt, SKIN[(i + 1) % SKIN.length]),
          }),
        )
        .join('');
      return frame(
        1600,
        1067,
        linear('hall', [
          [0, '#fbe9d0'],
          [1, '#f0c99b'],
        ]) +
          FLOOR +
          CLOTH_SHADE,
        `<rect width="1600" height="1067" fill="url(#hall)"/>` +
          `<rect x="0" y="0" width="1600" height="70" fill="#b3121f"/>` +
          bunting(40, 1560, 70, 40, ['#b3121f', '#f0b429', '#ffffff', '#2f80ed']) +
          shojiWindow(260, 220, 240, 320) +
          shojiWindow(1100, 220, 240, 320) +
          hangingBanner(690, 190, 220, 300, '#fffaf0') +
          `<rect y="640" width="1600" height="16" fill="#4a2c1c"/>` +
          woodFloor(1600, 1067, 656, 900) +
          karateka('punch', { x: 250, y: 930, scale: 1.95, style: giWith('#151515', SKIN[1]) }) +
          kids,
      );
    },
  },
  {
    title: 'State championship podium',
    category: 'Competition',
    width: 1600,
    height: 1067,
    svg: () => {
      const rng = seededRandom(23);
      const block = (x: number, w: number, h: number, n: 1 | 2 | 3) =>
        `<rect x="${x}" y="${900 - h}" width="${w}" height="${h}" fill="url(#podium)"/><rect x="${x}" y="${900 - h}" width="${w}" height="14" fill="#f6f1e7" opacity="0.5"/>` +
        digit(n, x + w / 2, 900 - h / 2 + 10, Math.min(110, h * 0.55), '#b3121f');
      return frame(
        1600,
        1067,
        linear('arena', [
          [0, '#07070d'],
          [1, '#23152b'],
        ]) +
          linear('podium', [
            [0, '#f3ede2'],
            [1, '#cbbfa9'],
          ]) +
          METALS +
          beamDefs(),
        `<rect width="1600" height="1067" fill="url(#arena)"/>` +
          bokeh(rng, { width: 1600, height: 500, count: 40, colors: ['#f0b429', '#ffffff', '#b3121f'] }) +
          spotlight(800, 0, 900, 360, 0.35) +
          spotlight(420, 0, 900, 260, 0.18) +
          spotlight(1180, 0, 900, 260, 0.18) +
          `<rect y="900" width="1600" height="167" fill="#120b16"/>` +
          block(630, 340, 300, 1) +
          block(300, 330, 200, 2) +
          block(970, 330, 140, 3) +
          karateka('victory', { x: 800, y: 600, scale: 1.75, style: giWith('#151515', SKIN[1]) }) +
          medal(800, 600 - 1.75 * 118, 15, 'gold') +
          karateka('ready', { x: 465, y: 700, scale: 1.7, style: giWith('#6b3e1f', SKIN[3]) }) +
          medal(465, 700 - 1.7 * 118, 14, 'silver') +
          karateka('ready', { x: 1135, y: 760, scale: 1.7, style: giWith('#151515', SKIN[0]) }) +
          medal(1135, 760 - 1.7 * 118, 14, 'bronze') +
          confetti(rng, 1600, 700, 120),
      );
    },
  },
  {
    title: 'Gold medal in the kata final',
    category: 'Competition',
    width: 1200,
    height: 1500,
    svg: () => {
      const rng = seededRandom(5);
      const star = (cx: number, cy: number, r: number) => {
        const points = Array.from({ length: 10 }, (_, i) => {
          const a = (Math.PI / 5) * i - Math.PI / 2;
          const rr = i % 2 === 0 ? r : r * 0.45;
          return `${cx + Math.cos(a) * rr},${cy + Math.sin(a) * rr}`;
        }).join(' ');
        return `<polygon points="${points}" fill="#c88a0a" stroke="#fff1a8" stroke-width="4"/>`;
      };
      return frame(
        1200,
        1500,
        radial(
          'velvet',
          [
            [0, '#5a0d16'],
            [1, '#14030a'],
          ],
          0.5,
          0.6,
          0.8,
        ) +
          METALS +
          linear(
            'ribbon',
            [
              [0, '#8e0e19'],
              [0.5, '#d7263d'],
              [1, '#8e0e19'],
            ],
            false,
          ),
        `<rect width="1200" height="1500" fill="url(#velvet)"/>` +
          bokeh(rng, { width: 1200, height: 1500, count: 36, colors: ['#f0b429', '#ffe8a3', '#d7263d'] }) +
          `<polygon points="330,0 560,0 680,760 520,800" fill="url(#ribbon)"/>` +
          `<polygon points="870,0 640,0 520,760 680,800" fill="url(#ribbon)"/>` +
          `<polygon points="560,0 640,0 600,700" fill="#f6f1e7" opacity="0.5"/>` +
          `<rect x="520" y="740" width="160" height="90" rx="14" fill="url(#gold)"/>` +
          `<circle cx="610" cy="1070" r="340" fill="url(#shadow)"/>` +
          medal(600, 1040, 270, 'gold') +
          `<circle cx="600" cy="1040" r="215" fill="none" stroke="#fff1a8" stroke-width="6" opacity="0.7"/>` +
          `<circle cx="600" cy="1040" r="228" fill="none" stroke="#9c6a05" stroke-width="4" opacity="0.7"/>` +
          star(600, 1040, 120) +
          `<ellipse cx="500" cy="920" rx="110" ry="50" fill="url(#shine)" transform="rotate(-30 500 920)"/>`,
      );
    },
  },
  {
    title: 'Kata under the spotlight',
    category: 'Competition',
    width: 1200,
    height: 1600,
    svg: () => {
      const rng = seededRandom(31);
      return frame(
        1200,
        1600,
        linear('dark', [
          [0, '#050508'],
          [1, '#1b1024'],
        ]) + beamDefs(),
        `<rect width="1200" height="1600" fill="url(#dark)"/>` +
          bokeh(rng, { width: 1200, height: 700, count: 30, colors: ['#f0b429', '#ffffff'] }) +
          `<polygon points="150,1040 1050,1040 1200,1330 0,1330" fill="#173b7a"/>` +
          `<polygon points="300,1040 900,1040 990,1330 210,1330" fill="#b3121f"/>` +
          spotlight(600, 0, 1210, 420, 0.42) +
          karateka('horseStance', { x: 600, y: 1220, scale: 4.4, style: giWith('#151515', SKIN[1]) }) +
          crowd(rng, { width: 1200, top: 1360, rows: 2, color: '#050306', size: 150 }),
      );
    },
  },
  {
    title: 'Team trophy for the academy',
    category: 'Competition',
    width: 1400,
    height: 1400,
    svg: () => {
      const rng = seededRandom(47);
      const sparkles = Array.from({ length: 26 }, () => {
        const x = 250 + rng() * 900;
        const y = 120 + rng() * 800;
        const s = 6 + rng() * 16;
        return `<path d="M${x},${y - s} L${x + s * 0.25},${y} L${x},${y + s} L${x - s * 0.25},${y}Z M${x - s},${y} L${x},${y + s * 0.25} L${x + s},${y} L${x},${y - s * 0.25}Z" fill="#fff4c2" opacity="${0.5 + rng() * 0.5}"/>`;
      }).join('');
      return frame(
        1400,
        1400,
        linear(
          'fold',
          [
            [0, '#5e0710'],
            [0.5, '#c0162a'],
            [1, '#5e0710'],
          ],
          false,
        ) +
          linear(
            'cup',
            [
              [0, '#9c6a05'],
              [0.35, '#ffe08a'],
              [0.6, '#f0b429'],
              [1, '#7a5204'],
            ],
            false,
          ) +
          linear('wood', [
            [0, '#5b3418'],
            [1, '#2e180a'],
          ]),
        drapery(0, 1400, 1400, 12) +
          `<circle cx="700" cy="600" r="520" fill="url(#halo)"/>` +
          `<path d="M460,300 Q430,560 600,700 L800,700 Q970,560 940,300Z" fill="url(#cup)"/>` +
          `<ellipse cx="700" cy="300" rx="240" ry="40" fill="#ffe9a6"/>` +
          `<ellipse cx="700" cy="300" rx="210" ry="28" fill="#b07d0e"/>` +
          `<path d="M470,350 Q330,360 350,470 Q370,570 520,600" stroke="url(#cup)" stroke-width="34" fill="none"/>` +
          `<path d="M930,350 Q1070,360 1050,470 Q1030,570 880,600" stroke="url(#cup)" stroke-width="34" fill="none"/>` +
          `<rect x="650" y="700" width="100" height="150" fill="url(#cup)"/>` +
          `<path d="M540,850 L860,850 L900,930 L500,930Z" fill="url(#cup)"/>` +
          `<rect x="430" y="930" width="540" height="200" rx="10" fill="url(#wood)"/>` +
          `<rect x="520" y="980" width="360" height="90" rx="8" fill="#d9b45a"/>` +
          emblem(700, 470, 80) +
          `<rect x="0" y="1130" width="1400" height="270" fill="#1c0b08"/>` +
          `<ellipse cx="700" cy="1135" rx="460" ry="60" fill="url(#shadow)"/>` +
          `<ellipse cx="560" cy="420" rx="50" ry="140" fill="url(#shine)"/>` +
          sparkles,
      );
    },
  },
  {
    title: 'Annual day demonstration',
    category: 'Events',
    width: 1600,
    height: 900,
    svg: () => {
      const rng = seededRandom(59);
      const phones = Array.from({ length: 9 }, () => {
        const x = 80 + rng() * 1440;
        const y = 700 + rng() * 120;
        return `<rect x="${x}" y="${y}" width="26" height="44" rx="4" fill="#dff3ff" opacity="0.85"/><circle cx="${x + 13}" cy="${y + 22}" r="48" fill="url(#shine)" opacity="0.5"/>`;
      }).join('');
      const flags = [300, 560, 1040, 1300]
        .map((x) => `<rect x="${x - 46}" y="90" width="92" height="260" fill="#b3121f"/>` + emblem(x, 190, 32))
        .join('');
      return frame(
        1600,
        900,
        linear('stageWall', [
          [0, '#1a0b1e'],
          [1, '#3b1533'],
        ]) +
          linear(
            'fold',
            [
              [0, '#4d0610'],
              [0.5, '#a3121f'],
              [1, '#4d0610'],
            ],
            false,
          ) +
          linear('stage', [
            [0, '#6e3e1c'],
            [1, '#3a1e0c'],
          ]) +
          beamDefs(),
        `<rect width="1600" height="900" fill="url(#stageWall)"/>` +
          flags +
          spotlight(620, 0, 600, 230, 0.35) +
          spotlight(1000, 0, 600, 230, 0.35) +
          `<rect y="590" width="1600" height="90" fill="url(#stage)"/>` +
          sideCurtain(0, 220, 680, 'left') +
          sideCurtain(1380, 220, 680, 'right') +
          `<rect width="1600" height="60" fill="#4d0610"/>` +
          karateka('jumpKick', { x: 620, y: 600, scale: 1.9, style: giWith('#151515', SKIN[2]) }) +
          karateka('guard', { x: 1000, y: 600, scale: 1.9, facing: -1, style: giWith('#b3121f', SKIN[0]) }) +
          crowd(rng, { width: 1600, top: 720, rows: 3, color: '#0b0510', size: 90 }) +
          phones,
      );
    },
  },
  {
    title: 'Summer camp in the hills',
    category: 'Events',
    width: 1600,
    height: 900,
    svg: () => {
      const rng = seededRandom(71);
      const trees = Array.from({ length: 14 }, (_, i) =>
        pine(40 + i * 118 + rng() * 40, 700, 90 + rng() * 70, '#2e1740'),
      ).join('');
      const poses = ['punch', 'frontKick', 'horseStance', 'guard', 'sideKick'] as const;
      const fighters = poses
        .map((pose, i) =>
          karateka(pose, { x: 330 + i * 230, y: 690, scale: 1.2, style: silhouette('#170b22', '#b3121f') }),
        )
        .join('');
      return frame(
        1600,
        900,
        linear('dawn', [
          [0, '#2b1b4f'],
          [0.45, '#a4407a'],
          [0.75, '#f58b5a'],
          [1, '#ffd27a'],
        ]) +
          linear('mist', [
            [0, 'rgba(246,193,166,0)'],
            [0.5, 'rgba(246,193,166,0.35)'],
            [1, 'rgba(246,193,166,0)'],
          ]),
        `<rect width="1600" height="900" fill="url(#dawn)"/>` +
          `<circle cx="1180" cy="520" r="220" fill="url(#shine)"/><circle cx="1180" cy="520" r="86" fill="#ffe7b0"/>` +
          mountains(1600, 560, [120, 220, 160, 280, 190, 240, 130, 200], '#7d3a74') +
          `<rect y="440" width="1600" height="140" fill="url(#mist)"/>` +
          mountains(1600, 640, [90, 150, 120, 170, 100, 140, 110], '#4e2358') +
          `<polygon points="180,690 260,600 340,690" fill="#b3121f"/><polygon points="1260,700 1350,600 1440,700" fill="#f0b429"/>` +
          trees +
          `<rect y="688" width="1600" height="212" fill="#170b22"/>` +
          fighters,
      );
    },
  },
  {
    title: 'Black belt grading ceremony',
    category: 'Events',
    width: 1200,
    height: 1500,
    svg: () =>
      frame(
        1200,
        1500,
        linear('warm', [
          [0, '#3a1d10'],
          [1, '#8a5126'],
        ]) +
          FLOOR +
          CLOTH_SHADE +
          radial('lamp', [
            [0, '#ffe3a3', 0.9],
            [1, '#ffb347', 0],
          ]),
        `<rect width="1200" height="1500" fill="url(#warm)"/>` +
          `<circle cx="260" cy="260" r="220" fill="url(#lamp)"/><circle cx="940" cy="260" r="220" fill="url(#lamp)"/>` +
          `<rect x="250" y="0" width="6" height="200" fill="#2a140a"/><circle cx="253" cy="230" r="34" fill="#ffd98a"/>` +
          `<rect x="937" y="0" width="6" height="200" fill="#2a140a"/><circle cx="940" cy="230" r="34" fill="#ffd98a"/>` +
          hangingBanner(430, 180, 340, 480) +
          `<rect y="820" width="1200" height="20" fill="#2a140a"/>` +
          woodFloor(1200, 1500, 840, 600) +
          `<ellipse cx="600" cy="1330" rx="520" ry="70" fill="url(#shadow)" opacity="0.6"/>` +
          `<rect x="440" y="1262" width="320" height="24" rx="6" fill="#111"/><rect x="578" y="1252" width="44" height="46" rx="8" fill="#111"/>` +
          karateka('bow', { x: 250, y: 1330, scale: 3.3, style: giWith('#151515', SKIN[0]) }) +
          karateka('bow', { x: 950, y: 1330, scale: 3.3, facing: -1, style: giWith('#6b3e1f', SKIN[2]) }),
      ),
  },
  {
    title: 'Self-defence workshop for women',
    category: 'Events',
    width: 1600,
    height: 1067,
    svg: () => {
      const rng = seededRandom(83);
      return frame(
        1600,
        1067,
        linear('community', [
          [0, '#234e52'],
          [1, '#12302f'],
        ]) +
          linear('stage', [
            [0, '#d9a066'],
            [1, '#8a5a2b'],
          ]) +
          beamDefs(),
        `<rect width="1600" height="1067" fill="url(#community)"/>` +
          bunting(0, 1600, 40, 50, ['#f0b429', '#b3121f', '#ffffff', '#2f9e8f']) +
          `<rect x="520" y="140" width="560" height="150" rx="14" fill="#b3121f"/>` +
          emblem(600, 215, 48) +
          `<rect x="680" y="190" width="330" height="18" rx="9" fill="#f6f1e7"/><rect x="680" y="226" width="250" height="14" rx="7" fill="#f6f1e7" opacity="0.7"/>` +
          spotlight(800, 0, 700, 420, 0.22) +
          `<rect y="700" width="1600" height="60" fill="url(#stage)"/>` +
          karateka('punch', { x: 650, y: 700, scale: 2.1, style: giWith('#151515', SKIN[1]) }) +
          karateka('guard', {
            x: 960,
            y: 700,
            scale: 2.1,
            facing: -1,
            style: { ...giWith('#f0b429', SKIN[3]), hair: '#3b2314' },
          }) +
          crowd(rng, { width: 1600, top: 840, rows: 3, color: '#081a1a', size: 96 }),
      );
    },
  },
];

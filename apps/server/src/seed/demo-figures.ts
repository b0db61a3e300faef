/**
 * Stylised karateka for the demo gallery: a pose is a set of joints (feet on y = 0, y grows downwards,
 * facing right, about 165 units tall standing) drawn as thick rounded limbs around a gi jacket.
 */
type Point = readonly [number, number];

export interface Pose {
  head: Point;
  neck: Point;
  hip: Point;
  /** Elbow and hand of the arm nearer to the viewer, then the farther one. */
  nearArm: readonly [Point, Point];
  farArm: readonly [Point, Point];
  /** Knee and foot of the leg nearer to the viewer, then the farther one. */
  nearLeg: readonly [Point, Point];
  farLeg: readonly [Point, Point];
}

export const POSES = {
  ready: {
    head: [0, -160],
    neck: [0, -140],
    hip: [0, -90],
    nearArm: [
      [13, -112],
      [10, -88],
    ],
    farArm: [
      [-13, -112],
      [-10, -88],
    ],
    nearLeg: [
      [9, -46],
      [14, 0],
    ],
    farLeg: [
      [-9, -46],
      [-14, 0],
    ],
  },
  punch: {
    head: [8, -146],
    neck: [5, -128],
    hip: [0, -80],
    nearArm: [
      [38, -126],
      [72, -127],
    ],
    farArm: [
      [-22, -100],
      [-6, -90],
    ],
    nearLeg: [
      [34, -44],
      [46, 0],
    ],
    farLeg: [
      [-26, -40],
      [-58, 0],
    ],
  },
  frontKick: {
    head: [-12, -156],
    neck: [-8, -137],
    hip: [0, -90],
    nearArm: [
      [14, -118],
      [28, -134],
    ],
    farArm: [
      [-24, -110],
      [-4, -104],
    ],
    nearLeg: [
      [36, -112],
      [84, -118],
    ],
    farLeg: [
      [-6, -46],
      [-10, 0],
    ],
  },
  sideKick: {
    head: [-58, -132],
    neck: [-40, -120],
    hip: [0, -88],
    nearArm: [
      [-20, -122],
      [-4, -136],
    ],
    farArm: [
      [-62, -106],
      [-82, -94],
    ],
    nearLeg: [
      [42, -110],
      [96, -132],
    ],
    farLeg: [
      [-8, -46],
      [-4, 0],
    ],
  },
  horseStance: {
    head: [0, -138],
    neck: [0, -119],
    hip: [0, -70],
    nearArm: [
      [32, -116],
      [64, -116],
    ],
    farArm: [
      [-26, -92],
      [-12, -82],
    ],
    nearLeg: [
      [40, -50],
      [56, 0],
    ],
    farLeg: [
      [-40, -50],
      [-56, 0],
    ],
  },
  guard: {
    head: [4, -152],
    neck: [2, -133],
    hip: [0, -84],
    nearArm: [
      [22, -116],
      [36, -136],
    ],
    farArm: [
      [-4, -108],
      [16, -120],
    ],
    nearLeg: [
      [24, -44],
      [38, 0],
    ],
    farLeg: [
      [-20, -44],
      [-38, 0],
    ],
  },
  bow: {
    head: [40, -146],
    neck: [27, -134],
    hip: [0, -92],
    nearArm: [
      [22, -110],
      [26, -88],
    ],
    farArm: [
      [18, -112],
      [22, -90],
    ],
    nearLeg: [
      [4, -46],
      [6, 0],
    ],
    farLeg: [
      [-3, -46],
      [-6, 0],
    ],
  },
  jumpKick: {
    head: [-8, -206],
    neck: [-6, -188],
    hip: [0, -140],
    nearArm: [
      [24, -196],
      [42, -208],
    ],
    farArm: [
      [-28, -170],
      [-46, -158],
    ],
    nearLeg: [
      [36, -158],
      [82, -170],
    ],
    farLeg: [
      [10, -110],
      [-26, -104],
    ],
  },
  victory: {
    head: [0, -160],
    neck: [0, -140],
    hip: [0, -90],
    nearArm: [
      [20, -164],
      [30, -194],
    ],
    farArm: [
      [-20, -164],
      [-30, -194],
    ],
    nearLeg: [
      [9, -46],
      [14, 0],
    ],
    farLeg: [
      [-9, -46],
      [-14, 0],
    ],
  },
} satisfies Record<string, Pose>;

export type PoseName = keyof typeof POSES;

export interface FigureStyle {
  /** Gi colour; a silhouette passes the same colour for gi, skin and hair. */
  gi: string;
  skin: string;
  hair: string;
  belt: string;
  /** Darker gi tone for the limbs farther from the viewer, which gives the figure depth. */
  shade?: string;
}

export const silhouette = (color: string, belt = color): FigureStyle => ({ gi: color, skin: color, hair: color, belt });

const pts = (...points: Point[]) => points.map(([x, y]) => `${x},${y}`).join(' ');

function limb(points: Point[], width: number, color: string): string {
  return `<polyline points="${pts(...points)}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

function torso(pose: Pose, style: FigureStyle): string {
  const [nx, ny] = pose.neck;
  const [hx, hy] = pose.hip;
  const length = Math.hypot(hx - nx, hy - ny);
  const dx = (hx - nx) / length;
  const dy = (hy - ny) / length;
  // Perpendicular to the spine: shoulders are wider than the hips.
  const px = -dy;
  const py = dx;
  const jacket: Point[] = [
    [nx + px * 17, ny + py * 17],
    [hx + px * 14 + dx * 10, hy + py * 14 + dy * 10],
    [hx - px * 14 + dx * 10, hy - py * 14 + dy * 10],
    [nx - px * 17, ny - py * 17],
  ];
  const beltY: Point[] = [
    [hx + px * 14 - dx * 6, hy + py * 14 - dy * 6],
    [hx - px * 14 - dx * 6, hy - py * 14 - dy * 6],
  ];
  const knot: Point = [hx + px * 4 - dx * 6, hy + py * 4 - dy * 6];
  return [
    `<polygon points="${pts(...jacket)}" fill="${style.gi}" stroke="${style.gi}" stroke-width="8" stroke-linejoin="round"/>`,
    limb([[nx + px * 8, ny + py * 8], knot], 2.5, shadeOf(style)),
    limb(beltY, 6, style.belt),
    limb([knot, [knot[0] + 6, knot[1] + 16]], 4, style.belt),
    limb([knot, [knot[0] - 3, knot[1] + 17]], 4, style.belt),
  ].join('');
}

const shadeOf = (style: FigureStyle) => style.shade ?? style.gi;

function head(pose: Pose, style: FigureStyle): string {
  const [x, y] = pose.head;
  return (
    `<circle cx="${x}" cy="${y}" r="12" fill="${style.skin}"/>` +
    `<path d="M${x - 12},${y - 1} a12,12 0 0 1 24,0 q-12,-5 -24,0z" fill="${style.hair}"/>`
  );
}

/** A foot on the floor points forward; a raised one continues the line of the shin. */
function foot([knee, ankle]: readonly [Point, Point], color: string): string {
  const shin = Math.hypot(ankle[0] - knee[0], ankle[1] - knee[1]);
  const onFloor = ankle[1] > -8;
  const dx = onFloor ? 1 : (ankle[0] - knee[0]) / shin;
  const dy = onFloor ? 0 : (ankle[1] - knee[1]) / shin;
  return limb([ankle, [ankle[0] + dx * 11, ankle[1] + dy * 11]], 9, color);
}

/** One karateka; `facing: -1` mirrors the pose so two fighters can face each other. */
export function karateka(
  poseName: PoseName,
  options: { x: number; y: number; scale: number; facing?: 1 | -1; style: FigureStyle; opacity?: number },
): string {
  const pose: Pose = POSES[poseName];
  const { style } = options;
  const shade = shadeOf(style);
  const facing = options.facing ?? 1;
  const parts = [
    limb([pose.hip, ...pose.farLeg], 17, shade),
    foot(pose.farLeg, style.skin),
    limb([pose.neck, ...pose.farArm], 12, shade),
    `<circle cx="${pose.farArm[1][0]}" cy="${pose.farArm[1][1]}" r="6.5" fill="${style.skin}"/>`,
    limb([pose.hip, ...pose.nearLeg], 18, style.gi),
    foot(pose.nearLeg, style.skin),
    torso(pose, style),
    head(pose, style),
    limb([pose.neck, ...pose.nearArm], 13, style.gi),
    `<circle cx="${pose.nearArm[1][0]}" cy="${pose.nearArm[1][1]}" r="7" fill="${style.skin}"/>`,
  ];
  const opacity = options.opacity === undefined ? '' : ` opacity="${options.opacity}"`;
  return `<g transform="translate(${options.x} ${options.y}) scale(${options.scale * facing} ${options.scale})"${opacity}>${parts.join('')}</g>`;
}

import { rankWords } from '@academy/contract';
import type { Rank } from '@academy/contract';
import { BELT_HEIGHT, BELT_WIDTH, beltShape, type BeltRect } from '../lib/belt-shape.ts';
import { useT } from '../lib/i18n.ts';
import './belt.css';

export type BeltRank = Pick<Rank, 'name' | 'colour' | 'kind' | 'grade'>;

function Rect({ rect, ...paint }: { rect: BeltRect; fill: string; stroke?: string }) {
  return (
    <rect
      x={rect.x}
      y={rect.y}
      width={rect.w}
      height={rect.h}
      rx={rect.r}
      strokeWidth={paint.stroke ? 1 : 0}
      vectorEffect="non-scaling-stroke"
      {...paint}
    />
  );
}

/** The belt alone, in the rank's colour: decoration beside words that say the rank. */
export function BeltDrawing({ rank, className = '' }: { rank: BeltRank; className?: string }) {
  const shape = beltShape(rank);
  return (
    <svg
      className={`belt__drawing ${className}`.trim()}
      viewBox={`0 0 ${BELT_WIDTH} ${BELT_HEIGHT}`}
      aria-hidden="true"
      focusable="false"
    >
      <Rect rect={shape.band} fill={shape.fill} stroke={shape.edge} />
      {shape.bars.map((bar) => (
        <Rect key={bar.x} rect={bar} fill={shape.barFill} />
      ))}
      {shape.tails.map((points) => (
        <polygon
          key={points[0]!.join()}
          points={points.map((point) => point.join(',')).join(' ')}
          fill={shape.fill}
          stroke={shape.edge}
          strokeWidth={1}
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
        />
      ))}
      <Rect rect={shape.knot} fill={shape.fill} stroke={shape.edge} />
    </svg>
  );
}

/**
 * A rank as a small drawn belt followed by its words ('Brown · 3rd kyu'). With `showLabel` false (a place too
 * narrow for them) the words are hidden from sight only: a screen reader still says the rank.
 */
export function Belt({
  rank,
  size = 'md',
  showLabel = true,
  className = '',
}: {
  rank: BeltRank;
  size?: 'sm' | 'md' | 'lg';
  showLabel?: boolean;
  className?: string;
}) {
  const t = useT();
  return (
    <span className={`belt belt--${size} ${className}`.trim()}>
      <BeltDrawing rank={rank} />
      <span className={showLabel ? 'belt__label' : 'visually-hidden'}>{rankWords(t, rank)}</span>
    </span>
  );
}

import { memo, type CSSProperties } from 'react';
import { LIMITS, type GalleryImage } from '@academy/contract';
import { SkeletonBlock } from '../../../../components/skeleton.tsx';
import { useT } from '../../../../lib/i18n.ts';
import { useProgressiveList } from '../../../../lib/use-progressive-list.ts';
import { CATEGORY_LABELS } from '../category-labels.ts';

/** Widths the server stores (ImageStore SIZES.gallery): never larger than the original. */
const THUMB_WIDTH = 480;

/**
 * Justified rows: each tile grows in proportion to its aspect ratio from a basis of ratio x row height,
 * so every row is filled edge to edge with pictures of one height, in newest-first reading order.
 */
function tileStyle(width: number, height: number): CSSProperties {
  const ratio = width / height;
  return { flexGrow: ratio, flexBasis: `calc(${ratio.toFixed(4)} * var(--gallery-row-height))` };
}

function srcSetOf(image: GalleryImage): string | undefined {
  const thumbWidth = Math.min(THUMB_WIDTH, image.width);
  if (thumbWidth === image.width) return undefined;
  return `${image.thumbnailUrl} ${thumbWidth}w, ${image.imageUrl} ${image.width}w`;
}

/** Tiles are about half the screen on phones, a third on tablets and a quarter on desktops. */
const SIZES = '(max-width: 575.98px) 60vw, (max-width: 991.98px) 40vw, 30vw';

const SKELETON_RATIOS = [1.5, 0.8, 1.33, 1.78] as const;

export function GallerySkeleton() {
  const t = useT();
  return (
    <div className="gallery-grid" aria-busy="true" data-testid="gallery-skeleton">
      <span className="visually-hidden" role="status">
        {t('gallery.loading')}
      </span>
      {SKELETON_RATIOS.slice(0, LIMITS.gallerySkeletonCount).map((ratio, index) => (
        <div key={index} className="gallery-tile gallery-tile--placeholder" style={tileStyle(ratio * 100, 100)}>
          <SkeletonBlock className="gallery-tile__skeleton" style={{ aspectRatio: String(ratio) }} />
        </div>
      ))}
    </div>
  );
}

export function GalleryEmpty() {
  const t = useT();
  return (
    <div className="gallery-empty">
      <svg viewBox="0 0 48 48" width="56" height="56" aria-hidden="true">
        <rect x="5" y="9" width="38" height="30" rx="5" fill="none" stroke="currentColor" strokeWidth="3" />
        <circle cx="17" cy="19" r="4" fill="currentColor" />
        <path d="M8 36l11-11 8 8 5-5 9 9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
      </svg>
      <p className="mb-0">{t('gallery.empty')}</p>
    </div>
  );
}

/**
 * The thumbnails that load at once; the rest when scrolled near. A phone's first screen shows about six, a desktop's
 * fewer: twelve keeps the next screenful ready, and with six, Lighthouse's /gallery got slower (decision 078).
 */
const EAGER_THUMBS = 12;
/** Tiles rendered with the first paint of the list, then per task after it (useProgressiveList). */
const FIRST_TILES = 12;
const TILES_PER_TASK = 12;

interface TileProps {
  image: GalleryImage;
  index: number;
  onOpen: (index: number) => void;
  registerThumb: (id: string, element: HTMLButtonElement | null) => void;
}

/** Memoised: the grid re-renders with each batch it adds, and the tiles already shown have nothing new to render. */
const GalleryTile = memo(function GalleryTile({ image, index, onOpen, registerThumb }: TileProps) {
  const t = useT();
  const category = t(CATEGORY_LABELS[image.galleryCategory]);
  return (
    <li className="gallery-tile" style={tileStyle(image.width, image.height)}>
      <button
        type="button"
        className="gallery-tile__button"
        ref={(element) => registerThumb(image._id, element)}
        onClick={() => onOpen(index)}
        aria-label={t('gallery.openImage', { title: image.galleryTitle, category })}
        data-testid="gallery-thumb"
      >
        <img
          src={image.thumbnailUrl}
          srcSet={srcSetOf(image)}
          sizes={SIZES}
          width={image.width}
          height={image.height}
          alt={image.alt}
          loading={index < EAGER_THUMBS ? 'eager' : 'lazy'}
          fetchPriority={index === 0 ? 'high' : undefined}
          decoding="async"
          className="gallery-tile__image"
        />
        <span className="gallery-tile__caption" aria-hidden="true">
          <span className={`gallery-chip gallery-chip--${image.galleryCategory.toLowerCase()}`}>{category}</span>
          <span className="gallery-tile__title">{image.galleryTitle}</span>
        </span>
      </button>
    </li>
  );
});

interface GridProps {
  images: GalleryImage[];
  onOpen: (index: number) => void;
  /** Lets the page give focus back to a thumbnail when the lightbox closes. */
  registerThumb: (id: string, element: HTMLButtonElement | null) => void;
}

export function GalleryGrid({ images, onOpen, registerThumb }: GridProps) {
  const t = useT();
  const shown = useProgressiveList(images, FIRST_TILES, TILES_PER_TASK);
  return (
    <ul className="gallery-grid" aria-label={t('gallery.gridLabel')}>
      {shown.map((image, index) => (
        <GalleryTile key={image._id} image={image} index={index} onOpen={onOpen} registerThumb={registerThumb} />
      ))}
    </ul>
  );
}

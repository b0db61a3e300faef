import { useEffect, useId, useRef, type MouseEvent, type TouchEvent } from 'react';
import { createPortal } from 'react-dom';
import type { GalleryImage } from '@academy/contract';
import { useT } from '../../../../lib/i18n.ts';
import { CATEGORY_LABELS } from '../category-labels.ts';

interface Props {
  images: GalleryImage[];
  index: number;
  /** Moves by +1 / -1, wrapping around the list. */
  onStep: (step: 1 | -1) => void;
  onClose: () => void;
}

const FOCUSABLE = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';
const SWIPE_PX = 50;

/**
 * Full-screen viewer: the backdrop closes it and the picture does not; Escape
 * closes; the arrow keys and the side buttons step through the list; Tab stays inside while it is open.
 * The page gives focus back to the thumbnail when it closes.
 */
export function GalleryLightbox({ images, index, onStep, onClose }: Props) {
  const t = useT();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const touchStartX = useRef<number | null>(null);
  const titleId = useId();
  const image = images[index];
  const several = images.length > 1;

  useEffect(() => {
    closeRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      } else if (event.key === 'ArrowRight' && several) {
        event.preventDefault();
        onStep(1);
      } else if (event.key === 'ArrowLeft' && several) {
        event.preventDefault();
        onStep(-1);
      } else if (event.key === 'Tab') {
        trapTab(event, dialogRef.current);
      }
    };
    // Focus that lands outside (a click on the page behind, assistive tech) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      if (dialogRef.current && !dialogRef.current.contains(event.target as Node)) closeRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [onClose, onStep, several]);

  useEffect(() => {
    // Warm the cache for the neighbours so stepping shows the next picture at once.
    if (!several) return;
    for (const step of [1, -1]) {
      const neighbour = images[(index + step + images.length) % images.length];
      if (neighbour) new Image().src = neighbour.imageUrl;
    }
  }, [images, index, several]);

  if (!image) return null;

  // Controls stop their click so it does not also reach the backdrop's close handler.
  const stop = (event: MouseEvent) => event.stopPropagation();
  const closeFromButton = (event: MouseEvent) => {
    event.stopPropagation();
    onClose();
  };
  const step = (direction: 1 | -1) => (event: MouseEvent) => {
    event.stopPropagation();
    onStep(direction);
  };
  const onTouchStart = (event: TouchEvent) => {
    touchStartX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStartX.current;
    const end = event.changedTouches[0]?.clientX;
    touchStartX.current = null;
    if (!several || start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
    onStep(end < start ? 1 : -1);
  };

  return createPortal(
    <div
      ref={dialogRef}
      className="lightbox"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      onClick={onClose}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
      data-testid="lightbox"
    >
      <div className="lightbox__bar">
        <span className="lightbox__counter" aria-live="polite">
          {index + 1} / {images.length}
        </span>
        <button
          ref={closeRef}
          type="button"
          className="lightbox__button"
          aria-label={t('gallery.lightbox.close')}
          onClick={closeFromButton}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
      </div>

      {several && (
        <button
          type="button"
          className="lightbox__button lightbox__nav lightbox__nav--prev"
          aria-label={t('gallery.lightbox.previous')}
          onClick={step(-1)}
        >
          <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
            <path
              d="M15 5l-7 7 7 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      )}

      <figure className="lightbox__figure" onClick={stop}>
        <img
          key={image._id}
          src={image.imageUrl}
          width={image.width}
          height={image.height}
          alt={image.alt}
          className="lightbox__image"
          data-testid="lightbox-image"
        />
        <figcaption className="lightbox__caption">
          <span id={titleId} className="lightbox__title">
            {image.galleryTitle}
          </span>
          <span className={`gallery-chip gallery-chip--${image.galleryCategory.toLowerCase()}`}>
            {t(CATEGORY_LABELS[image.galleryCategory])}
          </span>
        </figcaption>
      </figure>

      {several && (
        <button
          type="button"
          className="lightbox__button lightbox__nav lightbox__nav--next"
          aria-label={t('gallery.lightbox.next')}
          onClick={step(1)}
        >
          <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
            <path
              d="M9 5l7 7-7 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      )}
    </div>,
    document.body,
  );
}

/** Keeps Tab and Shift+Tab cycling through the dialog's own controls. */
function trapTab(event: KeyboardEvent, dialog: HTMLElement | null) {
  if (!dialog) return;
  const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

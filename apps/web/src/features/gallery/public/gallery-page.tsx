import { useCallback, useEffect, useRef, useState } from 'react';
import type { GalleryCategory } from '@academy/contract';
import { PageHeader } from '../../../components/page-header.tsx';
import { SpinnerButton } from '../../../components/spinner-button.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useGalleryImages } from '../api/get-gallery-images.ts';
import { GalleryFilters } from './components/gallery-filters.tsx';
import { GalleryEmpty, GalleryGrid, GallerySkeleton } from './components/gallery-grid.tsx';
import { GalleryLightbox } from './components/gallery-lightbox.tsx';
import './gallery.css';

/** /gallery: category filter, justified thumbnail grid and a full-screen lightbox. */
export default function GalleryPage() {
  const t = useT();
  const [category, setCategory] = useState<GalleryCategory | undefined>(undefined);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const { data: images, isPending, isError, error, refetch, isRefetching } = useGalleryImages(category);
  const thumbs = useRef(new Map<string, HTMLButtonElement>());
  const restoreFocusTo = useRef<string | null>(null);

  const registerThumb = useCallback((id: string, element: HTMLButtonElement | null) => {
    if (element) thumbs.current.set(id, element);
    else thumbs.current.delete(id);
  }, []);

  const count = images?.length ?? 0;
  const openImage = openIndex === null ? undefined : images?.[openIndex];

  const step = useCallback(
    (direction: 1 | -1) =>
      setOpenIndex((index) => (index === null || count === 0 ? index : (index + direction + count) % count)),
    [count],
  );

  const close = useCallback(() => {
    restoreFocusTo.current = openImage?._id ?? null;
    setOpenIndex(null);
  }, [openImage]);

  useEffect(() => {
    // After the lightbox has unmounted (its focus trap is gone), focus the thumbnail of the last picture shown.
    if (openIndex !== null || !restoreFocusTo.current) return;
    thumbs.current.get(restoreFocusTo.current)?.focus();
    restoreFocusTo.current = null;
  }, [openIndex]);

  const changeCategory = (next: GalleryCategory | undefined) => {
    setOpenIndex(null);
    setCategory(next);
  };

  return (
    <div className="gallery-page">
      <PageHeader title={t('gallery.heading')}>{t('gallery.lead')}</PageHeader>

      <section className="container gallery-section" aria-label={t('gallery.imagesLabel')}>
        <GalleryFilters value={category} onChange={changeCategory} />
        {isPending ? (
          <GallerySkeleton />
        ) : isError ? (
          <div className="gallery-error">
            <div className="alert alert-danger" role="alert">
              {t('gallery.error', { message: error.message })}
            </div>
            {/* A dropped connection should not need a page reload to recover from. */}
            <SpinnerButton type="button" variant="outline-danger" loading={isRefetching} onClick={() => void refetch()}>
              {t('gallery.tryAgain')}
            </SpinnerButton>
          </div>
        ) : images.length === 0 ? (
          <GalleryEmpty />
        ) : (
          <GalleryGrid images={images} onOpen={setOpenIndex} registerThumb={registerThumb} />
        )}
      </section>

      {images && openImage && openIndex !== null && (
        <GalleryLightbox images={images} index={openIndex} onStep={step} onClose={close} />
      )}
    </div>
  );
}

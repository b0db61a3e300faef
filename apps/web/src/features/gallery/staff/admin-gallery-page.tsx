import { useEffect, useState } from 'react';
import type { GalleryCategory, GalleryImage, MessageKey } from '@academy/contract';
import { Badge, type BadgeTone } from '../../../components/badge.tsx';
import { Icon } from '../../../components/icon.tsx';
import { RowActions } from '../../../components/row-actions.tsx';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { SkeletonRows } from '../../../components/skeleton.tsx';
import { useToast } from '../../../components/toast/toast-context.ts';
import { formatListDate } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useGalleryImages } from '../api/get-gallery-images.ts';
import { useDeleteGalleryImage } from '../api/delete-gallery-image.ts';
import { AddImageModal } from './components/add-image-modal.tsx';
import { CATEGORY_LABELS } from '../../../lib/gallery-category-labels.ts';
import '../../../styles/bootstrap/tables.scss';
import '../../../components/admin-table.css';
import './admin-gallery.css';

const CATEGORY_TONES: Record<GalleryCategory, BadgeTone> = {
  Training: 'neutral',
  Competition: 'warning',
  Events: 'danger',
};

const COLUMNS: readonly MessageKey[] = [
  'admin.gallery.column.number',
  'admin.gallery.column.image',
  'admin.gallery.column.title',
  'admin.gallery.column.category',
  'admin.gallery.column.uploadedOn',
  'admin.gallery.column.delete',
];

/** /admin/gallery: the Gallery List with Add Image, and delete after a confirmation. */
export default function AdminGalleryPage() {
  const t = useT();
  const column = COLUMNS.map((key) => t(key));
  const toast = useToast();
  const { data: images = [], isPending, isError, error } = useGalleryImages(undefined);
  const remove = useDeleteGalleryImage();
  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<GalleryImage | null>(null);

  useEffect(() => {
    // A failed list shows no message (docs/product/rules.md): it is logged and the loader stops.
    if (isError) console.error('Gallery list could not be loaded:', error);
  }, [isError, error]);

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete._id);
      toast.show(t('admin.gallery.deleted'), 'success');
    } catch {
      toast.show(t('admin.gallery.deleteFailed'), 'danger');
    } finally {
      setToDelete(null);
    }
  };

  return (
    <div className="admin-gallery">
      <div className="admin-page__head">
        <div>
          <h1 className="h3 mb-1">{t('admin.gallery.title')}</h1>
          {!isPending && (
            <p className="text-body-secondary mb-0">{t('admin.gallery.count', { images: images.length })}</p>
          )}
        </div>
        <button type="button" className="btn btn-danger" onClick={() => setAdding(true)}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className="me-1">
            <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
          {t('admin.gallery.add')}
        </button>
      </div>

      <div className="admin-page__card">
        <div className="table-responsive admin-table-wrap">
          <table className="table align-middle mb-0 admin-table admin-gallery__table">
            <caption className="visually-hidden">{t('admin.gallery.caption')}</caption>
            <thead>
              <tr>
                {column.map((label) => (
                  <th key={label} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            {isPending ? (
              <SkeletonRows rows={5} cells={COLUMNS.length} />
            ) : images.length === 0 ? (
              <tbody>
                <tr className="admin-table__empty-row">
                  <td colSpan={COLUMNS.length} className="admin-table__empty admin-gallery__empty">
                    <p className="fw-bold mb-1">{t('admin.gallery.empty')}</p>
                    <p className="text-body-secondary mb-0">{t('admin.gallery.emptyHint')}</p>
                  </td>
                </tr>
              </tbody>
            ) : (
              <tbody>
                {images.map((image, index) => (
                  <tr key={image._id}>
                    <td data-label={column[0]}>{index + 1}</td>
                    <td data-label={column[1]}>
                      <img
                        src={image.thumbnailUrl}
                        alt={image.alt}
                        width={88}
                        height={62}
                        loading="lazy"
                        decoding="async"
                        className="admin-gallery__thumb"
                      />
                    </td>
                    <td className="admin-gallery__title" data-label={column[2]}>
                      {image.galleryTitle}
                    </td>
                    <td data-label={column[3]}>
                      <Badge tone={CATEGORY_TONES[image.galleryCategory]}>
                        {t(CATEGORY_LABELS[image.galleryCategory])}
                      </Badge>
                    </td>
                    <td className="text-nowrap" data-label={column[4]}>
                      {formatListDate(image.createdAt)}
                    </td>
                    <td className="admin-table__actions">
                      <RowActions
                        danger={
                          <button
                            type="button"
                            className="btn btn-outline-danger btn-sm"
                            aria-label={t('admin.gallery.deleteName', { title: image.galleryTitle })}
                            onClick={() => setToDelete(image)}
                          >
                            <Icon name="remove" size={16} />
                            {t('admin.gallery.deleteShort')}
                          </button>
                        }
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            )}
          </table>
        </div>
      </div>

      <AddImageModal show={adding} onClose={() => setAdding(false)} />
      <ConfirmModal
        show={toDelete !== null}
        // Named, so the admin can check which row was tapped before the image is gone.
        title={toDelete ? t('admin.gallery.deleteTitle', { title: toDelete.galleryTitle }) : t('admin.gallery.delete')}
        detail={
          toDelete
            ? t('admin.gallery.deleteDetail', {
                category: t(CATEGORY_LABELS[toDelete.galleryCategory]),
                date: formatListDate(toDelete.createdAt),
              })
            : undefined
        }
        message={t('admin.gallery.deleteConfirm')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}

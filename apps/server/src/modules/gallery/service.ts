import type { GalleryCategory, GalleryFields, GalleryImage } from '@academy/contract';
import { recordAudit, type Actor } from '../../audit/audit-log.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../http/http-error.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { discardImage } from '../../storage/image-deletion.ts';
import { imageUrl, thumbnailUrl } from '../../storage/image-store.ts';
import {
  deleteGalleryImage as deleteRow,
  findGalleryImage,
  insertGalleryImage,
  listGalleryImages,
  type GalleryImageRow,
} from './queries.ts';

function toGalleryImage(row: GalleryImageRow): GalleryImage {
  return {
    _id: row.id,
    imageUrl: imageUrl(row.imageKey),
    thumbnailUrl: thumbnailUrl(row.imageKey),
    width: row.width,
    height: row.height,
    // The title is what the picture shows, which is what a screen reader should announce.
    alt: row.title,
    galleryTitle: row.title,
    galleryCategory: row.category as GalleryCategory,
    createdAt: row.createdAt,
  };
}

export async function listGallery(
  deps: Pick<Deps, 'db'>,
  category: GalleryCategory | undefined,
): Promise<GalleryImage[]> {
  const rows = await listGalleryImages(deps.db, category);
  return rows.map(toGalleryImage);
}

/**
 * Stores the re-encoded files first, then the row; if the insert fails the files are removed so
 * no orphan is left on disk. `createdAt` may be set by the demo seed to spread its pictures in time.
 */
export async function addGalleryImage(
  deps: Pick<Deps, 'db' | 'images'>,
  actor: Actor,
  input: GalleryFields & { image: Buffer; createdAt?: string },
): Promise<GalleryImage> {
  const stored = await deps.images.save('gallery', input.image);
  const row: GalleryImageRow = {
    id: newId(),
    title: input.galleryTitle,
    category: input.galleryCategory,
    imageKey: stored.key,
    width: stored.width,
    height: stored.height,
    createdAt: input.createdAt ?? nowIso(),
  };
  try {
    await deps.db.transaction().execute(async (trx) => {
      await insertGalleryImage(trx, row);
      const { title, category, imageKey } = row;
      await recordAudit(trx, actor, {
        action: 'gallery.create',
        subject: { kind: 'gallery', id: row.id },
        after: { title, category, imageKey },
      });
    });
  } catch (error) {
    await deps.images.remove(stored.key);
    throw error;
  }
  return toGalleryImage(row);
}

/** Deletes the row first, so the gallery never lists a picture without files, then discards its files. */
export async function removeGalleryImage(
  deps: Pick<Deps, 'db' | 'images' | 'jobs' | 'config'>,
  actor: Actor,
  id: string,
): Promise<void> {
  const row = await deps.db.transaction().execute(async (trx) => {
    const found = await findGalleryImage(trx, id);
    if (!found || !(await deleteRow(trx, id))) throw notFound('api.galleryNotFound');
    const { title, category, imageKey } = found;
    await recordAudit(trx, actor, {
      action: 'gallery.delete',
      subject: { kind: 'gallery', id },
      before: { title, category, imageKey },
    });
    return found;
  });
  await discardImage(deps, row.imageKey);
}

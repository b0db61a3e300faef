import type { GalleryCategory } from '@academy/contract';
import type { DbOrTx } from '../../db/database.ts';
import type { GalleryImagesTable } from '../../db/schema.ts';

export type GalleryImageRow = GalleryImagesTable;

/** Newest first; the id breaks ties so the order (and the list's ETag) is stable. */
export function listGalleryImages(db: DbOrTx, category: GalleryCategory | undefined) {
  let query = db.selectFrom('gallery_images').selectAll();
  if (category) query = query.where('category', '=', category);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export function findGalleryImage(db: DbOrTx, id: string) {
  return db.selectFrom('gallery_images').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertGalleryImage(db: DbOrTx, row: GalleryImageRow): Promise<void> {
  await db.insertInto('gallery_images').values(row).execute();
}

/** Returns whether a row was deleted. */
export async function deleteGalleryImage(db: DbOrTx, id: string): Promise<boolean> {
  const result = await db.deleteFrom('gallery_images').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function countGalleryImages(db: DbOrTx): Promise<number> {
  const row = await db
    .selectFrom('gallery_images')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

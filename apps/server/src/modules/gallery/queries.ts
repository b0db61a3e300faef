import type { GalleryCategory } from '@academy/contract';
import type { DbOrTx } from '../../db/database.ts';
import type { GalleryImagesTable } from '../../db/schema.ts';

export type GalleryImageRow = GalleryImagesTable;

/** Newest first; the id breaks ties so the order (and the list's ETag) is stable. */
export function listGalleryImages(db: DbOrTx, category: GalleryCategory | undefined) {
  let query = db.selectFrom('galleryImages').selectAll();
  if (category) query = query.where('category', '=', category);
  return query.orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
}

export function findGalleryImage(db: DbOrTx, id: string) {
  return db.selectFrom('galleryImages').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertGalleryImage(db: DbOrTx, row: GalleryImageRow): Promise<void> {
  await db.insertInto('galleryImages').values(row).execute();
}

/** Returns whether a row was deleted. */
export async function deleteGalleryImage(db: DbOrTx, id: string): Promise<boolean> {
  const result = await db.deleteFrom('galleryImages').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function countGalleryImages(db: DbOrTx): Promise<number> {
  const row = await db
    .selectFrom('galleryImages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

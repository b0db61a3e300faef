import sharp from 'sharp';
import { GALLERY_CATEGORIES } from '@academy/contract';
import { systemActor } from '../audit/audit-log.ts';
import type { Deps } from '../deps.ts';
import { countGalleryImages } from '../modules/gallery/queries.ts';
import { addGalleryImage } from '../modules/gallery/service.ts';
import { DEMO_SCENES } from './demo-scenes.ts';

const HOUR_MS = 60 * 60 * 1000;
const DEMO_ACTOR = systemActor('demo content');

/**
 * Fills an empty gallery with the illustrated demo scenes through the same image pipeline as an
 * upload. Their upload times are an hour apart and take the categories in turn (Training,
 * Competition, Events, Training, ...) so the newest-first "All" list looks varied.
 * Returns how many images were added.
 */
export async function seedDemoGallery(deps: Pick<Deps, 'db' | 'images'>): Promise<number> {
  if ((await countGalleryImages(deps.db)) > 0) return 0;
  const now = Date.now();
  const seenPerCategory = new Map<string, number>();
  for (const scene of DEMO_SCENES) {
    const rank = seenPerCategory.get(scene.category) ?? 0;
    seenPerCategory.set(scene.category, rank + 1);
    const position = rank * GALLERY_CATEGORIES.length + GALLERY_CATEGORIES.indexOf(scene.category);
    const png = await sharp(Buffer.from(scene.svg())).png().toBuffer();
    await addGalleryImage(deps, DEMO_ACTOR, {
      galleryTitle: scene.title,
      galleryCategory: scene.category,
      image: png,
      createdAt: new Date(now - (position + 1) * HOUR_MS).toISOString(),
    });
  }
  return DEMO_SCENES.length;
}

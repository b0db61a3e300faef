import { FolderStore } from '../storage/folder-store.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import type { DatabaseFacts } from './database-facts.ts';
import { PRIVATE_DIR, PRIVATE_FILE } from './private-fs.ts';
import { copyNewFiles, missingImageFiles } from './upload-files.ts';

/**
 * Takes one database snapshot and returns what it holds. It calls `taken` as soon as the snapshot is fixed, before
 * any slow work (pg_dump), so the images it names are copied while the site has had little time to delete them.
 */
export type TakeSnapshot = (taken: (facts: DatabaseFacts) => Promise<void>) => Promise<DatabaseFacts>;

/**
 * An image deleted between the snapshot and its copy (a photo replaced at that moment) is gone for good, but a
 * newer snapshot no longer refers to it: so the snapshot is retaken, a few times at most.
 */
const SNAPSHOT_ATTEMPTS = 3;

export interface SnapshotResult {
  facts: DatabaseFacts;
  /** Files of referenced images the copy lacks, relative to it; empty unless they kept vanishing. */
  missing: string[];
  takenAt: Date;
}

/**
 * A database snapshot and a copy of the uploaded images (the uploads folder or the bucket) in `copyDir`, for the
 * owner only, that holds every image the snapshot references, while the site keeps adding and deleting them.
 * Uploads are copied before the snapshot (the bulk, so little is left to do after it) and once it is taken (what
 * appeared meanwhile); images never change once written.
 */
export async function snapshotWithUploads(
  take: TakeSnapshot,
  uploads: ObjectStore,
  copyDir: string,
): Promise<SnapshotResult> {
  const target = new FolderStore(copyDir, { dir: PRIVATE_DIR, file: PRIVATE_FILE });
  const copy = async () => {
    await copyNewFiles(uploads, target);
  };
  await copy();
  for (let attempt = 1; ; attempt++) {
    const takenAt = new Date();
    const facts = await take(copy);
    const missing = await missingImageFiles(copyDir, facts.imageKeys);
    if (missing.length === 0 || attempt === SNAPSHOT_ATTEMPTS) return { facts, missing, takenAt };
  }
}

import type { Config } from '../config.ts';
import { FolderStore } from './folder-store.ts';
import type { ObjectStore } from './object-store.ts';
import { S3Store } from './s3-store.ts';

/** The bucket when S3_BUCKET is set (checked to answer before the server starts), else DATA_DIR/uploads. */
export async function openObjectStore(config: Pick<Config, 's3' | 'uploadsDir'>): Promise<ObjectStore> {
  if (!config.s3) return new FolderStore(config.uploadsDir);
  const store = new S3Store(config.s3);
  try {
    await store.assertReachable();
  } catch (error) {
    store.close();
    throw error;
  }
  return store;
}

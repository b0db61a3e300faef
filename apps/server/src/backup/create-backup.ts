import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import { DATABASE_FILES, sha256File, UPLOADS_FOLDER, writeManifest, type Manifest } from './manifest.ts';
import { dumpPostgres } from './postgres-tools.ts';
import { createPrivateDir, PRIVATE_DIR, PRIVATE_FILE } from './private-fs.ts';
import { snapshotWithUploads, type TakeSnapshot } from './snapshot-with-uploads.ts';
import { snapshotSqlite, SQLITE_FILE } from './sqlite-snapshot.ts';
import { summarizeFiles } from './upload-files.ts';

export interface BackupOptions {
  config: Pick<Config, 'dataDir' | 'databaseUrl'>;
  /** Where the site keeps its uploaded images (DATA_DIR/uploads or the bucket). */
  uploads: ObjectStore;
  /** Must not exist yet. */
  out: string;
  pgDump: string;
}

/**
 * Writes the database snapshot, the uploads it refers to and the manifest into `out` while the site keeps running.
 * Returns the manifest; `images.missing` lists referenced files that could not be had. On an error nothing is left.
 */
export async function createBackup({ config, uploads: images, out, pgDump }: BackupOptions): Promise<Manifest> {
  await createPrivateDir(out);
  try {
    const dialect = config.databaseUrl ? 'postgres' : 'sqlite';
    const databaseFile = path.join(out, DATABASE_FILES[dialect]);
    const databaseUrl = config.databaseUrl;
    const take: TakeSnapshot = databaseUrl
      ? (taken) => dumpPostgres(databaseUrl, databaseFile, { pgDump, beforeDump: taken })
      : async (taken) => {
          const facts = await snapshotSqlite(path.join(config.dataDir, SQLITE_FILE), databaseFile);
          await taken(facts);
          return facts;
        };
    const uploads = path.join(out, UPLOADS_FOLDER);
    await fs.mkdir(uploads, { mode: PRIVATE_DIR });
    const { facts, missing, takenAt } = await snapshotWithUploads(take, images, uploads);

    await fs.chmod(databaseFile, PRIVATE_FILE);
    const manifest: Manifest = {
      format: 1,
      dialect,
      createdAt: takenAt.toISOString(),
      database: {
        file: DATABASE_FILES[dialect],
        bytes: (await fs.stat(databaseFile)).size,
        sha256: await sha256File(databaseFile),
      },
      tables: facts.tables,
      uploads: await summarizeFiles(uploads),
      images: { referenced: facts.imageKeys.length, missing },
    };
    await writeManifest(out, manifest);
    return manifest;
  } catch (error) {
    await fs.rm(out, { recursive: true, force: true });
    throw error;
  }
}

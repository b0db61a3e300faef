import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import { FolderStore } from '../storage/folder-store.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import { assertSameCounts } from './database-facts.ts';
import { readManifest, sha256File, UPLOADS_FOLDER, type Manifest } from './manifest.ts';
import { hasTables, restorePostgres } from './postgres-tools.ts';
import { exists, PRIVATE_DIR, PRIVATE_FILE } from './private-fs.ts';
import { assertNotInUse, checkSqliteFile, SQLITE_FILE } from './sqlite-snapshot.ts';
import { copyNewFiles, summarizeFiles } from './upload-files.ts';

export interface RestoreOptions {
  config: Pick<Config, 'dataDir' | 'uploadsDir' | 'databaseUrl' | 's3'>;
  /** Where the site keeps its uploaded images (DATA_DIR/uploads or the bucket): the images go back there. */
  uploads: ObjectStore;
  from: string;
  /** Replace an existing database and uploads folder. */
  force: boolean;
  pgRestore: string;
}

/** Checks that the backup is whole before anything is touched: its manifest, database checksum and file count. */
async function verifyBackup(from: string, config: RestoreOptions['config']): Promise<Manifest> {
  const manifest = await readManifest(from);
  const target = config.databaseUrl ? 'postgres' : 'sqlite';
  if (manifest.dialect !== target)
    throw new Error(
      `this is a ${manifest.dialect} backup but the target is ${target}: ` +
        (manifest.dialect === 'postgres' ? 'set DATABASE_URL to the database to restore into' : 'unset DATABASE_URL'),
    );
  const databaseFile = path.join(from, manifest.database.file);
  if ((await sha256File(databaseFile)) !== manifest.database.sha256)
    throw new Error(`${databaseFile} does not match the checksum in the manifest: the backup is damaged`);
  const uploads = await summarizeFiles(path.join(from, UPLOADS_FOLDER));
  if (uploads.files !== manifest.uploads.files || uploads.bytes !== manifest.uploads.bytes)
    throw new Error(
      `${path.join(from, UPLOADS_FOLDER)} holds ${uploads.files} files (${uploads.bytes} bytes), the manifest ` +
        `${manifest.uploads.files} (${manifest.uploads.bytes} bytes): the backup is incomplete`,
    );
  return manifest;
}

async function isEmpty(store: ObjectStore): Promise<boolean> {
  for await (const _object of store.list()) return false;
  return true;
}

async function refuseExistingData(config: RestoreOptions['config'], uploads: ObjectStore): Promise<void> {
  const sqliteFile = path.join(config.dataDir, SQLITE_FILE);
  if (config.databaseUrl ? await hasTables(config.databaseUrl) : await exists(sqliteFile))
    throw new Error(
      `${config.databaseUrl ? 'the database already has tables' : `${sqliteFile} exists`}: ` +
        'restore into an empty one, or pass --force to replace it',
    );
  if (!(await isEmpty(uploads))) throw new Error(`${uploads.where} is not empty: pass --force to replace it`);
}

/** Checks the copy, then puts it in place with one rename, so DATA_DIR never holds half a database. */
async function restoreSqlite(backupFile: string, dataDir: string, tables: Manifest['tables']): Promise<void> {
  const live = path.join(dataDir, SQLITE_FILE);
  const staged = `${live}.restoring`;
  try {
    await fs.copyFile(backupFile, staged);
    await fs.chmod(staged, PRIVATE_FILE);
    assertSameCounts(tables, (await checkSqliteFile(staged)).tables);
    const handle = await fs.open(staged, 'r+');
    await handle.sync();
    await handle.close();
    // A -wal left by the replaced database would be replayed into the restored one and corrupt it.
    await fs.rm(`${live}-wal`, { force: true });
    await fs.rm(`${live}-shm`, { force: true });
    await fs.rename(staged, live);
  } finally {
    await fs.rm(staged, { force: true });
  }
}

/** Swaps `staged` in for `target` (renames only), then removes what it replaced. */
async function replaceFolder(staged: string, target: string): Promise<void> {
  const replaced = `${target}.replaced`;
  await fs.rm(replaced, { recursive: true, force: true });
  if (await exists(target)) await fs.rename(target, replaced);
  await fs.rename(staged, target);
  await fs.rm(replaced, { recursive: true, force: true });
}

async function restoreDatabase(
  config: RestoreOptions['config'],
  from: string,
  manifest: Manifest,
  force: boolean,
  pgRestore: string,
) {
  const databaseFile = path.join(from, manifest.database.file);
  if (config.databaseUrl) {
    const facts = await restorePostgres(config.databaseUrl, databaseFile, { pgRestore, clean: force });
    assertSameCounts(manifest.tables, facts.tables);
  } else {
    await restoreSqlite(databaseFile, config.dataDir, manifest.tables);
  }
}

/**
 * Into a bucket: the backup's images are uploaded first (names never clash: each image has its own), then the
 * database is restored, then, when replacing, the objects the backup does not have are deleted.
 */
async function restoreIntoBucket(options: RestoreOptions, manifest: Manifest): Promise<void> {
  const { config, uploads, from, force, pgRestore } = options;
  const backupUploads = new FolderStore(path.join(from, UPLOADS_FOLDER));
  await copyNewFiles(backupUploads, uploads);
  await restoreDatabase(config, from, manifest, force, pgRestore);
  const kept = new Set<string>();
  for await (const object of backupUploads.list()) kept.add(object.name);
  for await (const object of uploads.list()) if (!kept.has(object.name)) await uploads.remove(object.name);
}

/**
 * Brings a backup back into DATA_DIR, or DATABASE_URL and the uploads (DATA_DIR/uploads or the bucket). The server
 * must be stopped. Into a folder, the uploads are staged first so the slow part is done before the database is
 * replaced; the restored row counts must equal the manifest's.
 */
export async function restoreBackup(options: RestoreOptions): Promise<Manifest> {
  const { config, uploads, from, force, pgRestore } = options;
  const manifest = await verifyBackup(from, config);
  if (!force) await refuseExistingData(config, uploads);
  if (config.s3) {
    await restoreIntoBucket(options, manifest);
    return manifest;
  }
  const sqliteFile = path.join(config.dataDir, SQLITE_FILE);
  if (!config.databaseUrl && (await exists(sqliteFile))) assertNotInUse(sqliteFile);

  await fs.mkdir(config.dataDir, { recursive: true, mode: PRIVATE_DIR });
  const stagedUploads = `${config.uploadsDir}.restoring`;
  await fs.rm(stagedUploads, { recursive: true, force: true });
  try {
    await fs.mkdir(stagedUploads, { mode: PRIVATE_DIR });
    await copyNewFiles(new FolderStore(path.join(from, UPLOADS_FOLDER)), new FolderStore(stagedUploads));
    await restoreDatabase(config, from, manifest, force, pgRestore);
    await replaceFolder(stagedUploads, config.uploadsDir);
  } finally {
    await fs.rm(stagedUploads, { recursive: true, force: true });
  }
  return manifest;
}

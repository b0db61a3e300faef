import path from 'node:path';
import { parseArgs } from 'node:util';
import { createBackup } from '../backup/create-backup.ts';
import { backupFolderName } from '../backup/manifest.ts';
import { loadConfig } from '../config.ts';
import { openObjectStore } from '../storage/open-object-store.ts';

const USAGE = `usage: npm run backup [-- --out DIR]

Writes a consistent snapshot of the site while it runs: the database (SQLite's online backup of
DATA_DIR/academy.db, or pg_dump --format=custom when DATABASE_URL is set), the uploaded images
(DATA_DIR/uploads, or the bucket when S3_BUCKET is set) and a manifest.json (time, row counts per table, files). Files are readable by their owner only.

  --out DIR   a folder that does not exist yet; default <DATA_DIR>/../backups/<UTC time>

PG_DUMP sets the pg_dump binary (default: pg_dump on the PATH). Restore with npm run restore.`;

function parse() {
  try {
    return parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } } }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
}

const size = (bytes: number) =>
  bytes < 1_048_576 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1_048_576).toFixed(1)} MB`;

/** npm run backup [-- --out DIR] */
async function main() {
  const args = parse();
  if (args.help) return console.log(USAGE);
  const config = loadConfig();
  const out = path.resolve(args.out ?? path.join(config.dataDir, '..', 'backups', backupFolderName(new Date())));
  const uploads = await openObjectStore(config);
  const manifest = await createBackup({ config, uploads, out, pgDump: process.env.PG_DUMP || 'pg_dump' }).finally(() =>
    uploads.close(),
  );
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  console.log(`backup written to ${out}`);
  console.log(
    `  database: ${manifest.dialect}, ${Object.keys(manifest.tables).length} tables, ${rows} rows ` +
      `(${manifest.database.file}, ${size(manifest.database.bytes)})`,
  );
  console.log(
    `  uploads: ${manifest.uploads.files} files (${size(manifest.uploads.bytes)}), ` +
      `${manifest.images.referenced} images referenced`,
  );
  if (manifest.images.missing.length > 0) {
    // Kept rather than deleted: the database and the other files are still worth having.
    console.error(
      `backup incomplete: ${manifest.images.missing.length} image files the database refers to are missing ` +
        `from ${uploads.where}:\n  ${manifest.images.missing.join('\n  ')}`,
    );
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

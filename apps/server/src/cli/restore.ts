import path from 'node:path';
import { parseArgs } from 'node:util';
import { restoreBackup } from '../backup/restore-backup.ts';
import { loadConfig } from '../config.ts';
import { openObjectStore } from '../storage/open-object-store.ts';

const USAGE = `usage: npm run restore -- --from DIR [--force]

Stop the server first: a restore replaces the database and the uploads under it.

Brings a backup made by npm run backup back: the SQLite file into DATA_DIR/academy.db, or the dump into
the database at DATABASE_URL (with pg_restore), and its uploads into DATA_DIR/uploads (or the bucket
when S3_BUCKET is set). The backup is
checked first (manifest, checksum, files) and the restored row counts are compared with the manifest.

  --from DIR  the backup folder (the one holding manifest.json)
  --force     replace an existing academy.db, a database that has tables, or non-empty uploads

PG_RESTORE sets the pg_restore binary (default: pg_restore on the PATH).`;

function parse() {
  try {
    const { values } = parseArgs({
      options: { from: { type: 'string' }, force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    });
    if (!values.help && !values.from) throw new Error('--from DIR is required');
    return values;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
}

/** npm run restore -- --from DIR [--force] */
async function main() {
  const args = parse();
  if (args.help || !args.from) return console.log(USAGE);
  const config = loadConfig();
  const from = path.resolve(args.from);
  const uploads = await openObjectStore(config);
  const manifest = await restoreBackup({
    config,
    uploads,
    from,
    force: args.force ?? false,
    pgRestore: process.env.PG_RESTORE || 'pg_restore',
  }).finally(() => uploads.close());
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  if (manifest.images.missing.length > 0)
    console.warn(`warning: this backup lacks ${manifest.images.missing.length} image files (listed in its manifest)`);
  console.log(
    `restored the ${manifest.dialect} backup of ${manifest.createdAt} into ` +
      `${config.databaseUrl ? `DATABASE_URL and ${uploads.where}` : config.dataDir}: ` +
      `${Object.keys(manifest.tables).length} tables, ` +
      `${rows} rows, ${manifest.uploads.files} upload files. Start the server.`,
  );
}

main().catch((error: unknown) => {
  console.error(`restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

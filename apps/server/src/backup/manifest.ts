import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { isMissing, PRIVATE_FILE } from './private-fs.ts';

const MANIFEST_FILE = 'manifest.json';
/** The uploads folder inside a backup, a copy of DATA_DIR/uploads. */
export const UPLOADS_FOLDER = 'uploads';

/** The database's file inside a backup, per dialect. */
export const DATABASE_FILES = { sqlite: 'academy.db', postgres: 'academy.pgdump' } as const;

const count = z.number().int().min(0);

const manifestSchema = z.object({
  format: z.literal(1),
  dialect: z.enum(['sqlite', 'postgres']),
  createdAt: z.iso.datetime(),
  /** SQLite's file or pg_dump's custom-format archive, beside the manifest. */
  database: z.object({
    file: z.enum([DATABASE_FILES.sqlite, DATABASE_FILES.postgres]),
    bytes: count,
    sha256: z.string(),
  }),
  /** Rows per table, read from the snapshot itself. */
  tables: z.record(z.string(), count),
  uploads: z.object({ files: count, bytes: count }),
  /** Image keys the snapshot references, and their files the backup lacks (deleted before they could be copied, or never there). */
  images: z.object({ referenced: count, missing: z.array(z.string()) }),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** `2025-01-31T02-00-00Z`: UTC, sorts by time, and no colons (which some file systems and tools refuse). */
export function backupFolderName(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-');
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Written last and atomically: a folder without a manifest is an unfinished backup. */
export async function writeManifest(dir: string, manifest: Manifest): Promise<void> {
  const temporary = path.join(dir, `${MANIFEST_FILE}.partial`);
  await fs.writeFile(temporary, `${JSON.stringify(manifest, null, 2)}\n`, { mode: PRIVATE_FILE });
  await fs.rename(temporary, path.join(dir, MANIFEST_FILE));
}

export async function readManifest(dir: string): Promise<Manifest> {
  const text = await fs.readFile(path.join(dir, MANIFEST_FILE), 'utf8').catch((error: unknown) => {
    if (isMissing(error)) throw new Error(`${dir} has no ${MANIFEST_FILE}: not a backup, or an unfinished one`);
    throw error;
  });
  const parsed = manifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success)
    throw new Error(`${path.join(dir, MANIFEST_FILE)} is not a backup manifest: ${parsed.error.message}`);
  return parsed.data;
}

import fs from 'node:fs/promises';
import path from 'node:path';
import type { Stats } from 'node:fs';
import { ImageStore } from '../storage/image-store.ts';
import { isMissing, PRIVATE_DIR, PRIVATE_FILE } from './private-fs.ts';

export interface FileSummary {
  files: number;
  bytes: number;
}

async function statOrNull(file: string): Promise<Stats | null> {
  return fs.lstat(file).catch((error: unknown) => {
    if (isMissing(error)) return null;
    throw error;
  });
}

/** Paths (relative to `dir`) of everything under it; an absent folder has nothing. */
async function listTree(dir: string): Promise<string[]> {
  return fs.readdir(dir, { recursive: true }).catch((error: unknown) => {
    if (isMissing(error)) return [];
    throw error;
  });
}

/**
 * Copies the regular files of `from` that `to` lacks, for the owner only. Uploaded files never change once
 * complete, so a copy of another size can only have caught the file mid-write and is taken again. A file deleted
 * before it could be copied is skipped: callers check afterwards that the files they need made it.
 */
export async function copyNewFiles(from: string, to: string): Promise<number> {
  let copied = 0;
  for (const name of await listTree(from)) {
    const source = path.join(from, name);
    const target = path.join(to, name);
    const stat = await statOrNull(source);
    if (!stat?.isFile() || (await statOrNull(target))?.size === stat.size) continue;
    await fs.mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR });
    try {
      await fs.copyFile(source, target);
    } catch (error) {
      if (isMissing(error)) continue;
      throw error;
    }
    await fs.chmod(target, PRIVATE_FILE);
    copied++;
  }
  return copied;
}

export async function summarizeFiles(dir: string): Promise<FileSummary> {
  const summary = { files: 0, bytes: 0 };
  for (const name of await listTree(dir)) {
    const stat = await statOrNull(path.join(dir, name));
    if (!stat?.isFile()) continue;
    summary.files++;
    summary.bytes += stat.size;
  }
  return summary;
}

/** The files of the given image keys that are not under `uploadsDir`, as paths relative to it. */
export async function missingImageFiles(uploadsDir: string, keys: readonly string[]): Promise<string[]> {
  const store = new ImageStore(uploadsDir);
  const missing: string[] = [];
  for (const file of keys.flatMap((key) => store.filePaths(key))) {
    if (!(await statOrNull(file))?.isFile()) missing.push(path.relative(uploadsDir, file));
  }
  return missing;
}

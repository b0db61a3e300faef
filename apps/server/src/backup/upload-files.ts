import fs from 'node:fs/promises';
import path from 'node:path';
import type { Stats } from 'node:fs';
import { imageObjectNames } from '../storage/image-store.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import { isMissing } from './private-fs.ts';

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
 * Copies the objects of `from` that `to` lacks. Uploaded images never change once complete, so a copy of another
 * size can only have caught one mid-write and is taken again. An object deleted before it could be copied is
 * skipped: callers check afterwards that the ones they need made it.
 */
export async function copyNewFiles(from: ObjectStore, to: ObjectStore): Promise<number> {
  const present = new Map<string, number>();
  for await (const object of to.list()) present.set(object.name, object.bytes);
  let copied = 0;
  for await (const object of from.list()) {
    if (present.get(object.name) === object.bytes) continue;
    const bytes = await from.read(object.name);
    if (!bytes) continue;
    await to.put(object.name, bytes, 'image/webp');
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
  const missing: string[] = [];
  for (const name of keys.flatMap(imageObjectNames)) {
    if (!(await statOrNull(path.join(uploadsDir, name)))?.isFile()) missing.push(name);
  }
  return missing;
}

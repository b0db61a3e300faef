import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ObjectStore, OpenedObject, StoredObject } from './object-store.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/**
 * Objects as files under one folder (DATA_DIR/uploads, or a backup's copy of it): a name's `/` parts are
 * sub-folders. `modes` sets the permissions of what it creates (a backup's files are for their owner only).
 */
export class FolderStore implements ObjectStore {
  constructor(
    readonly where: string,
    private readonly modes?: { dir: number; file: number },
  ) {}

  private file(name: string): string {
    return path.join(this.where, ...name.split('/'));
  }

  async put(name: string, body: Buffer): Promise<void> {
    const file = this.file(name);
    await fs.mkdir(path.dirname(file), { recursive: true, mode: this.modes?.dir });
    await fs.writeFile(file, body, { mode: this.modes?.file });
    if (this.modes) await fs.chmod(file, this.modes.file);
  }

  async read(name: string): Promise<Buffer | null> {
    return fs.readFile(this.file(name)).catch((error: unknown) => {
      if (isMissing(error)) return null;
      throw error;
    });
  }

  async open(name: string): Promise<OpenedObject | null> {
    const file = this.file(name);
    const stat = await fs.stat(file).catch((error: unknown) => {
      if (isMissing(error)) return null;
      throw error;
    });
    if (!stat?.isFile()) return null;
    return {
      body: createReadStream(file),
      bytes: stat.size,
      etag: `"${stat.size.toString(16)}-${stat.mtimeMs.toString(16)}"`,
    };
  }

  async remove(name: string): Promise<void> {
    await fs.rm(this.file(name), { force: true });
  }

  async *list(): AsyncIterable<StoredObject> {
    const names = await fs.readdir(this.where, { recursive: true }).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
    for (const relative of names) {
      const stat = await fs.lstat(path.join(this.where, relative)).catch(() => null);
      if (stat?.isFile()) yield { name: relative.split(path.sep).join('/'), bytes: stat.size };
    }
  }

  close(): void {}
}

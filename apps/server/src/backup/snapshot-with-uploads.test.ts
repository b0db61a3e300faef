import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseFacts } from './database-facts.ts';
import { snapshotWithUploads } from './snapshot-with-uploads.ts';
import { copyNewFiles } from './upload-files.ts';
import { FolderStore } from '../storage/folder-store.ts';

describe('snapshotWithUploads', () => {
  let root: string;
  let uploads: string;
  let copy: string;

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-backup-unit-'));
    uploads = path.join(root, 'uploads');
    copy = path.join(root, 'copy');
    fs.mkdirSync(copy);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const files = (key: string) => [`${key}.webp`, `${key}-thumb.webp`];
  const upload = (key: string) => {
    fs.mkdirSync(path.dirname(path.join(uploads, key)), { recursive: true });
    for (const file of files(key)) fs.writeFileSync(path.join(uploads, file), `bytes of ${file}`);
  };
  const remove = (key: string) => files(key).forEach((file) => fs.rmSync(path.join(uploads, file)));
  const referencing = (...imageKeys: string[]): DatabaseFacts => ({ tables: {}, imageKeys });

  it('copies what was there before the snapshot and what appeared just before it, for the owner only', async () => {
    upload('events/early');
    const result = await snapshotWithUploads(
      async (taken) => {
        upload('events/late');
        const facts = referencing('events/early', 'events/late');
        await taken(facts);
        return facts;
      },
      new FolderStore(uploads),
      copy,
    );
    expect(result.missing).toEqual([]);
    for (const file of [...files('events/early'), ...files('events/late')])
      expect(fs.readFileSync(path.join(copy, file), 'utf8')).toBe(`bytes of ${file}`);
    expect(fs.statSync(path.join(copy, 'events/late.webp')).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.join(copy, 'events')).mode & 0o777).toBe(0o700);
  });

  it('retakes the snapshot when an image it references was deleted before it could be copied', async () => {
    let attempts = 0;
    const result = await snapshotWithUploads(
      async (taken) => {
        attempts++;
        if (attempts === 1) upload('fighters/a');
        const facts = referencing(attempts === 1 ? 'fighters/a' : 'fighters/b');
        if (attempts === 1) {
          // The fighter replaces the photo right after the snapshot: a's files are gone before the copy.
          upload('fighters/b');
          remove('fighters/a');
        }
        await taken(facts);
        return facts;
      },
      new FolderStore(uploads),
      copy,
    );
    expect(attempts).toBe(2);
    expect(result).toMatchObject({ facts: { imageKeys: ['fighters/b'] }, missing: [] });
  });

  it('gives up after three snapshots and names the files that are still missing', async () => {
    let attempts = 0;
    const result = await snapshotWithUploads(
      async (taken) => {
        attempts++;
        const facts = referencing('gallery/lost');
        await taken(facts);
        return facts;
      },
      new FolderStore(uploads),
      copy,
    );
    expect(attempts).toBe(3);
    expect(result.missing).toEqual(files('gallery/lost'));
  });
});

describe('copyNewFiles', () => {
  it('copies again a file it caught while it was being written, and skips complete ones', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-backup-unit-'));
    try {
      const from = path.join(root, 'from');
      const to = path.join(root, 'to');
      fs.mkdirSync(path.join(from, 'gallery'), { recursive: true });
      fs.writeFileSync(path.join(from, 'gallery/x.webp'), 'half');
      expect(await copyNewFiles(new FolderStore(from), new FolderStore(to))).toBe(1);
      fs.writeFileSync(path.join(from, 'gallery/x.webp'), 'half and the rest');
      expect(await copyNewFiles(new FolderStore(from), new FolderStore(to))).toBe(1);
      expect(fs.readFileSync(path.join(to, 'gallery/x.webp'), 'utf8')).toBe('half and the rest');
      expect(await copyNewFiles(new FolderStore(from), new FolderStore(to))).toBe(0);
      expect(await copyNewFiles(new FolderStore(path.join(root, 'absent')), new FolderStore(to))).toBe(0);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { HttpError } from '../http/http-error.ts';
import { newId } from '../lib/ids.ts';

export type ImageKind = 'events' | 'gallery' | 'fighters';

/** Display and thumbnail widths per kind; fighters' photos are square crops. */
const SIZES: Record<ImageKind, { display: number; thumb: number; square: boolean }> = {
  events: { display: 1280, thumb: 640, square: false },
  gallery: { display: 1600, thumb: 480, square: false },
  fighters: { display: 512, thumb: 160, square: true },
};

export interface StoredImage {
  /** `<kind>/<id>`; the files are `<key>.webp` and `<key>-thumb.webp` under the uploads folder. */
  key: string;
  width: number;
  height: number;
}

export function imageUrl(key: string): string {
  return `/uploads/${key}.webp`;
}

export function thumbnailUrl(key: string): string {
  return `/uploads/${key}-thumb.webp`;
}

/** Re-encodes uploads to WebP with sharp: orientation applied, metadata (GPS, camera) dropped. */
export class ImageStore {
  constructor(private readonly uploadsDir: string) {}

  async save(kind: ImageKind, input: Buffer): Promise<StoredImage> {
    const size = SIZES[kind];
    const key = `${kind}/${newId()}`;
    const dir = path.join(this.uploadsDir, kind);
    await fs.mkdir(dir, { recursive: true });
    try {
      const base = sharp(input, { failOn: 'error', limitInputPixels: 50_000_000 }).rotate();
      const resize = (width: number) =>
        size.square
          ? base.clone().resize(width, width, { fit: 'cover', position: 'attention' })
          : base.clone().resize({ width, withoutEnlargement: true });
      const display = await resize(size.display).webp({ quality: 80, effort: 4 }).toBuffer({ resolveWithObject: true });
      const thumb = await resize(size.thumb).webp({ quality: 70, effort: 4 }).toBuffer();
      await fs.writeFile(path.join(this.uploadsDir, `${key}.webp`), display.data);
      await fs.writeFile(path.join(this.uploadsDir, `${key}-thumb.webp`), thumb);
      return { key, width: display.info.width, height: display.info.height };
    } catch (error) {
      await this.remove(key);
      if (error instanceof HttpError) throw error;
      throw new HttpError(415, 'The image could not be read. Please upload a valid JPG, PNG, WebP or GIF file.');
    }
  }

  /** Deletes both files of a key; missing files are not an error. */
  async remove(key: string | null | undefined): Promise<void> {
    if (!key) return;
    await Promise.all(
      [`${key}.webp`, `${key}-thumb.webp`].map((name) => fs.rm(path.join(this.uploadsDir, name), { force: true })),
    );
  }

  filePaths(key: string): string[] {
    return [path.join(this.uploadsDir, `${key}.webp`), path.join(this.uploadsDir, `${key}-thumb.webp`)];
  }
}

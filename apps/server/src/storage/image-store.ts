import sharp, { type Metadata } from 'sharp';
import { tooLarge, unsupportedMedia } from '../http/http-error.ts';
import { newId } from '../lib/ids.ts';
import { ImageQueue } from './image-queue.ts';
import type { ObjectStore } from './object-store.ts';

export type ImageKind = 'events' | 'gallery' | 'fighters' | 'payments';

/** Display and thumbnail widths per kind; fighters' photos are square crops. */
const SIZES: Record<ImageKind, { display: number; thumb: number; square: boolean }> = {
  events: { display: 1280, thumb: 640, square: false },
  gallery: { display: 1600, thumb: 480, square: false },
  fighters: { display: 512, thumb: 160, square: true },
  // Payment screenshots: tall phone screens, read for a UTR and an amount.
  payments: { display: 1080, thumb: 240, square: false },
};

/** Room for a 50 MP phone photo (8160 x 6120, so 48 MP ones such as 8000 x 6000 too); bigger is refused. */
export const MAX_INPUT_PIXELS = 50_000_000;

/**
 * One image decodes at a time, on one libvips thread: on a 2-core server that leaves a core and three of libuv's
 * four threads to logins (argon2) and everything else. Two at a time measured worse under 20 parallel uploads
 * (bench/upload-pressure.ts): login p99 about 90-140 ms instead of 40-80 ms, and more peak memory. Eight may wait
 * (at most 40 MB of uploads held); the upload after them is told to come back.
 */
export const IMAGE_QUEUE_LIMITS = { running: 1, waiting: 8 };

// Process-wide sharp settings, set here because this store is the server's one user of sharp for uploads:
// libvips' operation cache only ever holds images nobody will ask for again, so it is memory for nothing.
sharp.concurrency(1);
sharp.cache(false);

export interface StoredImage {
  /** `<kind>/<id>`; the objects are `<key>.webp` and `<key>-thumb.webp` in the object store. */
  key: string;
  width: number;
  height: number;
}

/** The names of an image's display and thumbnail objects. */
export function imageObjectNames(key: string): [display: string, thumbnail: string] {
  return [`${key}.webp`, `${key}-thumb.webp`];
}

export function imageUrl(key: string): string {
  return `/uploads/${key}.webp`;
}

export function thumbnailUrl(key: string): string {
  return `/uploads/${key}-thumb.webp`;
}

/** The key of an image's display address (imageUrl's inverse), or null for any other address. */
export function imageKeyOf(url: string): string | null {
  return /^\/uploads\/([\w-]+\/[\w-]+)\.webp$/.exec(url)?.[1] ?? null;
}

const WEBP = 'image/webp';

/** How many display sizes ImageStore keeps; past that it starts again, rather than growing without end. */
const KNOWN_SIZES = 1000;

const unreadable = () => unsupportedMedia('api.imageUnreadable');

function tooManyPixels(width: number, height: number) {
  return tooLarge('api.imageTooManyPixels', { width, height, megapixels: MAX_INPUT_PIXELS / 1_000_000 });
}

interface EncodedImage {
  display: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

/** Reads the header only: enough to refuse an oversized image before any of its pixels is decoded. */
async function readHeader(input: Buffer): Promise<Metadata> {
  try {
    // sharp's own pixel limit is lifted for this read so that even a huge image gets the message with its size.
    return await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
}

/**
 * Decodes the upload once, streaming (sequential read), down to the display size as raw pixels, and encodes
 * both WebP files from those: the thumbnail is cut from the display pixels, never from the original again.
 */
async function encode(kind: ImageKind, input: Buffer): Promise<EncodedImage> {
  const size = SIZES[kind];
  const header = await readHeader(input);
  const [width, height] = [header.width ?? 0, header.height ?? 0];
  if (width * height > MAX_INPUT_PIXELS) throw tooManyPixels(width, height);
  try {
    const pipeline = sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true });
    // A 16-bit image is brought to 8 bits first (the files are 8-bit WebP anyway): it then resizes in half the
    // time with a third less memory. Not an 8-bit one: on a JPEG it would prevent shrink-on-load.
    if (header.depth !== 'uchar') pipeline.pipelineColourspace('srgb');
    const { data, info } = await pipeline
      .rotate()
      .resize(
        size.square
          ? { width: size.display, height: size.display, fit: 'cover', position: 'attention' }
          : { width: size.display, withoutEnlargement: true },
      )
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const display = await sharp(data, raw).webp({ quality: 80, effort: 4 }).toBuffer();
    const thumb = await sharp(data, raw)
      .resize(size.square ? { width: size.thumb, height: size.thumb } : { width: size.thumb, withoutEnlargement: true })
      .webp({ quality: 70, effort: 4 })
      .toBuffer();
    return { display, thumb, width: info.width, height: info.height };
  } catch {
    throw unreadable();
  }
}

/**
 * Re-encodes uploads to WebP with sharp (orientation applied, metadata such as GPS dropped), through a bounded
 * queue so image work cannot starve the rest of the server.
 */
export class ImageStore {
  private readonly queue = new ImageQueue(IMAGE_QUEUE_LIMITS);
  /** A key's files never change (a new image gets a new key), so a size once read stays true. */
  private readonly sizes = new Map<string, { width: number; height: number }>();

  constructor(readonly objects: ObjectStore) {}

  /**
   * Refuses (503) an upload whose image the queue could not take anyway, before its body is read: a refusal
   * then costs no parsing nor buffering of up to 5 MB.
   */
  assertAcceptingUploads(): void {
    this.queue.assertRoom();
  }

  async save(kind: ImageKind, input: Buffer): Promise<StoredImage> {
    const encoded = await this.queue.run(() => encode(kind, input));
    const key = `${kind}/${newId()}`;
    const [displayName, thumbName] = this.objectNames(key);
    try {
      await this.objects.put(displayName, encoded.display, WEBP);
      await this.objects.put(thumbName, encoded.thumb, WEBP);
    } catch (error) {
      await this.remove(key);
      throw error;
    }
    return { key, width: encoded.width, height: encoded.height };
  }

  /** Re-encodes an image that is kept elsewhere than the public uploads (a payment's screenshot): its display WebP. */
  async encode(kind: ImageKind, input: Buffer): Promise<Buffer> {
    return (await this.queue.run(() => encode(kind, input))).display;
  }

  /**
   * The display image's width and height, read from its header (a link preview names them beside og:image), or null
   * when it is missing or unreadable.
   */
  async displaySize(key: string): Promise<{ width: number; height: number } | null> {
    const known = this.sizes.get(key);
    if (known) return known;
    let size: { width: number; height: number };
    try {
      const display = await this.objects.read(this.objectNames(key)[0]);
      if (!display) return null;
      const { width, height } = await sharp(display).metadata();
      size = { width, height };
    } catch {
      return null;
    }
    if (this.sizes.size >= KNOWN_SIZES) this.sizes.clear();
    this.sizes.set(key, size);
    return size;
  }

  /** Deletes both objects of a key; missing ones are not an error. */
  async remove(key: string | null | undefined): Promise<void> {
    if (!key) return;
    await Promise.all(this.objectNames(key).map((name) => this.objects.remove(name)));
  }

  objectNames(key: string): [display: string, thumbnail: string] {
    return imageObjectNames(key);
  }
}

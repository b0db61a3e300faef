import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

export interface BenchImage {
  name: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** The server's upload limit (LIMITS.maxUploadBytes); a bigger file would be refused before any image work. */
const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Just under the server's 50-megapixel limit, 16 bits per channel: the upload of issue 10. */
function sixteenBitPng(): Promise<Buffer> {
  const side = 7070;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}">
    <rect width="100%" height="100%" fill="#b3121f"/><circle cx="${side / 2}" cy="${side / 2}" r="${side / 4}" fill="#f5f0e8"/></svg>`;
  return sharp(Buffer.from(svg), { limitInputPixels: false })
    .removeAlpha()
    .toColourspace('rgb16')
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** A 48 MP phone-sized photo: a gradient with grain so the JPEG weighs about as much as a real one (~4.5 MB). */
function phoneJpeg(): Promise<Buffer> {
  const [width, height] = [8000, 6000];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><radialGradient id="g"><stop offset="0" stop-color="#f0c080"/><stop offset="1" stop-color="#203040"/></radialGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  const grain = {
    width,
    height,
    channels: 3 as const,
    background: '#808080',
    noise: { type: 'gaussian' as const, mean: 128, sigma: 10 },
  };
  return sharp(Buffer.from(svg))
    .composite([{ input: { create: grain }, blend: 'overlay' }])
    .jpeg({ quality: 82 })
    .toBuffer();
}

async function cached(dir: string, filename: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const file = path.join(dir, filename);
  if (fs.existsSync(file)) return fs.readFileSync(file);
  const bytes = await make();
  if (bytes.length > MAX_UPLOAD_BYTES) throw new Error(`${filename} is ${bytes.length} bytes, over the upload limit`);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(file, bytes);
  return bytes;
}

/** The two worst uploads the server accepts, generated once (about 10 s) and kept in `dir`. */
export async function maximumSizeImages(dir: string): Promise<BenchImage[]> {
  const png = await cached(dir, 'max-7070x7070-16bit.png', sixteenBitPng);
  const jpeg = await cached(dir, 'max-8000x6000.jpg', phoneJpeg);
  const kb = (bytes: Buffer) => `${Math.round(bytes.length / 1024)} KB`;
  return [
    { name: `7070x7070 16-bit PNG (${kb(png)})`, filename: 'max.png', contentType: 'image/png', bytes: png },
    { name: `8000x6000 JPEG (${kb(jpeg)})`, filename: 'max.jpg', contentType: 'image/jpeg', bytes: jpeg },
  ];
}

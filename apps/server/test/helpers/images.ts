import sharp from 'sharp';

/** A real PNG made by sharp, so uploads go through decoding and re-encoding like a user's photo. */
export function pngImage({ color = '#b3121f', width = 320, height = 180 } = {}): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

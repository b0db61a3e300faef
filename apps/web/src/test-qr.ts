import jsQR from 'jsqr';

const SCALE = 8;

/**
 * Draws a QR code's SVG (as the qrcode library writes it) as a scanner's camera would see it: the dark modules
 * (each row written as horizontal strokes, 'M2 2.5h7m2 0h1...') painted black on white, SCALE pixels a module, as
 * RGBA.
 */
function rasterize(svg: string): { data: Uint8ClampedArray; size: number } {
  const modules = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)![1]);
  const path = /<path stroke="[^"]+" d="([^"]+)"/.exec(svg)![1]!;
  const size = modules * SCALE;
  const data = new Uint8ClampedArray(size * size * 4).fill(255);
  let x = 0;
  let y = 0;
  for (const [, command, a, b] of path.matchAll(/([MmHh])(-?[\d.]+)(?:\s(-?[\d.]+))?/g)) {
    const first = Number(a);
    if (command === 'M') [x, y] = [first, Number(b)];
    else if (command === 'm') [x, y] = [x + first, y + Number(b)];
    else {
      const row = Math.floor(y);
      for (let column = x; column < x + first; column++) {
        for (let dy = 0; dy < SCALE; dy++) {
          for (let dx = 0; dx < SCALE; dx++) {
            const at = ((row * SCALE + dy) * size + column * SCALE + dx) * 4;
            data.fill(0, at, at + 3);
          }
        }
      }
      x += first;
    }
  }
  return { data, size };
}

/** What a scanner reads off an <img> whose src is a QR code's SVG data address, or null. */
export function readQrImage(image: HTMLImageElement): string | null {
  const src = image.getAttribute('src') ?? '';
  if (!src.startsWith('data:image/svg+xml')) return null;
  const { data, size } = rasterize(decodeURIComponent(src.slice(src.indexOf(',') + 1)));
  return jsQR(data, size, size)?.data ?? null;
}

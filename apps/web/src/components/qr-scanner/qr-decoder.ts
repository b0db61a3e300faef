/**
 * Reads a QR code from a camera frame or a photo: with the browser's own BarcodeDetector where it reads QR codes
 * (Chrome on Android, the instructors' usual phone), otherwise with jsQR, a pure JavaScript decoder downloaded only
 * then (Firefox, Safari, desktop Chrome on Windows and Linux). See docs/decisions/025-taking-attendance.md.
 */

interface DetectedBarcode {
  rawValue: string;
}

interface BarcodeDetectorLike {
  detect(source: ImageBitmapSource): Promise<DetectedBarcode[]>;
}

interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

export type QrSource = HTMLVideoElement | ImageBitmap;
/** The text a QR code in the image holds, or null when none could be read. */
export type QrDecoder = (source: QrSource) => Promise<string | null>;

/** Photos from a phone's camera are 12 megapixels; a card's QR reads as well at this size, many times faster. */
const MAX_SIDE = 1280;

async function nativeDecoder(): Promise<QrDecoder | null> {
  const Detector = (window as Window & { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return null;
  } catch {
    return null;
  }
  const detector = new Detector({ formats: ['qr_code'] });
  return async (source) => (await detector.detect(source))[0]?.rawValue ?? null;
}

async function jsqrDecoder(): Promise<QrDecoder> {
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D canvas to read the image from');
  return async (source) => {
    const video = source instanceof HTMLVideoElement;
    const width = video ? source.videoWidth : source.width;
    const height = video ? source.videoHeight : source.height;
    if (width === 0 || height === 0) return null;
    const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    context.drawImage(source, 0, 0, canvas.width, canvas.height);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    // A camera frame comes several times a second, so it is read once; a photo is read light-on-dark as well.
    const read = jsQR(image.data, image.width, image.height, {
      inversionAttempts: video ? 'dontInvert' : 'attemptBoth',
    });
    return read?.data ?? null;
  };
}

let decoder: Promise<QrDecoder> | null = null;

export function loadQrDecoder(): Promise<QrDecoder> {
  decoder ??= nativeDecoder().then((native) => native ?? jsqrDecoder());
  // A failed download (a flaky connection) is tried again next time.
  decoder.catch(() => {
    decoder = null;
  });
  return decoder;
}

/** The QR text in a photo the instructor or the door picked or took. */
export async function decodePhoto(file: Blob): Promise<string | null> {
  const decode = await loadQrDecoder();
  const bitmap = await createImageBitmap(file);
  try {
    return await decode(bitmap);
  } finally {
    bitmap.close();
  }
}

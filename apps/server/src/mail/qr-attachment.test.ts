import QRCode from 'qrcode';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawQrAttachment } from './qr-attachment.ts';

describe('a ticket drawn as a QR code', () => {
  it("has the pixels of qrcode's own PNG at the same settings, whatever filter encodes them", async () => {
    const content = 'KKA1.ticket-under-test.0123456789abcdefghijklmnopqrstuvwxyz';
    const drawn = await drawQrAttachment({ filename: 'ticket.png', content, contentType: 'image/png', drawAsQr: true });
    expect(drawn).toMatchObject({ contentType: 'image/png', encoding: 'base64' });
    const pixels = (png: Buffer) => sharp(png).raw().toBuffer({ resolveWithObject: true });
    const reference = await QRCode.toBuffer(content, { errorCorrectionLevel: 'M', margin: 4, width: 360 });
    const [ours, theirs] = await Promise.all([pixels(Buffer.from(drawn.content, 'base64')), pixels(reference)]);
    expect(ours.info).toMatchObject({ width: 360, height: 360 });
    expect(ours.info).toEqual(theirs.info);
    expect(ours.data.equals(theirs.data)).toBe(true);
  });
});

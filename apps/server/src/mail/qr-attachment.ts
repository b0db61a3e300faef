import QRCode from 'qrcode';
import type { MailAttachment } from './mail-message.ts';

/**
 * pngjs's `filterType` (the types name only deflate's options): each row predicted from the one above, which a QR
 * code's rows mostly repeat. The default tries all five PNG filters on every row, in JavaScript on the thread that
 * answers bookings: 10 to 30 ms a ticket against 3 ms, for 4.4 KB against 10 KB, the same pixels (decision 067).
 */
const UP_FILTER = { filterType: 2 } as QRCode.QRCodeToBufferOptions['rendererOpts'];

/**
 * An attachment whose text is drawn as a QR code when the message is sent (a ticket): email readers (Gmail, Outlook)
 * show neither SVG nor data: images, so it travels as an inline PNG. Drawn by the job runner, not in the transaction
 * that queued the message, which a booking rush keeps short. Error correction M, as the class cards, and a quiet
 * zone of four modules so a phone camera reads it off another phone's screen.
 */
export async function drawQrAttachment(attachment: MailAttachment): Promise<MailAttachment> {
  if (!attachment.drawAsQr) return attachment;
  const png = await QRCode.toBuffer(attachment.content, {
    errorCorrectionLevel: 'M',
    margin: 4,
    width: 360,
    rendererOpts: UP_FILTER,
  });
  const { drawAsQr: _drawAsQr, ...rest } = attachment;
  return { ...rest, content: png.toString('base64'), encoding: 'base64', contentType: 'image/png' };
}

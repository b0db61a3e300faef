import QRCode from 'qrcode';

/**
 * The ticket's QR code as a PNG (base64) for the confirmation email, whose readers (Gmail, Outlook) show neither SVG
 * nor data: images; it travels as an inline attachment. Error correction M, as the class cards, and a quiet zone of
 * four modules so a phone camera reads it off another phone's screen.
 */
export async function ticketPng(ticket: string): Promise<string> {
  const png = await QRCode.toBuffer(ticket, { errorCorrectionLevel: 'M', margin: 4, width: 360 });
  return png.toString('base64');
}

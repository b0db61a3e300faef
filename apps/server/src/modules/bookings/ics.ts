/** What a calendar entry for a booked event needs. */
export interface CalendarEntry {
  uid: string;
  start: Date;
  durationMinutes: number;
  summary: string;
  location: string;
  description: string;
  organizerName: string;
  stamp?: Date;
}

/** RFC 5545 date-time in UTC: 20261225T130000Z. */
function icsUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** RFC 5545 TEXT escaping: backslash, semicolon, comma and line breaks. */
function icsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets (RFC 5545 section 3.1), never splitting a UTF-8 character. */
function fold(line: string): string {
  const chunks: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = chunks.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      chunks.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  chunks.push(current);
  return chunks.join('\r\n ');
}

/** A one-event VCALENDAR that mail clients offer to add to the calendar. */
export function buildIcs(entry: CalendarEntry): string {
  const end = new Date(entry.start.getTime() + entry.durationMinutes * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icsText(entry.organizerName)}//Event booking//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${entry.uid}`,
    `DTSTAMP:${icsUtc(entry.stamp ?? new Date())}`,
    `DTSTART:${icsUtc(entry.start)}`,
    `DTEND:${icsUtc(end)}`,
    `SUMMARY:${icsText(entry.summary)}`,
    `LOCATION:${icsText(entry.location)}`,
    `DESCRIPTION:${icsText(entry.description)}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

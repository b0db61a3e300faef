import { describe, expect, it } from 'vitest';
import { buildIcs } from './ics.ts';
import { formatIstDateTime } from '../../lib/ist-date.ts';

const entry = {
  uid: 'KKA-ABC234@kaizenkarate.in',
  start: new Date('2026-12-25T13:00:00.000Z'),
  durationMinutes: 120,
  summary: 'Kata; Kumite, and more\\',
  location: 'Shree Shiv Chhatrapati Sports Complex, Mahalunge-Balewadi, Pune, Maharashtra 411045 — गेट २',
  description: 'Line one\nLine two',
  organizerName: 'Kaizen Karate Academy',
  stamp: new Date('2026-11-22T03:00:00.000Z'),
};

/** RFC 5545 unfolding: a CRLF followed by one space joins the lines. */
const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('buildIcs', () => {
  it('writes a VEVENT with UTC start, the duration as end, and escaped text', () => {
    const lines = unfold(buildIcs(entry));
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines).toContain('UID:KKA-ABC234@kaizenkarate.in');
    expect(lines).toContain('DTSTAMP:20261122T030000Z');
    expect(lines).toContain('DTSTART:20261225T130000Z');
    expect(lines).toContain('DTEND:20261225T150000Z');
    expect(lines).toContain('SUMMARY:Kata\\; Kumite\\, and more\\\\');
    expect(lines).toContain('DESCRIPTION:Line one\\nLine two');
    expect(lines).toContain(`LOCATION:${entry.location.replace(/,/g, '\\,')}`);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('folds lines at 75 octets without splitting a character and ends lines with CRLF', () => {
    const ics = buildIcs(entry);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(ics).not.toContain('\uFFFD');
  });
});

describe('formatIstDateTime', () => {
  it("formats in IST as 'dd MMM, yyyy hh:mm a' whatever the server's zone", () => {
    expect(formatIstDateTime('2026-12-25T13:00:00.000Z')).toBe('25 Dec, 2026 06:30 PM');
    expect(formatIstDateTime('2026-01-04T18:35:00.000Z')).toBe('05 Jan, 2026 12:05 AM');
    expect(formatIstDateTime('2026-06-30T06:30:00.000Z')).toBe('30 Jun, 2026 12:00 PM');
  });
});

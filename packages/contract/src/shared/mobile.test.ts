import { describe, expect, it } from 'vitest';
import { indiaMobileMetadata } from '../../scripts/india-mobile-metadata-slice.ts';
import metadata from './india-mobile-metadata.json' with { type: 'json' };
import { formatMobile, internationalDigits, mobileTelHref } from './mobile-format.ts';
import { mobileField, parseIndianMobile } from './mobile.ts';

describe('parseIndianMobile', () => {
  it.each([
    '98201 23456',
    '+91 98201 23456',
    '098201 23456',
    '91 98201-23456',
    '9820123456',
    '+919820123456',
    '919820123456',
    '0091 98201 23456',
    '+91-98201-23456',
    '+91 (0) 98201 23456',
    '98201.23456',
    '९८२०१ २३४५६',
  ])('reads %j as 9820123456', (typed) => {
    expect(parseIndianMobile(typed)).toBe('9820123456');
  });

  it.each(['6', '7', '8', '9'])('accepts a mobile starting with %s', (first) => {
    expect(parseIndianMobile(`${first}820123456`)).toBe(`${first}820123456`);
  });

  it.each([
    ['a landline with its STD code', '022 2345 6789'],
    ['a landline without the 0', '2223456789'],
    ['9 digits', '98201 2345'],
    ['11 digits', '98201 234567'],
    ['a number starting with 5', '58201 23456'],
    ['a number starting with 1', '18201 23456'],
    ['a toll-free number', '1800 123 4567'],
    ['another country', '+44 7700 900123'],
    ['an extension', '98201 23456 ext 5'],
    ['letters', '98201 abcde'],
    ['the country code alone', '+91'],
    ['nothing', ''],
    ['an absurdly long text', `9820123456${' '.repeat(40)}`],
  ])('refuses %s', (_, typed) => {
    expect(parseIndianMobile(typed)).toBeNull();
  });
});

describe('mobileField', () => {
  it('hands on the 10 digits', () => {
    expect(mobileField.parse(' +91 98201 23456 ')).toBe('9820123456');
  });
  it('refuses a landline with the invalid-number message', () => {
    const result = mobileField.safeParse('022 2345 6789');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['form.mobile.invalid']);
  });
});

describe('formatMobile', () => {
  it('shows a stored mobile as "+91 98201 23456"', () => {
    expect(formatMobile('9820123456')).toBe('+91 98201 23456');
  });
  it('shows a number stored before the rule as it was typed', () => {
    expect(formatMobile('022-2345678')).toBe('022-2345678');
  });
  it('links a stored mobile for the dialler and WhatsApp with the country code', () => {
    expect(mobileTelHref('9820123456')).toBe('tel:+919820123456');
    expect(internationalDigits('9820123456')).toBe('919820123456');
  });
});

describe('the India metadata slice', () => {
  it('is India’s part of the installed libphonenumber-js (run scripts/india-mobile-metadata.ts after an upgrade)', () => {
    expect(metadata).toEqual(indiaMobileMetadata());
  });
});

import { parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core';
import { z } from 'zod';
import type { MessageKey } from '../i18n/catalog.ts';
import { fieldMessage } from '../i18n/field-messages.ts';
import { MOBILE_DIGITS } from './mobile-format.ts';
import metadata from './india-mobile-metadata.json' with { type: 'json' };

/**
 * Longer than any way of writing an Indian mobile ("+91 (0) 98201-23456" is 19): past it the text is refused
 * before the parser reads it.
 */
export const MOBILE_INPUT_MAX_LENGTH = 30;

// Hindi and Marathi keyboards may type the Devanagari digits (९८२०१); libphonenumber reads many scripts' digits,
// not these.
const DEVANAGARI_ZERO = 0x0966;
const asciiDigits = (text: string) =>
  text.replace(/[\u0966-\u096F]/g, (digit) => String(digit.charCodeAt(0) - DEVANAGARI_ZERO));

/**
 * The 10-digit national number of an Indian mobile however it is typed ("98201 23456", "+91 98201 23456",
 * "098201 23456", "91 98201-23456", "0091 ..."), or null for anything that is not one: a landline, a toll-free or
 * short number, another country's number, an extension, a number of the wrong length or one that India's numbering
 * plan does not give to mobiles (they start with 6, 7, 8 or 9). The rules are libphonenumber's, India's part of its
 * mobile metadata (india-mobile-metadata.json).
 */
export function parseIndianMobile(text: string): string | null {
  if (text.length > MOBILE_INPUT_MAX_LENGTH) return null;
  const number = parsePhoneNumberFromString(
    asciiDigits(text),
    { defaultCountry: 'IN', extract: false },
    metadata as MetadataJson,
  );
  if (!number || number.country !== 'IN' || number.ext) return null;
  const type = number.getType();
  if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return null;
  return number.nationalNumber.length === MOBILE_DIGITS ? number.nationalNumber : null;
}

/**
 * An Indian mobile as typed, checked and stored as its 10 digits: the one rule of every form and request with a
 * mobile number (sign-up, profile, a child's guardian, booking, trial). `required` names the form's own "is
 * required" message.
 */
export const indianMobileField = (required: MessageKey = 'form.mobile.required') =>
  z
    .string({ error: fieldMessage(required) })
    .trim()
    .min(1, fieldMessage(required))
    .transform((text, context) => {
      const mobile = parseIndianMobile(text);
      if (mobile) return mobile;
      context.issues.push({ code: 'custom', input: text, message: fieldMessage('form.mobile.invalid') });
      return z.NEVER;
    });

export const mobileField = indianMobileField();

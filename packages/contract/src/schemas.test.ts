import { describe, expect, it } from 'vitest';
import {
  bookingRequestSchema,
  ENGLISH,
  eventCategoryAt,
  eventFieldsSchema,
  galleryFieldsSchema,
  loginRequestSchema,
  resetPasswordRequestSchema,
  sayFieldMessage,
  signUpRequestSchema,
  updateFighterRequestSchema,
  type FieldMessageValues,
  type MessageKey,
} from './index.ts';

/** A field message as an English reader gets it (the field messages have plain `{value}` placeholders only). */
const english = (key: MessageKey, values?: FieldMessageValues) =>
  ENGLISH[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name]));

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => sayFieldMessage(i.message, english)) ?? [];

const signUp = {
  fullName: 'Asha Patil',
  email: 'asha@example.in',
  mobileNumber: '9876543210',
  age: 19,
  gender: 'Female',
  password: 'strong-pass',
  confirmPassword: 'strong-pass',
};

describe('sign-up schema', () => {
  it('accepts a complete form and coerces age from a form string', () => {
    const parsed = signUpRequestSchema.parse({ ...signUp, age: '19' });
    expect(parsed.age).toBe(19);
  });
  it.each(['987654321', '98765432101', '98765abcde'])('refuses mobile %s', (mobileNumber) => {
    const result = signUpRequestSchema.safeParse({ ...signUp, mobileNumber });
    expect(messagesOf(result)).toEqual([
      'Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, such as 98201 23456.',
    ]);
  });
  it('stores the mobile as its 10 digits however it was typed', () => {
    expect(signUpRequestSchema.parse({ ...signUp, mobileNumber: '+91 98201 23456' }).mobileNumber).toBe('9820123456');
  });
  it('asks for an empty mobile with its own message', () => {
    expect(messagesOf(signUpRequestSchema.safeParse({ ...signUp, mobileNumber: ' ' }))).toEqual([
      'Mobile number is required.',
    ]);
  });
  it('refuses mismatched passwords with its message', () => {
    const result = signUpRequestSchema.safeParse({ ...signUp, confirmPassword: 'other-pass' });
    expect(messagesOf(result)).toEqual(['Passwords do not match']);
  });
  it('needs 8 characters for a new password', () => {
    const result = signUpRequestSchema.safeParse({ ...signUp, password: 'short', confirmPassword: 'short' });
    expect(messagesOf(result)).toContain('Password must be at least 8 characters long.');
  });
  it('refuses an unknown gender', () => {
    expect(signUpRequestSchema.safeParse({ ...signUp, gender: 'X' }).success).toBe(false);
  });
});

describe('login schema', () => {
  it('accepts any non-empty password but needs a valid email', () => {
    expect(loginRequestSchema.safeParse({ email: 'a@b.in', password: 'x' }).success).toBe(true);
    expect(messagesOf(loginRequestSchema.safeParse({ email: 'a@', password: 'x' }))).toContain('Invalid email format.');
    expect(messagesOf(loginRequestSchema.safeParse({ email: 'a@b.in', password: '' }))).toContain(
      'Password is required.',
    );
  });
});

describe('reset password schema', () => {
  const reset = { email: 'a@b.in', code: '1234', newPassword: 'new-password', confirmNewPassword: 'new-password' };
  it('needs a 4-digit code and matching passwords', () => {
    expect(resetPasswordRequestSchema.safeParse(reset).success).toBe(true);
    expect(resetPasswordRequestSchema.safeParse({ ...reset, code: '12345' }).success).toBe(false);
    expect(resetPasswordRequestSchema.safeParse({ ...reset, code: '12a4' }).success).toBe(false);
    expect(messagesOf(resetPasswordRequestSchema.safeParse({ ...reset, confirmNewPassword: 'nope-nope' }))).toEqual([
      'Passwords do not match.',
    ]);
  });
});

describe('profile update schema', () => {
  it('turns empty optional fields into null and ignores the read-only email', () => {
    const parsed = updateFighterRequestSchema.parse({
      fullName: 'Asha',
      mobileNumber: '9876543210',
      age: '',
      gender: '',
      weight: '',
      height: '172',
      discipline: 'Judo',
      beltLevel: '',
      address: '',
      email: 'other@example.in',
    });
    expect(parsed).toMatchObject({
      age: null,
      gender: null,
      weight: null,
      height: 172,
      discipline: 'Judo',
      beltLevel: null,
      address: null,
    });
    expect(parsed).not.toHaveProperty('email');
  });
});

describe('booking schema', () => {
  const booking = {
    eventId: 'e1',
    fighterName: 'Ravi',
    email: 'ravi@example.in',
    mobileNumber: '9876543210',
    age: 14,
    beltLevel: 'Yellow',
    height: 150,
    weight: 42,
    discipline: 'Karate',
    masterName: 'Sensei Rao',
    academyName: 'Kaizen',
  };
  it('accepts a complete booking', () => {
    expect(bookingRequestSchema.safeParse(booking).success).toBe(true);
  });
  it('needs an Indian mobile number and at least 1 for age, height and weight', () => {
    expect(bookingRequestSchema.parse({ ...booking, mobileNumber: '098765-43210' }).mobileNumber).toBe('9876543210');
    expect(messagesOf(bookingRequestSchema.safeParse({ ...booking, mobileNumber: '+44 7700 900123' }))).toEqual([
      'Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, such as 98201 23456.',
    ]);
    expect(messagesOf(bookingRequestSchema.safeParse({ ...booking, mobileNumber: '' }))).toEqual([
      'Mobile Number is required.',
    ]);
    for (const field of ['age', 'height', 'weight'] as const) {
      expect(bookingRequestSchema.safeParse({ ...booking, [field]: 0 }).success, field).toBe(false);
    }
  });
  it('requires every field', () => {
    for (const field of Object.keys(booking)) {
      const { [field]: _omitted, ...rest } = booking as Record<string, unknown>;
      expect(bookingRequestSchema.safeParse(rest).success, field).toBe(false);
    }
  });
});

describe('event fields schema', () => {
  const fields = {
    eventName: 'Winter Championship',
    address: 'Pune',
    eventDescription: 'Kata and kumite',
    eventDateTime: '2026-12-25T13:00:00.000Z',
    totalSeats: '50',
    entryFee: '0',
  };
  it('accepts form strings and normalises the date to ISO UTC', () => {
    const parsed = eventFieldsSchema.parse({ ...fields, eventDateTime: '2026-12-25T18:30:00+05:30' });
    expect(parsed).toMatchObject({ totalSeats: 50, entryFee: 0, eventDateTime: '2026-12-25T13:00:00.000Z' });
  });
  it('uses the fixed messages', () => {
    expect(messagesOf(eventFieldsSchema.safeParse({ ...fields, totalSeats: '0' }))).toContain(
      'Total Seats must be at least 1',
    );
    expect(messagesOf(eventFieldsSchema.safeParse({ ...fields, entryFee: '-1' }))).toContain(
      'Entry Fee must be at least 0',
    );
    expect(messagesOf(eventFieldsSchema.safeParse({ ...fields, eventName: ' ' }))).toContain('Event Name is required.');
    expect(messagesOf(eventFieldsSchema.safeParse({ ...fields, eventDateTime: '' }))).toContain(
      'Date & Time is required.',
    );
  });
});

describe('eventCategoryAt', () => {
  it('is upcoming from the event time on, past after', () => {
    const now = new Date('2026-11-22T10:00:00.000Z');
    expect(eventCategoryAt('2026-11-22T10:00:00.000Z', now)).toBe('upcoming');
    expect(eventCategoryAt('2026-11-22T09:59:59.999Z', now)).toBe('past');
  });
});

describe('gallery fields schema', () => {
  it('accepts only the three categories', () => {
    expect(galleryFieldsSchema.safeParse({ galleryTitle: 'Kata', galleryCategory: 'Training' }).success).toBe(true);
    expect(galleryFieldsSchema.safeParse({ galleryTitle: 'Kata', galleryCategory: 'Party' }).success).toBe(false);
    expect(galleryFieldsSchema.safeParse({ galleryTitle: '', galleryCategory: 'Events' }).success).toBe(false);
  });
});

describe('over-long values', () => {
  it('say the limit instead of "required"', () => {
    const event = {
      eventName: 'x'.repeat(100_000),
      address: 'Pune',
      eventDescription: 'Kata',
      eventDateTime: '2026-12-25T13:00:00.000Z',
      totalSeats: '50',
      entryFee: '0',
    };
    expect(messagesOf(eventFieldsSchema.safeParse(event))).toEqual(['Event Name must be at most 150 characters.']);
    expect(messagesOf(loginRequestSchema.safeParse({ email: 'a@b.in', password: 'p'.repeat(201) }))).toEqual([
      'Password must be at most 200 characters.',
    ]);
    expect(messagesOf(signUpRequestSchema.safeParse({ ...signUp, fullName: 'A'.repeat(101) }))).toEqual([
      'Full Name must be at most 100 characters.',
    ]);
    expect(
      messagesOf(
        updateFighterRequestSchema.safeParse({
          fullName: 'Asha',
          mobileNumber: '9876543210',
          address: 'x'.repeat(301),
        }),
      ),
    ).toEqual(['Address must be at most 300 characters.']);
  });

  it('checks email lengths as RFC 5321 does: 64 before the @, 254 in all', () => {
    const local64 = `${'a'.repeat(64)}@example.in`;
    expect(loginRequestSchema.safeParse({ email: local64, password: 'x' }).success).toBe(true);
    expect(messagesOf(loginRequestSchema.safeParse({ email: `a${local64}`, password: 'x' }))).toEqual([
      'The part of the email before @ must be at most 64 characters.',
    ]);
    const whole = `a@${['b', 'c', 'd', 'e', 'f'].map((c) => c.repeat(60)).join('.')}.in`;
    expect(messagesOf(loginRequestSchema.safeParse({ email: whole, password: 'x' }))).toEqual([
      'Email must be at most 254 characters.',
    ]);
  });
});

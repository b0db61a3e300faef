import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACADEMY_NAME, ENGLISH } from '@academy/contract';
import { verifySecret } from '../src/security/passwords.ts';
import { startSmtp, waitFor, type TestSmtp } from './helpers/smtp.ts';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.ts';
import {
  extractResetCode,
  FIGHTER_PASSWORD,
  outboxMessages,
  signUpAndLogin,
  waitForOutbox,
  type SignedUpFighter,
} from './helpers/fighter-accounts.ts';

const FORGOT = '/api/Fighters/FighterForgotPassword';
const RESET = '/api/Fighters/FighterResetPassword';
const NEW_PASSWORD = 'brand-new-password-1';

describe(`password reset by emailed code on ${testDialect}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const forgot = (email: string) => t.app.inject({ method: 'POST', url: FORGOT, payload: { email } });
  const reset = (email: string, code: string, newPassword = NEW_PASSWORD, confirmNewPassword = newPassword) =>
    t.app.inject({ method: 'POST', url: RESET, payload: { email, code, newPassword, confirmNewPassword } });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/Fighters/FighterLogin', payload: { email, password } });

  /** Asks for a code and reads it from the outbox email. */
  async function requestCode(fighter: SignedUpFighter): Promise<string> {
    const before = outboxMessages(t.config.outboxDir, fighter.email).length;
    const res = await forgot(fighter.email);
    expect(res.json()).toEqual({ status: 1, message: ENGLISH['api.otpSent'] });
    const messages = await waitForOutbox(t.config.outboxDir, fighter.email, before + 1);
    return extractResetCode(messages.at(-1)!);
  }

  const resetRow = (fighter: SignedUpFighter) =>
    t.app.db.selectFrom('passwordResets').selectAll().where('email', '=', fighter.email).executeTakeFirstOrThrow();

  it('emails a 4-digit code in a proper HTML + text message in the academy name', async () => {
    const a = await signUpAndLogin(t.app, { fullName: 'Meera Joshi' });
    const res = await forgot(a.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 1, message: 'OTP sent successfully' });

    const [raw] = await waitForOutbox(t.config.outboxDir, a.email, 1);
    expect(raw).toMatch(/^From: Kaizen Karate Academy <no-reply@kaizenkarate\.in>$/m);
    expect(raw).toMatch(new RegExp(`^To: ${a.email.replace('.', '\\.')}$`, 'm'));
    expect(raw).toContain(`Subject: Your ${ACADEMY_NAME} password reset code`);
    expect(raw).toContain('Content-Type: multipart/alternative');
    expect(raw).toContain('Content-Type: text/plain');
    expect(raw).toContain('Content-Type: text/html');
    expect(raw).toContain('Hello Meera Joshi,');
    expect(raw).toMatch(/within 10 minutes/);
    const code = extractResetCode(raw!);
    expect(code).toMatch(/^\d{4}$/);

    const row = await resetRow(a);
    expect(row.codeHash).toMatch(/^\$argon2id\$/);
    expect(row.codeHash).not.toContain(code);
    expect(await verifySecret(row.codeHash, code)).toBe(true);
    expect(row.attempts).toBe(0);
    const validFor = new Date(row.expiresAt).getTime() - new Date(row.sentAt).getTime();
    expect(validFor).toBe(10 * 60_000);
  });

  it('answers an unknown email exactly like a known one and sends nothing', async () => {
    const res = await forgot('nobody-here@test.academy');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 1, message: ENGLISH['api.otpSent'] });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(outboxMessages(t.config.outboxDir, 'nobody-here@test.academy')).toEqual([]);
  });

  it('refuses a bad email format with 400', async () => {
    const res = await forgot('nobody@');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(ENGLISH['form.email.invalid']);
  });

  it('resets the password with the code: the new password logs in, the old one no longer does', async () => {
    const a = await signUpAndLogin(t.app);
    const code = await requestCode(a);
    const res = await reset(a.email, code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 1, message: 'Password reset successfully' });
    expect((await login(a.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(a.email, FIGHTER_PASSWORD)).statusCode).toBe(401);
    expect((await resetRow(a)).usedAt).not.toBeNull();
  });

  it('refuses a code that was already used', async () => {
    const a = await signUpAndLogin(t.app);
    const code = await requestCode(a);
    expect((await reset(a.email, code)).statusCode).toBe(200);
    const again = await reset(a.email, code, 'third-password-1');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ status: 0, message: 'This code has already been used. Please request a new one.' });
    expect((await login(a.email, 'third-password-1')).statusCode).toBe(401);
  });

  it('refuses an expired code', async () => {
    const a = await signUpAndLogin(t.app);
    const code = await requestCode(a);
    await t.app.db
      .updateTable('passwordResets')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', a.email)
      .execute();
    const res = await reset(a.email, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 0, message: 'This code has expired. Please request a new one.' });
    expect((await login(a.email, FIGHTER_PASSWORD)).statusCode).toBe(200);
  });

  it('counts wrong codes down and locks the code after the fifth, even for the right code', async () => {
    const a = await signUpAndLogin(t.app);
    const code = await requestCode(a);
    const wrong = String((Number(code) + 1) % 10000).padStart(4, '0');
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await reset(a.email, wrong);
      expect(res.statusCode).toBe(400);
      messages.push(res.json().message);
    }
    expect(messages).toEqual([
      'The code is incorrect. 4 attempts left.',
      'The code is incorrect. 3 attempts left.',
      'The code is incorrect. 2 attempts left.',
      'The code is incorrect. 1 attempt left.',
      'Too many wrong attempts. Please wait a minute, then request a new code.',
    ]);
    const right = await reset(a.email, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe('Too many wrong attempts. Please wait a minute, then request a new code.');
    expect((await login(a.email, NEW_PASSWORD)).statusCode).toBe(401);
    expect((await resetRow(a)).attempts).toBe(5);
  });

  it('never lets more than five guesses through, even sent at once', async () => {
    const a = await signUpAndLogin(t.app);
    const code = await requestCode(a);
    const guesses = Array.from({ length: 20 }, (_, i) => String((Number(code) + 1 + i) % 10000).padStart(4, '0'));
    const replies = await Promise.all(guesses.map((g) => reset(a.email, g)));
    const checked = replies.filter((r) => /incorrect/.test(r.json().message)).length;
    expect(checked).toBeLessThanOrEqual(5);
    expect((await resetRow(a)).attempts).toBe(5);
  });

  it('throttles resending: a second request within a minute keeps the first code and sends nothing', async () => {
    const a = await signUpAndLogin(t.app);
    const first = await requestCode(a);
    const again = await forgot(a.email);
    expect(again.json()).toEqual({ status: 1, message: ENGLISH['api.otpSent'] });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(outboxMessages(t.config.outboxDir, a.email)).toHaveLength(1);

    // A minute later a new code replaces the first one.
    await t.app.db
      .updateTable('passwordResets')
      .set({ sentAt: new Date(Date.now() - 61_000).toISOString() })
      .where('email', '=', a.email)
      .execute();
    const second = await requestCode(a);
    expect(outboxMessages(t.config.outboxDir, a.email)).toHaveLength(2);
    if (second !== first) {
      const old = await reset(a.email, first);
      expect(old.statusCode).toBe(400);
    }
    expect((await reset(a.email, second)).statusCode).toBe(200);
  });

  it('a new code after a lock-out works again', async () => {
    const a = await signUpAndLogin(t.app);
    const code = await requestCode(a);
    const wrong = String((Number(code) + 5000) % 10000).padStart(4, '0');
    for (let i = 0; i < 5; i++) await reset(a.email, wrong);
    await t.app.db
      .updateTable('passwordResets')
      .set({ sentAt: new Date(Date.now() - 61_000).toISOString() })
      .where('email', '=', a.email)
      .execute();
    const fresh = await requestCode(a);
    expect((await resetRow(a)).attempts).toBe(0);
    expect((await reset(a.email, fresh)).statusCode).toBe(200);
  });

  it('answers wrong codes for an unknown email exactly as for a real one, through the lock-out', async () => {
    const a = await signUpAndLogin(t.app);
    const ghost = 'ghost-walker@test.academy';
    const code = await requestCode(a);
    expect((await forgot(ghost)).json()).toEqual({ status: 1, message: ENGLISH['api.otpSent'] });
    const wrong = String((Number(code) + 1) % 10000).padStart(4, '0');
    const answers = async (email: string) => {
      const seen: string[] = [];
      for (let i = 0; i < 6; i++) seen.push((await reset(email, wrong)).json().message);
      return seen;
    };
    const real = await answers(a.email);
    expect(real[0]).toBe('The code is incorrect. 4 attempts left.');
    expect(await answers(ghost)).toEqual(real);
    expect(outboxMessages(t.config.outboxDir, ghost)).toEqual([]);
  });

  it('refuses a reset for an email without a code, and for an unknown email, with the same message', async () => {
    const a = await signUpAndLogin(t.app);
    for (const email of [a.email, 'ghost@test.academy']) {
      const res = await reset(email, '1234');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 0, message: 'This code is not valid. Please request a new one.' });
    }
  });

  it.each([
    ['a 3-digit code', { code: '123' }, 'Please enter the 4-digit code.'],
    ['letters in the code', { code: '12a4' }, 'Please enter the 4-digit code.'],
    ['mismatched passwords', { confirmNewPassword: 'different-password' }, 'Passwords do not match.'],
    [
      'a short new password',
      { newPassword: 'short', confirmNewPassword: 'short' },
      'Password must be at least 8 characters long.',
    ],
    ['no confirmation', { confirmNewPassword: '' }, ENGLISH['form.confirmPassword.required']],
    ['a bad email', { email: 'bad@' }, ENGLISH['form.email.invalid']],
  ])('refuses %s with 400 before touching the code', async (_label, override, message) => {
    const a = await signUpAndLogin(t.app);
    const code = await requestCode(a);
    const res = await t.app.inject({
      method: 'POST',
      url: RESET,
      payload: { email: a.email, code, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD, ...override },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect((await resetRow(a)).attempts).toBe(0);
  });
});

describe(`password reset code through a real SMTP server on ${testDialect}`, () => {
  let smtp: TestSmtp;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Kaizen Karate Academy <otp@kaizenkarate.in>',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the code by SMTP, writes no outbox file, and the code resets the password', async () => {
    const a = await signUpAndLogin(t.app);
    const res = await t.app.inject({ method: 'POST', url: FORGOT, payload: { email: a.email } });
    expect(res.json()).toEqual({ status: 1, message: ENGLISH['api.otpSent'] });

    await waitFor('the reset email', () => smtp.received.length > 0);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.from).toBe('otp@kaizenkarate.in');
    expect(mail.to).toEqual([a.email]);
    expect(mail.raw).toContain(`Subject: Your ${ACADEMY_NAME} password reset code`);
    expect(mail.raw).toContain('Content-Type: text/html');
    expect(outboxMessages(t.config.outboxDir, a.email)).toEqual([]);

    const code = extractResetCode(mail.raw);
    const done = await t.app.inject({
      method: 'POST',
      url: RESET,
      payload: { email: a.email, code, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD },
    });
    expect(done.json()).toEqual({ status: 1, message: ENGLISH['api.passwordReset'] });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/Fighters/FighterLogin',
      payload: { email: a.email, password: NEW_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });
});

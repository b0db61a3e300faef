import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS, type SignUpRequest } from '@academy/contract';

export const FIGHTER_PASSWORD = 'kiai-password-1';

/** A valid sign-up body with a unique email. */
export function signUpBody(overrides: Partial<SignUpRequest> = {}): SignUpRequest {
  return {
    fullName: 'Asha Patil',
    email: `asha-${randomUUID().slice(0, 8)}@test.academy`,
    mobileNumber: '9876543210',
    age: 19,
    gender: 'Female',
    password: FIGHTER_PASSWORD,
    confirmPassword: FIGHTER_PASSWORD,
    ...overrides,
  };
}

export interface SignedUpFighter {
  id: string;
  email: string;
  token: string;
}

/** Signs a fighter up (with the request `headers`, e.g. a language) and logs them in through the real routes. */
export async function signUpAndLogin(
  app: FastifyInstance,
  overrides: Partial<SignUpRequest> = {},
  headers: Record<string, string> = {},
): Promise<SignedUpFighter> {
  const body = signUpBody(overrides);
  const created = await app.inject({ method: 'POST', url: ENDPOINTS.CreateFighter.path, headers, payload: body });
  if (created.statusCode !== 200) throw new Error(`sign-up failed: ${created.body}`);
  const login = await app.inject({
    method: 'POST',
    url: ENDPOINTS.FighterLogin.path,
    payload: { email: body.email, password: body.password },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return { id: created.json().id, email: body.email.toLowerCase(), token: login.json().token };
}

/** A multipart/form-data body with one file part, as a browser sends it. */
export function multipartFile(field: string, file: { filename: string; contentType: string; content: Buffer }) {
  const boundary = `----academy${randomUUID().replace(/-/g, '')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.filename}"\r\n` +
      `Content-Type: ${file.contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file.content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The reset code inside a raw email (the text part says "Your password reset code: 1234"). */
export function extractResetCode(rawEmail: string): string {
  const match = /password reset code: (\d{4})/.exec(rawEmail);
  if (!match?.[1]) throw new Error('no reset code in the email');
  return match[1];
}

/** The .eml files written for an address, oldest first. */
export function outboxMessages(outboxDir: string, to: string): string[] {
  if (!fs.existsSync(outboxDir)) return [];
  return fs
    .readdirSync(outboxDir)
    .filter((name) => name.endsWith(`-${to}.eml`))
    .sort()
    .map((name) => fs.readFileSync(path.join(outboxDir, name), 'utf8'));
}

/** Waits until `count` messages for the address are in the outbox (mail is written after the reply). */
export async function waitForOutbox(outboxDir: string, to: string, count: number, timeoutMs = 5000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = outboxMessages(outboxDir, to);
    if (messages.length >= count) return messages;
    if (Date.now() > deadline) throw new Error(`expected ${count} email(s) to ${to}, found ${messages.length}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The consent link's secret inside a raw email (quoted-printable may fold the long line). */
export function consentToken(rawEmail: string): string {
  const unfolded = rawEmail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /\/consent#([A-Za-z0-9_-]{32,64})/.exec(unfolded);
  if (!match?.[1]) throw new Error('no consent link in the email');
  return match[1];
}

/**
 * The secret of the newest consent link about `childName` sent to the address, once one arrives that is not in
 * `seen` (emails of earlier tests may still be arriving, so the newest file is not always the one awaited).
 */
export async function waitForConsentLink(
  outboxDir: string,
  to: string,
  childName: string,
  seen: string[] = [],
): Promise<string> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const tokens = outboxMessages(outboxDir, to)
      .filter((mail) => mail.replace(/=\r?\n/g, '').includes(childName))
      .map(consentToken)
      .filter((token) => !seen.includes(token));
    if (tokens.length > 0) return tokens.at(-1)!;
    if (Date.now() > deadline) throw new Error(`no new consent email about ${childName} to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

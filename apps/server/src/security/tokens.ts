import fs from 'node:fs';
import path from 'node:path';
import { createHmac, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { TICKET_PREFIX, parseTicket, type StaffRole, type UserType } from '@academy/contract';
import { sameSecret } from './same-secret.ts';

export interface AuthUser {
  id: string;
  /** The account's kind: a member of staff ('admin') or a fighter. */
  role: UserType;
  /** A member of staff's role, read from their account on each request (never from the token). */
  staffRole?: StaffRole;
  /** Their role must sign in with a second factor they have not set up: they may only set it up (sessions.ts). */
  mustSetUpTwoFactor?: true;
}

/** What a token says: the user, and the account's session version when it was issued (see sessions.ts). */
export interface TokenClaims extends Omit<AuthUser, 'staffRole' | 'mustSetUpTwoFactor'> {
  sessionVersion: number;
}

export const TOKEN_LIFETIME = '7d';

/** JWT_SECRET, or a secret generated once and kept in DATA_DIR so tokens survive restarts. */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, 'jwt-secret');
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(file)) {
    try {
      fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process created it first; use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}

export class TokenService {
  /**
   * The secret as a WebCrypto key for HS256, imported once: given the secret's bytes, jose imports them again for
   * every token it signs or checks, which was a twentieth of an API request's time (decision 084).
   */
  private readonly key: Promise<CryptoKey>;

  constructor(private readonly secret: Uint8Array) {
    this.key = crypto.subtle.importKey('raw', Uint8Array.from(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
  }

  async sign(claims: TokenClaims, expiresIn: string | number = TOKEN_LIFETIME): Promise<string> {
    return new SignJWT({ role: claims.role, sv: claims.sessionVersion })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.id)
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(await this.key);
  }

  /**
   * A booking's ticket: its id and 128 bits of HMAC-SHA256 under the server's secret, so only this site can make
   * one and editing any character of a code makes it worthless.
   */
  ticketOf(bookingId: string): string {
    return `${TICKET_PREFIX}${bookingId}.${this.signatureOf(`ticket:${bookingId}`)}`;
  }

  /** The booking a scanned ticket names, or null when it is no ticket or its signature is not ours. */
  bookingOfTicket(scanned: string): string | null {
    const ticket = parseTicket(scanned);
    if (!ticket) return null;
    return sameSecret(ticket.signature, this.signatureOf(`ticket:${ticket.bookingId}`)) ? ticket.bookingId : null;
  }

  /** 128 bits of HMAC-SHA256 of what is signed under the server's secret, in base64url. */
  private signatureOf(signed: string): string {
    return createHmac('sha256', this.secret).update(signed).digest().subarray(0, 16).toString('base64url');
  }

  /**
   * The opt-out link's token for an account and a channel: both in the clear and 128 bits of HMAC-SHA256 under the
   * server's secret, so the link works without a login and cannot be made for anyone else.
   */
  stopTokenOf(accountId: string, channel: string): string {
    const named = Buffer.from(`${accountId}:${channel}`).toString('base64url');
    return `${named}.${this.signatureOf(`stop:${accountId}:${channel}`)}`;
  }

  /** The account and channel an opt-out token names, or null when it is not one of ours. */
  stopTokenClaims(token: string): { accountId: string; channel: string } | null {
    const [named, signature] = token.split('.');
    if (!named || !signature) return null;
    const [accountId, channel] = Buffer.from(named, 'base64url').toString().split(':');
    if (!accountId || !channel) return null;
    return sameSecret(signature, this.signatureOf(`stop:${accountId}:${channel}`)) ? { accountId, channel } : null;
  }

  /** What a token claims, or null when it is forged, expired or malformed; sessions.ts checks it is still valid. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, await this.key, { algorithms: ['HS256'] });
      const { role, sv } = payload;
      if (typeof payload.sub !== 'string' || (role !== 'admin' && role !== 'fighter')) return null;
      if (typeof sv !== 'number' || !Number.isInteger(sv)) return null;
      return { id: payload.sub, role, sessionVersion: sv };
    } catch {
      return null;
    }
  }
}

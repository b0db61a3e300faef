import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { UserType } from '@academy/contract';

export interface AuthUser {
  id: string;
  role: UserType;
}

/** What a token says: the user, and the account's session version when it was issued (see sessions.ts). */
export interface TokenClaims extends AuthUser {
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
  constructor(private readonly secret: Uint8Array) {}

  sign(claims: TokenClaims, expiresIn: string | number = TOKEN_LIFETIME): Promise<string> {
    return new SignJWT({ role: claims.role, sv: claims.sessionVersion })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.id)
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(this.secret);
  }

  /** What a token claims, or null when it is forged, expired or malformed; sessions.ts checks it is still valid. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.secret, { algorithms: ['HS256'] });
      const { role, sv } = payload;
      if (typeof payload.sub !== 'string' || (role !== 'admin' && role !== 'fighter')) return null;
      if (typeof sv !== 'number' || !Number.isInteger(sv)) return null;
      return { id: payload.sub, role, sessionVersion: sv };
    } catch {
      return null;
    }
  }
}
